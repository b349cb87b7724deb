import type { FastifyBaseLogger } from "fastify";
import type { FileStorage } from "../../providers/storage";
import type { PortraitStore } from "./store";

const DAY_MS = 24 * 3600_000;
/** Rows per round, so one run never holds much in memory; a run goes on until nothing is left. */
const BATCH = 200;

export interface RetentionPolicy {
  /** Uploaded photos, their masks and unpaid portraits. */
  days: number;
  /** Paid portraits and their prints, counted from the payment. */
  paidDays: number;
}

/**
 * Deletes what is past retention: files first, then their rows, so a file that could not be deleted
 * keeps its row and is tried again on the next run.
 */
export function createRetention(
  store: PortraitStore,
  storage: FileStorage,
  policy: RetentionPolicy,
  log: FastifyBaseLogger,
) {
  const deleteFiles = async (keys: (string | null)[]) => {
    for (const key of keys) if (key) await storage.delete(key);
  };
  return async function deleteExpired(now = new Date()): Promise<{ photos: number; portraits: number }> {
    const unpaidBefore = new Date(now.getTime() - policy.days * DAY_MS);
    const paidBefore = new Date(now.getTime() - policy.paidDays * DAY_MS);
    let photos = 0;
    let portraits = 0;
    for (;;) {
      const results = await store.expiredResults(unpaidBefore, paidBefore, BATCH);
      for (const r of results) await deleteFiles([r.previewKey, r.originalKey, r.printKey]);
      await store.deleteResults(results.map((r) => r.id));
      portraits += results.length;
      if (results.length < BATCH) break;
    }
    for (;;) {
      const expired = await store.expiredPhotos(unpaidBefore, BATCH);
      for (const p of expired) await deleteFiles([p.storageKey, p.maskKey]);
      await store.deletePhotos(expired.map((p) => p.id));
      photos += expired.length;
      if (expired.length < BATCH) break;
    }
    if (photos + portraits > 0)
      log.info({ photos, portraits }, "retention: deleted expired photos and portraits");
    return { photos, portraits };
  };
}
