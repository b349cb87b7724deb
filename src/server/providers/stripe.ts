import Stripe from "stripe";
import type { PaymentIntentInfo, PaymentProvider } from "./payments";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Only for tests against a local stub of the Stripe API. */
  apiBase?: string | undefined;
}

/** Stripe PaymentIntents behind the common interface, plus webhook signature checks. */
export function createStripeProvider(config: StripeConfig) {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });

  const provider: PaymentProvider = {
    kind: "stripe",
    async createIntent(order) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: order.id },
        },
        { idempotencyKey: `order-${order.id}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? "" };
    },
    async retrieve(intentId): Promise<PaymentIntentInfo | undefined> {
      try {
        const intent = await stripe.paymentIntents.retrieve(intentId);
        const known = [
          "requires_payment_method",
          "requires_action",
          "processing",
          "succeeded",
          "canceled",
        ] as const;
        const status = known.find((k) => k === intent.status) ?? "processing";
        return {
          id: intent.id,
          status,
          amountCents: intent.amount,
          currency: intent.currency,
          orderId: intent.metadata?.orderId,
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return undefined;
        throw error;
      }
    },
  };

  return {
    provider,
    /** Checks the signature over the raw body (5-minute tolerance); throws on a bad or old one. */
    verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, 300);
    },
  };
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
