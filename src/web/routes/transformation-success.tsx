import { TransformationSuccess } from "../features/checkout/transformation-success";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/transformation-success";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "Your Portraits", path: "/transformation-success", noindex: true });

export default function Success() {
  return <TransformationSuccess />;
}
