import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { CLASSIC_STYLE, MAGIC_STYLES, type PortraitStyleId } from "../../../contract/portraits";
import type { PetDetection } from "../../engines/detect";
import { ImageRejected } from "../../engines/images/images";
import type { PortraitWork } from "../../engines/portrait-work";
import { HttpError, notFound } from "../../http/errors";
import type { IpHasher } from "../../http/ip-hash";
import { type ReplicateClient, ReplicateCreditsError } from "../../providers/replicate";
import type { FileStorage } from "../../providers/storage";
import type { PortraitStore } from "./store";

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
    const original = latest && (await storage.get(latest.storageKey));
    if (latest && !original)
      throw new HttpError(410, "The photo for this session has expired. Please upload it again.");
    if (latest && original && (await work.samePhoto(imageData, original))) return { photo: latest, original };
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

  async function paint(
    style: (typeof STYLES)[number],
    original: Buffer,
    petName: string | undefined,
  ): Promise<Buffer> {
    if (!replicate) return work.stylize(style.id === "classic" ? "classic" : style.id, original, petName);
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
      const { photo } = await acceptPhoto(sessionId, bytes);
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
      const painted = await paint(
        style,
        original,
        style.kind === "classic" ? input.petName || undefined : undefined,
      );
      const { result, preview } = await work.finish(painted);
      const id = `${style.id}_${Date.now()}_${randomUUID().slice(0, 8)}`;
      const originalKey = `results/${id}.jpg`;
      const previewKey = `previews/${id}.jpg`;
      await storage.put(originalKey, result);
      await storage.put(previewKey, preview);
      await store.addResult({
        id,
        sessionId: session.id,
        photoId: photo.id,
        style: style.id,
        previewKey,
        originalKey,
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

    async save(sessionId: string, owner: string | undefined, ids: string[]) {
      await requireSession(sessionId, owner);
      return { success: true, saved: await store.markSaved(sessionId, ids) };
    },
  };
}

export type PortraitService = ReturnType<typeof createPortraitService>;
