/**
 * `npm run bench:vets`: latency (p50/p95) and requests per second of search and nearby on a
 * 20,000-clinic directory, on embedded PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL.
 * Loopback only; bounded in time.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { parseHours } from "../src/server/engines/vets/hours";
import { generateSampleDirectory } from "../src/server/engines/vets/sample-directory";
import { createClinicStore } from "../src/server/features/vets/store";

const TARGET = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const SEARCHES = [
  "chicgo",
  "10001",
  "Austin, TX",
  "New York",
  "Texas",
  "Miami",
  "animal hospital",
  "Seattle, WA",
  "phoenix",
  "90012",
];
const POSITIONS = [
  [40.7549, -73.984],
  [41.8858, -87.6181],
  [34.0522, -118.2437],
  [29.7604, -95.3698],
  [33.4484, -112.074],
];

/** The sample directory copied with jittered positions and new slugs until it holds 20,000 clinics. */
function bigDirectory() {
  const base = generateSampleDirectory();
  const rows = [];
  for (let copy = 0; rows.length < TARGET; copy++) {
    for (const { hours, ...seed } of base) {
      if (rows.length >= TARGET) break;
      rows.push({
        ...seed,
        sourceId: `${seed.sourceId}-${copy}`,
        slug: `${seed.slug}-${copy}`,
        latitude: seed.latitude + (((copy * 7) % 13) - 6) * 0.004,
        longitude: seed.longitude + (((copy * 5) % 11) - 5) * 0.004,
        hours: parseHours(hours),
      });
    }
  }
  return rows;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, base: string, path: string, body: (i: number) => object) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const res = await fetch(`${base}${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.${worker}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify(body(worker * 1000 + i)),
        });
        await res.arrayBuffer();
        if (!res.ok) failed++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `${label}: ${(latencies.length / SECONDS).toFixed(0)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  (${failed} failed)`,
  );
}

async function run(kind: string, options: { url: string } | { pgliteDir: undefined }) {
  const database = await openDatabase(options);
  await database.migrate();
  const store = createClinicStore(database.db);
  const started = performance.now();
  await store.insertMany(bigDirectory());
  console.log(
    `${kind}: ${(await store.count()).count} clinics loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: "silent", TRUST_PROXY: "127.0.0.1", ADMIN_TOKEN: "bench-admin-token-123456" }),
    {
      database,
    },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await measure(`${kind} search-vets`, base, "/api/search-vets", (i) => ({
    query: SEARCHES[i % SEARCHES.length],
  }));
  await measure(`${kind} nearby-vets`, base, "/api/nearby-vets", (i) => {
    const [latitude, longitude] = POSITIONS[i % POSITIONS.length]!;
    return { latitude, longitude, radius: 25 };
  });
  await app.close();
  await database.close();
}

await run("PGlite", { pgliteDir: undefined });
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `minty_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run("PostgreSQL", { url: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
