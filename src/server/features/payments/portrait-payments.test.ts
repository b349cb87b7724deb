import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAGIC_STYLES } from "../../../contract/portrait-styles";
import { createInlinePortraitWork } from "../../engines/portrait-work";
import { createLocalStorage } from "../../providers/storage";
import { browserCookie, createTestApp, type TestApp, testCardPayment } from "../../testing/app";
import { watermarkCorner } from "../../testing/watermark-corner";

const CAT = readFileSync("public/images/chelsea-cat.webp");
/** Every painting asked of the stylizer, to see previews and prints apart. */
const paintings: { style: string; maxSide: number }[] = [];
/** Stands in for the stylizer: the photo hue-shifted, at the size the real one would paint. */
async function fakePaint(image: Buffer, maxSide: number): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const side = Math.min(maxSide, 2 * Math.max(width, height));
  return sharp(image).resize(side, side, { fit: "inside" }).modulate({ hue: 90 }).png().toBuffer();
}
const work = createInlinePortraitWork({
  detect: async () => ({ isPet: true, animals: ["cat"] }),
  segment: (image) => sharp(image).greyscale().threshold(0).png().toBuffer(),
  stylize: async (style, image, options = {}) => {
    paintings.push({ style, maxSide: options.maxSide ?? 800 });
    return fakePaint(image, options.maxSide ?? 800);
  },
});

let t: TestApp;
let root: string;
let octet = 0;
/** The buyer's browser; STRANGER is another browser that has learnt the buyer's ids. */
const BUYER = browserCookie();
const STRANGER = browserCookie();
const post = (url: string, payload: object, cookie = BUYER) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { cookie },
    remoteAddress: `10.13.0.${++octet % 250}`,
  });

async function sessionWith(kind: "magic" | "classic", styles: string[]) {
  const sessionId = `${kind}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await post("/api/create-portrait-session", { sessionId });
  const ids: string[] = [];
  for (const style of styles) {
    const made = await post("/api/ai-transform", {
      imageData: `data:image/webp;base64,${CAT.toString("base64")}`,
      style,
      width: 1,
      height: 1,
      sessionId,
    });
    ids.push(made.json().transformationId);
  }
  return { sessionId, ids };
}

async function buy(body: object) {
  const intent = (await post("/api/create-transformation-payment-intent", body)).json();
  await post("/api/local-payments/confirm", testCardPayment(intent));
  return intent.paymentIntentId as string;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "minty-pay-"));
  t = await createTestApp({}, { storage: createLocalStorage(root), portraitWork: work });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe("portrait purchases", () => {
  it("one magic portrait: verified payment gives a signed link to the unwatermarked PNG", async () => {
    const { sessionId, ids } = await sessionWith("magic", ["vintage", "pop-art"]);
    const intentId = await buy({
      sessionId,
      purchaseType: "individual",
      amount: 3.95,
      transformationId: ids[0],
    });
    const verified = (await post("/api/verify-transformation-payment", { paymentIntentId: intentId })).json();
    expect(verified).toMatchObject({
      success: true,
      purchaseType: "individual",
      purchaseAmount: 3.95,
      styleType: "magic",
    });
    expect(verified.transformations).toHaveLength(1);
    const link = verified.transformations[0].imageUrl as string;
    expect(link).toMatch(/^\/api\/downloads\/vintage_[^?]+\?expires=\d+&sig=/);
    const file = await t.app.inject(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    // A print: the 451 × 300 photo painted again at twice its size (never more), losslessly,
    // with no watermark in the corner where the preview has one.
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "png", width: 902, height: 600 });
    expect(paintings.filter((p) => p.maxSide > 800)).toEqual([{ style: "vintage", maxSide: 902 }]);
    const [a, b] = [
      await watermarkCorner(file.rawPayload),
      await watermarkCorner(await fakePaint(CAT, 2400)),
    ];
    expect(a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / a.length).toBeLessThan(1);
    // The print is made once and kept: a second download does not paint again.
    expect((await t.app.inject(link)).rawPayload.equals(file.rawPayload)).toBe(true);
    expect(paintings.filter((p) => p.maxSide > 800)).toHaveLength(1);
  });

  it("a large photo's print is 2400 px on its long side; its preview stays 800 px and watermarked", async () => {
    const large = await sharp(CAT).resize(3000).jpeg({ quality: 92 }).toBuffer();
    const sessionId = `magic_${Date.now()}_large1`;
    await post("/api/create-portrait-session", { sessionId });
    const made = (
      await post("/api/ai-transform", {
        imageData: `data:image/jpeg;base64,${large.toString("base64")}`,
        style: "picasso",
        width: 1,
        height: 1,
        sessionId,
      })
    ).json();
    const preview = await t.app.inject(made.transformedImageUrl);
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 800, height: 532 });
    const intentId = await buy({
      sessionId,
      purchaseType: "individual",
      amount: 3.95,
      transformationId: made.transformationId,
    });
    const verified = (await post("/api/verify-transformation-payment", { paymentIntentId: intentId })).json();
    const file = await t.app.inject(verified.transformations[0].imageUrl);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 2400,
      height: 1597,
    });
  });

  it("refuses a tampered amount, another session's portrait, and an incomplete bundle", async () => {
    const mine = await sessionWith("magic", ["vintage"]);
    const theirs = await sessionWith("magic", ["vintage"]);
    const tampered = await post("/api/create-transformation-payment-intent", {
      sessionId: mine.sessionId,
      purchaseType: "individual",
      amount: 0.01,
      transformationId: mine.ids[0],
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toMatch(/amount does not match/);
    const stolen = await post("/api/create-transformation-payment-intent", {
      sessionId: mine.sessionId,
      purchaseType: "individual",
      amount: 3.95,
      transformationId: theirs.ids[0],
    });
    expect(stolen.statusCode).toBe(403);
    const bundle = await post("/api/create-transformation-payment-intent", {
      sessionId: mine.sessionId,
      purchaseType: "bundle",
      amount: 9.95,
      transformationIds: mine.ids,
    });
    expect(bundle.statusCode).toBe(400);
  });

  it("the bundle of four and a classic portrait", async () => {
    const magic = await sessionWith(
      "magic",
      MAGIC_STYLES.map((s) => s.id),
    );
    const bundle = (
      await post("/api/verify-transformation-payment", {
        paymentIntentId: await buy({
          sessionId: magic.sessionId,
          purchaseType: "bundle",
          amount: 9.95,
          transformationIds: magic.ids,
        }),
      })
    ).json();
    expect(bundle.transformations.map((x: { filterName: string }) => x.filterName)).toEqual([
      "Van Gogh",
      "Pop Art Style",
      "Oil Painting",
      "Picasso Style",
    ]);
    const classic = await sessionWith("classic", ["classic"]);
    const paid = (
      await post("/api/verify-transformation-payment", {
        paymentIntentId: await buy({
          sessionId: classic.sessionId,
          purchaseType: "classic",
          amount: 7.95,
          transformationId: classic.ids[0],
        }),
      })
    ).json();
    expect(paid).toMatchObject({ success: true, styleType: "classic", purchaseAmount: 7.95 });
  });

  it("grants nothing without payment, and refuses forged or expired links", async () => {
    const { sessionId, ids } = await sessionWith("magic", ["vintage"]);
    const intent = (
      await post("/api/create-transformation-payment-intent", {
        sessionId,
        purchaseType: "individual",
        amount: 3.95,
        transformationId: ids[0],
      })
    ).json();
    const unpaid = (
      await post("/api/verify-transformation-payment", { paymentIntentId: intent.paymentIntentId })
    ).json();
    expect(unpaid).toEqual({
      success: false,
      transformations: [],
      message: "Invalid Access - No payment information found",
    });
    expect(
      (await post("/api/verify-transformation-payment", { paymentIntentId: "pi_local_nope" })).json().success,
    ).toBe(false);
    const future = Math.floor(Date.now() / 1000) + 600;
    expect((await t.app.inject(`/api/downloads/${ids[0]}?expires=${future}&sig=forged`)).statusCode).toBe(
      403,
    );
    expect((await t.app.inject(`/api/downloads/${ids[0]}`)).statusCode).toBe(403);
    await post("/api/local-payments/confirm", testCardPayment(intent));
    const link = (
      await post("/api/verify-transformation-payment", { paymentIntentId: intent.paymentIntentId })
    ).json().transformations[0].imageUrl as string;
    const expired = link.replace(/expires=\d+/, "expires=1000");
    expect((await t.app.inject(expired)).statusCode).toBe(403);
    expect((await t.app.inject(link.replace(ids[0]!, "pop-art_1_deadbeef"))).statusCode).toBe(403);
  });

  it("only the buyer's browser can start a checkout for its session or turn its payment into links", async () => {
    const { sessionId, ids } = await sessionWith("magic", ["vintage"]);
    const order = { sessionId, purchaseType: "individual", amount: 3.95, transformationId: ids[0] };
    for (const cookie of [STRANGER, ""]) {
      const foreign = await post("/api/create-transformation-payment-intent", order, cookie);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toMatch(/Missing checkout information/);
    }
    const paymentIntentId = await buy(order);
    for (const cookie of [STRANGER, ""]) {
      const verified = (await post("/api/verify-transformation-payment", { paymentIntentId }, cookie)).json();
      expect(verified).toEqual({
        success: false,
        transformations: [],
        message: "Invalid Access - No payment information found",
      });
    }
    expect((await post("/api/verify-transformation-payment", { paymentIntentId })).json().success).toBe(true);
  });

  it("never sells a $7.95 classic portrait at the $3.95 magic price, nor a magic one as a classic", async () => {
    const classic = await sessionWith("classic", ["classic"]);
    const asMagic = await post("/api/create-transformation-payment-intent", {
      sessionId: classic.sessionId,
      purchaseType: "individual",
      amount: 3.95,
      transformationId: classic.ids[0],
    });
    expect(asMagic.statusCode).toBe(404);
    const magic = await sessionWith("magic", ["vintage"]);
    const asClassic = await post("/api/create-transformation-payment-intent", {
      sessionId: magic.sessionId,
      purchaseType: "classic",
      amount: 7.95,
      transformationId: magic.ids[0],
    });
    expect(asClassic.statusCode).toBe(404);
    // At its own price it is sold.
    const right = {
      sessionId: classic.sessionId,
      purchaseType: "classic",
      amount: 7.95,
      transformationId: classic.ids[0],
    };
    expect((await post("/api/create-transformation-payment-intent", right)).statusCode).toBe(200);
  });

  it("never sells the same portraits twice: a second checkout is sent to the first purchase", async () => {
    const { sessionId, ids } = await sessionWith("magic", ["vintage", "pop-art", "oil-painting", "picasso"]);
    const single = { sessionId, purchaseType: "individual", amount: 3.95, transformationId: ids[0] };
    const pending = await post("/api/create-transformation-payment-intent", single);
    expect(pending.statusCode).toBe(200); // a checkout opened again before paying is fine
    const paid = await buy(single);
    const again = await post("/api/create-transformation-payment-intent", single);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ alreadyPurchased: true, paymentIntentId: paid });
    expect(again.json().error).toMatch(/already own this portrait/);
    // The bundle still sells: three of its four portraits are new.
    const bundle = { sessionId, purchaseType: "bundle", amount: 9.95, transformationIds: ids };
    expect((await post("/api/create-transformation-payment-intent", bundle)).statusCode).toBe(200);
  });

  it("a payment for the names PDF cannot be reused to get portraits", async () => {
    const requestId = (
      await post("/api/generate-names", { description: "A goofy brown boxer who loves tennis balls" })
    ).json().requestId;
    const intent = (await post("/api/create-payment-intent", { requestId })).json();
    await post("/api/local-payments/confirm", testCardPayment(intent));
    const reused = (
      await post("/api/verify-transformation-payment", { paymentIntentId: intent.paymentIntentId })
    ).json();
    expect(reused).toMatchObject({ success: false, transformations: [] });
  });
});
