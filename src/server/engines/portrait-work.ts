import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { PetDetection } from "./detect";
import type { PortraitTask } from "./portrait-worker";
import type { StyleId } from "./stylize";

/** The CPU-heavy image work, off the request thread. */
export interface PortraitWork {
  detect(image: Buffer): Promise<PetDetection>;
  stylize(style: StyleId, image: Buffer, petName?: string): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A bounded pool of worker threads: at most one job per core, the rest wait in a short queue, so
 * image work never starves the event loop or memory.
 */
export function createPortraitWorkPool(
  threads = Math.max(1, Math.min(2, availableParallelism())),
): PortraitWork {
  const pool = new Piscina<PortraitTask, unknown>({
    filename: fileURLToPath(new URL("./portrait-worker.ts", import.meta.url)),
    // The worker is TypeScript: load it through tsx like the server itself.
    execArgv: ["--import", "tsx"],
    minThreads: 1,
    maxThreads: threads,
    maxQueue: 32,
    idleTimeout: 10 * 60_000,
  });
  return {
    detect: async (image) => (await pool.run({ task: "detect", image })) as PetDetection,
    stylize: async (style, image, petName) =>
      Buffer.from(
        (await pool.run({ task: "stylize", style, image, ...(petName ? { petName } : {}) })) as Uint8Array,
      ),
    close: () => pool.destroy(),
  };
}
