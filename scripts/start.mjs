#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then runs the server
// (which applies database migrations before it listens).
import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

// The project runs on the Node the registry's `node` package installs (docs/decisions/0009); `npm start`
// puts it first on PATH. A machine's older Node reaches here only when this file is run by hand.
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    `Minty needs Node 22 or newer; this is Node ${process.versions.node}. Run \`npm start\`, which uses the Node 24 of \`npm install\`.`,
  );
  process.exit(1);
}

process.env.NODE_ENV ??= "production";
await ensureBuild();
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
