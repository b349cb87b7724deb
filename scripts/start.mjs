#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed, then runs the server
// (which applies database migrations before it listens).
import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";

process.env.NODE_ENV ??= "production";
await ensureBuild();
const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
