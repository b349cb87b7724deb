import { VetFinderPage } from "../features/vets/finder-page";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/vet-finder";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: "Vet Finder",
    description:
      "Find veterinary clinics near you or by city, state, ZIP code or name, with hours, specialties and emergency care.",
    path: "/vet-finder",
  });

export default function VetFinder() {
  return <VetFinderPage />;
}
