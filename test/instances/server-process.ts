import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../src/server/testing/free-port";

/** One of the project's TypeScript entry points in a process of its own, its output kept. */
function startEntry(entry: string, env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    /** SIGTERM lets it finish; SIGKILL gives it no chance to finish or hand back its work. */
    stop: async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Polls `ready` until it holds; the process is stopped and its output shown when it never does. */
async function waitUntil(
  started: ReturnType<typeof startEntry>,
  ready: () => Promise<boolean> | boolean,
  what: string,
): Promise<void> {
  for (const deadline = Date.now() + 60_000; !(await ready()); ) {
    if (!started.running() || Date.now() > deadline) {
      await started.stop();
      throw new Error(`${what}:\n${started.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
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
  const server = startEntry("src/server/main.ts", {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    ...env,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      server,
      () =>
        fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        ),
      "The server did not become ready",
    );
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { base, dataDir, output: server.output, stop };
}

/** `npm run worker` in a process of its own, once it waits for jobs. */
export async function startWorkerProcess(env: Record<string, string>) {
  const worker = startEntry("src/server/worker.ts", env);
  await waitUntil(worker, () => worker.output().includes("waiting for jobs"), "The worker did not start");
  return {
    output: worker.output,
    kill: () => worker.stop("SIGKILL"),
    stop: () => worker.stop(),
  };
}
