/**
 * Van Gogh's essentials on fixtures with their hand-drawn masks: a blue-and-yellow swirling sky in
 * strokes behind the pet (not the photo's background), the pet's own features kept (a black cat's
 * eyes stay lighter than its fur), and a print that is the preview's painting at more pixels.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMask, fixtureMaskAt, photoPath } from "../../../../test/fixtures";
import { stylize } from "./index";
import { rgbToLab } from "./lab";
import { coherence, crop, decodeImage, decodePng, structuralCorrelation } from "./metrics";
import { type Rgb, resize } from "./raster";

/** Mean Lab L over a disc (or ring from `inner`) at photo coordinates scaled to the painting. */
function meanL(img: Rgb, cx: number, cy: number, outer: number, inner = 0): number {
  let acc = 0;
  let n = 0;
  for (let y = Math.floor(cy - outer); y <= cy + outer; y++) {
    for (let x = Math.floor(cx - outer); x <= cx + outer; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d > outer || d < inner) continue;
      const o = (y * img.width + x) * 3;
      acc += rgbToLab(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!)[0];
      n++;
    }
  }
  return acc / n;
}

const BOMBAY = "oxford_cat_Bombay_10.jpg";
const PYRENEES = "oxford_dog_great_pyrenees_101.jpg";

describe("Van Gogh", () => {
  const out = new Map<string, Rgb>();
  const photo = new Map<string, Rgb>();
  beforeAll(async () => {
    for (const p of [BOMBAY, PYRENEES]) {
      const bytes = readFileSync(photoPath(`pets/${p}`));
      out.set(p, await decodePng(await stylize("vintage", bytes, { mask: await fixtureMask(p) })));
      photo.set(p, await decodeImage(bytes));
    }
  }, 60_000);

  it.each([BOMBAY, PYRENEES])(
    "paints a blue-and-yellow sky behind the pet in %s, not the photo's background",
    async (p) => {
      const img = out.get(p)!;
      const src = photo.get(p)!;
      const m = await fixtureMaskAt(p, img.width, img.height);
      let bg = 0;
      let bluesYellows = 0;
      let moved = 0;
      for (let i = 0; i < m.length; i++) {
        if (m[i]! > 0.05) continue;
        bg++;
        const o = i * 3;
        const [, a, b] = rgbToLab(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!);
        // Ultramarine, cobalt, cerulean (b* < −8) or chrome yellow and ochre (b* > 20, a* small).
        if (b < -8 || (b > 20 && a < 30)) bluesYellows++;
        moved += Math.hypot(...[0, 1, 2].map((c) => img.data[o + c]! - src.data[o + c]!));
      }
      expect(bg).toBeGreaterThan(m.length * 0.2);
      expect(bluesYellows / bg).toBeGreaterThan(0.75);
      expect(moved / bg).toBeGreaterThan(0.25);
    },
  );

  it("lays coherent directional strokes in the sky", () => {
    const img = out.get(PYRENEES)!;
    const src = photo.get(PYRENEES)!;
    // Upper right corner: background in this photo.
    const w = Math.round(img.width * 0.25);
    const h = Math.round(img.height * 0.3);
    const x = img.width - w;
    expect(coherence(crop(img, x, 0, w, h))).toBeGreaterThan(0.3);
    expect(coherence(crop(img, x, 0, w, h))).toBeGreaterThan(coherence(crop(src, x, 0, w, h)) + 0.1);
  });

  it("keeps a black cat's yellow eyes lighter than the fur around them", () => {
    const img = out.get(BOMBAY)!;
    const k = img.width / 500;
    // Eyes marked on the 500×375 photo.
    for (const [x, y] of [
      [236, 138],
      [311, 120],
    ] as const) {
      const eye = meanL(img, x * k, y * k, 8 * k);
      const fur = meanL(img, x * k, y * k, 20 * k, 12 * k);
      expect(eye - fur).toBeGreaterThan(12);
    }
  });

  it("paints the pet differently from the sky (brushwork and colour)", () => {
    const img = out.get(PYRENEES)!;
    // The white dog stays light and warm; the sky behind it is dark and blue.
    const pet = crop(img, 280, 200, 120, 120);
    const sky = crop(img, 640, 60, 120, 120);
    const mean = (r: Rgb) => {
      const s = [0, 0, 0];
      for (let i = 0; i < r.data.length; i++) s[i % 3]! += r.data[i]! / (r.width * r.height);
      return s as [number, number, number];
    };
    const [pr, , pb] = mean(pet);
    const [sr, , sb] = mean(sky);
    expect(pr).toBeGreaterThan(pb);
    expect(sb).toBeGreaterThan(sr + 0.1);
  });

  it("paints a print as the preview's painting at more pixels", async () => {
    const bytes = await sharp(readFileSync(photoPath(`pets/${BOMBAY}`)))
      .resize(800)
      .png()
      .toBuffer();
    const mask = await fixtureMask(BOMBAY);
    const preview = await decodePng(await stylize("vintage", bytes, { mask }));
    const print = await decodePng(await stylize("vintage", bytes, { mask, maxSide: 1600 }));
    expect(print.width).toBe(1600);
    const shrunk = resize(print, preview.width, preview.height);
    expect(structuralCorrelation(preview, shrunk, 4)).toBeGreaterThan(0.9);
    let diff = 0;
    for (let i = 0; i < preview.data.length; i++) diff += Math.abs(preview.data[i]! - shrunk.data[i]!);
    expect(diff / preview.data.length).toBeLessThan(0.08);
  }, 60_000);
});
