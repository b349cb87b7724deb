/** Business constants of SPEC §9 shared by server and browser. Prices live in the server's table. */
export const SLIDER_DEFAULT = 50;
export const CLINIC_COUNT_FALLBACK = 1000;
export const CONTACT_SUCCESS_CLEAR_MS = 5_000;

export const TOAST = {
  limit: 1,
  durationMs: 5_000,
  removeDelayMs: 1_000_000,
  swipeThresholdPx: 50,
  viewportMaxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;
