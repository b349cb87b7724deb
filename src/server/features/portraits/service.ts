import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  CLASSIC_STYLE,
  MAGIC_STYLES,
  PORTRAIT_LIMITS,
  type PortraitStyleId,
} from "../../../contract/portrait-styles";
import type { PetDetection } from "../../engines/detect";
import { ImageRejected } from "../../engines/images/images";
import type { PortraitWork } from "../../engines/portrait-work";
import { HttpError, notFound } from "../../http/errors";
import type { IpHasher } from "../../http/ip-hash";
import { type ReplicateClient, ReplicateCreditsError } from "../../providers/replicate";
import type { FileStorage } from "../../providers/storage";
import type { PortraitPhoto, PortraitResult, PortraitStore } from "./store";

/** SPEC §7's session message: for a missing session, and for one that belongs to another browser. */
const SESSION_ERROR = "Session Error - Please refresh the page and try again.";

/** Most portraits one session may make: four magic styles or a classic, with retries to spare. */
const MAX_RESULTS_PER_SESSION = 12;

const STYLES: { id: PortraitStyleId; name: string; prompt: string; kind: "magic" | "classic" }[] = [
  ...MAGIC_STYLES.map((s) => ({ id: s.id, name: s.name, prompt: s.prompt, kind: "magic" as const })),
  { id: CLASSIC_STYLE.id, name: CLASSIC_STYLE.name, prompt: CLASSIC_STYLE.prompt, kind: "classic" as const },
];

/** The style a request names: by its prompt text (SPEC), its id or its display name. */
export function findStyle(style: string) {
  const wanted = style.trim();
  return STYLES.find((s) => s.prompt === wanted || s.id === wanted || s.name === wanted);
}

export function notAPet(detection: Extract<PetDetection, { isPet: false }>): HttpError {
  return new HttpError(
    422,
    `This doesn't appear to be a pet photo. We detected: ${detection.detected}. Please upload a clear photo of your pet.`,
    {
      isPetDetectionError: true,
      detectedType: detection.kind,
      confidence: detection.confidence,
    },
  );
}

export interface PortraitServiceOptions {
  store: PortraitStore;
  storage: FileStorage;
  work: PortraitWork;
  /** When set, portraits are painted by Replicate instead of the local stylizer. */
  replicate: ReplicateClient | undefined;
  hashIp: IpHasher;
  log: FastifyBaseLogger;
}

export function createPortraitService({
  store,
  storage,
  work,
  replicate,
  hashIp,
  log,
}: PortraitServiceOptions) {
  /** The session, if this browser owns it; another browser's session looks exactly like a missing one. */
  async function requireSession(sessionId: string, owner: string | undefined) {
    const session = await store.findSession(sessionId);
    if (!session || !owner || session.ownerHash !== owner) throw notFound(SESSION_ERROR);
    return session;
  }

  /**
   * The photo to paint. SPEC sends the photo with every transform: when it shows the session's latest
   * photo (the page sends a 512-px preview of what it uploaded), the full-size upload is painted;
   * anything else is checked like an upload and becomes the session's photo.
   */
  async function photoFor(sessionId: string, imageData: Buffer) {
    const latest = await store.latestPhoto(sessionId);
    if (latest) {
      const original = await storage.get(latest.storageKey);
      if (!original)
        throw new HttpError(410, "The photo for this session has expired. Please upload it again.");
      if (await work.samePhoto(imageData, original)) return { photo: latest, original };
    }
    return acceptPhoto(sessionId, imageData);
  }

  /** Validates, checks for a pet, and keeps the original privately; answers it with its stored bytes. */
  async function acceptPhoto(sessionId: string, bytes: Buffer) {
    let image: Awaited<ReturnType<PortraitWork["normalize"]>>;
    try {
      image = await work.normalize(bytes);
    } catch (error) {
      if (error instanceof ImageRejected) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
    const detection = await work.detect(image.data);
    if (!detection.isPet) throw notAPet(detection);
    const storageKey = `originals/${randomUUID()}.jpg`;
    await storage.put(storageKey, image.data);
    const photo = await store.addPhoto({ sessionId, storageKey, width: image.width, height: image.height });
    return { photo, original: image.data };
  }

  /** In-flight work per photo or result, so simultaneous requests share one mask or one print. */
  const inFlight = new Map<string, Promise<unknown>>();
  function once<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = make().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /** The pet's mask for a photo (grey PNG), segmented once and kept beside the original. */
  function maskFor(photo: PortraitPhoto, original: Buffer): Promise<Buffer> {
    return once(`mask:${photo.id}`, async () => {
      const stored = photo.maskKey && (await storage.get(photo.maskKey));
      if (stored) return stored;
      const mask = await work.segment(original);
      const maskKey = `masks/${photo.id}.png`;
      await storage.put(maskKey, mask);
      await store.setPhotoMask(photo.id, maskKey);
      return mask;
    });
  }

  async function paint(
    style: (typeof STYLES)[number],
    photo: PortraitPhoto,
    original: Buffer,
    petName: string | undefined,
  ): Promise<Buffer> {
    if (!replicate) {
      return work.stylize(style.id, original, {
        maskPng: await maskFor(photo, original),
        ...(petName ? { petName } : {}),
      });
    }
    const dataUrl = `data:image/jpeg;base64,${original.toString("base64")}`;
    try {
      return await replicate.transform(
        dataUrl,
        petName ? `${style.prompt}, with the name "${petName}" lettered on the artwork` : style.prompt,
      );
    } catch (error) {
      if (error instanceof ReplicateCreditsError) {
        throw new HttpError(
          402,
          "AI transformations require Replicate credits. Please check the Replicate account.",
          { requiresApiKey: true },
        );
      }
      log.warn({ err: error }, "Replicate transform failed");
      throw new HttpError(502, `AI transformation failed: ${(error as Error).message}`);
    }
  }

  /**
   * The paid file of a portrait, as PNG: the local stylizer paints it again at print size (up to
   * 2400 px, at most twice the photo), once, and keeps it; a Replicate painting is sold as made.
   * Callers must have verified the payment.
   */
  function printFile(resultId: string): Promise<Buffer | undefined> {
    return once(`print:${resultId}`, async () => {
      const result = await store.findResult(resultId);
      if (!result) return undefined;
      const kept = result.printKey && (await storage.get(result.printKey));
      if (kept) return kept;
      const print = await makePrint(result);
      if (!print) return undefined;
      const printKey = `prints/${result.id}.png`;
      await storage.put(printKey, print);
      await store.setPrintKey(result.id, printKey);
      return print;
    });
  }

  async function makePrint(result: PortraitResult): Promise<Buffer | undefined> {
    const photo =
      result.engine === "local" && result.photoId ? await store.findPhoto(result.photoId) : undefined;
    const original = photo && (await storage.get(photo.storageKey));
    if (photo && original) {
      return work.stylize(result.style as PortraitStyleId, original, {
        maskPng: await maskFor(photo, original),
        maxSide: printSide(photo),
        ...(result.petName ? { petName: result.petName } : {}),
      });
    }
    // Replicate's painting, or a portrait whose photo has gone: the kept painting is the file.
    const painted = await storage.get(result.originalKey);
    return painted && work.toPng(painted);
  }

  return {
    /** Creates the session for this browser; creating it again is harmless, taking another's is refused. */
    async createSession(sessionId: string, ip: string, owner: string) {
      await store.createSession({
        id: sessionId,
        kind: sessionId.startsWith("classic_") ? "classic" : "magic",
        ipHash: hashIp(ip),
        ownerHash: owner,
      });
      const session = await store.findSession(sessionId);
      if (session?.ownerHash !== owner) throw new HttpError(409, SESSION_ERROR);
      return { success: true, sessionId };
    },

    async upload(sessionId: string, owner: string | undefined, bytes: Buffer) {
      await requireSession(sessionId, owner);
      const { photo, original } = await acceptPhoto(sessionId, bytes);
      // The mask is ready, or nearly, by the time a style is chosen; the transform joins this run.
      if (!replicate) {
        maskFor(photo, original).catch((err: unknown) => log.warn({ err }, "Segmenting a new photo failed"));
      }
      return { photoId: photo.id, width: photo.width, height: photo.height };
    },

    async transform(input: {
      sessionId: string;
      owner: string | undefined;
      style: string;
      imageData: Buffer;
      petName?: string | undefined;
    }) {
      const session = await requireSession(input.sessionId, input.owner);
      const style = findStyle(input.style);
      if (!style)
        throw new HttpError(
          400,
          "Unknown style: choose one of Van Gogh, Pop Art Style, Oil Painting, Picasso Style or the classic portrait.",
        );
      if (style.kind !== session.kind) {
        throw new HttpError(
          403,
          `This ${session.kind} portrait session can't make a ${style.name} portrait. Please start again from the right page.`,
        );
      }
      if ((await store.countResults(session.id)) >= MAX_RESULTS_PER_SESSION) {
        throw new HttpError(
          429,
          "This photo has had all its portraits. Please start again with a new photo.",
        );
      }
      const { photo, original } = await photoFor(session.id, input.imageData);
      const petName = style.kind === "classic" ? input.petName || undefined : undefined;
      const painted = await paint(style, photo, original, petName);
      const preview = await work.preview(painted);
      const id = `${style.id}_${Date.now()}_${randomUUID().slice(0, 8)}`;
      // The painting is kept as made (lossless for the local stylizer); the preview is only for show.
      const originalKey = `results/${id}${replicate ? "" : ".png"}`;
      const previewKey = `previews/${id}.jpg`;
      await storage.put(originalKey, painted);
      await storage.put(previewKey, preview);
      await store.addResult({
        id,
        sessionId: session.id,
        photoId: photo.id,
        style: style.id,
        previewKey,
        originalKey,
        engine: replicate ? "replicate" : "local",
        petName: petName ?? null,
      });
      return {
        transformedImageUrl: `/api/portrait-previews/${id}`,
        transformationId: id,
        filterName: style.name,
        watermarked: true as const,
      };
    },

    /** The watermarked preview; the unwatermarked file is never served here. */
    async preview(id: string): Promise<Buffer> {
      const result = /^[a-z-]+_\d+_[0-9a-f]{8}$/.test(id) ? await store.findResult(id) : undefined;
      const bytes = result && (await storage.get(result.previewKey));
      if (!bytes) throw notFound("Portrait not found.");
      return bytes;
    },

    /** What a page needs to show the session's portraits again (e.g. after Back from checkout). */
    async portraits(sessionId: string, owner: string | undefined) {
      const session = await requireSession(sessionId, owner);
      const results = await store.results(session.id);
      return {
        sessionId: session.id,
        kind: session.kind,
        portraits: results.map((r) => ({
          transformationId: r.id,
          styleId: r.style,
          filterName: STYLES.find((s) => s.id === r.style)?.name ?? r.style,
          transformedImageUrl: `/api/portrait-previews/${r.id}`,
          ...(r.petName ? { petName: r.petName } : {}),
        })),
      };
    },

    printFile,

    /** Starts making the prints of a verified purchase, so downloads find them ready. */
    preparePrints(resultIds: string[]): void {
      for (const id of resultIds) {
        printFile(id).catch((error: unknown) =>
          log.error({ err: error, resultId: id }, "Print could not be made"),
        );
      }
    },

    async save(sessionId: string, owner: string | undefined, ids: string[]) {
      await requireSession(sessionId, owner);
      return { success: true, saved: await store.markSaved(sessionId, ids) };
    },
  };
}

export type PortraitService = ReturnType<typeof createPortraitService>;

/** Long side of a print: 2400 px, never more than twice the photo (beyond that it only magnifies blur). */
export function printSide(photo: { width: number; height: number }): number {
  return Math.min(PORTRAIT_LIMITS.printMaxSide, 2 * Math.max(photo.width, photo.height));
}
