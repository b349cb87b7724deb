import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInlinePortraitWork } from "../../engines/portrait-work";
import { createLocalStorage } from "../../providers/storage";
import { takeLease } from "../../scheduled-task";
import { browserCookie, createTestApp, type TestApp, testCardPayment } from "../../testing/app";
import { createRetention } from "./retention";
import { createPortraitStore } from "./store";

const CAT = readFileSync("public/images/chelsea-cat.webp");
const work = createInlinePortraitWork({
  detect: async () => ({ isPet: true, animals: ["cat"] }),
  segment: (image) => sharp(image).greyscale().png().toBuffer(),
  stylize: async (_style, image) => sharp(image).negate().png().toBuffer(),
});
const OWNER = browserCookie();
const DAY_MS = 24 * 3600_000;

let t: TestApp;
let root: string;
let storage: ReturnType<typeof createLocalStorage>;
let octet = 0;
const post = (url: string, payload: object) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { cookie: OWNER },
    remoteAddress: `10.21.0.${++octet % 250}`,
  });

/** A session with one uploaded photo and one portrait of it; bought when `paid`. */
async function portrait(paid: boolean) {
  const sessionId = `magic_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await post("/api/create-portrait-session", { sessionId });
  const made = (
    await post("/api/ai-transform", {
      imageData: `data:image/webp;base64,${CAT.toString("base64")}`,
      style: "vintage",
      width: 1,
      height: 1,
      sessionId,
    })
  ).json();
  const id: string = made.transformationId;
  let link: string | undefined;
  if (paid) {
    const intent = (
      await post("/api/create-transformation-payment-intent", {
        sessionId,
        purchaseType: "individual",
        amount: 3.95,
        transformationId: id,
      })
    ).json();
    await post("/api/local-payments/confirm", testCardPayment(intent));
    const verified = (
      await post("/api/verify-transformation-payment", { paymentIntentId: intent.paymentIntentId })
    ).json();
    link = verified.transformations[0].imageUrl;
    expect((await t.app.inject(link!)).statusCode).toBe(200); // the print is made
  }
  const store = createPortraitStore(t.database.db);
  const result = (await store.findResult(id))!;
  const photo = (await store.findPhoto(result.photoId!))!;
  return { sessionId, id, link, result, photo };
}

/** Moves a portrait and its photo back in time, and its payment (if any) by `paidDaysAgo`. */
async function age(p: Awaited<ReturnType<typeof portrait>>, days: number, paidDaysAgo = 0) {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  const paidAt = new Date(Date.now() - paidDaysAgo * DAY_MS).toISOString();
  await t.database.db.execute(sql`update portrait_results set created_at = ${at} where id = ${p.id}`);
  await t.database.db.execute(sql`update portrait_photos set created_at = ${at} where id = ${p.photo.id}`);
  await t.database.db.execute(
    sql`update orders set paid_at = ${paidAt} where items -> 'transformationIds' @> jsonb_build_array(${p.id}::text)`,
  );
}

const stored = async (key: string | null) => key !== null && (await storage.get(key)) !== undefined;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "minty-retention-"));
  storage = createLocalStorage(root);
  t = await createTestApp({}, { storage, portraitWork: work });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe("retention", () => {
  it("deletes photos and unpaid portraits after RETENTION_DAYS, keeps paid ones for PAID_RETENTION_DAYS", async () => {
    const unpaidOld = await portrait(false);
    const unpaidNew = await portrait(false);
    const paidRecent = await portrait(true);
    const paidLongAgo = await portrait(true);
    await age(unpaidOld, 8);
    await age(unpaidNew, 6);
    await age(paidRecent, 8, 8);
    await age(paidLongAgo, 400, 366);
    const store = createPortraitStore(t.database.db);
    const run = createRetention(store, storage, { days: 7, paidDays: 365 }, t.app.log);
    expect(await run()).toEqual({ photos: 3, portraits: 2 });

    // Unpaid and old: every file and row gone; the preview answers 404.
    for (const key of [unpaidOld.photo.storageKey, unpaidOld.result.previewKey, unpaidOld.result.originalKey])
      expect(await stored(key)).toBe(false);
    expect(await store.findResult(unpaidOld.id)).toBeUndefined();
    expect((await t.app.inject(`/api/portrait-previews/${unpaidOld.id}`)).statusCode).toBe(404);
    // Younger than the retention: kept.
    expect(await stored(unpaidNew.photo.storageKey)).toBe(true);
    expect(await stored(unpaidNew.result.previewKey)).toBe(true);
    // Paid 8 days ago: the print and the painting stay and still download; the photo has gone.
    expect(await stored(paidRecent.photo.storageKey)).toBe(false);
    const kept = (await store.findResult(paidRecent.id))!;
    expect(await stored(kept.printKey)).toBe(true);
    expect((await t.app.inject(paidRecent.link!)).statusCode).toBe(200);
    // Paid 366 days ago: gone.
    expect(await store.findResult(paidLongAgo.id)).toBeUndefined();
    expect(await stored(paidLongAgo.result.originalKey)).toBe(false);

    expect(await run()).toEqual({ photos: 0, portraits: 0 });
  });

  it("keeps an old photo while its paid portrait still waits for its print", async () => {
    const paid = await portrait(true);
    await t.database.db.execute(sql`update portrait_results set print_key = null where id = ${paid.id}`);
    await age(paid, 8, 8);
    const store = createPortraitStore(t.database.db);
    await createRetention(store, storage, { days: 7, paidDays: 365 }, t.app.log)();
    expect(await stored(paid.photo.storageKey)).toBe(true);
    expect(await store.findResult(paid.id)).toBeDefined();
  });

  it("runs on one instance at a time: the lease goes to one taker until it ends", async () => {
    const db = t.database.db;
    const taken = await Promise.all(
      ["a", "b", "c"].map((holder) => takeLease(db, "test-task", holder, 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(db, "short-task", "a", 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(await takeLease(db, "short-task", "b", 60_000)).toBe(true);
    expect(await takeLease(db, "short-task", "a", 60_000)).toBe(false);
  });
});
