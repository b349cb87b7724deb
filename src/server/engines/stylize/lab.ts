/**
 * CIE Lab (D65) for palettes that follow what the eye sees: a black nose stays black and blue eyes
 * stay blue when colours are grouped and mapped in Lab rather than in RGB.
 */
import { createRgb, type Rgb } from "./raster";

export type Lab = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
const fInv = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));
const XN = 0.95047;
const ZN = 1.08883;

/** sRGB (0..1) → Lab (L 0..100, a/b roughly −128..127). */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN;
  const y = 0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb;
  const z = (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN;
  const fy = f(y);
  return [116 * fy - 16, 500 * (f(x) - fy), 200 * (fy - f(z))];
}

/** Lab → sRGB (0..1, clamped). */
export function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const x = fInv(fy + a / 500) * XN;
  const y = fInv(fy);
  const z = fInv(fy - b / 200) * ZN;
  const lr = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z;
  const lg = -0.969266 * x + 1.8760108 * y + 0.041556 * z;
  const lb = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z;
  const c = (v: number) => Math.min(1, Math.max(0, toGamma(Math.min(1, Math.max(0, v)))));
  return [c(lr), c(lg), c(lb)];
}

/** Interleaved Lab for a whole image. */
export function imageToLab(img: Rgb): Float32Array {
  const out = new Float32Array(img.data.length);
  const d = img.data;
  for (let i = 0; i < d.length; i += 3) {
    const [l, a, b] = rgbToLab(d[i]!, d[i + 1]!, d[i + 2]!);
    out[i] = l;
    out[i + 1] = a;
    out[i + 2] = b;
  }
  return out;
}

export function labToImage(lab: Float32Array, width: number, height: number): Rgb {
  const out = createRgb(width, height);
  for (let i = 0; i < lab.length; i += 3) {
    const [r, g, b] = labToRgb(lab[i]!, lab[i + 1]!, lab[i + 2]!);
    out.data[i] = r;
    out.data[i + 1] = g;
    out.data[i + 2] = b;
  }
  return out;
}

export const deltaE = (p: Lab, q: Lab): number => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/**
 * k-means in Lab over weighted pixels (e.g. weight = pet mask, so a lawn or a wall cannot take over
 * the pet's palette). Deterministic: seeded by k-means++ on a fixed stride, no randomness. Small,
 * distinct clusters (a nose, an eye) survive because seeding picks the farthest colours.
 */
export function paletteLab(
  lab: Float32Array,
  weights: Float32Array | undefined,
  k: number,
  iterations = 8,
): Lab[] {
  const n = lab.length / 3;
  const step = Math.max(1, Math.floor(n / 6000));
  const samples: number[] = [];
  for (let i = 0; i < n; i += step) if (!weights || weights[i]! >= 0.5) samples.push(i);
  if (samples.length === 0) for (let i = 0; i < n; i += step) samples.push(i);
  const at = (i: number): Lab => [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
  // Farthest-point seeding from the sample mean: keeps rare but distinct colours as their own centre.
  const mean: Lab = [0, 0, 0];
  for (const i of samples) for (let c = 0; c < 3; c++) mean[c]! += lab[i * 3 + c]! / samples.length;
  const centres: Lab[] = [mean];
  const nearest = new Float32Array(samples.length).fill(Number.POSITIVE_INFINITY);
  while (centres.length < k) {
    const last = centres.at(-1)!;
    let best = -1;
    let bestD = -1;
    for (let s = 0; s < samples.length; s++) {
      const d = deltaE(at(samples[s]!), last);
      if (d < nearest[s]!) nearest[s] = d;
      if (nearest[s]! > bestD) {
        bestD = nearest[s]!;
        best = s;
      }
    }
    if (best < 0 || bestD < 1) break;
    centres.push(at(samples[best]!));
  }
  for (let it = 0; it < iterations; it++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const i of samples) {
      const p = at(i);
      let bi = 0;
      let bd = Number.POSITIVE_INFINITY;
      for (let c = 0; c < centres.length; c++) {
        const d = deltaE(p, centres[c]!);
        if (d < bd) {
          bd = d;
          bi = c;
        }
      }
      const s = sums[bi]!;
      s[0]! += p[0];
      s[1]! += p[1];
      s[2]! += p[2];
      s[3]!++;
    }
    for (let c = 0; c < centres.length; c++) {
      const s = sums[c]!;
      if (s[3]! > 0) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    }
  }
  return centres;
}

/** Index of the palette colour nearest to a Lab colour. */
export function nearestIndex(palette: Lab[], l: number, a: number, b: number): number {
  let bi = 0;
  let bd = Number.POSITIVE_INFINITY;
  for (let c = 0; c < palette.length; c++) {
    const p = palette[c]!;
    const d = (p[0] - l) ** 2 + (p[1] - a) ** 2 + (p[2] - b) ** 2;
    if (d < bd) {
      bd = d;
      bi = c;
    }
  }
  return bi;
}
