/**
 * Oil Painting's essentials on fixtures with their hand-drawn masks: a dark, warm, low-saturation
 * backdrop instead of the photo's background, darker than the pet; a black cat's eyes stay lighter
 * than its fur; and it is told apart from Van Gogh at a glance (warm dark backdrop vs blue sky,
 * smooth planes vs busy strokes on the pet).
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMask, fixtureMaskAt, photoPath } from "../../../../test/fixtures";
import { stylize } from "./index";
import { rgbToLab } from "./lab";
import { decodePng } from "./metrics";
import type { Rgb } from "./raster";

interface Stats {
  L: number;
  sat: number;
  r: number;
  b: number;
  /** Mean local luminance variance (3×3): brushwork busyness. */
  busy: number;
}

/** Mean Lab L, HSV saturation, red and blue, and 3×3 luminance variance over pixels where `pick`. */
function stats(img: Rgb, pick: (i: number) => boolean): Stats {
  const { width: w, height: h, data: d } = img;
  const lum = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++)
    lum[i] = 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;
  const s = { L: 0, sat: 0, r: 0, b: 0, busy: 0 };
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!pick(i)) continue;
      const o = i * 3;
      const mx = Math.max(d[o]!, d[o + 1]!, d[o + 2]!);
      const mn = Math.min(d[o]!, d[o + 1]!, d[o + 2]!);
      s.L += rgbToLab(d[o]!, d[o + 1]!, d[o + 2]!)[0];
      s.sat += mx > 0 ? (mx - mn) / mx : 0;
      s.r += d[o]!;
      s.b += d[o + 2]!;
      let m = 0;
      let m2 = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const v = lum[i + dy * w + dx]!;
          m += v / 9;
          m2 += (v * v) / 9;
        }
      }
      s.busy += m2 - m * m;
      n++;
    }
  }
  return { L: s.L / n, sat: s.sat / n, r: s.r / n, b: s.b / n, busy: s.busy / n };
}

const BOMBAY = "oxford_cat_Bombay_10.jpg";
const PYRENEES = "oxford_dog_great_pyrenees_101.jpg";
const SIAMESE = "oxford_cat_Siamese_108.jpg";
const PHOTOS = [BOMBAY, PYRENEES, SIAMESE];

describe("Oil Painting", () => {
  const oil = new Map<string, Rgb>();
  const masks = new Map<string, Float32Array>();
  beforeAll(async () => {
    for (const p of PHOTOS) {
      const bytes = readFileSync(photoPath(`pets/${p}`));
      const img = await decodePng(await stylize("oil-painting", bytes, { mask: await fixtureMask(p) }));
      oil.set(p, img);
      masks.set(p, await fixtureMaskAt(p, img.width, img.height));
    }
  }, 60_000);

  it.each([PYRENEES, SIAMESE])("sets %s against a dark, warm, muted backdrop darker than the pet", (p) => {
    const img = oil.get(p)!;
    const m = masks.get(p)!;
    const bg = stats(img, (i) => m[i]! < 0.05);
    const pet = stats(img, (i) => m[i]! > 0.95);
    // These photos have white sheets and bright lawns behind the pet: all repainted dark.
    expect(bg.L).toBeLessThan(35);
    expect(bg.L).toBeLessThan(pet.L - 20);
    expect(bg.sat).toBeLessThan(0.6);
    expect(bg.r).toBeGreaterThan(bg.b);
  });

  it("lifts the backdrop behind a black cat so the cat still reads against it", () => {
    const img = oil.get(BOMBAY)!;
    const m = masks.get(BOMBAY)!;
    const bg = stats(img, (i) => m[i]! < 0.05);
    const pet = stats(img, (i) => m[i]! > 0.95);
    expect(bg.L).toBeGreaterThan(pet.L);
  });

  it("keeps a black cat's yellow eyes lighter than the fur around them", () => {
    const img = oil.get(BOMBAY)!;
    const k = img.width / 500;
    for (const [ex, ey] of [
      [236, 138],
      [311, 120],
    ] as const) {
      const cx = ex * k;
      const cy = ey * k;
      const eye = stats(
        img,
        (i) => Math.hypot((i % img.width) - cx, Math.floor(i / img.width) - cy) <= 8 * k,
      );
      const fur = stats(img, (i) => {
        const d = Math.hypot((i % img.width) - cx, Math.floor(i / img.width) - cy);
        return d > 12 * k && d <= 20 * k;
      });
      expect(eye.L - fur.L).toBeGreaterThan(12);
    }
  });

  it("is told apart from Van Gogh: warm dark backdrop vs blue sky, calmer paint on the pet", async () => {
    const bytes = readFileSync(photoPath(`pets/${SIAMESE}`));
    const vg = await decodePng(await stylize("vintage", bytes, { mask: await fixtureMask(SIAMESE) }));
    const img = oil.get(SIAMESE)!;
    const m = masks.get(SIAMESE)!;
    const oilBg = stats(img, (i) => m[i]! < 0.05);
    const vgBg = stats(vg, (i) => m[i]! < 0.05);
    expect(vgBg.b).toBeGreaterThan(vgBg.r + 0.1);
    expect(oilBg.r).toBeGreaterThan(oilBg.b);
    expect(vgBg.L - oilBg.L).toBeGreaterThan(20);
    const oilPet = stats(img, (i) => m[i]! > 0.95);
    const vgPet = stats(vg, (i) => m[i]! > 0.95);
    expect(oilPet.busy).toBeLessThan(vgPet.busy * 0.8);
  }, 30_000);
});
