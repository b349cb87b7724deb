import { Redis } from "ioredis";

/**
 * The Redis client for shared counters. Commands fail fast while Redis is away instead of queueing
 * for ever, so a request is never held up by it: rate-limited calls pass, admin calls answer 503, and
 * /readyz names it.
 */
export function createRedisClient(url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 2_000, commandTimeout: 1_000, maxRetriesPerRequest: 1 });
  // Reconnecting is ioredis's own job; an unhandled 'error' event would crash the process.
  redis.on("error", () => {});
  return redis;
}
