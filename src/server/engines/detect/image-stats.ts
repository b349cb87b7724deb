// Cheap, model-free measurements of a photo, used to explain why a photo without an animal is not a
// pet photo (too dark / blurry, text or a logo, scenery). All work on a small copy so the cost is a few ms.
import type { RgbImage } from "./nanodet";

export interface ImageStats {
  /** Mean luma (Rec. 601), 0..255. */
  meanLuma: number;
  /** 95th percentile of luma, 0..255: separates "dark everywhere" from "dark with a bright subject". */
  p95Luma: number;
  /** Variance of the 4-neighbour Laplacian of the grey image (≤256 px): low = blurry / featureless. */
  laplacianVar: number;
  /** Smallest number of 4-bit-per-channel colours that covers 90% of pixels. Graphics need few. */
  colours90: number;
  /** Share of pixels whose neighbours differ by ≤ 1 grey level: exactly flat areas (graphics, scans). */
  flatShare: number;
  /** Share of pixels with a strong, sharp step (> 48 grey levels) to a neighbour: text strokes, line art. */
  edgeShare: number;
  /** Otsu between-class / total variance of the grey histogram, 0..1: ≈1 for two-tone images (ink on paper). */
  bimodality: number;
  /** Mean HSV saturation, 0..1. */
  meanSaturation: number;
  /** Share of the top third that looks like sky: blue-ish, or bright and unsaturated, and smooth. */
  skyShareTop: number;
  /** Share of pixels that look like vegetation (green dominant, saturated). */
  greenShare: number;
  /** Share of the top third that is smooth and blue: open sky (white walls / backgrounds do not count). */
  blueSkyTop: number;
  /** Laplacian variance of the sharpest tile of a 4×4 grid: a photo with any in-focus subject scores high. */
  maxTileLapVar: number;
  /** Median / max tile Laplacian variance, 0..1: ≈1 when detail is spread evenly (texture, landscape). */
  detailEvenness: number;
  /** Share of pixels in the 8 most common 5-bit-per-channel colours: large exact-colour areas (graphics). */
  top8Share: number;
}

const MAX_SIDE = 256;

/** Box-filter downscale to at most MAX_SIDE on the long side; returns RGB floats. */
function downscale(img: RgbImage): { rgb: Float32Array; w: number; h: number } {
  const f = Math.max(1, Math.ceil(Math.max(img.width, img.height) / MAX_SIDE));
  const w = Math.floor(img.width / f);
  const h = Math.floor(img.height / f);
  const rgb = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < f; dy++) {
        for (let dx = 0; dx < f; dx++) {
          const o = ((y * f + dy) * img.width + (x * f + dx)) * 3;
          r += img.data[o]!;
          g += img.data[o + 1]!;
          b += img.data[o + 2]!;
        }
      }
      const n = f * f;
      const o = (y * w + x) * 3;
      rgb[o] = r / n;
      rgb[o + 1] = g / n;
      rgb[o + 2] = b / n;
    }
  }
  return { rgb, w, h };
}

export function computeImageStats(img: RgbImage): ImageStats {
  const { rgb, w, h } = downscale(img);
  const n = w * h;
  const grey = new Float32Array(n);
  const hist = new Float64Array(256);
  const colourHist = new Uint32Array(4096);
  let lumaSum = 0;
  let satSum = 0;
  let green = 0;
  const topRows = Math.floor(h / 3);
  for (let i = 0; i < n; i++) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    const l = 0.299 * r + 0.587 * g + 0.114 * b;
    grey[i] = l;
    lumaSum += l;
    hist[Math.min(255, Math.round(l))]!++;
    colourHist[((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4)]!++;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const sat = max > 0 ? (max - min) / max : 0;
    satSum += sat;
    if (g > r * 1.05 && g > b * 1.05 && sat > 0.2 && max > 30) green++;
  }
  // Sky must also be smooth: drop sky-coloured pixels that sit on texture (white fur, walls with detail).
  let skySmooth = 0;
  let blueSmooth = 0;
  if (topRows > 1) {
    for (let y = 1; y < topRows; y++) {
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const r = rgb[i * 3]!;
        const g = rgb[i * 3 + 1]!;
        const b = rgb[i * 3 + 2]!;
        const l = grey[i]!;
        const max = Math.max(r, g, b);
        const sat = max > 0 ? (max - Math.min(r, g, b)) / max : 0;
        const skyLike = (b > r * 1.1 && b >= g && max > 80) || (sat < 0.12 && l > 170);
        if (!skyLike) continue;
        const d = Math.abs(l - grey[i - 1]!) + Math.abs(l - grey[i + 1]!) + Math.abs(l - grey[i - w]!);
        if (d < 6) {
          skySmooth++;
          if (b > r * 1.1 && b >= g && max > 80) blueSmooth++;
        }
      }
    }
  }

  const TILES = 4;
  const tileSum = new Float64Array(TILES * TILES);
  const tileSq = new Float64Array(TILES * TILES);
  const tileN = new Float64Array(TILES * TILES);
  const fine = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const key = ((rgb[i * 3]! >> 3) << 10) | ((rgb[i * 3 + 1]! >> 3) << 5) | (rgb[i * 3 + 2]! >> 3);
    fine.set(key, (fine.get(key) ?? 0) + 1);
  }
  const top8 = Array.from(fine.values())
    .sort((a, b) => b - a)
    .slice(0, 8)
    .reduce((a, b) => a + b, 0);
  let lapSum = 0;
  let lapSq = 0;
  let lapN = 0;
  let flat = 0;
  let edges = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const c = grey[i]!;
      const lap = grey[i - 1]! + grey[i + 1]! + grey[i - w]! + grey[i + w]! - 4 * c;
      lapSum += lap;
      lapSq += lap * lap;
      lapN++;
      const t =
        Math.min(TILES - 1, Math.floor((y * TILES) / h)) * TILES +
        Math.min(TILES - 1, Math.floor((x * TILES) / w));
      tileSum[t]! += lap;
      tileSq[t]! += lap * lap;
      tileN[t]!++;
      const dx = Math.abs(grey[i + 1]! - c);
      const dy = Math.abs(grey[i + w]! - c);
      const d = Math.max(dx, dy);
      if (d <= 1) flat++;
      if (d > 48) edges++;
    }
  }
  const lapMean = lapN ? lapSum / lapN : 0;

  // 95th percentile of luma.
  let acc = 0;
  let p95 = 255;
  for (let v = 0; v < 256; v++) {
    acc += hist[v]!;
    if (acc >= 0.95 * n) {
      p95 = v;
      break;
    }
  }

  // Otsu: best between-class variance over total variance.
  const mean = lumaSum / n;
  let total = 0;
  for (let v = 0; v < 256; v++) total += hist[v]! * (v - mean) ** 2;
  total /= n;
  let w0 = 0;
  let sum0 = 0;
  let bestBetween = 0;
  for (let t = 0; t < 255; t++) {
    w0 += hist[t]! / n;
    sum0 += (t * hist[t]!) / n;
    const w1 = 1 - w0;
    // Skip near-empty classes: 1 - w0 accumulates rounding error and m1 would explode.
    if (w0 < 1e-6 || w1 < 1e-6) continue;
    const m0 = sum0 / w0;
    const m1 = (mean - sum0) / w1;
    bestBetween = Math.max(bestBetween, w0 * w1 * (m0 - m1) ** 2);
  }

  const counts = Array.from(colourHist).sort((a, b) => b - a);
  let covered = 0;
  let colours90 = 0;
  for (const c of counts) {
    if (covered >= 0.9 * n) break;
    covered += c;
    colours90++;
  }

  const tileVars = Array.from(tileN, (cnt, t) =>
    cnt > 0 ? tileSq[t]! / cnt - (tileSum[t]! / cnt) ** 2 : 0,
  ).sort((a, b) => a - b);
  const maxTile = tileVars[tileVars.length - 1] ?? 0;
  const medianTile = tileVars[Math.floor(tileVars.length / 2)] ?? 0;

  return {
    meanLuma: mean,
    p95Luma: p95,
    laplacianVar: lapN ? lapSq / lapN - lapMean * lapMean : 0,
    colours90,
    flatShare: lapN ? flat / lapN : 0,
    edgeShare: lapN ? edges / lapN : 0,
    bimodality: total > 0 ? bestBetween / total : 0,
    meanSaturation: satSum / n,
    skyShareTop: topRows > 1 ? skySmooth / ((topRows - 1) * Math.max(1, w - 2)) : 0,
    greenShare: green / n,
    blueSkyTop: topRows > 1 ? blueSmooth / ((topRows - 1) * Math.max(1, w - 2)) : 0,
    maxTileLapVar: maxTile,
    detailEvenness: maxTile > 0 ? medianTile / maxTile : 0,
    top8Share: top8 / n,
  };
}
