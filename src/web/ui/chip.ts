/** A chip (a tag to choose, a quick search): its 2 px border reaches 3:1 against the page (WCAG 1.4.11). */
export const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-4 font-medium transition-colors disabled:opacity-60";
export const chipIdleClass = "border-mint-600 bg-mint-50 text-ink hover:bg-mint-100";
