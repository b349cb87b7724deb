import { FeatureCards } from "../features/home/feature-cards";
import { Hero } from "../features/home/hero";
import { MagicSection } from "../features/home/magic-section";
import { WhySection } from "../features/home/why-section";
import { usePublicConfig } from "../lib/public-config";
import { seoMeta } from "../lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => seoMeta(matches, { path: "/" });

export default function Home() {
  const { brandName } = usePublicConfig();
  return (
    <>
      <Hero />
      <FeatureCards />
      <MagicSection />
      <WhySection brand={brandName} />
    </>
  );
}
