import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { openDatabase, selectRows } from "../db/client";
import { createInlinePortraitWork } from "../engines/portrait-work";
import { PoolBusyError } from "../engines/process-pool";
import { browserCookie, createTestApp, type TestApp, testConfig } from "../testing/app";
import { loadWebBuild } from "./pages";
import { PERMISSIONS_POLICY } from "./security";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { web: await loadWebBuild() });
});
afterAll(() => t.close());

describe("text PostgreSQL cannot store", () => {
  it("a NUL in a contact message is dropped, and the message is kept", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Nul\u0000 Person",
        email: "nul@example.com",
        subject: "Hello\u0000",
        message: "Kept\u0000 whole.",
      },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await selectRows<{ name: string; message: string }>(
      t.database.db,
      sql`select name, message from contact_messages where email = 'nul@example.com'`,
    );
    expect(row).toEqual({ name: "Nul Person", message: "Kept whole." });
  });

  it("lone surrogates and NULs in search, events and names answer 4xx or 2xx, never 5xx", async () => {
    const hostile = ["\ud800", "a\udc00b", "\u0000", "x\u0000y\ud83d"];
    for (const text of hostile) {
      const answers = await Promise.all([
        t.app.inject({ method: "POST", url: "/api/search-vets", payload: { query: text } }),
        t.app.inject({
          method: "POST",
          url: "/api/events",
          payload: { name: "PageView", path: `/${text}`, sessionId: text, payload: { content_name: text } },
        }),
        t.app.inject({
          method: "POST",
          url: "/api/generate-names",
          payload: { description: `A fluffy cat called ${text} who loves naps`, tags: [] },
        }),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    }
    for (const path of [
      "/vet-finder/tx/austin/%ED%A0%80",
      "/vet-finder/tx/austin/a%00b",
      "/vet-finder/%F0%9F",
    ]) {
      expect((await t.app.inject(path)).statusCode, path).toBeLessThan(500);
    }
  });

  it("refuses a body nested too deeply with 400", async () => {
    const deep = `${"[".repeat(200)}${"]".repeat(200)}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: `{"name":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("page requests with odd addresses or hosts", () => {
  it("answers without a Host header, with a bad one, and for escaped control characters", async () => {
    for (const headers of [{ host: "" }, { host: "bad host:99999" }, { host: "[::1" }]) {
      const res = await t.app.inject({ url: "/pet-names", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.body).toContain("<html");
    }
    for (const url of ["/vet-finder/%00", "/%E0%A4%A", "/vet-finder/tx/%0d%0a/x"]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe("wrong methods", () => {
  it("answer 405 with Allow on API routes and pages; unknown paths stay 404", async () => {
    const get = await t.app.inject({ method: "GET", url: "/api/generate-names" });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    const put = await t.app.inject({ method: "PUT", url: "/api/clinic-count" });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD");
    const page = await t.app.inject({ method: "POST", url: "/pet-names" });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect((await t.app.inject({ method: "GET", url: "/api/nothing-here" })).statusCode).toBe(404);
  });
});

describe("a database outage", () => {
  it("answers 503 with Retry-After, not 500", async () => {
    const database = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/none" });
    // With its secrets configured the app starts without reading them from the (unreachable) database.
    const app = await buildApp(testConfig({ SIGNING_SECRET: "s".repeat(32) }), { database });
    const res = await app.inject({
      method: "POST",
      url: "/api/search-vets",
      payload: { query: "Austin, TX" },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json().error).toMatch(/can't reach our database/);
    await app.close();
    await database.close();
  });
});

describe("image workers with a full queue", () => {
  it("answer 503 with Retry-After, not 500", async () => {
    const busy = async () => Promise.reject(new PoolBusyError());
    const app = await buildApp(testConfig(), {
      database: t.database,
      portraitWork: { ...createInlinePortraitWork(), normalize: busy, samePhoto: busy },
    });
    const cookie = browserCookie();
    const sessionId = `magic_${Date.now()}_busy01`;
    await app.inject({
      method: "POST",
      url: "/api/create-portrait-session",
      payload: { sessionId },
      headers: { cookie },
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/ai-transform",
      headers: { cookie },
      payload: {
        imageData: "data:image/png;base64,iVBORw0KGgo=",
        style: "pop-art",
        width: 1,
        height: 1,
        sessionId,
      },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
    expect(res.json().error).toMatch(/busy painting portraits/);
    await app.close();
  });
});

describe("a stalled request body", () => {
  it("gets 408 once no byte has come for the idle timeout", async () => {
    const app = await buildApp(testConfig(), { database: t.database, bodyIdleTimeoutMs: 300 });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const started = performance.now();
    const answer = await new Promise<string>((resolve) => {
      let received = "";
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":',
        );
      });
      socket.on("data", (chunk) => {
        received += chunk.toString();
      });
      socket.on("close", () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(3_000);
    await app.close();
  });
});

describe("the production web build", () => {
  it("renders pages with React Router's production code, not its development build", () => {
    // The server bundle imports React Router from node_modules; Node, as the server runs it (without the
    // "development" condition that Vitest's own workers set), resolves that to the production build.
    const server = path.resolve("build/server/index.js");
    expect(readFileSync(server, "utf8")).toMatch(/from\s*["']react-router["']/);
    const { NODE_OPTIONS: _, ...env } = process.env;
    const resolved = execFileSync(process.execPath, ["-p", "require.resolve('react-router')"], {
      cwd: path.dirname(server),
      env,
      encoding: "utf8",
    });
    expect(resolved).toMatch(/react-router\/dist\/production\//);
  });
});

describe("security headers", () => {
  it("send a Permissions-Policy on pages and API answers", async () => {
    for (const url of ["/", "/api/clinic-count"]) {
      expect((await t.app.inject(url)).headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });
});
