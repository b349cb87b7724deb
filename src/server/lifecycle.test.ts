import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createShutdown } from "./lifecycle";
import { createTestApp } from "./testing/app";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, refuses new ones, then releases resources", async () => {
    const t = await createTestApp();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.get("/api/test/slow", async () => {
      await held;
      return { finished: true };
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    const inFlight = fetch(`${base}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((r) => setTimeout(r, 100));

    const events: string[] = [];
    const shutdown = createShutdown(
      t.app,
      async () => {
        events.push("released");
        await t.database.close();
      },
      (code) => events.push(`exit ${code}`),
    );
    const done = shutdown("SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual([]);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    release();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await done;
    expect(events).toEqual(["released", "exit 0"]);
  });

  it("the server process exits cleanly on SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "minty-main-"));
    const main = fileURLToPath(new URL("./main.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    try {
      await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain("Admin token");
      child.kill("SIGTERM");
      const [code] = await once(child, "exit");
      expect(code).toBe(0);
      expect(output).toContain("shutdown complete");
    } finally {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
