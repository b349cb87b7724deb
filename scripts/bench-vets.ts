/**
 * `npm run bench:vets`: search and nearby on a 20,000-clinic directory at concurrency 8, on embedded
 * PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL (in a scratch database, dropped after):
 * latency (p50/p95) and requests per second through the HTTP endpoint, then the very statements the
 * endpoint ran, sent straight to the database at the same concurrency, and the endpoint's throughput
 * as a share of theirs. Then one search at a time on the default sample directory.
 * Goals (issue 13): p95 ≤ 25 ms at concurrency 8, endpoint ≥ 50% of raw SQL, one at a time p95 ≤ 20 ms.
 * Loopback only; bounded in time.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { SQL } from "drizzle-orm";
import pg from "pg";
import { VET_RADIUS_MILES } from "../src/contract/clinics-constants";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { type Database, type Db, openDatabase } from "../src/server/db/client";
import { parseHours } from "../src/server/engines/vets/hours";
import { generateSampleDirectory } from "../src/server/engines/vets/sample-directory";
import { createVetsService, seedSampleDirectory } from "../src/server/features/vets/service";
import { createClinicStore } from "../src/server/features/vets/store";

const TARGET = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** Towns, boroughs, nicknames, typos, ZIPs, states, needs, clinic names and filler, as people type them. */
const SEARCHES = [
  "emergency vet chicago",
  "animal hospital austin",
  "cat clinic in austin",
  "Brooklyn",
  "Queens",
  "Manhattan",
  "NYC",
  "LA",
  "Beverly Hills",
  "Santa Monica",
  "pheonix",
  "chicgo",
  "Austin, TX",
  "Seattle WA",
  "Miami",
  "10001",
  "90012",
  "Texas",
  "24 hour vet houston",
  "exotic vet denver",
  "Bozeman MT",
  "Whistling Pine",
  "whistlng pine emergency",
  "animal hospital",
];
const POSITIONS = [
  [40.7549, -73.984],
  [41.8858, -87.6181],
  [34.0522, -118.2437],
  [29.7604, -95.3698],
  [33.4484, -112.074],
] as const;

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

interface Result {
  perSecond: number;
}

/** Runs `once(i)` from CONCURRENCY workers for SECONDS; latency of each call. */
async function load(label: string, once: (i: number) => Promise<unknown>): Promise<Result> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        await once(worker * 1000 + i);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const perSecond = latencies.length / SECONDS;
  console.log(
    `${label}: ${perSecond.toFixed(0)} req/s  p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms`,
  );
  return { perSecond };
}

/**
 * A plain keep-alive HTTP client, as load generators use: fetch (undici) costs this process about as
 * much CPU per request as the server does, and it shares the server's thread here.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(base: string, path: string, body: object, i: number, worker: number): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "accept-encoding": "br, gzip",
          // Rate limits are per client; TRUST_PROXY lets each request be a different one.
          "x-forwarded-for": `10.${worker}.${(i >> 8) & 255}.${i & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

const searchBodies = SEARCHES.map((query) => ({ query, radius: VET_RADIUS_MILES }));
const nearbyBodies = POSITIONS.map(([latitude, longitude]) => ({
  latitude,
  longitude,
  radius: VET_RADIUS_MILES,
}));

/** What the endpoint runs for each request body: the service on a db that writes down its statements. */
async function statementsOf(
  db: Db,
  calls: ((service: ReturnType<typeof createVetsService>) => Promise<unknown>)[],
) {
  let recorded: SQL[] = [];
  const recording = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "execute") return Reflect.get(target, property, receiver);
      return (statement: SQL) => {
        recorded.push(statement);
        return target.execute(statement);
      };
    },
  });
  const service = createVetsService(createClinicStore(recording));
  const statements: SQL[][] = [];
  for (const call of calls) {
    recorded = [];
    await call(service);
    statements.push(recorded);
  }
  return statements;
}

async function startApp(database: Database) {
  const app = await buildApp(
    loadConfig({ LOG_LEVEL: "silent", TRUST_PROXY: "127.0.0.1", ADMIN_TOKEN: "bench-admin-token-123456" }),
    { database },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function concurrent(kind: string, database: Database) {
  const store = createClinicStore(database.db);
  const started = performance.now();
  await store.insertMany(bigDirectory());
  console.log(
    `${kind}: ${(await store.count()).count} clinics loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const { app, base } = await startApp(database);
  for (const [i, body] of searchBodies.entries()) await post(base, "/api/search-vets", body, i, 99);

  const searchStatements = await statementsOf(
    database.db,
    SEARCHES.map((query) => (service) => service.search(query, undefined, VET_RADIUS_MILES, 1)),
  );
  const nearbyStatements = await statementsOf(
    database.db,
    POSITIONS.map(
      ([latitude, longitude]) =>
        (service) =>
          service.nearby({ latitude, longitude }, VET_RADIUS_MILES),
    ),
  );
  const raw = (statements: SQL[][]) => async (i: number) => {
    for (const statement of statements[i % statements.length]!) await database.db.execute(statement);
  };

  let failed = 0;
  const endpoint = (path: string, bodies: object[]) => async (i: number) => {
    const status = await post(base, path, bodies[i % bodies.length]!, i, Math.floor(i / 1000));
    if (status !== 200) failed++;
  };

  const search = await load(`${kind} search-vets`, endpoint("/api/search-vets", searchBodies));
  const searchSql = await load(`${kind} search SQL `, raw(searchStatements));
  const nearby = await load(`${kind} nearby-vets`, endpoint("/api/nearby-vets", nearbyBodies));
  const nearbySql = await load(`${kind} nearby SQL `, raw(nearbyStatements));
  if (failed > 0) console.log(`${kind}: ${failed} requests failed`);
  const share = (endpoint: Result, sql: Result) =>
    `${((100 * endpoint.perSecond) / sql.perSecond).toFixed(0)}%`;
  console.log(
    `${kind} endpoint throughput as a share of raw SQL: search ${share(search, searchSql)}, nearby ${share(nearby, nearbySql)}`,
  );
  await app.close();
}

/** One search at a time on the sample directory the app seeds by default. */
async function oneAtATime(kind: string, database: Database) {
  await seedSampleDirectory(createClinicStore(database.db));
  const { app, base } = await startApp(database);
  const byQuery = new Map<string, number[]>();
  const all: number[] = [];
  const rounds = 15;
  for (let round = 0; round <= rounds; round++) {
    for (let i = 0; i < SEARCHES.length; i++) {
      const started = performance.now();
      const status = await post(base, "/api/search-vets", searchBodies[i]!, round * 100 + i, 200);
      if (status !== 200) throw new Error(`${SEARCHES[i]}: HTTP ${status}`);
      // Round 0 warms up (the place index is built on the first search).
      if (round === 0) continue;
      const ms = performance.now() - started;
      all.push(ms);
      byQuery.set(SEARCHES[i]!, [...(byQuery.get(SEARCHES[i]!) ?? []), ms]);
    }
  }
  all.sort((a, b) => a - b);
  const slowest = [...byQuery]
    .map(
      ([query, times]) =>
        [
          query,
          percentile(
            times.sort((a, b) => a - b),
            50,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([query, ms]) => `"${query}" ${ms.toFixed(1)}`)
    .join(", ");
  console.log(
    `${kind} one at a time, sample directory (${all.length} searches): p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${percentile(all, 95).toFixed(1)} ms  (slowest medians: ${slowest} ms)`,
  );
  await app.close();
}

async function onPglite(run: (database: Database) => Promise<void>) {
  const database = await openDatabase({ pgliteDir: undefined });
  await database.migrate();
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

/** A scratch database on the server, dropped afterwards. */
async function onPostgres(serverUrl: string, run: (database: Database) => Promise<void>) {
  const name = `minty_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    try {
      await run(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL;
await onPglite((db) => concurrent("PGlite", db));
if (serverUrl) await onPostgres(serverUrl, (db) => concurrent("PostgreSQL", db));
await onPglite((db) => oneAtATime("PGlite", db));
if (serverUrl) await onPostgres(serverUrl, (db) => oneAtATime("PostgreSQL", db));
agent.destroy();
