#!/usr/bin/env node
// `npm run bench:lighthouse [-- --runs N]`: Lighthouse (its default mobile preset: a mid-range phone,
// simulated slow 4G and 4x CPU slowdown) in Debian's Chromium against the built server on a loopback
// port, for the home page, the name generator, the vet finder and one clinic page. Prints the four
// category scores, the paint metrics and the first-load transfer of each page's median run (of 3 by
// default: one run on a shared machine can be off by several points), then what weighs on its
// performance score. Nothing is downloaded: the browser is the system's, and Lighthouse runs offline.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built server as `npm start` runs it, on a fresh embedded database (as the browser tests do). */
async function startServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "minty-lighthouse-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Canonical links and absolute URLs name the address Lighthouse loads, as they would in production.
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${origin}/readyz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitUntilReady(url, server) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`The server did not answer ${url} in 2 minutes`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A clinic page of the sample directory: the first clinic a search for Chicago finds. */
async function clinicPath(origin) {
  const response = await fetch(`${origin}/api/search-vets`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "Chicago" }),
  });
  const clinic = (await response.json()).clinics?.[0];
  if (!clinic)
    throw new Error(`POST /api/search-vets {"query":"Chicago"} found no clinic (${response.status})`);
  return `/vet-finder/${clinic.stateSlug}/${clinic.citySlug}/${clinic.slug}`;
}

/** The median of `runs` Lighthouse runs, as Lighthouse's own tools pick it (FCP and TTI). */
async function audit(url, port) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run(url, port));
  return computeMedianRun(results);
}

/**
 * One run, tried again up to twice when Lighthouse reports a runtime error: a trace that lost its
 * navigation start (NO_NAVSTART) now and then on a busy machine, which the next run seldom repeats.
 */
async function run(url, port, attempt = 1) {
  // No config: Lighthouse's default, the mobile preset with simulated throttling.
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!lhr.runtimeError) return lhr;
  if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  console.error(`  ${lhr.runtimeError.code}: trying again`);
  return run(url, port, attempt + 1);
}

const seconds = (lhr, id) => (lhr.audits[id].numericValue / 1000).toFixed(2);
const kib = (bytes) => Math.round(bytes / 1024);

function scoreRow(page, lhr) {
  const row = { page };
  for (const id of CATEGORIES) row[id] = Math.round(lhr.categories[id].score * 100);
  return {
    ...row,
    "FCP s": seconds(lhr, "first-contentful-paint"),
    "LCP s": seconds(lhr, "largest-contentful-paint"),
    "TBT ms": Math.round(lhr.audits["total-blocking-time"].numericValue),
    CLS: lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
    "transfer KiB": kib(lhr.audits["total-byte-weight"].numericValue),
  };
}

/** The LCP element and how its time splits (time to first byte, load delay, load time, render delay). */
function lcpLines(lhr) {
  const [element, phases] = lhr.audits["largest-contentful-paint-element"].details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return ["LCP element: none reported"];
  const split = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ");
  return [`LCP element: ${node.snippet}`, `  ${split}`];
}

/** Transfer by kind of resource: scripts, stylesheets, images, fonts, the document. */
function transferLine(lhr) {
  const kinds = lhr.audits["resource-summary"].details.items.filter(
    (item) => item.resourceType !== "total" && item.transferSize > 0,
  );
  return `transfer: ${kinds.map((k) => `${k.label} ${kib(k.transferSize)} KiB (${k.requestCount})`).join(", ")}`;
}

/** Audits that estimate a saving on a performance metric, largest first: Lighthouse's opportunities. */
function opportunityLines(lhr) {
  const performanceAudits = new Set(lhr.categories.performance.auditRefs.map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((a) => performanceAudits.has(a.id) && a.score !== null && a.score < 0.9)
    .map((a) => ({ a, ms: Math.max(0, ...Object.values(a.metricSavings ?? {})) }))
    .filter(({ ms }) => ms > 0)
    .sort((x, y) => y.ms - x.ms)
    .map(({ a }) => {
      const savings = Object.entries(a.metricSavings)
        .filter(([, value]) => value > 0)
        .map(
          ([metric, value]) =>
            `${metric} −${metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`}`,
        );
      const items = (a.details?.items ?? []).map(itemLabel).filter(Boolean).slice(0, 4);
      return `${a.title}: ${savings.join(", ")}${items.map((item) => `\n      ${item}`).join("")}`;
    });
}

/** A resource by its path (and what it could save), or an element by its selector. */
function itemLabel(item) {
  if (item.url)
    return `${new URL(item.url).pathname}${item.wastedBytes ? ` (−${kib(item.wastedBytes)} KiB)` : ""}`;
  return item.node?.selector;
}

/** The scored audits the other three categories fail, so a score under 100 says why. */
function failedAuditLines(lhr) {
  return CATEGORIES.slice(1).flatMap((category) => {
    const failed = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    return failed.length ? [`${category} fails: ${failed.join(", ")}`] : [];
  });
}

/** Everything for one page, after its row in the table. */
function reportLines(lhr) {
  return [...lcpLines(lhr), transferLine(lhr), ...opportunityLines(lhr), ...failedAuditLines(lhr)];
}

await ensureBuild();
const server = await startServer();
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "error",
  });
  try {
    const pages = ["/", "/pet-names", "/vet-finder", await clinicPath(server.origin)];
    const reports = [];
    for (const page of pages) {
      console.error(`Lighthouse ${page} (${runs} run${runs > 1 ? "s" : ""})...`);
      reports.push([page, await audit(`${server.origin}${page}`, chrome.port)]);
    }
    const browser = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser;
    const { lighthouseVersion, environment } = reports[0][1];
    // The benchmark index is Lighthouse's measure of this machine's speed: simulated CPU time is the
    // observed time × 4, so a slower or busier machine shows a higher TBT.
    console.log(
      `Lighthouse ${lighthouseVersion}, mobile, simulated throttling, ${browser}, benchmark index ${environment.benchmarkIndex}, median of ${runs}`,
    );
    console.table(reports.map(([page, lhr]) => scoreRow(page, lhr)));
    for (const [page, lhr] of reports) {
      console.log(`\n${page}`);
      for (const line of reportLines(lhr)) console.log(`  ${line}`);
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
