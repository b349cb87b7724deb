import { data, Link } from "react-router";
import { seoMeta } from "../lib/seo";
import { buttonClass } from "../ui/button";
import { Mascot } from "../ui/mascot";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, { title: "Page Not Found", path: location.pathname, noindex: true });

export default function NotFound() {
  return (
    <section className="py-10 text-center">
      <Mascot className="mx-auto size-28" />
      <h1 className="mt-4 text-3xl font-semibold">Page Not Found</h1>
      <p className="mt-3 text-muted">Minty sniffed everywhere but couldn't find this page.</p>
      <Link to="/" className={buttonClass("primary", "mt-6")}>
        Back to the home page
      </Link>
    </section>
  );
}
