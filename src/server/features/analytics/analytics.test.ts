import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async () =>
  (await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from analytics_events`))[0]
    ?.n;

describe("POST /api/events", () => {
  it("stores a page view", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { name: "PageView", path: "/contact", sessionId: "abc", payload: { content_name: "Contact" } },
    });
    expect(res.statusCode).toBe(204);
    const rows = await selectRows(
      t.database.db,
      sql`select name, path, session_id, payload from analytics_events`,
    );
    expect(rows).toEqual([
      { name: "PageView", path: "/contact", session_id: "abc", payload: { content_name: "Contact" } },
    ]);
  });

  it("stores a checkout funnel event with the SPEC payload", async () => {
    const payload = {
      content_name: "25 pet names PDF",
      content_category: "pdf_download",
      value: 4.95,
      currency: "USD",
      custom_data: { pet_type: "dog" },
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { name: "InitiateCheckout", path: "/checkout", payload },
    });
    expect(res.statusCode).toBe(204);
  });

  it("refuses a Purchase from a browser: purchases come from verified orders only", async () => {
    const before = await count();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/events",
      payload: { name: "Purchase", path: "/checkout", payload: { value: 999, currency: "USD" } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/purchases are recorded by the server/);
    expect(await count()).toBe(before);
  });

  it.each([
    [{ name: "Hack", path: "/" }, "name"],
    [{ name: "PageView", path: "no-slash" }, "path"],
    [{ name: "Lead", path: "/", payload: { currency: "EUR" } }, "payload.currency"],
  ])("rejects %j, naming the input in fields", async (payload, field) => {
    const before = await count();
    const res = await t.app.inject({ method: "POST", url: "/api/events", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([field]);
    expect(await count()).toBe(before);
  });
});

describe("GET /api/admin/funnel", () => {
  it("answers 401 without the admin token", async () => {
    expect((await t.app.inject("/api/admin/funnel")).statusCode).toBe(401);
  });

  it("counts each funnel step and the paid revenue", async () => {
    for (const name of ["Lead", "Lead", "InitiateCheckout", "Purchase"]) {
      await t.app.inject({ method: "POST", url: "/api/events", payload: { name, path: "/pet-names" } });
    }
    await t.database.db.execute(
      sql`insert into orders (kind, items, amount_cents, currency, status, provider, paid_at) values ('names_pdf', '{}', 495, 'usd', 'paid', 'local', now())`,
    );
    const res = await t.app.inject({
      url: "/api/admin/funnel?days=7",
      headers: { authorization: "Bearer test-admin-token-0123456789" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.steps.find((s: { name: string }) => s.name === "Lead").count).toBe(2);
    expect(body.steps.find((s: { name: string }) => s.name === "InitiateCheckout").count).toBe(2); // one from the test above
    expect(body.steps.find((s: { name: string }) => s.name === "Purchase").count).toBe(1);
    expect(body).toMatchObject({ days: 7, paidOrders: 1, revenueUsd: 4.95 });
  });
});
