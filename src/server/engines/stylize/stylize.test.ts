import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { STYLE_IDS, type StyleId, stylize } from "./index";
import {
  coherence,
  crop,
  decodeImage,
  decodePng,
  localVariance,
  meanColour,
  meanSaturation,
  share,
  structuralCorrelation,
  uniqueColours,
} from "./metrics";
import { anisotropicKuwahara } from "./oil-painting";
import { gradientMagnitude, luminance, type Rgb, resize, structureTensor } from "./raster";

const CAT = readFileSync(path.resolve(import.meta.dirname, "../../../../public/images/chelsea-cat.webp"));

/** A small synthetic picture: warm gradient, a dark "head" with two light "eyes", a blue square. */
async function syntheticImage(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      let r = 200 + (40 * x) / width;
      let g = 150 + (60 * y) / height;
      let b = 90;
      const dx = x - width * 0.45;
      const dy = y - height * 0.5;
      if (dx * dx + dy * dy < (height * 0.3) ** 2) [r, g, b] = [60, 40, 30];
      for (const ex of [-0.08, 0.08]) {
        const ux = x - width * (0.45 + ex);
        const uy = y - height * 0.45;
        if (ux * ux + uy * uy < (height * 0.05) ** 2) [r, g, b] = [230, 220, 120];
      }
      if (x > width * 0.78 && x < width * 0.95 && y > height * 0.1 && y < height * 0.4)
        [r, g, b] = [40, 90, 200];
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

const cache = new Map<string, Promise<Buffer>>();
function render(style: StyleId, image: Buffer, key: string, petName?: string): Promise<Buffer> {
  const k = `${style}:${key}:${petName ?? ""}`;
  let p = cache.get(k);
  if (!p) {
    p = stylize(style, image, petName ? { petName } : {});
    cache.set(k, p);
  }
  return p;
}

async function size(png: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(png).metadata();
  expect(meta.format).toBe("png");
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

describe.each(STYLE_IDS)("stylize(%s)", (style) => {
  it("fits the cat photo to max side 800, keeps the aspect ratio and is deterministic", async () => {
    const src = await sharp(CAT).metadata();
    const a = await render(style, CAT, "cat");
    const b = await stylize(style, CAT);
    const { width, height } = await size(a);
    expect(Math.max(width, height)).toBe(800);
    expect(width / height).toBeCloseTo((src.width ?? 1) / (src.height ?? 1), 2);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("handles a small synthetic image (enlarged at most 2×, aspect kept, deterministic)", async () => {
    const img = await syntheticImage(90, 150);
    const a = await stylize(style, img);
    const b = await stylize(style, img);
    const { width, height } = await size(a);
    expect(height).toBe(300);
    expect(width).toBe(180);
    expect(Buffer.compare(a, b)).toBe(0);
    // The synthetic "head" stays where it was (recognisable structure). Pop Art is a 2x2 grid.
    if (style !== "pop-art" && style !== "classic") {
      const out = await decodePng(a);
      // Oil repaints the backdrop dark around the dark head: compare the head and its eyes only.
      const [x, y, cw, ch] = style === "oil-painting" ? [45, 100, 75, 70] : [0, 0, width, height];
      expect(
        structuralCorrelation(crop(await decodeImage(img), x, y, cw, ch), crop(out, x, y, cw, ch)),
      ).toBeGreaterThan(0.8);
    }
  });
});

describe("style signatures (chelsea-cat)", () => {
  it("Van Gogh: vivid colour and strongly oriented brush strokes, pet still recognisable", async () => {
    const src = await decodeImage(CAT);
    const out = await decodePng(await render("vintage", CAT, "cat"));
    expect(meanSaturation(out)).toBeGreaterThan(meanSaturation(src) * 1.15);
    expect(coherence(out)).toBeGreaterThan(coherence(src) + 0.05);
    // Stroke texture: much more local variance than the photo, but the big shapes are kept.
    expect(localVariance(out)).toBeGreaterThan(localVariance(src) * 3);
    // The pet (inside the fallback oval) keeps its shapes; the backdrop is a painted sky instead.
    const [x0, y0, cw, ch] = [0.32, 0.3, 0.36, 0.4].map((f, k) =>
      Math.round(f * (k % 2 ? src.height : src.width)),
    );
    expect(
      structuralCorrelation(crop(src, x0!, y0!, cw!, ch!), crop(out, x0!, y0!, cw!, ch!)),
    ).toBeGreaterThan(0.85);
  });

  it("Pop Art: 2x2 panels, each a few flat colours, all in different hues, each the pet", async () => {
    const src = await decodeImage(CAT);
    const out = await decodePng(await render("pop-art", CAT, "cat"));
    const w = Math.floor(out.width / 2);
    const h = Math.floor(out.height / 2);
    const panels = [
      crop(out, 0, 0, w, h),
      crop(out, w, 0, w, h),
      crop(out, 0, h, w, h),
      crop(out, w, h, w, h),
    ];
    const small = crop(resize(src, Math.ceil(out.width / 2), Math.ceil(out.height / 2)), 0, 0, w, h);
    // The pet (here the fallback mask's core: no mask is given) follows the photo's light and dark;
    // around it is a flat field.
    const core = (img: Rgb) =>
      crop(img, Math.floor(w * 0.3), Math.floor(h * 0.3), Math.floor(w * 0.4), Math.floor(h * 0.4));
    for (const p of panels) {
      // 4 tones + 2 halftone dot colours + black ink + the field.
      expect(uniqueColours(p)).toBeLessThanOrEqual(9);
      expect(structuralCorrelation(core(small), core(p))).toBeGreaterThan(0.75);
    }
    const means = panels.map(meanColour);
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        const d = Math.hypot(...[0, 1, 2].map((c) => means[i]![c]! - means[j]![c]!));
        expect(d).toBeGreaterThan(0.08);
      }
    }
    expect(share(out, (l) => l < 0.15)).toBeGreaterThan(0.05);
  });

  it("Oil: the anisotropic Kuwahara smooths texture but keeps strong edges", async () => {
    const src = await decodeImage(CAT);
    const filtered: Rgb = anisotropicKuwahara(src, structureTensor(src, 2.5, 1), 7);
    expect(localVariance(filtered)).toBeLessThan(localVariance(src) * 0.6);
    const gs = gradientMagnitude(luminance(src), src.width, src.height);
    const gf = gradientMagnitude(luminance(filtered), src.width, src.height);
    const sorted = Float32Array.from(gs).sort();
    const strong = sorted[Math.floor(sorted.length * 0.98)]!;
    let a = 0;
    let b = 0;
    for (let i = 0; i < gs.length; i++) {
      if (gs[i]! >= strong) {
        a += gs[i]!;
        b += gf[i]!;
      }
    }
    expect(b / a).toBeGreaterThan(0.5);
    const out = await decodePng(await render("oil-painting", CAT, "cat"));
    // The pet (inside the fallback oval) keeps its shapes; the backdrop is repainted.
    const [x0, y0, cw, ch] = [0.32, 0.3, 0.36, 0.4].map((f, k) =>
      Math.round(f * (k % 2 ? src.height : src.width)),
    );
    expect(
      structuralCorrelation(crop(src, x0!, y0!, cw!, ch!), crop(out, x0!, y0!, cw!, ch!)),
    ).toBeGreaterThan(0.85);
    // Canvas weave and impasto relief add fine texture on top of the smoothed paint.
    expect(localVariance(out)).toBeGreaterThan(localVariance(filtered));
  });

  it("Picasso: bold dark outlines and flat facets, pet still recognisable", async () => {
    const src = await decodeImage(CAT);
    const out = await decodePng(await render("picasso", CAT, "cat"));
    expect(share(out, (l) => l < 0.15)).toBeGreaterThan(share(src, (l) => l < 0.15) + 0.03);
    expect(uniqueColours(out)).toBeLessThan(uniqueColours(src));
    // The pet (inside the fallback oval) keeps its shapes; the backdrop is cut into big flat planes.
    const [x0, y0, cw, ch] = [0.32, 0.3, 0.36, 0.4].map((f, k) =>
      Math.round(f * (k % 2 ? src.height : src.width)),
    );
    expect(
      structuralCorrelation(crop(src, x0!, y0!, cw!, ch!), crop(out, x0!, y0!, cw!, ch!)),
    ).toBeGreaterThan(0.75);
  });

  it("Classic: lots of bare paper, dark ink lines, light wash", async () => {
    const src = await decodeImage(CAT);
    const out = await decodePng(await render("classic", CAT, "cat"));
    expect(share(out, (l, c) => l > 0.85 && c < 0.12)).toBeGreaterThan(0.15);
    expect(share(out, (l) => l < 0.35)).toBeGreaterThan(0.03);
    expect(meanSaturation(out)).toBeLessThan(meanSaturation(src));
    expect(structuralCorrelation(src, out)).toBeGreaterThan(0.3);
  });

  it("Classic: letters the pet name on the bottom band only, and truncates long names", async () => {
    const plain = await decodePng(await render("classic", CAT, "cat"));
    const named = await decodePng(await render("classic", CAT, "cat", 'Sir Pounce <&> "Whiskers" the Third'));
    const { width: w, height: h } = plain;
    const diffIn = (y0: number, y1: number) => {
      let d = 0;
      for (let i = y0 * w * 3; i < y1 * w * 3; i++) d += Math.abs(plain.data[i]! - named.data[i]!);
      return d / ((y1 - y0) * w * 3);
    };
    expect(diffIn(0, Math.floor(h * 0.7))).toBe(0);
    expect(diffIn(Math.floor(h * 0.85), h)).toBeGreaterThan(0.01);
    const again = await stylize("classic", CAT, { petName: 'Sir Pounce <&> "Whiskers" the Third' });
    expect(
      Buffer.compare(again, await render("classic", CAT, "cat", 'Sir Pounce <&> "Whiskers" the Third')),
    ).toBe(0);
  });
});
