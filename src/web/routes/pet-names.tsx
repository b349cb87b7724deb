import { NamesPage } from "../features/names/names-page";
import { usePublicConfig } from "../lib/public-config";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/pet-names";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "AI Pet Name Generator",
    description:
      "Describe your pet and get names that fit their colours, size and personality, each with the reason why.",
    path: "/pet-names",
  });

export default function PetNames() {
  const { brandName } = usePublicConfig();
  return <NamesPage brand={brandName} />;
}
