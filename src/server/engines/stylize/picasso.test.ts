/**
 * Picasso Style's essentials on fixtures with their hand-drawn masks: bold dark outlines, a limited
 * cubist palette, a facet structure (big background planes, smaller pet facets, the same facets at
 * every size), and no long straight dark line drawn across the face.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMask, fixtureMaskAt, photoPath } from "../../../../test/fixtures";
import { planFacets, rasterizeFacets } from "./facets";
import { stylize } from "./index";
import { rgbToLab } from "./lab";
import { decodeImage, decodePng, structuralCorrelation } from "./metrics";
import { CUBIST_PALETTE } from "./picasso";
import { type Rgb, resize } from "./raster";

const PYRENEES = "oxford_dog_great_pyrenees_101.jpg";
const BIRMAN = "oxford_cat_Birman_121.jpg";
const SAMOYED = "oxford_dog_samoyed_108.jpg";
/** Eyes and nose, marked by hand in the photo's pixels: the face box spans them. */
const FACES: Record<string, [number, number][]> = {
  [PYRENEES]: [
    [241, 95],
    [300, 92],
    [278, 145],
  ],
  [BIRMAN]: [
    [206, 122],
    [297, 140],
    [220, 165],
  ],
};

const lumAt = (img: Rgb, x: number, y: number) => {
  const o = (y * img.width + x) * 3;
  return 0.2126 * img.data[o]! + 0.7152 * img.data[o + 1]! + 0.0722 * img.data[o + 2]!;
};

describe("Picasso Style", () => {
  const out = new Map<string, Rgb>();
  const photo = new Map<string, Rgb>();
  beforeAll(async () => {
    for (const p of [PYRENEES, BIRMAN]) {
      const bytes = readFileSync(photoPath(`pets/${p}`));
      out.set(p, await decodePng(await stylize("picasso", bytes, { mask: await fixtureMask(p) })));
      photo.set(p, await decodeImage(bytes));
    }
  }, 60_000);

  it.each([PYRENEES, BIRMAN])("draws bold dark outlines in %s, in the background too", async (p) => {
    const img = out.get(p)!;
    const src = resize(photo.get(p)!, img.width, img.height);
    // Lines the painting adds: dark where the photo was not.
    let added = 0;
    for (let i = 0; i < img.width * img.height; i++) {
      const x = i % img.width;
      const y = Math.floor(i / img.width);
      if (lumAt(img, x, y) < 0.12 && lumAt(src, x, y) > 0.25) added++;
    }
    expect(added / (img.width * img.height)).toBeGreaterThan(0.015);
    const m = await fixtureMaskAt(p, img.width, img.height);
    let bg = 0;
    let dark = 0;
    for (let i = 0; i < m.length; i++) {
      if (m[i]! > 0.02) continue;
      bg++;
      if (lumAt(img, i % img.width, Math.floor(i / img.width)) < 0.12) dark++;
    }
    expect(dark / bg).toBeGreaterThan(0.01);
  });

  it.each([PYRENEES, BIRMAN])("paints %s in a limited cubist palette (the features aside)", (p) => {
    const img = out.get(p)!;
    let near = 0;
    let n = 0;
    for (let i = 0; i < img.width * img.height; i += 5) {
      const o = i * 3;
      const [, a, b] = rgbToLab(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!);
      let best = Number.POSITIVE_INFINITY;
      for (const q of CUBIST_PALETTE) best = Math.min(best, Math.hypot(q[1] - a, q[2] - b));
      if (best < 14) near++;
      n++;
    }
    expect(near / n).toBeGreaterThan(0.85);
  });

  it("keeps a near-neutral coat near its own hue: the white Samoyed is not warmed to ivory", async () => {
    const bytes = readFileSync(photoPath(`pets/${SAMOYED}`));
    const img = await decodePng(await stylize("picasso", bytes, { mask: await fixtureMask(SAMOYED) }));
    const src = resize(await decodeImage(bytes), img.width, img.height);
    const m = await fixtureMaskAt(SAMOYED, img.width, img.height);
    const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const painted: number[] = [];
    const original: number[] = [];
    for (let i = 0; i < m.length; i++) {
      if (m[i]! < 0.9) continue;
      const o = i * 3;
      painted.push(rgbToLab(img.data[o]!, img.data[o + 1]!, img.data[o + 2]!)[2]);
      original.push(rgbToLab(src.data[o]!, src.data[o + 1]!, src.data[o + 2]!)[2]);
    }
    const [before, after] = [median(original), median(painted)];
    console.log(`Samoyed coat: median b* ${before.toFixed(1)} in the photo, ${after.toFixed(1)} painted`);
    // Pulled fully to the nearest palette colour it would be ~7 warmer; accents move it a little.
    expect(Math.abs(after - before)).toBeLessThan(5);
  });

  it("cuts straight-edged facets: bigger in the background, around the face, the same in a print", async () => {
    const src = photo.get(PYRENEES)!;
    const m = await fixtureMaskAt(PYRENEES, src.width, src.height);
    const n = src.width * src.height;
    // A face zone in the middle of the pet: no cut of the pet is planned through it.
    const face = new Float32Array(n);
    const fx = src.width * 0.5;
    const fy = src.height * 0.3;
    for (let i = 0; i < n; i++) {
      const d = Math.hypot((i % src.width) - fx, Math.floor(i / src.width) - fy);
      face[i] = d < src.width * 0.08 ? 1 : 0;
    }
    // Edge tangents in every direction.
    const tx = new Float32Array(n);
    const ty = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      tx[i] = Math.cos(i * 0.37);
      ty[i] = Math.sin(i * 0.37);
    }
    const fields = {
      width: src.width,
      height: src.height,
      mask: m,
      edge: m.map(() => 0.3),
      tx,
      ty,
      detail: m.map(() => 0.3),
      face,
    };
    const tree = planFacets(fields, 1234);
    const small = rasterizeFacets(tree, src.width, src.height, m);
    const area = new Map<number, number>();
    for (const l of small.label) area.set(l, (area.get(l) ?? 0) + 1);
    const mean = (pet: number) => {
      const a = [...area].filter(([l]) => tree.leafPet[l] === pet).map(([, v]) => v);
      return a.reduce((s, v) => s + v, 0) / a.length;
    };
    expect(mean(1)).toBeGreaterThan(0);
    expect(mean(0)).toBeGreaterThan(3 * mean(1));
    expect(tree.leafCount).toBeGreaterThan(20);
    // Straight sides: every facet is convex, so the midpoint of two of its pixels is in it too.
    let inside = 0;
    let pairs = 0;
    for (let i = 0; i < n; i += 37) {
      const j = (i * 7919 + 13) % n;
      if (small.label[i] !== small.label[j] || m[i]! < 0.5 !== m[j]! < 0.5) continue;
      const x = Math.round(((i % src.width) + (j % src.width)) / 2);
      const y = Math.round((Math.floor(i / src.width) + Math.floor(j / src.width)) / 2);
      const k = y * src.width + x;
      if (m[k]! < 0.5 !== m[i]! < 0.5 || small.edge[k]! < 2) continue;
      pairs++;
      if (small.label[k] === small.label[i]) inside++;
    }
    expect(pairs).toBeGreaterThan(50);
    expect(inside / pairs).toBeGreaterThan(0.99);
    // Three times the pixels: every pixel's facet is the facet at the same place in the preview.
    const W = src.width * 3;
    const H = src.height * 3;
    const big = rasterizeFacets(tree, W, H, await fixtureMaskAt(PYRENEES, W, H));
    let same = 0;
    let count = 0;
    for (let y = 1; y < H; y += 7) {
      for (let x = 1; x < W; x += 7) {
        const sx = Math.floor(x / 3);
        const sy = Math.floor(y / 3);
        if (small.edge[sy * src.width + sx]! < 2) continue;
        count++;
        if (big.label[y * W + x] === small.label[sy * src.width + sx]) same++;
      }
    }
    expect(same / count).toBeGreaterThan(0.99);
  });

  it.each([PYRENEES, BIRMAN])(
    "shades the backdrop facets of %s as tilted planes, light to dark",
    async (p) => {
      // Within a facet, lightness changes steadily in one direction (not just grain or hatching).
      const img = out.get(p)!;
      const m = await fixtureMaskAt(p, img.width, img.height);
      const patch = (x: number, y: number) => {
        let s = 0;
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) s += lumAt(img, x + dx, y + dy);
        return s / 25;
      };
      const step = Math.round(img.width / 40);
      const r = Math.round(img.width / 70);
      let ramps = 0;
      let tried = 0;
      for (let y = step; y < img.height - step; y += step) {
        for (let x = step; x < img.width - step; x += step) {
          if (m[y * img.width + x]! > 0.02) continue;
          for (const [dx, dy] of [
            [1, 0],
            [0, 1],
          ] as const) {
            const a = patch(x - dx * r, y - dy * r);
            const b = patch(x, y);
            const c = patch(x + dx * r, y + dy * r);
            if (Math.min(a, b, c) < 0.2) continue; // an outline
            tried++;
            if (Math.abs(c - a) > 0.02 && (b - a) * (c - b) > 0) ramps++;
          }
        }
      }
      expect(tried).toBeGreaterThan(100);
      expect(ramps / tried).toBeGreaterThan(0.3);
    },
  );

  it.each([PYRENEES, BIRMAN])("draws no long straight dark line across the face of %s", (p) => {
    const img = out.get(p)!;
    const src = resize(photo.get(p)!, img.width, img.height);
    const k = img.width / photo.get(p)!.width;
    const pts = FACES[p]!.map(([x, y]) => [x * k, y * k]);
    const pad = 30 * (img.width / 800);
    const x0 = Math.min(...pts.map((q) => q[0]!)) - pad;
    const x1 = Math.max(...pts.map((q) => q[0]!)) + pad;
    const y0 = Math.min(...pts.map((q) => q[1]!)) - pad;
    const y1 = Math.max(...pts.map((q) => q[1]!)) + pad;
    // A line the painting added: dark in the painting (within a pixel), not dark in the photo.
    const added = (x: number, y: number) => {
      let min = 1;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) min = Math.min(min, lumAt(img, x + dx, y + dy));
      }
      return min < 0.15 && lumAt(src, x, y) > 0.3;
    };
    const limit = 90 * (img.width / 800);
    let longest = 0;
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const reach = Math.hypot(x1 - x0, y1 - y0) / 2;
    for (let deg = 0; deg < 180; deg += 3) {
      const dx = Math.cos((deg * Math.PI) / 180);
      const dy = Math.sin((deg * Math.PI) / 180);
      for (let off = -reach; off <= reach; off += 1.5) {
        let run = 0;
        for (let t = -reach; t <= reach; t += 1) {
          const x = Math.round(cx + dx * t - dy * off);
          const y = Math.round(cy + dy * t + dx * off);
          if (
            x < x0 ||
            x > x1 ||
            y < y0 ||
            y > y1 ||
            x < 1 ||
            y < 1 ||
            x >= img.width - 1 ||
            y >= img.height - 1
          ) {
            run = 0;
            continue;
          }
          run = added(x, y) ? run + 1 : 0;
          longest = Math.max(longest, run);
        }
      }
    }
    expect(longest).toBeLessThan(limit);
  });

  it("paints a print as its preview at more pixels", async () => {
    const bytes = await sharp(readFileSync(photoPath(`pets/${PYRENEES}`)))
      .resize(1200)
      .jpeg({ quality: 95 })
      .toBuffer();
    const mask = await fixtureMask(PYRENEES);
    const preview = await decodePng(await stylize("picasso", bytes, { mask }));
    const print = await decodePng(await stylize("picasso", bytes, { mask, maxSide: 2400 }));
    expect(print.width).toBe(2400);
    const shrunk = resize(print, preview.width, preview.height);
    expect(structuralCorrelation(preview, shrunk, 2)).toBeGreaterThan(0.9);
  }, 60_000);
});
