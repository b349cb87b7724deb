import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAMES } from "../../../contract/names-constants";
import { selectRows } from "../../db/client";
import { createTestApp, type TestApp } from "../../testing/app";

let t: TestApp;
let octet = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.2.0.${++octet % 250}`,
  });

/** Pays for the request's PDF with the local test processor's succeeding card. */
async function pay(requestId: string) {
  const intent = (await post("/api/create-payment-intent", { requestId })).json();
  const paid = await post("/api/local-payments/confirm", {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: "4242 4242 4242 4242",
    expiry: "12/34",
    cvc: "123",
  });
  expect(paid.json().status).toBe("succeeded");
}

async function storedCount(requestId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from name_suggestions where request_id = ${requestId}`,
  );
  return row!.n;
}

const DESCRIPTION = "A fluffy grey kitten with white socks who loves chasing sunbeams and chirping at birds";

describe("POST /api/generate-names", () => {
  it("answers names with traits and reasons, and stores the request and every name shown", async () => {
    const res = await post("/api/generate-names", {
      description: `  ${DESCRIPTION}  `,
      tags: ["playful", "playful", "cuddly"],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.names).toHaveLength(4);
    for (const n of body.names) {
      expect(n.traits.length).toBeGreaterThanOrEqual(2);
      expect(n.traits.length).toBeLessThanOrEqual(4);
      expect(n.reason).toBeTruthy();
    }
    const [request] = await selectRows(
      t.database.db,
      sql`select description, tags from name_requests where id = ${body.requestId}`,
    );
    expect(request).toEqual({ description: DESCRIPTION, tags: ["playful", "cuddly"] });
    // The address is kept only as a keyed hash: not the plain SHA-256 anyone could recompute.
    const [{ ip_hash: ipHash } = { ip_hash: "" }] = await selectRows<{ ip_hash: string }>(
      t.database.db,
      sql`select ip_hash from name_requests where id = ${body.requestId}`,
    );
    const plain = createHash("sha256")
      .update(`10.2.0.${octet % 250}`)
      .digest("hex");
    expect(ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(plain.startsWith(ipHash)).toBe(false);
    const stored = await selectRows<{ name: string }>(
      t.database.db,
      sql`select name from name_suggestions where request_id = ${body.requestId} order by position`,
    );
    expect(stored.map((r) => r.name)).toEqual(body.names.map((n: { name: string }) => n.name));
  });

  it("is deterministic for the same input", async () => {
    const a = (await post("/api/generate-names", { description: DESCRIPTION, tags: ["calm"] })).json();
    const b = (await post("/api/generate-names", { description: DESCRIPTION, tags: ["calm"] })).json();
    expect(b.names).toEqual(a.names);
    expect(b.requestId).not.toBe(a.requestId);
  });

  it("takes 10 to 1000 characters after trimming: 9 and 1001 are refused", async () => {
    expect((await post("/api/generate-names", { description: `  ${"a".repeat(9)}  ` })).statusCode).toBe(400);
    expect((await post("/api/generate-names", { description: `  ${"a".repeat(10)}  ` })).statusCode).toBe(
      200,
    );
    expect((await post("/api/generate-names", { description: "a".repeat(1000) })).statusCode).toBe(200);
    expect((await post("/api/generate-names", { description: "a".repeat(1001) })).statusCode).toBe(400);
  });

  it.each([
    [{ description: "  short   " }, "description", "Please provide a more detailed description of your pet"],
    [{ description: "x".repeat(1001) }, "description", "Please keep the description under 1000 characters."],
    [{ description: DESCRIPTION, tags: ["sleepy"] }, "tags.0", "Unknown tag"],
    [{ tags: [] }, "description", "Please describe your pet."],
  ])("rejects %j with a helpful 400 that names no field", async (payload, field, message) => {
    const res = await post("/api/generate-names", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().error.startsWith(`${field}:`)).toBe(false);
    expect(res.json().fields).toContain(field);
  });
});

describe("POST /api/generate-more/:requestId", () => {
  it("answers names not shown before, then stops where the page stops offering more (8 shown)", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: [] })).json();
    const seen = new Set(first.names.map((n: { name: string }) => n.name.toLowerCase()));
    const res = await post(`/api/generate-more/${first.requestId}`);
    expect(res.statusCode).toBe(200);
    const names: { name: string }[] = res.json().names;
    expect(names).toHaveLength(4);
    for (const n of names) expect(seen.has(n.name.toLowerCase())).toBe(false);
    expect(seen.size + names.length).toBe(NAMES.moreOfferedBelow);
    for (let i = 0; i < 10; i++) {
      const refused = await post(`/api/generate-more/${first.requestId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/all the free names/);
    }
    expect(await storedCount(first.requestId)).toBe(NAMES.moreOfferedBelow);
  });

  it("never shows more than 8 free names, even to racing calls", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: [] })).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(`/api/generate-more/${first.requestId}`)),
    );
    const given = answers.flatMap((r) => (r.statusCode === 200 ? r.json().names : []));
    expect(given.length).toBeLessThanOrEqual(NAMES.moreOfferedBelow - NAMES.perRound);
    expect(await storedCount(first.requestId)).toBeLessThanOrEqual(NAMES.moreOfferedBelow);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["3f1c9b0e-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await post(`/api/generate-more/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/couldn't find that name request/);
    }
  });
});

describe("GET /api/names/:requestId", () => {
  const get = (id: string) =>
    t.app.inject({ method: "GET", url: `/api/names/${id}`, remoteAddress: "10.2.1.1" });

  it("brings back the description, tags and each free round in order, for Back and reload", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: ["playful"] })).json();
    const more = (await post(`/api/generate-more/${first.requestId}`)).json();
    const res = await get(first.requestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      requestId: first.requestId,
      description: DESCRIPTION,
      tags: ["playful"],
      rounds: [first.names, more.names],
    });
  });

  it("never includes the paid collection's names, even once it is paid", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: [] })).json();
    await pay(first.requestId);
    const collection = (await post(`/api/generate-complete/${first.requestId}`)).json().names;
    expect(collection).toHaveLength(NAMES.collectionSize);
    const shown = (await get(first.requestId)).json().rounds.flat();
    expect(shown).toEqual(first.names);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["3f1c9b0e-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await get(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/couldn't find that name request/);
    }
  });
});

describe("POST /api/generate-complete/:requestId", () => {
  it("answers 402 until the PDF order is paid", async () => {
    const { requestId } = (await post("/api/generate-names", { description: DESCRIPTION, tags: [] })).json();
    const res = await post(`/api/generate-complete/${requestId}`);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatch(/unlocks after payment/);
  });

  it("gives 25 names including those shown, the description and tags, the same list every time", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: ["gentle"] })).json();
    const more = (await post(`/api/generate-more/${first.requestId}`)).json();
    await pay(first.requestId);
    const res = await post(`/api/generate-complete/${first.requestId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.petDescription).toBe(DESCRIPTION);
    expect(body.tags).toEqual(["gentle"]);
    expect(body.names).toHaveLength(25);
    const names = body.names.map((n: { name: string }) => n.name);
    expect(new Set(names.map((n: string) => n.toLowerCase())).size).toBe(25);
    const free = [...first.names, ...more.names].map((n) => n.name);
    expect(names.slice(0, 8)).toEqual(free);
    expect((await post(`/api/generate-complete/${first.requestId}`)).json()).toEqual(body);
  });

  it("holds at least 17 names the free flow can never show", async () => {
    const first = (await post("/api/generate-names", { description: DESCRIPTION, tags: [] })).json();
    const free = new Set(first.names.map((n: { name: string }) => n.name));
    for (let i = 0; i < 10; i++) {
      const res = await post(`/api/generate-more/${first.requestId}`);
      if (res.statusCode === 200) for (const n of res.json().names) free.add(n.name);
    }
    await pay(first.requestId);
    const paid: string[] = (await post(`/api/generate-complete/${first.requestId}`))
      .json()
      .names.map((n: { name: string }) => n.name);
    expect(paid.filter((n) => !free.has(n)).length).toBeGreaterThanOrEqual(17);
  });

  it("answers 404 for an unknown request", async () => {
    expect((await post("/api/generate-complete/3f1c9b0e-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  it("limits one address to 20 name requests a minute", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/generate-names",
        payload: { description: DESCRIPTION },
        remoteAddress: "10.3.3.3",
      });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});
