/**
 * The look of a text input. Its border reaches 3:1 against the page (WCAG 1.4.11: mint-600 is 4.1:1
 * on cream), and darkens in focus.
 */
export const inputClass =
  "mt-1 block w-full rounded-xl border border-mint-600 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-mint-800 disabled:opacity-60";

/** A chip (a tag to choose, a quick search): its 2 px border reaches 3:1 against the page too. */
export const chipClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-4 font-medium transition-colors disabled:opacity-60";
export const chipIdleClass = "border-mint-600 bg-mint-50 text-ink hover:bg-mint-100";
