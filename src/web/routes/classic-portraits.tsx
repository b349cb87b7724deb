import { ClassicPortraitsPage } from "../features/portraits/classic-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/classic-portraits";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Classic Watercolour Pet Portrait",
    description:
      "A timeless watercolour and ink portrait from your pet's photo, with their name on the artwork.",
    path: "/classic-portraits",
  });

export default function ClassicPortraits() {
  return <ClassicPortraitsPage />;
}
