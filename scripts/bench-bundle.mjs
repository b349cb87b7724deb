#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript a first visit to each page downloads (gzip), from the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
const root = path.resolve(import.meta.dirname, "..");
const { default: _, ...build } = await import(path.join(root, "build/server/index.js"));
const { assets } = build;
const clientDir = path.join(root, "build/client");
const gz = (url) => gzipSync(readFileSync(path.join(clientDir, url))).length;

const base = [assets.entry.module, ...assets.entry.imports];
const rootRoute = assets.routes.root;
const rows = [];
for (const [id, route] of Object.entries(assets.routes)) {
  if (id === "root") continue;
  const files = new Set([
    ...base,
    rootRoute.module,
    ...(rootRoute.imports ?? []),
    route.module,
    ...(route.imports ?? []),
  ]);
  const bytes = [...files].reduce((sum, file) => sum + gz(file), 0);
  rows.push({
    route: route.path ?? (route.index ? "/" : id),
    files: files.size,
    "first-load JS (kB gzip)": (bytes / 1024).toFixed(1),
  });
}
console.table(rows);
