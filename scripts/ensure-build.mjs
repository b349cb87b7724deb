#!/usr/bin/env node
// `react-router build` in production mode, then Brotli and gzip copies of its text files: always with
// --force (`npm run build`), else only when the build is missing or older than its sources
// (`npm start`, the tests).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_MARKER = path.join(root, "build", "server", "index.js");
const SOURCES = [
  "src/web",
  "src/contract",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The production build of the web app, whatever NODE_ENV the caller runs with. */
export function build() {
  // Vitest runs with NODE_ENV=test, which would bundle React's development build and make every
  // page report hydration warnings.
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0)
    throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
  precompress(path.join(root, "build", "client"));
}

/** Builds only when the build is missing or older than its sources. */
export async function ensureBuild() {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (built > sources) return;
  console.log(built ? "Sources changed: rebuilding the web app..." : "Building the web app (first start)...");
  build();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--force")) build();
  else await ensureBuild();
}
