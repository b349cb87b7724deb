/** The look of a card: white on the cream page, rounded and softly lifted. One place for every card. */
const CARD = "rounded-[var(--radius-card)] bg-white shadow-soft";

/** Class names for anything that should look like a card (a section, a form, a link), plus its own layout. */
export function cardClass(extra = ""): string {
  return `${CARD} ${extra}`.trim();
}
