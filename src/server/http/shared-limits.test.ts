import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { TEST_ADMIN_TOKEN, testConfig } from "../testing/app";
import { createTestDatabase } from "../testing/database";
import { freshAddress, testRedisUrl } from "../testing/redis";
import { ADMIN_FAILURES } from "./admin-auth";

const message = {
  name: "Sam Lee",
  email: "sam@example.com",
  subject: "Hello",
  message: "Just saying hello to the team behind the site.",
};

/** Two instances on one database, with or without Redis. */
async function twoInstances(database: Database, env: Record<string, string>) {
  const pressure = { maxEventLoopDelay: 0 };
  return Promise.all([
    buildApp(testConfig(env), { database, pressure }),
    buildApp(testConfig(env), { database, pressure }),
  ]);
}

describe("rate limits across instances", () => {
  let database: Database;
  let redisUrl: string;
  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const contact = (ip: string) => ({
    method: "POST" as const,
    url: "/api/contact",
    payload: message,
    remoteAddress: ip,
  });

  it("hold across two instances when counted in Redis: 5 contact messages from one address in all", async () => {
    const [a, b] = await twoInstances(database, { REDIS_URL: redisUrl });
    const ip = freshAddress();
    const codes = [];
    for (const app of [a, b, a, b, a]) codes.push((await app.inject(contact(ip))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    expect((await b.inject(contact(ip))).statusCode).toBe(429);
    expect((await a.inject(contact(ip))).statusCode).toBe(429);
    expect((await a.inject(contact(freshAddress()))).statusCode).toBe(200);
    // Counted under a keyed hash: no client address is written to Redis.
    const redis = new Redis(redisUrl);
    expect(await redis.keys(`*${ip}*`)).toEqual([]);
    expect((await redis.keys("minty:rate:*")).length).toBeGreaterThan(0);
    redis.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it("are per instance without Redis (the single-instance default)", async () => {
    const [a, b] = await twoInstances(database, {});
    const ip = freshAddress();
    for (let i = 0; i < 5; i++) expect((await a.inject(contact(ip))).statusCode).toBe(200);
    expect((await a.inject(contact(ip))).statusCode).toBe(429);
    expect((await b.inject(contact(ip))).statusCode).toBe(200);
    await Promise.all([a.close(), b.close()]);
  });

  it("shut out an address that guessed admin tokens on one instance on the other too", async () => {
    const [a, b] = await twoInstances(database, { REDIS_URL: redisUrl });
    const ip = freshAddress();
    const admin = (authorization: string) => ({
      url: "/api/admin/messages",
      headers: { authorization },
      remoteAddress: ip,
    });
    for (let i = 0; i < ADMIN_FAILURES.max; i++) {
      expect((await (i % 2 ? a : b).inject(admin(`Bearer guess-${i}`))).statusCode).toBe(401);
    }
    expect((await a.inject(admin(`Bearer ${TEST_ADMIN_TOKEN}`))).statusCode).toBe(429);
    expect((await b.inject(admin(`Bearer ${TEST_ADMIN_TOKEN}`))).statusCode).toBe(429);
    await Promise.all([a.close(), b.close()]);
  });

  it("answer 503, not 500, for admin calls when Redis is away, and let other requests through", async () => {
    const [a] = await twoInstances(database, { REDIS_URL: "redis://127.0.0.1:1" });
    const admin = await a.inject({
      url: "/api/admin/messages",
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(admin.statusCode).toBe(503);
    expect(admin.json().error).toMatch(/admin sign-ins/);
    expect((await a.inject(contact(freshAddress()))).statusCode).toBe(200);
    await a.close();
  });
});
