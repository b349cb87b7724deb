import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import type { PetDetection } from "./detect";
import { ImageRejected, type NormalizedImage } from "./images/images";
import { type PortraitTask, runPortraitTask } from "./portrait-tasks";
import { createProcessPool, type WorkerError } from "./process-pool";
import type { StyleId } from "./stylize";

/** The CPU-heavy image work of portraits, off the web process. */
export interface PortraitWork {
  /** Checks and re-encodes an upload; throws ImageRejected with a message for the user. */
  normalize(bytes: Buffer): Promise<NormalizedImage>;
  /** Whether `image` shows the same photo as `original` at any size. */
  samePhoto(image: Buffer, original: Buffer): Promise<boolean>;
  detect(image: Buffer): Promise<PetDetection>;
  /** The pet's mask as a grey PNG (white = pet) at the photo's size. */
  segment(image: Buffer): Promise<Buffer>;
  /** Paints a style as a lossless PNG: 800 px for previews, up to 2400 px for prints. */
  stylize(style: StyleId, image: Buffer, options?: PaintOptions): Promise<Buffer>;
  /** The watermarked preview (≤ 800 px) of a painting. */
  preview(painted: Buffer): Promise<Buffer>;
  toPng(image: Buffer): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PaintOptions {
  maskPng?: Buffer;
  petName?: string;
  maxSide?: number;
}

export type PortraitTaskRunner = <T>(task: PortraitTask) => Promise<T>;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The work as calls, each task run by `run`: a process pool, a job queue, or inline. */
export function portraitWorkOn(run: PortraitTaskRunner, close: () => Promise<void>): PortraitWork {
  return {
    normalize: async (bytes) => {
      const image = await run<NormalizedImage>({ task: "normalize", bytes });
      return { ...image, data: asBuffer(image.data) };
    },
    samePhoto: (image, original) => run<boolean>({ task: "samePhoto", image, original }),
    detect: (image) => run<PetDetection>({ task: "detect", image }),
    segment: async (image) => asBuffer(await run<Uint8Array>({ task: "segment", image })),
    stylize: async (style, image, options = {}) =>
      asBuffer(await run<Uint8Array>({ task: "stylize", style, image, ...options })),
    preview: async (painted) => asBuffer(await run<Uint8Array>({ task: "preview", painted })),
    toPng: async (image) => asBuffer(await run<Uint8Array>({ task: "png", image })),
    close,
  };
}

/** A worker error back as the class the services act on. */
export function revive({ name, message, statusCode }: WorkerError): Error {
  if (name === "ImageRejected") return new ImageRejected(message, statusCode);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Worker processes for portrait tasks: one core is left to the web process, so pages and files keep
 * answering while photos are decoded and painted. A short queue absorbs bursts; past it the caller
 * is told to retry (PoolBusyError, answered as 503).
 */
export function createPortraitTaskPool(size = Math.max(1, Math.min(4, availableParallelism() - 1))) {
  const pool = createProcessPool({
    file: fileURLToPath(new URL("./portrait-process.ts", import.meta.url)),
    // The worker is TypeScript: load it through tsx like the server itself.
    execArgv: ["--import", "tsx"],
    size,
    maxQueue: 16,
    timeoutMs: 120_000,
    revive,
  });
  return { size, run: ((task) => pool.run(task)) as PortraitTaskRunner, close: pool.close };
}

/** The default: portrait work in worker processes of this instance. */
export function createPortraitWorkPool(): PortraitWork {
  const pool = createPortraitTaskPool();
  return portraitWorkOn(pool.run, pool.close);
}

/** The same work in this process, for tests; `overrides` stand in for the detector or the stylizer. */
export function createInlinePortraitWork(
  overrides: Partial<Pick<PortraitWork, "detect" | "segment" | "stylize">> = {},
) {
  const work = portraitWorkOn(
    async <T>(task: PortraitTask) => (await runPortraitTask(task)) as T,
    async () => {},
  );
  return { ...work, ...overrides };
}
