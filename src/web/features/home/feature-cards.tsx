import { useQuery } from "@tanstack/react-query";
import { type LucideIcon, MoonStar, Palette, Sparkles, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { CLINIC_COUNT_FALLBACK } from "../../../contract/limits";
import { cardClass } from "../../ui/card";

interface Card {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
  tint: string;
}

const CARDS: Card[] = [
  {
    to: "/pet-names",
    title: "Name Your Pet",
    text: "Names that fit who they really are.",
    icon: Sparkles,
    tint: "bg-peach-100 text-peach-700",
  },
  {
    to: "/pet-astrology",
    title: "Pet Astrology",
    text: "What the stars say about your pet.",
    icon: MoonStar,
    tint: "bg-[#ece8ff] text-[#5b45b0]",
  },
  {
    to: "/magic-portraits",
    title: "Create Magic Portraits",
    text: "Four art styles from one photo.",
    icon: Palette,
    tint: "bg-[#ffe8f1] text-[#a3275b]",
  },
];

function useClinicCount(): number {
  const { data } = useQuery<{ count?: number }>({ queryKey: ["/api/clinic-count"] });
  return typeof data?.count === "number" ? data.count : CLINIC_COUNT_FALLBACK;
}

function FeatureCard({ to, title, text, icon: Icon, tint }: Card) {
  return (
    <li>
      <Link
        to={to}
        className={cardClass(
          "flex h-full min-h-36 flex-col gap-2 p-4 transition-transform hover:-translate-y-0.5",
        )}
      >
        <span className={`inline-flex size-11 items-center justify-center rounded-2xl ${tint}`}>
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="font-display text-lg leading-snug font-semibold">{title}</span>
        <span className="text-sm text-muted">{text}</span>
      </Link>
    </li>
  );
}

export function FeatureCards() {
  const count = useClinicCount();
  return (
    <section aria-labelledby="features-title" className="mt-14">
      <h2 id="features-title" className="text-center text-2xl font-semibold">
        Everything for your pet, in one place
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3">
        {CARDS.map((card) => (
          <FeatureCard key={card.to} {...card} />
        ))}
        <FeatureCard
          to="/vet-finder"
          title="Find a Vet"
          text={`${count.toLocaleString("en-US")}+ trusted vets`}
          icon={Stethoscope}
          tint="bg-mint-100 text-mint-800"
        />
      </ul>
    </section>
  );
}
