import { AstrologyPage } from "../features/astrology/astrology-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/pet-astrology";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Pet Astrology Reading",
    description:
      "Your pet's real birth sky: Sun, Moon, Mercury, Venus and Mars signs and their Chinese zodiac animal, read in their own voice. For fun.",
    path: "/pet-astrology",
  });

export default function PetAstrology() {
  return <AstrologyPage />;
}
