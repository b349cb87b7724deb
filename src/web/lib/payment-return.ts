/**
 * A payment intent id is a purchase's key, so it must not sit in the address bar, where third-party
 * trackers read it (Meta Pixel and gtag send the page URL with every event). Payment pages return here
 * with `?payment_intent=…` (Stripe adds its client secret too): before anything runs, the id moves into
 * session storage and the URL loses those parameters.
 */
const KEY = "minty.paymentIntent";
const RETURN_PARAMS = ["payment_intent", "payment_intent_client_secret", "redirect_status"];

let inMemory: string | null = null;

export function rememberPaymentIntent(id: string): void {
  inMemory = id;
  try {
    window.sessionStorage.setItem(KEY, id);
  } catch {
    // Private mode without storage: the in-memory copy lasts until a reload.
  }
}

export function paymentIntentToVerify(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? inMemory;
  } catch {
    return inMemory;
  }
}

/** Runs once in the browser entry, before hydration and before any tracker loads. */
export function takePaymentReturnFromUrl(): void {
  const url = new URL(window.location.href);
  const id = url.searchParams.get("payment_intent");
  if (!id) return;
  rememberPaymentIntent(id);
  for (const param of RETURN_PARAMS) url.searchParams.delete(param);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
