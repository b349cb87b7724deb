/** Checkout data of SPEC §3, kept in session storage so a checkout survives a lost query string. */
export interface CheckoutData {
  sessionId: string;
  type: "individual" | "bundle" | "classic";
  transformationId?: string;
  transformationIds?: string[];
  styleName?: string;
  amount: number;
}

const KEY = "checkoutData";

export function saveCheckoutData(data: CheckoutData): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Private mode without storage: the query string still carries everything.
  }
}

export function readCheckoutData(): CheckoutData | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CheckoutData) : undefined;
  } catch {
    return undefined;
  }
}

/** The checkout URL with SPEC's query parameters. */
export function checkoutUrl(path: string, data: CheckoutData): string {
  const query = new URLSearchParams({ sessionId: data.sessionId, type: data.type });
  if (data.transformationId) query.set("transformationId", data.transformationId);
  if (data.transformationIds) query.set("transformationIds", data.transformationIds.join(","));
  if (data.styleName) query.set("styleName", data.styleName);
  return `${path}?${query}`;
}
