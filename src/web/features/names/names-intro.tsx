import { Brain, Globe2, HeartHandshake } from "lucide-react";
import { IconList, type IconPoint } from "../../ui/icon-list";
import { Mascot } from "../../ui/mascot";

const CARDS: IconPoint[] = [
  {
    title: "Smart AI Analysis",
    text: "We read your description: colours, coat, size, habits and quirks.",
    icon: Brain,
  },
  {
    title: "Personality Matching",
    text: "Names chosen for who your pet really is, with the reason why.",
    icon: HeartHandshake,
  },
  {
    title: "Cultural Intelligence",
    text: "Real meanings and origins, never made up. No names that sound like commands.",
    icon: Globe2,
  },
];

export function NamesHero() {
  return (
    <section className="text-center">
      <Mascot className="mx-auto size-20" />
      <h1 className="mt-2 text-4xl font-semibold text-balance">Find the perfect name for your pet</h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-muted">
        Tell us what makes your pet special and get names that actually fit.
      </p>
    </section>
  );
}

export function WhyNames({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="why-names" className="mt-12">
      <h2 id="why-names" className="text-center text-2xl font-semibold">
        Why {brand}?
      </h2>
      <IconList points={CARDS} look="cards" />
    </section>
  );
}

export function SniffingView() {
  return (
    <section role="status" aria-live="polite" className="py-16 text-center">
      <Mascot className="mx-auto size-24 animate-bounce motion-reduce:animate-none" />
      <h2 className="mt-4 text-2xl font-semibold">Minty is sniffing...</h2>
      <p className="mt-2 text-muted">Crafting the perfect names for your furry friend</p>
    </section>
  );
}
