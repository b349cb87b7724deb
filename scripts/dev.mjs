#!/usr/bin/env node
// `npm run dev`: the server as `npm start` runs it (same routes, same embedded defaults), with the web
// app from Vite's dev server (src/server/http/dev-pages.ts) instead of a build. Edits under src/web
// hot-reload in the browser; edits to the server's own files (src/server, src/contract: whatever
// main.ts imports) restart it through `tsx watch`.
import { spawn } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";

process.env.NODE_ENV = "development";
// Vite serves the project's source files: only to this machine unless HOST says otherwise.
process.env.HOST ??= "127.0.0.1";
const tsx = createRequire(import.meta.url).resolve("tsx/cli");
// tsx ignores node_modules inside this folder; where node_modules links elsewhere (a git worktree), the
// other folder is named too, or Vite's short-lived config bundles there would restart the server.
const dependencies = `${realpathSync("node_modules")}/**`;
// In a process group of its own: Ctrl-C reaches it once, through here. tsx passes each signal on to the
// server, which finishes its requests and closes the database; a second one ends it at once.
const server = spawn(
  process.execPath,
  [
    tsx,
    "watch",
    "--clear-screen=false",
    "--exclude",
    "src/web/**",
    "--exclude",
    dependencies,
    "src/server/main.ts",
  ],
  { stdio: "inherit", detached: process.platform !== "win32" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
process.on("SIGHUP", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
