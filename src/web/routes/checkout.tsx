import { NamesCheckout } from "../features/checkout/names-checkout";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Checkout – 25 Pet Names PDF", path: "/checkout", noindex: true });

export default function Checkout() {
  return <NamesCheckout />;
}
