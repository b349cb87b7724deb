import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { testRedisUrl } from "../../testing/redis";
import { startTestS3 } from "../../testing/s3";

describe("/readyz with S3 and Redis configured", () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  const apps: TestApp[] = [];
  let redisUrl: string;
  beforeAll(async () => {
    redisUrl = await testRedisUrl();
    s3 = await startTestS3();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await s3.close();
  });

  it("checks the database, the bucket and Redis", async () => {
    const t = await createTestApp({ ...s3.env, REDIS_URL: redisUrl });
    apps.push(t);
    const res = await t.app.inject("/readyz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checked: ["database", "storage", "redis"] });
  });

  it("names each dependency that does not answer", async () => {
    const t = await createTestApp({
      ...s3.env,
      S3_BUCKET: "missing-bucket",
      REDIS_URL: "redis://127.0.0.1:1",
    });
    apps.push(t);
    const res = await t.app.inject("/readyz");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "unavailable",
      error: "storage, redis unreachable",
      failing: ["storage", "redis"],
    });
  });
});
