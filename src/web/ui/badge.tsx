import type { HTMLAttributes } from "react";

type Tone = "mint" | "mint-strong" | "peach" | "red" | "indigo" | "white";

const BASE = "inline-flex items-center gap-1 rounded-full py-1";
const TONES: Record<Tone, string> = {
  /** A tag: a specialty, a service, a fact. */
  mint: "bg-mint-50 text-mint-900",
  /** Good news that should stand out on a white card ("Open now"). */
  "mint-strong": "bg-mint-100 text-mint-900",
  peach: "bg-peach-100 text-peach-700",
  /** Emergency, closed. */
  red: "bg-[#fee2e2] text-[#991b1b]",
  indigo: "bg-[#e0e7ff] text-[#3730a3]",
  /** On a coloured card or over a picture. */
  white: "bg-white/90 text-ink",
};
const SIZES = { sm: "px-2.5 text-xs", md: "px-3 text-sm" };
const WEIGHTS = { semibold: "font-semibold", medium: "font-medium" };

/** A pill: a status or a tag. A list item where it is one of a list. */
export function Badge({
  tone,
  size = "sm",
  weight = "semibold",
  as: Element = "span",
  className = "",
  ...props
}: HTMLAttributes<HTMLElement> & {
  tone: Tone;
  size?: keyof typeof SIZES;
  /** Medium for tags that come in a row, semibold for a status. */
  weight?: keyof typeof WEIGHTS;
  as?: "span" | "li";
}) {
  return (
    <Element
      className={`${BASE} ${TONES[tone]} ${SIZES[size]} ${WEIGHTS[weight]} ${className}`.trim()}
      {...props}
    />
  );
}
