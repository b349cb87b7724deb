import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { createOrderStore } from "./store";

let t: TestApp;
let octet = 0;
const post = (url: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.12.0.${++octet % 250}`,
  });

async function nameRequest(): Promise<string> {
  return (
    await post("/api/generate-names", { description: "A big black Labrador who loves swimming" })
  ).json().requestId;
}
const card = (intent: { paymentIntentId: string; clientSecret: string }, cardNumber: string) =>
  post("/api/local-payments/confirm", { ...intent, cardNumber, expiry: "12/34", cvc: "123" });
const complete = async (requestId: string) => (await post(`/api/generate-complete/${requestId}`)).statusCode;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("names PDF payment with the local test processor", () => {
  it("a reloaded checkout's new intent does not orphan the first: paying the first still unlocks", async () => {
    const requestId = await nameRequest();
    const first = (await post("/api/create-payment-intent", { requestId })).json();
    const second = (await post("/api/create-payment-intent", { requestId })).json();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await card(first, "4242 4242 4242 4242")).json().status).toBe("succeeded");
    expect(await complete(requestId)).toBe(200);
  });

  it("refuses an expired card or an impossible expiry like a real processor, and charges nothing", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    const lastMonth = new Date();
    lastMonth.setMonth(lastMonth.getMonth() - 1);
    const expired = `${String(lastMonth.getMonth() + 1).padStart(2, "0")}/${String(lastMonth.getFullYear()).slice(2)}`;
    for (const [expiry, message] of [
      [expired, /card has expired/],
      ["13/30", /month must be between 01 and 12/],
      ["01/99", /check the expiry year/],
    ] as const) {
      const res = await post("/api/local-payments/confirm", {
        ...intent,
        cardNumber: "4242424242424242",
        expiry,
        cvc: "123",
      });
      expect(res.statusCode, expiry).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect(await complete(requestId)).toBe(402);
  });

  it("charges the server's price and unlocks the collection after 4242…", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    expect(intent).toMatchObject({
      amount: 495,
      currency: "usd",
      provider: "local",
      paymentIntentId: expect.stringMatching(/^pi_local_/),
    });
    expect(await complete(requestId)).toBe(402);
    expect((await card(intent, "4242 4242 4242 4242")).json()).toEqual({
      status: "succeeded",
      paymentIntentId: intent.paymentIntentId,
    });
    expect(await complete(requestId)).toBe(200);
    expect((await post("/api/create-payment-intent", { requestId })).statusCode).toBe(409);
  });

  it("a declined card grants nothing", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    expect((await card(intent, "4000 0000 0000 0002")).json()).toMatchObject({
      status: "failed",
      message: "Your card was declined.",
    });
    expect(await complete(requestId)).toBe(402);
  });

  it("a card needing authentication pays only once it is approved", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    expect((await card(intent, "4000 0025 0000 3155")).json().status).toBe("requires_action");
    expect(await complete(requestId)).toBe(402);
    const refused = await post("/api/local-payments/authenticate", { ...intent, approve: false });
    expect(refused.json().status).toBe("failed");
    expect(await complete(requestId)).toBe(402);
    expect((await card(intent, "4000 0025 0000 3155")).json().status).toBe("requires_action");
    expect((await post("/api/local-payments/authenticate", { ...intent, approve: true })).json().status).toBe(
      "succeeded",
    );
    expect(await complete(requestId)).toBe(200);
  });

  it("refuses a wrong client secret and an unknown request", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    expect((await card({ ...intent, clientSecret: "forged" }, "4242424242424242")).statusCode).toBe(404);
    expect(
      (await post("/api/create-payment-intent", { requestId: "3f1c9b0e-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(404);
    expect((await post("/api/create-payment-intent", {})).statusCode).toBe(400);
  });

  it("one payment unlocks only its own request", async () => {
    const [a, b] = [await nameRequest(), await nameRequest()];
    const intent = (await post("/api/create-payment-intent", { requestId: a })).json();
    await card(intent, "4242424242424242");
    expect(await complete(a)).toBe(200);
    expect(await complete(b)).toBe(402);
  });

  it("a tampered amount on the intent is not accepted as payment", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    await t.database.db.execute(
      sql`update local_payment_intents set amount_cents = 1 where id = ${intent.paymentIntentId}`,
    );
    expect((await card(intent, "4242424242424242")).json().status).toBe("succeeded");
    expect(await complete(requestId)).toBe(402);
  });

  it("marks an order paid exactly once when ten confirmations race", async () => {
    const requestId = await nameRequest();
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    const order = await createOrderStore(t.database.db).byIntent(intent.paymentIntentId);
    await t.database.db.execute(
      sql`update local_payment_intents set status = 'succeeded' where id = ${intent.paymentIntentId}`,
    );
    const store = createOrderStore(t.database.db);
    const results = await Promise.all(Array.from({ length: 10 }, () => store.markPaid(order!.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
