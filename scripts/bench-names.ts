/**
 * `npm run bench:names`: latency of the local name engine over 1,000 varied requests, and the
 * server's throughput for POST /api/generate-names (embedded PGlite, loopback only).
 */
import type { AddressInfo } from "node:net";
import { PET_TAG_IDS } from "../src/contract/names-constants";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { nameCorpus } from "../src/server/engines/names/corpus";
import { generateNames } from "../src/server/engines/names/engine";

const SPECIES = [
  "dog",
  "puppy",
  "cat",
  "kitten",
  "parrot",
  "bunny",
  "hamster",
  "goldfish",
  "tortoise",
  "pony",
  "beagle",
  "Maine Coon",
];
const LOOKS = [
  "black",
  "white",
  "grey",
  "ginger",
  "golden",
  "brown",
  "spotted",
  "tabby",
  "fluffy",
  "sleek",
  "tiny",
  "huge",
  "calico",
];
const HABITS = [
  "loves swimming",
  "naps in the sun",
  "steals socks",
  "chases balls",
  "sings all day",
  "hides under the bed",
  "begs for cheese",
  "explores the garden",
  "snores loudly",
];
const MOODS = [
  "playful",
  "calm",
  "shy",
  "goofy",
  "brave",
  "clever",
  "cuddly",
  "stubborn",
  "energetic",
  "regal",
];

function* descriptions(count: number) {
  let state = 42;
  const pick = <T>(list: T[]) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return list[state % list.length]!;
  };
  for (let i = 0; i < count; i++) {
    yield {
      description: `A ${pick(MOODS)} ${pick(LOOKS)} ${pick(SPECIES)} who ${pick(HABITS)} and is very ${pick(MOODS)}`,
      tags: i % 3 === 0 ? [pick(PET_TAG_IDS)] : [],
    };
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function engineLatency() {
  const t0 = performance.now();
  nameCorpus();
  const load = performance.now() - t0;
  const times: number[] = [];
  for (const input of descriptions(1000)) {
    const start = performance.now();
    generateNames({ ...input, exclude: [], count: 4, round: 0 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`engine: corpus of ${nameCorpus().length} names built in ${load.toFixed(0)} ms`);
  console.log(
    `engine: 1,000 requests  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  max ${times.at(-1)!.toFixed(2)} ms`,
  );
}

async function serverThroughput(seconds: number, concurrency: number) {
  const database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "127.0.0.1",
    ADMIN_TOKEN: "bench-admin-token-123456",
  });
  const app = await buildApp(config, { database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/generate-names`;
  const inputs = [...descriptions(500)];
  const latencies: number[] = [];
  let done = 0;
  let failed = 0;
  const deadline = performance.now() + seconds * 1000;
  // Each request from its own forwarded address, so the per-IP rate limit does not cap the measurement.
  const worker = async (id: number) => {
    for (let i = 0; performance.now() < deadline; i++) {
      const start = performance.now();
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${id}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify(inputs[(id * 997 + i) % inputs.length]),
      });
      await res.arrayBuffer();
      if (res.ok) done++;
      else failed++;
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, id) => worker(id + 1)));
  latencies.sort((a, b) => a - b);
  console.log(
    `server: ${(done / seconds).toFixed(0)} req/s over ${seconds} s at concurrency ${concurrency} (${failed} failed)  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
  await app.close();
  await database.close();
}

await engineLatency();
await serverThroughput(Number(process.env.BENCH_SECONDS ?? 10), Number(process.env.BENCH_CONCURRENCY ?? 8));
