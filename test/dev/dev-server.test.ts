import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { freePort } from "../../src/server/testing/free-port";

// `npm run test:dev`: `npm run dev` as a developer runs it, driven by Debian's Chromium. It edits a real
// page component and puts it back, so it runs on its own (vitest.dev.config.ts), not in `npm test`.
// SHOW_DEV_OUTPUT=1 prints what the dev server printed.

const HERO = path.resolve("src/web/features/home/hero.tsx");
const TITLE = "Turn your pet's photo into a timeless portrait";
/** A hot update takes a few seconds; one CI run on a heavily loaded machine waited over 20 s. */
const HOT_UPDATE_TIMEOUT = 40_000;
const EDITED = "A hot-reloaded title";

let dev: ChildProcess;
let output = "";
let base: string;
let dataDir: string;
let browser: Browser;
let heroSource: string;
let heroTimes: { atime: Date; mtime: Date };

/** Puts the component back as it was, if it is not already (a write that changes nothing still reloads). */
async function restoreHero() {
  if (heroSource && (await readFile(HERO, "utf8")) !== heroSource) await writeFile(HERO, heroSource);
}

beforeAll(async () => {
  heroSource = await readFile(HERO, "utf8");
  heroTimes = await stat(HERO);
  expect(heroSource).toContain(TITLE);
  const port = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), "minty-dev-"));
  dev = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ; ) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (dev.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  if (process.env.SHOW_DEV_OUTPUT) console.log(output);
  await restoreHero();
  await browser?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  // Its old time too, or `npm start` and the other tests would take the web build for stale.
  if (heroTimes && (await readFile(HERO, "utf8")) === heroSource)
    await utimes(HERO, heroTimes.atime, heroTimes.mtime);
});

describe("npm run dev", () => {
  it("server-renders pages from the sources, with the real API beside them", async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("into a timeless portrait</h1>");
    // Vite's modules, not build/: the page's scripts are the source files.
    expect(html).toContain("/src/web/entry.client.tsx");
    // Only in development may a blob: worker run (Vite's client waits for a restarted server in one).
    expect(home.headers.get("content-security-policy")).toContain("worker-src 'self' blob:");

    const names = await fetch(`${base}/pet-names`);
    expect(names.status).toBe(200);
    expect(await names.text()).toContain("Find the perfect name for your pet");

    const count = await fetch(`${base}/api/clinic-count`);
    expect(count.status).toBe(200);
    expect(count.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("shows an edited component in the open page without reloading it", async () => {
    const page = await browser.newPage();
    try {
      // Vite's client logs this once its hot-reload socket is open: edits made before would be missed.
      const connected = page.waitForEvent("console", {
        predicate: (m) => m.text().includes("[vite] connected"),
      });
      // Only development builds of React report attributes that differ from the server's HTML. On a cold
      // start (a fresh clone), a dependency Vite had not pre-bundled fails the page's scripts once.
      const mismatches: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" && /hydrat|Outdated Optimize Dep/i.test(m.text())) mismatches.push(m.text());
      });
      page.on("pageerror", (error) => mismatches.push(error.message));
      await page.goto(`${base}/`);
      await page.waitForSelector("html[data-hydrated=true]");
      await connected;
      expect(mismatches, "errors while hydrating").toEqual([]);
      // A full reload would lose this.
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await writeFile(HERO, heroSource.replace(TITLE, EDITED));
      await page.waitForFunction(
        (text) => document.querySelector("#hero-title")?.textContent?.includes(text),
        EDITED,
        { timeout: HOT_UPDATE_TIMEOUT },
      );
      expect(await page.evaluate(() => "notReloaded" in window)).toBe(true);

      // One edit sends several module updates; a late one of them could land after the next edit's.
      await page.waitForLoadState("networkidle");
      await writeFile(HERO, heroSource);
      await page.waitForFunction(
        (text) => document.querySelector("#hero-title")?.textContent?.includes(text),
        TITLE,
        { timeout: HOT_UPDATE_TIMEOUT },
      );
    } finally {
      await restoreHero();
      await page.close();
    }
  });
});
