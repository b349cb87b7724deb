/** What the server needs from any payment processor (Stripe or the local test processor). */

export interface PaymentIntentInfo {
  id: string;
  status: "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";
  amountCents: number;
  currency: string;
  /** metadata.orderId set when the intent was created. */
  orderId: string | undefined;
}

export interface PaymentProvider {
  readonly kind: "local" | "stripe";
  /** One intent per order; the order id is the idempotency key and the metadata. */
  createIntent(order: {
    id: string;
    amountCents: number;
    currency: string;
  }): Promise<{ id: string; clientSecret: string }>;
  retrieve(intentId: string): Promise<PaymentIntentInfo | undefined>;
}
