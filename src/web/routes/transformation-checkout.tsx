import { PortraitCheckout } from "../features/checkout/portrait-checkout";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/transformation-checkout";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seoMeta(matches, { title: "Checkout – Portrait", path: location.pathname, noindex: true });

export default function Checkout() {
  return <PortraitCheckout />;
}
