import { spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { freePort } from "./free-port";

const LOCAL = "redis://127.0.0.1:6379";

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A redis-server of this test process's own on loopback, keeping nothing on disk; stopped when it exits. */
async function startRedis(): Promise<string> {
  const port = await freePort();
  const server = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const failed = new Promise<never>((_, reject) => server.once("error", reject));
  process.once("exit", () => server.kill());
  const url = `redis://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (await Promise.race([answers(url), failed])) return url;
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error("redis-server did not answer within 10 s");
}

let ready: Promise<string> | undefined;

/**
 * The Redis the tests count in: TEST_REDIS_URL when set, else the local server on the default port,
 * else a redis-server started for this test process. Fails with what to do, never skips.
 */
export function testRedisUrl(): Promise<string> {
  ready ??= (async () => {
    const configured = process.env.TEST_REDIS_URL;
    if (configured) {
      if (await answers(configured)) return configured;
      throw new Error(`TEST_REDIS_URL=${configured} does not answer.`);
    }
    if (await answers(LOCAL)) return LOCAL;
    try {
      return await startRedis();
    } catch (error) {
      throw new Error(
        `These tests need Redis: start redis-server, install it (Debian: apt-get install redis-server), or set TEST_REDIS_URL. (${(error as Error).message})`,
      );
    }
  })();
  return ready;
}

/** A client address no earlier run has used, since a shared Redis keeps counts between runs. */
export const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
