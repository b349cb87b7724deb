import type { FastifyBaseLogger } from "fastify";
import type { PurchaseType, TransformationIntentRequest } from "../../../contract/payments";
import { MAGIC_STYLES } from "../../../contract/portrait-styles";
import { PRICES_CENTS } from "../../../contract/prices";
import { HttpError } from "../../http/errors";
import type { UrlSigner } from "../../http/signed-urls";
import type { LocalPaymentProcessor } from "../../providers/local-payments";
import type { PaymentProvider } from "../../providers/payments";
import type { Order, OrderStore } from "./store";

const CURRENCY = "usd";

export interface PortraitPrints {
  printFile(resultId: string): Promise<Buffer | undefined>;
  preparePrints(resultIds: string[]): void;
}

const PORTRAIT_ORDERS: Record<
  PurchaseType,
  { kind: "magic_single" | "magic_bundle" | "classic"; cents: number; styleType: "magic" | "classic" }
> = {
  individual: { kind: "magic_single", cents: PRICES_CENTS.magicPortrait, styleType: "magic" },
  bundle: { kind: "magic_bundle", cents: PRICES_CENTS.magicBundle, styleType: "magic" },
  classic: { kind: "classic", cents: PRICES_CENTS.classicPortrait, styleType: "classic" },
};
const PURCHASE_OF_KIND = { magic_single: "individual", magic_bundle: "bundle", classic: "classic" } as const;

export function createPaymentService(options: {
  store: OrderStore;
  provider: PaymentProvider;
  local: LocalPaymentProcessor | undefined;
  signer: UrlSigner;
  /** The files sold: print-size PNGs of the portraits, made once after payment. */
  prints: PortraitPrints;
  log: FastifyBaseLogger;
}) {
  const { store, provider, local, signer, prints, log } = options;

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

  /** A pending order at the server's price, in the one currency, for the configured processor. */
  function newOrder(kind: Order["kind"], items: Order["items"], amountCents: number) {
    return store.create({
      kind,
      items,
      amountCents,
      currency: CURRENCY,
      status: "pending",
      provider: provider.kind,
    });
  }

  /** The processor's intent for exactly the order's amount and currency, remembered on the order. */
  async function intentFor(order: { id: string; amountCents: number; currency: string }) {
    const intent = await provider.createIntent({
      id: order.id,
      amountCents: order.amountCents,
      currency: order.currency,
    });
    await store.attachIntent(order.id, intent.id);
    return intent;
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
      order ??= await newOrder("names_pdf", { requestId }, PRICES_CENTS.namesPdf);
      const intent = await intentFor(order);
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

    /**
     * A portrait order: the amount must equal the server's price, the session must be this browser's
     * and the portraits the session's own.
     */
    async portraitIntent(request: TransformationIntentRequest, owner: string | undefined) {
      const plan = PORTRAIT_ORDERS[request.purchaseType];
      if (Math.round(request.amount * 100) !== plan.cents) {
        throw new HttpError(
          400,
          "The amount does not match our price for this purchase. Please reload the page.",
        );
      }
      const session = await store.portraitSession(request.sessionId);
      if (!session || !owner || session.ownerHash !== owner || session.kind !== plan.styleType)
        throw new HttpError(404, "Missing checkout information: this portrait session was not found.");
      const results = await store.portraitResults(session.id);
      const ids =
        request.purchaseType === "bundle"
          ? (request.transformationIds ?? [])
          : [request.transformationId ?? ""];
      const owned = ids.map((id) => results.find((r) => r.id === id));
      if (owned.some((r) => !r)) throw new HttpError(403, "These portraits don't belong to this session.");
      if (request.purchaseType === "bundle") {
        const styles = new Set(owned.map((r) => r!.style));
        if (ids.length !== 4 || MAGIC_STYLES.some((s) => !styles.has(s.id))) {
          throw new HttpError(400, "The bundle needs one portrait in each of the four magic styles.");
        }
      }
      // Never sell the same portraits twice: send the buyer to the purchase that has them.
      const bought = new Map<string, string>();
      for (const paid of await store.paidPortraitOrders(session.id)) {
        for (const id of paid.order.items.transformationIds ?? []) bought.set(id, paid.paymentIntentId);
      }
      if (ids.every((id) => bought.has(id))) {
        throw new HttpError(
          409,
          ids.length === 1
            ? "You already own this portrait. Your download is ready."
            : "You already own these portraits. Your downloads are ready.",
          { alreadyPurchased: true, paymentIntentId: bought.get(ids[0]!) },
        );
      }
      const order = await newOrder(plan.kind, { sessionId: session.id, transformationIds: ids }, plan.cents);
      const intent = await intentFor(order);
      return { success: true, clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    /**
     * After a verified payment, to the browser that owns the portraits: short-lived signed links to the
     * unwatermarked files. The intent id alone (it is in the success page's URL) is not enough.
     */
    async verifyPortrait(paymentIntentId: string, owner: string | undefined) {
      const order = await store.byIntent(paymentIntentId);
      const session = order?.items.sessionId ? await store.portraitSession(order.items.sessionId) : undefined;
      if (
        !order ||
        order.kind === "names_pdf" ||
        !owner ||
        session?.ownerHash !== owner ||
        (await fulfil(paymentIntentId)) !== "paid"
      ) {
        return {
          success: false,
          transformations: [],
          message: "Invalid Access - No payment information found",
        };
      }
      const results = await store.portraitResults(session.id);
      const bought = (order.items.transformationIds ?? [])
        .map((id) => results.find((r) => r.id === id))
        .filter((r) => r !== undefined);
      const names: Record<string, string> = Object.fromEntries([
        ...MAGIC_STYLES.map((s) => [s.id, s.name]),
        ["classic", "Classic Portrait"],
      ]);
      const purchaseType = PURCHASE_OF_KIND[order.kind];
      prints.preparePrints(bought.map((r) => r.id));
      return {
        success: true,
        transformations: bought.map((r) => ({
          id: r.id,
          filterName: names[r.style] ?? r.style,
          imageUrl: signer.sign(`/api/downloads/${r.id}`),
        })),
        purchaseType,
        purchaseAmount: order.amountCents / 100,
        styleType: PORTRAIT_ORDERS[purchaseType].styleType,
        message: "Payment verified. Your portraits are ready to download.",
      };
    },

    /** The unwatermarked print behind a signed link, as PNG. */
    async download(resultId: string, expires: string | undefined, signature: string | undefined) {
      if (!signer.verify(`/api/downloads/${resultId}`, expires, signature)) {
        throw new HttpError(
          403,
          "This download link is invalid or has expired. Please open your purchase page again.",
        );
      }
      const png = await prints.printFile(resultId);
      if (!png) throw new HttpError(404, "Download Error: this portrait is no longer available.");
      return png;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
