import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { createTestApp, type TestApp, testConfig } from "./testing/app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Routes that fail on purpose, to see what the central error handler lets out.
  t.app.get("/api/test/crash", async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:42');
  });
  await t.app.ready();
});
afterAll(() => t.close());

describe("health", () => {
  it("/healthz answers without touching the database", async () => {
    const broken = { ping: () => Promise.reject(new Error("down")) } as unknown as Database;
    const app = await buildApp(testConfig(), { database: { ...t.database, ...broken } });
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    const ready = await app.inject("/readyz");
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: "unavailable",
      error: "database unreachable",
      failing: ["database"],
    });
    await app.close();
  });

  it("/readyz checks the database", async () => {
    const res = await t.app.inject("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checked: ["database"] });
  });
});

describe("errors", () => {
  it("hides the cause of a 5xx and returns the request id", async () => {
    const res = await t.app.inject("/api/test/crash");
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.requestId).toBe(res.headers["x-request-id"]);
    expect(body.error).toContain(body.requestId);
    expect(res.body).not.toMatch(/secret_table|db\.ts|at /);
  });

  it("answers invalid JSON with a 400 that says so", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("The request body is not valid JSON.");
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe("The request body is too large.");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject("/api/does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toContain("/api/does-not-exist");
  });
});

describe("headers", () => {
  it("gives every response a request id and security headers", async () => {
    const res = await t.app.inject("/healthz");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe("OpenAPI", () => {
  it("documents the API from the zod contract", async () => {
    const res = await t.app.inject("/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/contact", "/api/events", "/api/admin/messages", "/healthz", "/readyz"]),
    );
    const contactBody = doc.paths["/api/contact"].post.requestBody.content["application/json"].schema;
    expect(contactBody.required).toEqual(expect.arrayContaining(["name", "email", "subject", "message"]));
  });
});

describe("TRUST_PROXY", () => {
  const send = (app: TestApp["app"], forwardedFor: string) =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "10.9.9.9",
      headers: { "x-forwarded-for": forwardedFor },
      payload: { name: "A", email: "a@example.com", subject: "Hi", message: "Hello there, friends." },
    });

  it("counts rate limits per forwarded client when the proxy is trusted", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "10.9.0.0/16" });
    for (let i = 0; i < 5; i++) expect((await send(proxied.app, "203.0.113.1")).statusCode).toBe(200);
    expect((await send(proxied.app, "203.0.113.1")).statusCode).toBe(429);
    expect((await send(proxied.app, "203.0.113.2")).statusCode).toBe(200);
    await proxied.close();
  });

  it("ignores X-Forwarded-For from a peer that is not a listed proxy", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "10.1.0.0/16" }); // 10.9.9.9 is not in it
    for (let i = 0; i < 5; i++) expect((await send(proxied.app, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await send(proxied.app, "198.51.100.99")).statusCode).toBe(429);
    await proxied.close();
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    const direct = await createTestApp();
    for (let i = 0; i < 5; i++) expect((await send(direct.app, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await send(direct.app, "198.51.100.99")).statusCode).toBe(429);
    await direct.close();
  });
});

describe("logs", () => {
  it("carry no client address, query string, payment id or contact details", async () => {
    let logged = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp(testConfig({ LOG_LEVEL: "info" }), {
      database: t.database,
      logStream: stream,
    });
    await app.inject({
      url: "/transformation-success?payment_intent=pi_local_secret123&payment_intent_client_secret=cs_x",
      remoteAddress: "203.0.113.77",
    });
    await app.inject({
      method: "POST",
      url: "/api/verify-transformation-payment",
      payload: { paymentIntentId: "pi_local_secret456" },
      remoteAddress: "203.0.113.77",
    });
    await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Jo Doe",
        email: "jo.doe@example.com",
        subject: "Hello there",
        message: "A question.",
      },
      remoteAddress: "203.0.113.77",
    });
    await app.close();
    expect(logged).toContain('"url":"/transformation-success"');
    for (const secret of ["pi_local_secret", "cs_x", "203.0.113.77", "jo.doe@example.com", "Jo Doe"]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe("load shedding", () => {
  it("answers 503 with Retry-After while the event loop is overloaded, then recovers", async () => {
    const app = await buildApp(testConfig(), {
      database: t.database,
      pressure: { maxEventLoopDelay: 50, sampleInterval: 50 },
    });
    await app.ready();
    const blockUntil = Date.now() + 400;
    while (Date.now() < blockUntil) {
      // Busy on purpose: this is what an overloaded process looks like to the monitor.
    }
    await new Promise((r) => setTimeout(r, 20));
    const shed = await app.inject("/api/clinic-count");
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe("30");
    expect(shed.json().error).toMatch(/very busy/);
    let recovered = 0;
    for (let i = 0; i < 50 && recovered !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      recovered = (await app.inject("/healthz")).statusCode;
    }
    expect(recovered).toBe(200);
    await app.close();
  });
});
