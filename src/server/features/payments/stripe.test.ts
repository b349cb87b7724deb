import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client";
import { createTestApp, type TestApp } from "../../testing/app";

const WEBHOOK_SECRET = "whsec_test_secret_0123456789";

/** A local stand-in for the Stripe API's payment intents. */
async function startStripeStub() {
  const intents = new Map<
    string,
    {
      id: string;
      amount: number;
      currency: string;
      status: string;
      metadata: Record<string, string>;
      client_secret: string;
    }
  >();
  const idempotencyKeys: string[] = [];
  const server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.method === "POST" && request.url === "/v1/payment_intents") {
      idempotencyKeys.push(String(request.headers["idempotency-key"]));
      const form = new URLSearchParams(raw);
      const id = `pi_stub_${intents.size + 1}`;
      const intent = {
        id,
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency") ?? "",
        status: "requires_payment_method",
        metadata: { orderId: form.get("metadata[orderId]") ?? "" },
        client_secret: `${id}_secret_abc`,
      };
      intents.set(id, intent);
      return json(200, intent);
    }
    const match = /^\/v1\/payment_intents\/(\w+)$/.exec(request.url ?? "");
    if (request.method === "GET" && match) {
      const intent = intents.get(match[1]!);
      return intent
        ? json(200, intent)
        : json(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    }
    json(404, { error: { message: "not found" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    idempotencyKeys,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let stub: Awaited<ReturnType<typeof startStripeStub>>;
let t: TestApp;
let octet = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `10.14.0.${++octet % 250}` });
const signer = new Stripe("sk_test_signer");

function webhook(intentId: string, timestamp = Math.floor(Date.now() / 1000), secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: { id: intentId, object: "payment_intent" } },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return t.app.inject({
    method: "POST",
    url: "/api/stripe/webhook",
    payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    STRIPE_SECRET_KEY: "sk_test_minty",
    STRIPE_PUBLISHABLE_KEY: "pk_test_minty",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe("Stripe payments", () => {
  it("creates a PaymentIntent with the server's amount, the order id in metadata and an idempotency key", async () => {
    const requestId = (
      await post("/api/generate-names", { description: "A tiny calm grey cat who naps all day" })
    ).json().requestId;
    const res = await post("/api/create-payment-intent", { requestId });
    expect(res.json()).toMatchObject({
      provider: "stripe",
      amount: 495,
      clientSecret: expect.stringMatching(/_secret_/),
    });
    const intent = stub.intents.get(res.json().paymentIntentId)!;
    expect(intent.amount).toBe(495);
    const [order] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select order_id as id from order_intents where payment_intent_id = ${intent.id}`,
    );
    expect(intent.metadata.orderId).toBe(order!.id);
    expect(stub.idempotencyKeys.at(-1)).toBe(`order-${order!.id}`);
    // The local test processor is off.
    expect(
      (
        await post("/api/local-payments/confirm", {
          paymentIntentId: intent.id,
          clientSecret: intent.client_secret,
          cardNumber: "4242424242424242",
          expiry: "12/34",
          cvc: "123",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("refuses webhooks with a bad signature or an old timestamp", async () => {
    expect((await webhook("pi_stub_1", undefined, "whsec_wrong")).statusCode).toBe(400);
    expect((await webhook("pi_stub_1", Math.floor(Date.now() / 1000) - 3600)).statusCode).toBe(400);
  });

  it("fulfils once, after re-reading the intent, however many times the event arrives", async () => {
    const requestId = (
      await post("/api/generate-names", { description: "A big fluffy white samoyed who loves snow" })
    ).json().requestId;
    const intentId = (await post("/api/create-payment-intent", { requestId })).json().paymentIntentId;
    // The event alone proves nothing: Stripe still says it is unpaid.
    expect((await webhook(intentId)).statusCode).toBe(200);
    expect((await post(`/api/generate-complete/${requestId}`, {})).statusCode).toBe(402);

    stub.intents.get(intentId)!.status = "succeeded";
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => webhook(intentId)));
    expect(deliveries.every((d) => d.statusCode === 200)).toBe(true);
    const paid = await selectRows<{ status: string; paid_at: string }>(
      t.database.db,
      sql`select status, paid_at from orders join order_intents on order_intents.order_id = orders.id where order_intents.payment_intent_id = ${intentId}`,
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.status).toBe("paid");
    expect((await post(`/api/generate-complete/${requestId}`, {})).statusCode).toBe(200);
  });

  // Each check alone: a succeeded intent that differs from the order in one way unlocks nothing.
  it.each([
    ["amount", { amount: 1 }],
    ["currency", { currency: "eur" }],
    ["metadata.orderId", { metadata: { orderId: "3f1c9b0e-0000-4000-8000-000000000000" } }],
    ["missing metadata.orderId", { metadata: {} }],
  ])("does not accept a succeeded intent whose %s differs from the order", async (_what, change) => {
    const requestId = (
      await post("/api/generate-names", { description: "A shy black rabbit who hides under the sofa" })
    ).json().requestId;
    const intentId = (await post("/api/create-payment-intent", { requestId })).json().paymentIntentId;
    Object.assign(stub.intents.get(intentId)!, { status: "succeeded", ...change });
    expect((await webhook(intentId)).statusCode).toBe(200);
    expect((await post(`/api/generate-complete/${requestId}`, {})).statusCode).toBe(402);
    // The same intent put right is accepted: only the one difference kept it out.
    Object.assign(stub.intents.get(intentId)!, { amount: 495, currency: "usd" });
    const [order] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select order_id as id from order_intents where payment_intent_id = ${intentId}`,
    );
    stub.intents.get(intentId)!.metadata = { orderId: order!.id };
    await webhook(intentId);
    expect((await post(`/api/generate-complete/${requestId}`, {})).statusCode).toBe(200);
  });
});
