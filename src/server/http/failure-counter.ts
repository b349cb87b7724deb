import type { Redis } from "ioredis";
import { HttpError } from "./errors";

/**
 * Failures per key within a fixed window that starts at the key's first failure: in this process's memory
 * by default, or in Redis (REDIS_URL) so that every instance counts the same failures.
 */
export interface FailureCounter {
  count(key: string): Promise<number>;
  add(key: string): Promise<void>;
}

export function createMemoryFailureCounter(windowMs: number, now: () => number = Date.now): FailureCounter {
  const failures = new Map<string, { count: number; until: number }>();
  const current = (key: string) => {
    const record = failures.get(key);
    if (record && record.until <= now()) failures.delete(key);
    return failures.get(key);
  };
  return {
    count: async (key) => current(key)?.count ?? 0,
    add: async (key) => {
      const record = current(key);
      failures.set(key, { count: (record?.count ?? 0) + 1, until: record?.until ?? now() + windowMs });
      // Keeps the map small when many addresses fail once.
      if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    },
  };
}

/** Without Redis the failures cannot be counted, so the guarded calls answer 503 rather than go unguarded. */
const unavailable = () =>
  new HttpError(503, "We can't check admin sign-ins right now. Please try again in a minute.");

export function createRedisFailureCounter(redis: Redis, prefix: string, windowMs: number): FailureCounter {
  return {
    count: async (key) => {
      const value = await redis.get(prefix + key).catch(() => Promise.reject(unavailable()));
      return Number(value ?? 0);
    },
    add: async (key) => {
      // NX: the window is set by the first failure and not pushed back by later ones.
      const results = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, "NX")
        .exec()
        .catch(() => Promise.reject(unavailable()));
      if (!results || results.some(([error]) => error)) throw unavailable();
    },
  };
}
