/**
 * Picasso (cubist): the picture is cut into a few large angular planes, each seen from a slightly
 * shifted viewpoint; inside, a Voronoi partition whose seeds are importance-sampled from edge
 * strength (small facets where there is detail, e.g. eyes and nose; large ones in flat areas).
 * Facets are flat-shaded with a planar gradient, their colours pulled towards a cubist palette
 * (some planes re-coloured), facet borders and the photo's strong edges drawn as bold dark lines.
 */
import {
  blur,
  clamp01,
  createRgb,
  createRng,
  dogLines,
  gradientMagnitude,
  hashImage,
  luminance,
  quantile,
  type Rgb,
  smoothstep,
} from "./raster";

type Colour = [number, number, number];

const PALETTE: Colour[] = [
  [0.9, 0.64, 0.22], // ochre
  [0.78, 0.34, 0.16], // burnt sienna
  [0.16, 0.32, 0.66], // cobalt
  [0.3, 0.58, 0.78], // cerulean
  [0.34, 0.56, 0.3], // olive green
  [0.92, 0.8, 0.55], // sand
  [0.85, 0.24, 0.22], // vermilion
  [0.55, 0.42, 0.62], // mauve
];
const LINE: Colour = [0.09, 0.07, 0.08];

/** Jump flooding: nearest-seed label for every pixel. */
function voronoi(seedX: Int32Array, seedY: Int32Array, w: number, h: number): Int32Array {
  let labels = new Int32Array(w * h).fill(-1);
  for (let s = 0; s < seedX.length; s++) labels[seedY[s]! * w + seedX[s]!] = s;
  let next = new Int32Array(w * h);
  let step = 1;
  while (step * 2 < Math.max(w, h)) step *= 2;
  const passes: number[] = [];
  for (; step >= 1; step >>= 1) passes.push(step);
  passes.push(1);
  for (const k of passes) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let best = labels[y * w + x]!;
        let bestD = Infinity;
        if (best >= 0) {
          const dx = x - seedX[best]!;
          const dy = y - seedY[best]!;
          bestD = dx * dx + dy * dy;
        }
        for (let oy = -k; oy <= k; oy += k) {
          const yy = y + oy;
          if (yy < 0 || yy >= h) continue;
          for (let ox = -k; ox <= k; ox += k) {
            const xx = x + ox;
            if (xx < 0 || xx >= w || (ox === 0 && oy === 0)) continue;
            const s = labels[yy * w + xx]!;
            if (s < 0 || s === best) continue;
            const dx = x - seedX[s]!;
            const dy = y - seedY[s]!;
            const d = dx * dx + dy * dy;
            if (d < bestD) {
              bestD = d;
              best = s;
            }
          }
        }
        next[y * w + x] = best;
      }
    }
    const t = labels;
    labels = next;
    next = t;
  }
  return labels;
}

export function renderPicasso(src: Rgb): Rgb {
  const { width: w, height: h } = src;
  const n = w * h;
  const rng = createRng(hashImage(src, 0xc0b1));
  const scale = Math.max(w, h) / 800;

  // 1. Large angular planes, each with its own small viewpoint shift.
  const cuts: { nx: number; ny: number; c: number }[] = [];
  for (let k = 0; k < 3; k++) {
    const ang = rng() * Math.PI;
    const nx = Math.cos(ang);
    const ny = Math.sin(ang);
    const px = w * (0.3 + 0.4 * rng());
    const py = h * (0.3 + 0.4 * rng());
    cuts.push({ nx, ny, c: px * nx + py * ny });
  }
  const zoneShift: [number, number][] = [];
  for (let z = 0; z < 8; z++) {
    const a = rng() * Math.PI * 2;
    const m = (z === 0 ? 0 : 3 + rng() * 5) * scale;
    zoneShift.push([Math.cos(a) * m, Math.sin(a) * m]);
  }
  const zone = new Uint8Array(n);
  const shifted = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let z = 0;
      for (let k = 0; k < cuts.length; k++) {
        const c = cuts[k]!;
        if (x * c.nx + y * c.ny > c.c) z |= 1 << k;
      }
      const i = y * w + x;
      zone[i] = z;
      const [dx, dy] = zoneShift[z]!;
      let sx = Math.round(x + dx);
      let sy = Math.round(y + dy);
      sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
      const o = (sy * w + sx) * 3;
      shifted.data[i * 3] = src.data[o]!;
      shifted.data[i * 3 + 1] = src.data[o + 1]!;
      shifted.data[i * 3 + 2] = src.data[o + 2]!;
    }
  }

  // 2. Edge-weighted Voronoi seeds.
  const lum = luminance(shifted);
  const mag = blur(gradientMagnitude(blur(lum, w, h, 1, 2.5 * scale), w, h), w, h, 1, 3 * scale);
  const hiMag = quantile(mag, 0.97, 0, 0.25) + 1e-4;
  const density = new Float32Array(n);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const cx = (x / w - 0.5) / 0.3;
      const cy = (y / h - 0.45) / 0.3;
      const centre = Math.exp(-(cx * cx + cy * cy) / 2);
      const m = Math.min(1, mag[y * w + x]! / hiMag);
      density[y * w + x] = 0.04 + 0.3 * centre + m ** 1.4;
    }
  }
  const target = Math.round(2000 * (n / (800 * 600)));
  const sx: number[] = [];
  const sy: number[] = [];
  for (let tries = 0; sx.length < target && tries < target * 40; tries++) {
    const x = Math.floor(rng() * w);
    const y = Math.floor(rng() * h);
    if (rng() * 1.2 < density[y * w + x]!) {
      sx.push(x);
      sy.push(y);
    }
  }
  if (sx.length === 0) {
    sx.push(w >> 1);
    sy.push(h >> 1);
  }
  const seedX = Int32Array.from(sx);
  const seedY = Int32Array.from(sy);
  const labels = voronoi(seedX, seedY, w, h);

  // 3. Facet colours: mean of the shifted photo, pulled toward the cubist palette.
  const ns = seedX.length;
  const sum = new Float64Array(ns * 4);
  for (let i = 0; i < n; i++) {
    const s = labels[i]! * 4;
    sum[s]! += shifted.data[i * 3]!;
    sum[s + 1]! += shifted.data[i * 3 + 1]!;
    sum[s + 2]! += shifted.data[i * 3 + 2]!;
    sum[s + 3]! += 1;
  }
  const facet = new Float32Array(ns * 3);
  const gradX = new Float32Array(ns);
  const gradY = new Float32Array(ns);
  for (let s = 0; s < ns; s++) {
    const c = Math.max(1, sum[s * 4 + 3]!);
    let r = sum[s * 4]! / c;
    let g = sum[s * 4 + 1]! / c;
    let b = sum[s * 4 + 2]! / c;
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    // Nearest palette colour by chroma direction, re-lit to the facet's luminance.
    let best = 0;
    let bestD = Infinity;
    for (let p = 0; p < PALETTE.length; p++) {
      const q = PALETTE[p]!;
      const ql = 0.2126 * q[0] + 0.7152 * q[1] + 0.0722 * q[2];
      const d = (r - l - (q[0] - ql)) ** 2 + (g - l - (q[1] - ql)) ** 2 + (b - l - (q[2] - ql)) ** 2;
      if (d < bestD) {
        bestD = d;
        best = p;
      }
    }
    // A few planes are re-coloured with a contrasting palette colour.
    const chroma = Math.max(r, g, b) - Math.min(r, g, b);
    let k = 0.65 * smoothstep(0.03, 0.14, chroma);
    if (rng() < 0.1 && l > 0.2 && l < 0.85) {
      best = Math.floor(rng() * PALETTE.length);
      k = 0.55;
    }
    const q = PALETTE[best]!;
    const ql = 0.2126 * q[0] + 0.7152 * q[1] + 0.0722 * q[2];
    r = r * (1 - k) + clamp01(q[0] - ql + l) * k;
    g = g * (1 - k) + clamp01(q[1] - ql + l) * k;
    b = b * (1 - k) + clamp01(q[2] - ql + l) * k;
    facet[s * 3] = r;
    facet[s * 3 + 1] = g;
    facet[s * 3 + 2] = b;
    const a = rng() * Math.PI * 2;
    gradX[s] = Math.cos(a);
    gradY[s] = Math.sin(a);
  }

  // 4. Lines: facet borders (thin), photo edges and plane cuts (bold).
  const edges = dogLines(blur(lum, w, h, 1, 1.5 * scale), w, h, 1.4 * scale, 0.01, 0.028);
  const soft = blur(shifted.data, w, h, 3, 2.5 * scale);
  const out = createRgb(w, h);
  const facetRadius = 6 * scale;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const s = labels[i]!;
      const ddx = x - seedX[s]!;
      const ddy = y - seedY[s]!;
      const plane = 1 + 0.22 * Math.tanh((ddx * gradX[s]! + ddy * gradY[s]!) / (facetRadius * 2));
      // Mostly flat planes, with a third of the (softened) photo kept for readability.
      let r = (facet[s * 3]! * 0.7 + soft[i * 3]! * 0.3) * plane;
      let g = (facet[s * 3 + 1]! * 0.7 + soft[i * 3 + 1]! * 0.3) * plane;
      let b = (facet[s * 3 + 2]! * 0.7 + soft[i * 3 + 2]! * 0.3) * plane;
      let line = edges[i]!;
      const right = x + 1 < w ? labels[i + 1]! : s;
      const down = y + 1 < h ? labels[i + w]! : s;
      const other = right !== s ? right : down !== s ? down : s;
      if (other !== s) {
        const diff =
          Math.abs(facet[s * 3]! - facet[other * 3]!) +
          Math.abs(facet[s * 3 + 1]! - facet[other * 3 + 1]!) +
          Math.abs(facet[s * 3 + 2]! - facet[other * 3 + 2]!);
        line = Math.max(line, smoothstep(0.1, 0.3, diff) * 0.85);
      }
      for (const c of cuts) {
        const dist = Math.abs(x * c.nx + y * c.ny - c.c);
        if (dist < 2.2 * scale) line = Math.max(line, clamp01(2.2 * scale - dist));
      }
      r = r * (1 - line) + LINE[0] * line;
      g = g * (1 - line) + LINE[1] * line;
      b = b * (1 - line) + LINE[2] * line;
      out.data[i * 3] = clamp01(r);
      out.data[i * 3 + 1] = clamp01(g);
      out.data[i * 3 + 2] = clamp01(b);
    }
  }
  return out;
}
