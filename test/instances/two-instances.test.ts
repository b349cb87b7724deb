/**
 * Two server processes on one PostgreSQL database, one S3 bucket (s3rver on loopback) and one Redis:
 * work started on one must continue on the other, as behind a load balancer. Run by `npm run
 * test:instances` (and CI); it needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, or one it starts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCardPayment } from "../../src/server/testing/app";
import { createPostgresTestDatabase } from "../../src/server/testing/database";
import { freshAddress, testRedisUrl } from "../../src/server/testing/redis";
import { startTestS3 } from "../../src/server/testing/s3";
import { type ServerProcess, startServerProcess } from "./server-process";

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CAT = readFileSync("public/images/chelsea-cat.webp");

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let s3: Awaited<ReturnType<typeof startTestS3>>;
let a: ServerProcess;
let b: ServerProcess;
let adminToken: string;

/** A browser: its own owner cookie and client address. */
function browser() {
  const cookie = `minty_owner=${randomBytes(32).toString("base64url")}`;
  const ip = freshAddress();
  const headers = { cookie, "x-forwarded-for": ip };
  return {
    post: (server: ServerProcess, url: string, body?: object) =>
      fetch(server.base + url, {
        method: "POST",
        headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    get: (server: ServerProcess, url: string) => fetch(server.base + url, { headers }),
    upload: (server: ServerProcess, sessionId: string, bytes: Buffer) => {
      const form = new FormData();
      form.append("sessionId", sessionId);
      form.append("photo", new Blob([new Uint8Array(bytes)]), "cat.webp");
      return fetch(`${server.base}/api/portrait-photo`, { method: "POST", body: form, headers });
    },
  };
}

beforeAll(async () => {
  const redisUrl = await testRedisUrl();
  [database, s3] = await Promise.all([createPostgresTestDatabase(POSTGRES), startTestS3()]);
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, TRUST_PROXY: "127.0.0.1", ...s3.env };
  // One after the other: the first start makes the admin token and prints it; the second must accept it.
  a = await startServerProcess(env);
  b = await startServerProcess(env);
  adminToken = /Admin token \(made now[^)]*\): (\S+)/.exec(a.output())?.[1] ?? "";
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([database?.close(), s3?.close()]);
});

describe("two instances behave as one", () => {
  it("share the admin token the first start made, shown only by that start", async () => {
    expect(adminToken.length).toBeGreaterThanOrEqual(32);
    expect(b.output()).not.toContain(adminToken);
    for (const server of [a, b]) {
      const res = await fetch(`${server.base}/api/admin/messages`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.status).toBe(200);
    }
  });

  it("continue a names request on the other instance", async () => {
    const user = browser();
    const first = await user.post(a, "/api/generate-names", {
      description: "A fluffy ginger cat who loves sunbeams and knocks things off tables",
      tags: ["playful"],
    });
    expect(first.status).toBe(200);
    const { requestId, names } = await first.json();
    const more = await user.post(b, `/api/generate-more/${requestId}`);
    expect(more.status).toBe(200);
    const moreNames: { name: string }[] = (await more.json()).names;
    expect(moreNames.length).toBeGreaterThan(0);
    const shown = new Set(names.map((n: { name: string }) => n.name));
    for (const n of moreNames) expect(shown.has(n.name)).toBe(false);
  });

  it("make, preview, buy and download a portrait across both, files in the bucket and not on either disk", async () => {
    const user = browser();
    const sessionId = `magic_${Date.now()}_${randomBytes(3).toString("hex")}`;
    expect((await user.post(a, "/api/create-portrait-session", { sessionId })).status).toBe(200);
    const uploaded = await user.upload(a, sessionId, CAT);
    expect(uploaded.status).toBe(200);
    // The page sends its small preview of the upload with the transform, here to the other instance.
    const small = await sharp(CAT).resize(300).jpeg().toBuffer();
    const made = await user.post(b, "/api/ai-transform", {
      imageData: `data:image/jpeg;base64,${small.toString("base64")}`,
      style: "vintage",
      width: 300,
      height: 200,
      sessionId,
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { transformationId, transformedImageUrl } = await made.json();
    const preview = await user.get(a, transformedImageUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/jpeg");
    const keys = await s3.keys();
    expect(keys.some((k) => k.startsWith("originals/"))).toBe(true);
    expect(keys).toContain(`previews/${transformationId}.jpg`);

    const intent = await (
      await user.post(b, "/api/create-transformation-payment-intent", {
        sessionId,
        purchaseType: "individual",
        amount: 3.95,
        transformationId,
      })
    ).json();
    const paid = await user.post(a, "/api/local-payments/confirm", testCardPayment(intent));
    expect(paid.status).toBe(200);
    const verified = await user.post(b, "/api/verify-transformation-payment", {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(verified.status).toBe(200);
    const link: string = (await verified.json()).transformations[0].imageUrl;
    // The link signed by one instance is honoured by the other, which paints the print from the bucket.
    const file = await user.get(a, link);
    expect(file.status).toBe(200);
    expect(await sharp(Buffer.from(await file.arrayBuffer())).metadata()).toMatchObject({ format: "png" });
    expect(await s3.keys()).toContain(`prints/${transformationId}.png`);
    expect((await user.get(b, link)).status).toBe(200);
    for (const server of [a, b]) expect(existsSync(path.join(server.dataDir, "files"))).toBe(false);
  }, 180_000);

  it("deliver a contact message sent to one instance to the admin of the other", async () => {
    const user = browser();
    const subject = `Two instances ${randomBytes(4).toString("hex")}`;
    const sent = await user.post(a, "/api/contact", {
      name: "Sam Lee",
      email: "sam@example.com",
      subject,
      message: "Hello from the first instance.",
    });
    expect(sent.status).toBe(200);
    const listed = await fetch(`${b.base}/api/admin/messages`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const { messages } = await listed.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toContain(subject);
  });

  it("hold a rate limit across both: 5 contact messages from one address in all", async () => {
    const user = browser();
    const message = {
      name: "Sam Lee",
      email: "sam@example.com",
      subject: "Hi",
      message: "Counting messages.",
    };
    const codes: number[] = [];
    for (const server of [a, b, a, b, a, b])
      codes.push((await user.post(server, "/api/contact", message)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
