/**
 * Oil painting: anisotropic Kuwahara filter (Kyprianidis et al. 2009) — 8 smoothly weighted
 * sectors of an ellipse aligned with the edge tangent flow — then a canvas weave and impasto
 * relief from an embossed brush-height map (noise smeared along the flow by LIC).
 */
import {
  adjustColour,
  blurRgb,
  clamp01,
  createRgb,
  createRng,
  emboss,
  type Flow,
  fbmNoise,
  hashImage,
  lic,
  luminance,
  type Rgb,
  structureTensor,
  whiteNoise,
} from "./raster";

const SECTORS = 8;

interface Pattern {
  /** Unit-disk sample positions. */
  ux: Float32Array;
  uy: Float32Array;
  /** Per sample: start index into sector/weight lists. */
  start: Uint16Array;
  sector: Uint8Array;
  weight: Float32Array;
}

/** Precomputed sampling pattern: sample points in the unit disk with their sector weights. */
function buildPattern(gridRadius: number): Pattern {
  const ux: number[] = [];
  const uy: number[] = [];
  const start: number[] = [];
  const sector: number[] = [];
  const weight: number[] = [];
  const g = Math.ceil(gridRadius);
  const sigmaA = Math.PI / SECTORS;
  for (let j = -g; j <= g; j++) {
    for (let i = -g; i <= g; i++) {
      if (i * i + j * j > gridRadius * gridRadius) continue;
      const x = i / gridRadius;
      const y = j / gridRadius;
      const radial = Math.exp(-(x * x + y * y) / (2 * 0.5 * 0.5));
      start.push(sector.length);
      ux.push(x);
      uy.push(y);
      if (i === 0 && j === 0) {
        for (let k = 0; k < SECTORS; k++) {
          sector.push(k);
          weight.push(radial / SECTORS);
        }
        continue;
      }
      const theta = Math.atan2(y, x);
      for (let k = 0; k < SECTORS; k++) {
        let d = theta - (2 * Math.PI * k) / SECTORS;
        d = Math.atan2(Math.sin(d), Math.cos(d));
        const a = Math.exp(-(d * d) / (2 * sigmaA * sigmaA));
        if (a < 0.15) continue;
        sector.push(k);
        weight.push(radial * a);
      }
    }
  }
  start.push(sector.length);
  return {
    ux: Float32Array.from(ux),
    uy: Float32Array.from(uy),
    start: Uint16Array.from(start),
    sector: Uint8Array.from(sector),
    weight: Float32Array.from(weight),
  };
}

/** Anisotropic Kuwahara filter. radius in pixels; q controls sharpness of the sector selection. */
export function anisotropicKuwahara(src: Rgb, flow: Flow, radius: number, q = 8, alpha = 1): Rgb {
  const { width: w, height: h } = src;
  const pat = buildPattern(3);
  const np = pat.ux.length;
  const out = createRgb(w, h);
  const d = src.data;
  const ACC = 5;
  const acc = new Float64Array(SECTORS * ACC);
  const offX = new Int32Array(np);
  const offY = new Int32Array(np);
  // Squared luminance per pixel: sector variance is measured on luminance (cheaper than RGB).
  const l2 = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++) {
    const l = 0.299 * d[i * 3]! + 0.587 * d[i * 3 + 1]! + 0.114 * d[i * 3 + 2]!;
    l2[i] = l;
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const A = flow.aniso[i]!;
      const tx = flow.tx[i]!;
      const ty = flow.ty[i]!;
      const a = (radius * (alpha + A)) / alpha;
      const b = (radius * alpha) / (alpha + A);
      for (let p = 0; p < np; p++) {
        const u = pat.ux[p]! * a;
        const v = pat.uy[p]! * b;
        offX[p] = Math.round(x + u * tx - v * ty);
        offY[p] = Math.round(y + u * ty + v * tx);
      }
      acc.fill(0);
      for (let p = 0; p < np; p++) {
        let sx = offX[p]!;
        let sy = offY[p]!;
        sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx;
        sy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
        const j = sy * w + sx;
        const o = j * 3;
        const r = d[o]!;
        const g = d[o + 1]!;
        const bl = d[o + 2]!;
        const l = l2[j]!;
        const ll = l * l;
        const e = pat.start[p + 1]!;
        for (let s = pat.start[p]!; s < e; s++) {
          const k = pat.sector[s]! * ACC;
          const wt = pat.weight[s]!;
          acc[k]! += wt;
          acc[k + 1]! += wt * r;
          acc[k + 2]! += wt * g;
          acc[k + 3]! += wt * bl;
          acc[k + 4]! += wt * ll;
        }
      }
      let sw = 0;
      let or = 0;
      let og = 0;
      let ob = 0;
      for (let k = 0; k < SECTORS; k++) {
        const o = k * ACC;
        const wsum = acc[o]!;
        if (wsum <= 0) continue;
        const mr = acc[o + 1]! / wsum;
        const mg = acc[o + 2]! / wsum;
        const mb = acc[o + 3]! / wsum;
        const ml = 0.299 * mr + 0.587 * mg + 0.114 * mb;
        // Luminance variance, scaled to roughly match the RGB-sum variance of the paper.
        const s2 = 2.2 * Math.abs(acc[o + 4]! / wsum - ml * ml);
        const wk = 1 / (1 + (255 * s2) ** (q / 2));
        sw += wk;
        or += wk * mr;
        og += wk * mg;
        ob += wk * mb;
      }
      out.data[i * 3] = or / sw;
      out.data[i * 3 + 1] = og / sw;
      out.data[i * 3 + 2] = ob / sw;
    }
  }
  return out;
}

export function renderOilPainting(src: Rgb): Rgb {
  const { width: w, height: h } = src;
  const n = w * h;
  const rng = createRng(hashImage(src, 0x011));
  const scale = Math.max(w, h) / 800;
  const base = blurRgb(adjustColour(src, 1.2, 1.05), 1);
  const flow = structureTensor(base, 3 * scale, 1);
  const painted = anisotropicKuwahara(base, flow, 9 * scale);

  // Brush-height map: white noise smeared along the flow (bristle streaks) plus a little tone.
  const streaks = lic(whiteNoise(n, rng), flow, w, h, Math.round(7 * scale));
  const lum = luminance(painted);
  const heightMap = new Float32Array(n);
  for (let i = 0; i < n; i++) heightMap[i] = streaks[i]! * 1.6 + lum[i]! * 0.15;
  const relief = emboss(heightMap, w, h, 2.7);

  // Canvas weave: two orthogonal thread patterns with slubby noise.
  const slub = fbmNoise(w, h, 24, 2, rng);
  const grain = whiteNoise(n, rng);
  const out = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const warp = Math.sin((x * 2 * Math.PI) / 3.3 + slub[i]! * 3);
      const weft = Math.sin((y * 2 * Math.PI) / 3.3 + slub[i]! * 2);
      const weave = 1 + 0.035 * (warp * 0.5 + weft * 0.5) * (0.6 + 0.4 * grain[i]!);
      const s = relief[i]! * weave;
      const spec = Math.max(0, relief[i]! - 1.04) * 0.35;
      out.data[i * 3] = clamp01(painted.data[i * 3]! * s + spec);
      out.data[i * 3 + 1] = clamp01(painted.data[i * 3 + 1]! * s + spec);
      out.data[i * 3 + 2] = clamp01(painted.data[i * 3 + 2]! * s + spec);
    }
  }
  return out;
}
