import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { TEST_CARDS } from "../../contract/payments";
import type { Db } from "../db/client";
import { localPaymentIntents } from "../db/schema";
import type { PaymentIntentInfo, PaymentProvider } from "./payments";

export type LocalConfirmOutcome =
  | { status: "succeeded" | "requires_action"; paymentIntentId: string }
  | { status: "failed"; paymentIntentId: string; message: string };

/**
 * The default processor: intents live in the database and a card form behaves like Stripe's test
 * cards (4242… succeeds, 4000…0002 is declined, 4000 0025 0000 3155 needs an extra confirmation).
 * It never charges anything.
 */
export function createLocalPaymentProcessor(db: Db) {
  async function find(id: string, clientSecret?: string) {
    const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id));
    if (!row || (clientSecret !== undefined && row.clientSecret !== clientSecret)) return undefined;
    return row;
  }

  const provider: PaymentProvider = {
    kind: "local",
    async createIntent(order) {
      const id = `pi_local_${randomBytes(12).toString("hex")}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString("hex")}`;
      await db.insert(localPaymentIntents).values({
        id,
        clientSecret,
        amountCents: order.amountCents,
        currency: order.currency,
        status: "requires_payment_method",
        orderId: order.id,
      });
      return { id, clientSecret };
    },
    async retrieve(intentId): Promise<PaymentIntentInfo | undefined> {
      const row = await find(intentId);
      return (
        row && {
          id: row.id,
          status: row.status,
          amountCents: row.amountCents,
          currency: row.currency,
          orderId: row.orderId,
        }
      );
    },
  };

  return {
    provider,

    async confirm(
      intentId: string,
      clientSecret: string,
      cardNumber: string,
    ): Promise<LocalConfirmOutcome | undefined> {
      const intent = await find(intentId, clientSecret);
      if (!intent) return undefined;
      if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };
      const declined = cardNumber === TEST_CARDS.declined || !/^4\d{15}$/.test(cardNumber);
      if (declined) {
        await db
          .update(localPaymentIntents)
          .set({ lastError: "card_declined" })
          .where(eq(localPaymentIntents.id, intent.id));
        return { status: "failed", paymentIntentId: intent.id, message: "Your card was declined." };
      }
      const status = cardNumber === TEST_CARDS.needsAuthentication ? "requires_action" : "succeeded";
      await db
        .update(localPaymentIntents)
        .set({ status, lastError: null })
        .where(eq(localPaymentIntents.id, intent.id));
      return { status, paymentIntentId: intent.id };
    },

    /** The extra confirmation step (like 3-D Secure) for cards that need it. */
    async authenticate(
      intentId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<LocalConfirmOutcome | undefined> {
      const intent = await find(intentId, clientSecret);
      if (!intent) return undefined;
      if (intent.status !== "requires_action") {
        return intent.status === "succeeded"
          ? { status: "succeeded", paymentIntentId: intent.id }
          : { status: "failed", paymentIntentId: intent.id, message: "This payment needs no confirmation." };
      }
      if (!approve) {
        await db
          .update(localPaymentIntents)
          .set({ status: "requires_payment_method", lastError: "authentication_failed" })
          .where(eq(localPaymentIntents.id, intent.id));
        return {
          status: "failed",
          paymentIntentId: intent.id,
          message: "We are unable to authenticate your payment method.",
        };
      }
      await db
        .update(localPaymentIntents)
        .set({ status: "succeeded" })
        .where(eq(localPaymentIntents.id, intent.id));
      return { status: "succeeded", paymentIntentId: intent.id };
    },
  };
}

export type LocalPaymentProcessor = ReturnType<typeof createLocalPaymentProcessor>;
