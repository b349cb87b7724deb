import type { FastifyBaseLogger } from "fastify";
import { PRICES_CENTS } from "../../../contract/prices";
import { HttpError } from "../../http/errors";
import type { LocalPaymentProcessor } from "../../providers/local-payments";
import type { PaymentProvider } from "../../providers/payments";
import type { OrderStore } from "./store";

const CURRENCY = "usd";

export function createPaymentService(options: {
  store: OrderStore;
  provider: PaymentProvider;
  local: LocalPaymentProcessor | undefined;
  log: FastifyBaseLogger;
}) {
  const { store, provider, local, log } = options;

  /**
   * Marks the order of an intent paid after re-reading the intent from the processor: status,
   * amount, currency and order id must all match. Safe to call any number of times.
   */
  async function fulfil(paymentIntentId: string): Promise<"paid" | "not-paid"> {
    const order = await store.byIntent(paymentIntentId);
    if (!order) return "not-paid";
    if (order.status === "paid") return "paid";
    const intent = await provider.retrieve(paymentIntentId);
    const verified =
      intent?.status === "succeeded" &&
      intent.amountCents === order.amountCents &&
      intent.currency === order.currency &&
      intent.orderId === order.id;
    if (!verified) return "not-paid";
    if (await store.markPaid(order.id)) log.info({ orderId: order.id, kind: order.kind }, "order paid");
    return "paid";
  }

  return {
    fulfil,

    /** The names PDF: its price comes from the server's table, never from the client. */
    async namesIntent(requestId: string) {
      if (!(await store.nameRequestExists(requestId)))
        throw new HttpError(404, "Invalid Request: we couldn't find those names.");
      if (await store.namesPaid(requestId))
        throw new HttpError(409, "This collection is already paid for: you can download it now.");
      let order = await store.pendingNamesOrder(requestId);
      if (!order) {
        order = await store.create({
          kind: "names_pdf",
          items: { requestId },
          amountCents: PRICES_CENTS.namesPdf,
          currency: CURRENCY,
          status: "pending",
          provider: provider.kind,
        });
      }
      const intent = await provider.createIntent({
        id: order.id,
        amountCents: order.amountCents,
        currency: order.currency,
      });
      await store.attachIntent(order.id, intent.id);
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: order.amountCents,
        currency: CURRENCY as "usd",
        provider: provider.kind,
      };
    },

    async confirmLocal(paymentIntentId: string, clientSecret: string, cardNumber: string) {
      if (!local) throw new HttpError(404, "The test processor is off: payments go through Stripe.");
      const outcome = await local.confirm(paymentIntentId, clientSecret, cardNumber);
      if (!outcome) throw new HttpError(404, "Unknown payment.");
      if (outcome.status === "succeeded") await fulfil(paymentIntentId);
      return outcome;
    },

    async authenticateLocal(paymentIntentId: string, clientSecret: string, approve: boolean) {
      if (!local) throw new HttpError(404, "The test processor is off: payments go through Stripe.");
      const outcome = await local.authenticate(paymentIntentId, clientSecret, approve);
      if (!outcome) throw new HttpError(404, "Unknown payment.");
      if (outcome.status === "succeeded") await fulfil(paymentIntentId);
      return outcome;
    },

    namesPaid: (requestId: string) => store.namesPaid(requestId),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
