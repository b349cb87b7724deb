/**
 * Classic's essentials on fixtures with their hand-drawn masks: the background left as white paper
 * while the pet is painted in its own colours (a white dog's black nose stays black, a Siamese's
 * blue eyes stay blue, not sepia), a print that is the preview at more pixels, and the name
 * lettered cleanly, never under the preview's watermark.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMask, fixtureMaskAt, photoPath } from "../../../../test/fixtures";
import { watermarkBox } from "../images/watermark";
import { stylize } from "./index";
import { rgbToLab } from "./lab";
import { cleanName, nameOverlay } from "./lettering";
import { decodePng, structuralCorrelation } from "./metrics";
import { blur, type Rgb, resize } from "./raster";

/** Mean Lab over a disc (or a ring from `inner`) given in the photo's pixels, scaled to the painting. */
function meanLab(img: Rgb, photoWidth: number, x: number, y: number, r: number, inner = 0) {
  const k = img.width / photoWidth;
  const acc = [0, 0, 0];
  let n = 0;
  for (let py = Math.floor((y - r) * k); py <= (y + r) * k; py++) {
    for (let px = Math.floor((x - r) * k); px <= (x + r) * k; px++) {
      const d = Math.hypot(px / k - x, py / k - y);
      if (d > r || d < inner) continue;
      const o = (py * img.width + px) * 3;
      const lab = rgbToLab(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!);
      for (let c = 0; c < 3; c++) acc[c]! += lab[c]!;
      n++;
    }
  }
  return acc.map((v) => v / n) as [number, number, number];
}

const PYRENEES = "oxford_dog_great_pyrenees_101.jpg";
const SIAMESE = "oxford_cat_Siamese_108.jpg";
const NEWFOUNDLAND = "oxford_dog_newfoundland_10.jpg";

describe("Classic (watercolour)", () => {
  const out = new Map<string, Rgb>();
  beforeAll(async () => {
    for (const p of [PYRENEES, SIAMESE, NEWFOUNDLAND]) {
      const bytes = readFileSync(photoPath(`pets/${p}`));
      out.set(p, await decodePng(await stylize("classic", bytes, { mask: await fixtureMask(p) })));
    }
  }, 60_000);

  it.each([PYRENEES, SIAMESE, NEWFOUNDLAND])(
    "leaves the background of %s as white paper and paints the pet",
    async (p) => {
      const img = out.get(p)!;
      const m = await fixtureMaskAt(p, img.width, img.height);
      // Background well away from the pet (beyond the loose wash that bleeds out of it).
      const far = blur(m, img.width, img.height, 1, img.width * 0.03);
      let bg = 0;
      let paper = 0;
      let pet = 0;
      let petL = 0;
      for (let i = 0; i < m.length; i++) {
        const [L, a, b] = rgbToLab(img.data[i * 3]!, img.data[i * 3 + 1]!, img.data[i * 3 + 2]!);
        if (far[i]! < 0.01) {
          bg++;
          if (L > 88 && Math.hypot(a, b) < 8) paper++;
        } else if (m[i]! > 0.95) {
          pet++;
          petL += L;
        }
      }
      expect(bg).toBeGreaterThan(m.length * 0.1);
      expect(paper / bg).toBeGreaterThan(0.85);
      // A white dog is painted light; the others clearly darker than paper.
      expect(petL / pet).toBeLessThan(p === PYRENEES ? 90 : 70);
    },
  );

  it("keeps a white dog's black nose black and its eyes dark", () => {
    const img = out.get(PYRENEES)!;
    const nose = meanLab(img, 500, 278, 145, 9);
    const fur = meanLab(img, 500, 278, 145, 30, 20);
    expect(nose[0]).toBeLessThan(30);
    expect(Math.hypot(nose[1], nose[2])).toBeLessThan(12); // black, not green
    expect(fur[0] - nose[0]).toBeGreaterThan(40);
    const eye = meanLab(img, 500, 241, 95, 4);
    expect(eye[0]).toBeLessThan(45);
  });

  it("keeps a Siamese's blue eyes blue (not grey or sepia)", () => {
    const img = out.get(SIAMESE)!;
    for (const [x, y] of [
      [170, 127],
      [213, 133],
    ] as const) {
      const iris = meanLab(img, 500, x, y, 8, 3);
      // The photo's irises are a pale blue (b* ≈ −7, chroma ≈ 8): blue, and at least as blue.
      expect(iris[2]).toBeLessThan(-6);
      expect(Math.abs(iris[1])).toBeLessThan(-iris[2]);
    }
  });

  it("paints a print as its preview at more pixels", async () => {
    const bytes = await sharp(readFileSync(photoPath(`pets/${SIAMESE}`)))
      .resize(1200)
      .jpeg({ quality: 95 })
      .toBuffer();
    const mask = await fixtureMask(SIAMESE);
    const preview = await decodePng(await stylize("classic", bytes, { mask }));
    const print = await decodePng(await stylize("classic", bytes, { mask, maxSide: 2400 }));
    expect(print.width).toBe(2400);
    expect(structuralCorrelation(preview, resize(print, preview.width, preview.height), 2)).toBeGreaterThan(
      0.9,
    );
  }, 60_000);
});

describe("Classic lettering", () => {
  it("removes emoji and control characters, keeps at most 20 characters", () => {
    expect(cleanName("Luna 🐾✨")).toBe("Luna");
    expect(cleanName("🐶🐾")).toBe("");
    expect(cleanName("  Max\n\tthe  👍🏽 Great ")).toBe("Max the Great");
    expect(cleanName("Sir Reginald Barksworth")).toBe("Sir Reginald");
    expect(Array.from(cleanName("Abcdefghijklmnopqrstuvwxyz")).length).toBe(20);
    expect(nameOverlay("🐾✨", 800, 600)).toBe("");
  });

  const NAMES = [
    "Sir Reginald Barksworth",
    "WWWWWWWWWWWWWWWWWWWW",
    "Mississippi Muddypaw",
    "Bo",
    "Luna 🐾✨",
  ];
  const SIZES: [number, number][] = [
    [800, 600],
    [600, 800],
    [800, 800],
    [800, 360],
    [300, 800],
    [2400, 1600],
    [1350, 2400],
    [300, 200],
  ];
  it.each(SIZES)("never letters under the watermark at %i×%i, and the name is there", async (w, h) => {
    const box = watermarkBox(w, h);
    for (const name of NAMES) {
      const svg = nameOverlay(name, w, h);
      const { data, info } = await sharp(Buffer.from(svg))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBe(w);
      let inBox = 0;
      let ink = 0;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          const o = (y * w + x) * 4;
          if (data[o + 3]! === 0) continue;
          if (x >= box.left && y >= box.top) inBox++;
          // Dark ink of the letters (the backing is near white).
          if (data[o]! < 120 && data[o + 3]! > 128) {
            ink++;
            expect(x, `${name} at ${w}×${h}`).toBeGreaterThanOrEqual(0);
          }
        }
      }
      expect(inBox, `${name} at ${w}×${h}`).toBe(0);
      expect(ink, `${name} at ${w}×${h}`).toBeGreaterThan(20);
    }
  });

  it("does not letter a name that is only emoji", async () => {
    const bytes = readFileSync(photoPath(`pets/${SIAMESE}`));
    const a = await stylize("classic", bytes, { petName: "🐾✨" });
    const b = await stylize("classic", bytes);
    expect(Buffer.compare(a, b)).toBe(0);
  }, 30_000);
});
