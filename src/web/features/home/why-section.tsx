import { Heart, type LucideIcon, Smile, Wand2 } from "lucide-react";

const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
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
      <ul className="mt-5 grid gap-4">
        {VALUES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-mint-700 shadow-soft">
              <Icon className="size-6" aria-hidden />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
