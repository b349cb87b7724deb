import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A free loopback port (taken and released at once). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  /** Its own DATA_DIR, which a shared deployment leaves without files. */
  dataDir: string;
  /** Everything the process has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it, in a process of its own with its own empty DATA_DIR, so nothing but
 * the configured services (database, bucket, Redis) is shared with another instance.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "minty-instance-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ; ) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, dataDir, output: () => output, stop };
}

/** `npm run worker` in a process of its own, once it waits for jobs. */
export async function startWorkerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/worker.ts"], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (const deadline = Date.now() + 60_000; !output.includes("waiting for jobs"); ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The worker did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    output: () => output,
    /** SIGKILL: no chance to finish or hand back its jobs. */
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
