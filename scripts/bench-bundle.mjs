#!/usr/bin/env node
// `npm run bench:bundle`: the JavaScript a first visit to each page downloads (gzip), from the build.
// Fails when a public route goes over the budget of issue #13.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ensureBuild } from "./ensure-build.mjs";

await ensureBuild();
const root = path.resolve(import.meta.dirname, "..");
const { default: _, ...build } = await import(path.join(root, "build/server/index.js"));
const { assets } = build;
const clientDir = path.join(root, "build/client");
const BUDGET_KB = 110;
const isPublic = (routePath) => !routePath.startsWith("admin/");
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
  const kb = [...files].reduce((sum, file) => sum + gz(file), 0) / 1024;
  const routePath = route.path ?? (route.index ? "/" : id);
  rows.push({
    route: routePath,
    files: files.size,
    "first-load JS (kB gzip)": kb.toFixed(1),
    budget: !isPublic(routePath)
      ? "(admin)"
      : kb <= BUDGET_KB
        ? "ok"
        : `over by ${(kb - BUDGET_KB).toFixed(1)}`,
  });
}
console.table(rows);
const over = rows.filter((row) => row.budget.startsWith("over"));
if (over.length > 0) {
  console.error(`${over.length} public routes are over the ${BUDGET_KB} kB gzip budget.`);
  process.exitCode = 1;
}
