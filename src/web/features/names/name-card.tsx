import { Heart } from "lucide-react";
import type { NameSuggestion } from "../../../contract/names";
import { Badge } from "../../ui/badge";
import { Tooltip } from "../../ui/tooltip";

/** Six card gradients, cycled by position (SPEC §2). */
const GRADIENTS = [
  "from-mint-100 to-mint-200",
  "from-peach-100 to-[#ffd6c2]",
  "from-[#ece8ff] to-[#d9d1ff]",
  "from-[#e0f2fe] to-[#bae6fd]",
  "from-[#fef9c3] to-[#fde68a]",
  "from-[#ffe8f1] to-[#fecdd3]",
];

export function NameCard({
  suggestion,
  index,
  favourite,
  onToggleFavourite,
}: {
  suggestion: NameSuggestion;
  index: number;
  favourite: boolean;
  onToggleFavourite: () => void;
}) {
  return (
    <li
      data-testid="name-card"
      className={`animate-card-in rounded-[var(--radius-card)] bg-gradient-to-br p-5 shadow-soft ${GRADIENTS[index % GRADIENTS.length]}`}
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-2xl font-semibold">{suggestion.name}</h3>
        <Tooltip label={favourite ? "Remove from favourites" : "Keep as a favourite"}>
          <button
            type="button"
            aria-pressed={favourite}
            aria-label={`Favourite ${suggestion.name}`}
            onClick={onToggleFavourite}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
          >
            <Heart
              className={`size-6 ${favourite ? "fill-[#e11d48] text-[#e11d48]" : "text-ink"}`}
              aria-hidden
            />
          </button>
        </Tooltip>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Traits">
        {suggestion.traits.map((trait) => (
          <Badge as="li" key={trait} tone="white" size="md" weight="medium">
            {trait}
          </Badge>
        ))}
      </ul>
      {suggestion.reason && <p className="mt-3 text-ink">{suggestion.reason}</p>}
      {suggestion.culturalContext && (
        <p className="mt-2 text-sm text-muted italic">Cultural note: {suggestion.culturalContext}</p>
      )}
    </li>
  );
}
