import { MagicPortraitsPage } from "../features/portraits/magic-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/magic-portraits";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Magic Pet Portraits",
    description:
      "Turn one photo of your pet into Van Gogh, Pop Art, Oil Painting and Picasso style portraits.",
    path: "/magic-portraits",
  });

export default function MagicPortraits() {
  return <MagicPortraitsPage />;
}
