/** The price table, in US cents. The server charges from it; the browser only displays it. */
export const PRICES_CENTS = {
  namesPdf: 495,
  magicPortrait: 395,
  magicBundle: 995,
  classicPortrait: 795,
} as const;

export const formatUsd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
