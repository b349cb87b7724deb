import { randomInt } from "node:crypto";
import { Redis } from "ioredis";

/** The Redis the tests count in: TEST_REDIS_URL, or the local server on the default port. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Fails with what to do when no Redis answers, instead of skipping the tests that need one. */
export async function requireTestRedis(): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `These tests need Redis at ${TEST_REDIS_URL} (start redis-server, or set TEST_REDIS_URL): ${(error as Error).message}`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A client address no earlier run has used, since Redis keeps counts between runs. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
