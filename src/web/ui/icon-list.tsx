import type { LucideIcon } from "lucide-react";
import { cardClass } from "./card";

export interface IconPoint {
  title: string;
  text: string;
  icon: LucideIcon;
}

const LOOKS = {
  /** On a tinted section: white icon tiles. */
  plain: { list: "gap-4", item: "flex items-start gap-4", tile: "bg-white text-mint-700 shadow-soft" },
  /** On the page: each point its own card, tinted icon tiles. */
  cards: { list: "gap-3", item: cardClass("flex items-start gap-4 p-4"), tile: "bg-mint-100 text-mint-800" },
};

/** A short list of selling points, each an icon tile beside a title and a sentence. */
export function IconList({ points, look }: { points: IconPoint[]; look: keyof typeof LOOKS }) {
  const { list, item, tile } = LOOKS[look];
  return (
    <ul className={`mt-5 grid ${list}`}>
      {points.map(({ title, text, icon: Icon }) => (
        <li key={title} className={item}>
          <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-2xl ${tile}`}>
            <Icon className="size-6" aria-hidden />
          </span>
          <div>
            <h3 className="text-lg font-semibold">{title}</h3>
            <p className="text-muted">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
