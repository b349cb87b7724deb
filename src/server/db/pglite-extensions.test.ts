import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("pinned PGlite with pg_trgm + cube + earthdistance", () => {
  it("answers repeated trigram queries without losing rows or hanging", () => {
    const probe = fileURLToPath(new URL("./pglite-extensions.probe.ts", import.meta.url));
    // A child process: a broken build blocks its event loop, so only a kill from outside stops it.
    const result = spawnSync(process.execPath, ["--import", "tsx", probe], {
      encoding: "utf8",
      timeout: 90_000,
      killSignal: "SIGKILL",
    });
    expect(result.signal, "probe hung and was killed").toBeNull();
    expect(result.stderr.replace(/npm warn.*\n?/g, "")).toBe("");
    expect(result.stdout.trim()).toBe("ok 450");
  }, 120_000);
});
