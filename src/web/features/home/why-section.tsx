import { Heart, Smile, Wand2 } from "lucide-react";
import { IconList, type IconPoint } from "../../ui/icon-list";

const VALUES: IconPoint[] = [
  { title: "Fun & Easy", text: "A photo or a few words is all it takes. No sign-up, no fuss.", icon: Smile },
  { title: "AI-Powered", text: "Smart tools that read your pet's look and personality.", icon: Wand2 },
  { title: "Made with Love", text: "Built by pet people, for the pets who run our lives.", icon: Heart },
];

export function WhySection({ brand }: { brand: string }) {
  return (
    <section aria-labelledby="why-title" className="mt-14 rounded-[var(--radius-card)] bg-mint-50 p-5">
      <h2 id="why-title" className="text-center text-2xl font-semibold">
        Why choose {brand}?
      </h2>
      <IconList points={VALUES} look="plain" />
    </section>
  );
}
