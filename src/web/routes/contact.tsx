import { ContactForm } from "../features/contact/contact-form";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Contact Us",
    description:
      "Questions, ideas or a problem with an order? Send us a message and we'll get back to you soon.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <h1 className="text-center text-3xl font-semibold">Contact Us</h1>
      <p className="mx-auto mt-2 mb-6 max-w-md text-center text-muted">
        Questions, ideas or a problem with an order? We read every message and reply within two working days.
      </p>
      <ContactForm />
    </>
  );
}
