/**
 * Picasso Style: analytic cubism. The picture is cut into angular facets (a Voronoi partition
 * seeded by a quadtree: big flat facets in the background, smaller ones over the pet, smallest
 * around its eyes and nose; see `facets.ts`). Every facet is painted in a limited cubist palette —
 * ochres, siennas, umbers, warm and cool greys, muted blues and greens — keeping the pet's own
 * light and dark, and shaded with its own gradient ("passage"): a facet lit along the photo's light
 * direction, some from the opposite side, a few showing the fur displaced as if seen from another
 * angle. Bold dark outlines follow the facet edges and the pet's silhouette. The eyes, nose and
 * mouth are kept as a stylised window of the pet's own colours with fine ink lines, never crossed
 * by facet edges. Facets are planned in 800 units, so a print is the very same painting.
 */
import { contentSeed, detailMap, workingImage } from "./brush-strokes";
import { cellRandom, type FacetHit, locateFacet, planFacets, rasterizeFacets } from "./facets";
import { labOf, labToRgbInto } from "./fast-lab";
import { type Lab, nearestIndex, paletteLab } from "./lab";
import type { PetMaskField } from "./mask";
import {
  blur,
  clamp01,
  createRgb,
  gradientMagnitude,
  type Rgb,
  resize,
  smoothstep,
  structureTensor,
} from "./raster";

/** Analytic/synthetic cubist palette in Lab: earths, greys, muted blues and greens. */
export const CUBIST_PALETTE: Lab[] = [
  [90, 2, 12], // ivory
  [78, 6, 34], // light ochre
  [64, 12, 46], // yellow ochre
  [50, 24, 36], // raw sienna
  [42, 30, 30], // burnt sienna
  [32, 12, 18], // raw umber
  [20, 4, 6], // charcoal
  [62, 2, 8], // warm grey
  [58, -3, -12], // cool grey
  [44, -4, -24], // slate blue
  [50, -16, 22], // olive green
  [68, -10, 12], // sage
  [48, 28, 14], // earth red
];
/** Accent planes: ochre, sienna, cool grey, slate blue, sage. */
const ACCENTS: Lab[] = [
  CUBIST_PALETTE[2]!,
  CUBIST_PALETTE[3]!,
  CUBIST_PALETTE[8]!,
  CUBIST_PALETTE[9]!,
  CUBIST_PALETTE[11]!,
];
/** The earths and warm greys alone: fur is never turned blue or green. */
const EARTHS: Lab[] = CUBIST_PALETTE.filter((q) => q[1] >= 0 && q[2] >= 0);
/** The pet's facets are a little more saturated than the photo: averaging over a facet greys it. */
const PET_CHROMA = 1.2;
/** Fur below this Lab chroma counts as white, grey or black: its hue is left as it is. */
const NEUTRAL_CHROMA = 16;
const LINE: [number, number, number] = [0.09, 0.075, 0.07];

/** Smooth value noise from a lattice hash: the same pattern at every size (coordinates in 800 units). */
function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  let fx = x - ix;
  let fy = y - iy;
  fx = fx * fx * (3 - 2 * fx);
  fy = fy * fy * (3 - 2 * fy);
  const hv = (a: number, b: number) => {
    let t = Math.imul(a, 0x27d4eb2d) ^ Math.imul(b, 0x165667b1) ^ seed;
    t = Math.imul(t ^ (t >>> 15), 0x85ebca6b);
    t = Math.imul(t ^ (t >>> 13), 0xc2b2ae35);
    return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
  };
  const a = hv(ix, iy);
  const b = hv(ix + 1, iy);
  const c = hv(ix, iy + 1);
  const d = hv(ix + 1, iy + 1);
  return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

/** Bilinear sample of a working-resolution single-channel field. */
function sample(field: Float32Array, w: number, h: number, x: number, y: number): number {
  x = x < 0 ? 0 : x > w - 1 ? w - 1 : x;
  y = y < 0 ? 0 : y > h - 1 ? h - 1 : y;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = x0 + 1 < w ? x0 + 1 : x0;
  const y1 = y0 + 1 < h ? y0 + 1 : y0;
  const fx = x - x0;
  const fy = y - y0;
  const a = field[y0 * w + x0]!;
  const b = field[y0 * w + x1]!;
  const c = field[y1 * w + x0]!;
  const d = field[y1 * w + x1]!;
  return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

/**
 * Eyes, nose, mouth and bold markings: small blobs that differ from the fur around them in
 * lightness or colour (the pet's top few percent), 0..1, inside the pet only.
 */
export function featureMap(
  lab: Float32Array,
  mask: Float32Array,
  w: number,
  h: number,
  unit: number,
): Float32Array {
  const n = w * h;
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    L[i] = lab[i * 3]!;
    A[i] = lab[i * 3 + 1]!;
    B[i] = lab[i * 3 + 2]!;
  }
  const ls = blur(L, w, h, 1, 0.8 * unit);
  const ll = blur(L, w, h, 1, 7 * unit);
  const as = blur(A, w, h, 1, 1.2 * unit);
  const al = blur(A, w, h, 1, 7 * unit);
  const bs = blur(B, w, h, 1, 1.2 * unit);
  const bl = blur(B, w, h, 1, 7 * unit);
  const blob = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    blob[i] = Math.abs(ls[i]! - ll[i]!) + 1.2 * Math.hypot(as[i]! - al[i]!, bs[i]! - bl[i]!);
  }
  const vals: number[] = [];
  for (let i = 0; i < n; i += 3) if (mask[i]! > 0.6) vals.push(blob[i]!);
  if (vals.length < 30) return new Float32Array(n);
  vals.sort((a, b) => a - b);
  const lo = Math.max(6, vals[Math.floor(vals.length * 0.9)]!);
  const hi = Math.max(lo + 4, vals[Math.floor(vals.length * 0.985)]!);
  const raw = new Float32Array(n);
  for (let i = 0; i < n; i++) raw[i] = smoothstep(lo, hi, blob[i]!) * smoothstep(0.5, 0.9, mask[i]!);
  const spread = blur(raw, w, h, 1, 2.5 * unit);
  // A wider pass fills a big eye's iris between its rim and its pupil.
  const fill = blur(raw, w, h, 1, 9 * unit);
  for (let i = 0; i < n; i++) {
    spread[i] =
      Math.max(clamp01(spread[i]! * 2.2), smoothstep(0.05, 0.18, fill[i]!)) * smoothstep(0.3, 0.7, mask[i]!);
  }
  return spread;
}

interface Facet {
  rgb: [number, number, number];
  /** Unit direction of the plane's light-to-dark gradient, and the facet's extent along it. */
  dx: number;
  dy: number;
  lo: number;
  hi: number;
  amp: number;
  /** Misregistration: where the fur texture is read from (800 units), and how much shows. */
  ox: number;
  oy: number;
  tone: number;
  texture: number;
  /** Direction of the short hatched charcoal marks inside the facet. */
  hx: number;
  hy: number;
}

/** Nearest cubist palette colour to a Lab colour (lightness counts for less than hue). */
function nearestCubist(L: number, a: number, b: number, palette: Lab[] = CUBIST_PALETTE): Lab {
  let best = palette[0]!;
  let bd = Number.POSITIVE_INFINITY;
  for (const q of palette) {
    const d = 0.3 * (q[0] - L) ** 2 + (q[1] - a) ** 2 + (q[2] - b) ** 2;
    if (d < bd) {
      bd = d;
      best = q;
    }
  }
  return best;
}

/** A wide blur computed at a quarter of the size (wide blurs need no detail), back at full size. */
function wideBlur(field: Float32Array, w: number, h: number, sigma: number): Float32Array {
  const f = 4;
  const sw = Math.max(1, Math.ceil(w / f));
  const sh = Math.max(1, Math.ceil(h / f));
  const small = new Float32Array(sw * sh);
  const count = new Float32Array(sw * sh);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const k = Math.floor(y / f) * sw + Math.floor(x / f);
      small[k]! += field[y * w + x]!;
      count[k]!++;
    }
  }
  for (let k = 0; k < sw * sh; k++) small[k]! /= Math.max(1, count[k]!);
  const b = blur(small, sw, sh, 1, sigma / f);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) out[y * w + x] = sample(b, sw, sh, (x + 0.5) / f - 0.5, (y + 0.5) / f - 0.5);
  }
  return out;
}

/** Edge strength 0..1 (1 = the picture's strongest 3% of edges) at the working size. */
function edgeStrength(img: Rgb, unit: number): Float32Array {
  const { width: w, height: h } = img;
  const n = w * h;
  const lum = new Float32Array(n);
  const d = img.data;
  for (let i = 0; i < n; i++) lum[i] = 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;
  const g = gradientMagnitude(blur(lum, w, h, 1, 3 * unit), w, h);
  const vals: number[] = [];
  for (let i = 0; i < n; i += 5) vals.push(g[i]!);
  vals.sort((p, q) => p - q);
  const ref = Math.max(1e-6, vals[Math.floor(vals.length * 0.97)] ?? 1e-6);
  for (let i = 0; i < n; i++) g[i] = clamp01(g[i]! / ref);
  return g;
}

export function renderPicasso(src: Rgb, mask: PetMaskField): Rgb {
  const { width: W, height: H } = src;
  const work = workingImage(src, mask);
  const img = work.img;
  const wm = work.mask;
  const { width: w, height: h } = img;
  const n = w * h;
  const unit = work.unit;
  const seed = contentSeed(img, 0xc0b1);
  const lab = labOf(img.data);
  const detail = detailMap(img, wm, unit);
  const feature = featureMap(lab, wm, w, h, unit);
  // The face zone: eyes, nose, mouth and the fur between them. No cut crosses it, no line is drawn.
  const faceBlur = wideBlur(feature, w, h, 26 * unit);
  const face = new Float32Array(n);
  // Lines fade out before they reach the face, over a wider margin.
  const calm = wideBlur(feature, w, h, 40 * unit);
  for (let i = 0; i < n; i++) {
    face[i] = Math.max(feature[i]!, smoothstep(0.035, 0.1, faceBlur[i]!));
    calm[i] = smoothstep(0.008, 0.025, calm[i]!);
  }
  // Edges and their directions for the cuts, analysed at half size (the plan is coarser still).
  const w2 = Math.max(1, Math.round(w / 2));
  const h2 = Math.max(1, Math.round(h / 2));
  const half = resize(img, w2, h2);
  const flow = structureTensor(half, 3 * unit, unit);
  const edge2 = edgeStrength(half, unit / 2);
  const tx = new Float32Array(n);
  const ty = new Float32Array(n);
  const edge = new Float32Array(n);
  for (let y = 0; y < h; y++) {
    const j = Math.min(h2 - 1, Math.floor((y * h2) / h)) * w2;
    for (let x = 0; x < w; x++) {
      const k2 = j + Math.min(w2 - 1, Math.floor((x * w2) / w));
      tx[y * w + x] = flow.tx[k2]!;
      ty[y * w + x] = flow.ty[k2]!;
      edge[y * w + x] = edge2[k2]!;
    }
  }
  const tree = planFacets({ width: w, height: h, mask: wm, edge, tx, ty, detail, face }, seed);
  const nf = tree.leafCount;
  const u = tree.width / w; // 800 units per working pixel

  // Every facet's own random numbers and the direction of its light (neighbours differ).
  const rand = (f: number, k: number) => cellRandom(seed, 3, f, k, 0);
  const dirX = new Float32Array(nf);
  const dirY = new Float32Array(nf);
  for (let f = 0; f < nf; f++) {
    const ang = rand(f, 0) * Math.PI * 2;
    dirX[f] = Math.cos(ang);
    dirY[f] = Math.sin(ang);
  }
  // Facet statistics at the working size: mean Lab, feature share, extent along the light.
  const wr = rasterizeFacets(tree, w, h, wm);
  const S = new Float64Array(nf * 5);
  const lo = new Float32Array(nf).fill(1e9);
  const hi = new Float32Array(nf).fill(-1e9);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const f = wr.label[i]!;
      const o = f * 5;
      S[o]! += 1;
      S[o + 1]! += lab[i * 3]!;
      S[o + 2]! += lab[i * 3 + 1]!;
      S[o + 3]! += lab[i * 3 + 2]!;
      S[o + 4]! += feature[i]!;
      const p = (x + 0.5) * u * dirX[f]! + (y + 0.5) * u * dirY[f]!;
      if (p < lo[f]!) lo[f] = p;
      if (p > hi[f]!) hi[f] = p;
    }
  }
  // The pet's overall colour, and a backdrop palette of the cubist colours farthest from it.
  let pa = 0;
  let pb = 0;
  let pn = 0;
  for (let i = 0; i < n; i += 3) {
    if (wm[i]! < 0.5) continue;
    pa += lab[i * 3 + 1]!;
    pb += lab[i * 3 + 2]!;
    pn++;
  }
  pa /= Math.max(1, pn);
  pb /= Math.max(1, pn);
  const backdrop: Lab[] = CUBIST_PALETTE.filter((q) => q[0] > 40 && q[0] < 92)
    .map((q) => ({ q, d: Math.hypot(q[1] - pa, q[2] - pb) }))
    .sort((p, q) => q.d - p.d)
    .slice(0, 3)
    .map(({ q }): Lab => [q[0], q[1] * 0.75, q[2] * 0.75]);
  backdrop.push(CUBIST_PALETTE[7]!, CUBIST_PALETTE[0]!);

  const facets: Facet[] = [];
  const tmp = [0, 0, 0];
  for (let f = 0; f < nf; f++) {
    const o = f * 5;
    const c = Math.max(1, S[o]!);
    const mL = S[o + 1]! / c;
    const ma = S[o + 2]! / c;
    const mb = S[o + 3]! / c;
    const feat = S[o + 4]! / c;
    const isPet = tree.leafPet[f] === 1;
    const calm = 1 - Math.min(1, feat * 4);
    let col: Lab;
    if (isPet) {
      // The pet keeps its light and dark and its own chroma (a ginger coat stays ginger); the hue of
      // coloured fur turns towards the nearest earth, while a white or grey coat keeps its own (fur is
      // never blue or green: the accents below bring those).
      const q = nearestCubist(mL, ma, mb, EARTHS);
      const own = Math.atan2(mb, ma);
      const turn = Math.atan2(Math.sin(Math.atan2(q[2], q[1]) - own), Math.cos(Math.atan2(q[2], q[1]) - own));
      const chroma = Math.hypot(ma, mb);
      const pull = 0.85 * (1 - Math.min(1, feat * 2)) * Math.min(1, chroma / NEUTRAL_CHROMA);
      col = [
        mL + (q[0] - mL) * 0.2,
        chroma * PET_CHROMA * Math.cos(own + turn * pull),
        chroma * PET_CHROMA * Math.sin(own + turn * pull),
      ];
      col[0] = Math.max(4, Math.min(96, col[0] + (rand(f, 1) - 0.5) * 20 * calm));
      // Synthetic-cubist accents: a few planes in another earth or a grey-blue.
      if (rand(f, 2) < 0.14 && calm > 0.9 && col[0] > 25 && col[0] < 90) {
        const acc = ACCENTS[Math.floor(rand(f, 3) * ACCENTS.length)]!;
        col = [col[0], col[1] + (acc[1] - col[1]) * 0.7, col[2] + (acc[2] - col[2]) * 0.7];
      }
    } else {
      // The backdrop: the nearest of its own few colours, neighbours stepping light and dark.
      let k = backdrop.indexOf(nearestCubist(mL, ma, mb, backdrop));
      if (rand(f, 2) < 0.25) k = (k + 1 + Math.floor(rand(f, 3) * (backdrop.length - 1))) % backdrop.length;
      const q = backdrop[k]!;
      col = [q[0] + (mL - q[0]) * 0.55 + (rand(f, 1) - 0.5) * 14, q[1], q[2]];
    }
    labToRgbInto(col[0], col[1], col[2], tmp, 0);
    const hang = (rand(f, 4) < 0.5 ? 0.25 : 0.75) * Math.PI + (rand(f, 5) - 0.5) * 0.6;
    const shifted = isPet && calm > 0.9 && rand(f, 6) < 0.4;
    const off = shifted ? 5 + 8 * rand(f, 7) : 0;
    const oang = rand(f, 8) * Math.PI * 2;
    facets.push({
      rgb: [tmp[0]!, tmp[1]!, tmp[2]!],
      dx: dirX[f]!,
      dy: dirY[f]!,
      lo: lo[f]!,
      hi: Math.max(lo[f]! + 1, hi[f]!),
      amp: isPet ? (0.2 + 0.14 * rand(f, 9)) * (1 - 0.7 * Math.min(1, feat * 3)) : 0.26,
      ox: Math.cos(oang) * off,
      oy: Math.sin(oang) * off,
      tone: mL,
      texture: isPet ? 0.5 : 0.3,
      hx: Math.cos(hang),
      hy: Math.sin(hang),
    });
  }

  // Working-size layers: a tone field (fur structure) and the stylised features.
  const toneL = new Float32Array(n);
  for (let i = 0; i < n; i++) toneL[i] = lab[i * 3]!;
  const tone = blur(toneL, w, h, 1, 1.6 * unit);
  const featRgb = featureLayer(img, lab, wm, unit);
  const faceRgb = faceLayer(lab, w, h, unit);

  // Full-size composite.
  const pu = tree.width / W; // 800 units per output pixel
  const k = w / W; // working pixels per output pixel
  const out = createRgb(W, H);
  const d = out.data;
  const hit: FacetHit = { leaf: 0, edge: 0, cut: 0 };
  for (let y = 0; y < H; y++) {
    const py = (y + 0.5) * pu;
    const wy = (y + 0.5) * k - 0.5;
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const px = (x + 0.5) * pu;
      const wx = (x + 0.5) * k - 0.5;
      const m = mask[i]!;
      locateFacet(tree, px, py, m >= 0.5, hit);
      const f = facets[hit.leaf]!;
      // A tilted plane: lit along one side, darkening across to the other.
      const t = ((px * f.dx + py * f.dy - f.lo) / (f.hi - f.lo)) * 2 - 1;
      let shade = 1 + f.amp * (t < 0 ? -0.35 * t : -(t ** 1.4));
      // Short hatched charcoal marks, each facet in its own direction, on a paper grain.
      const along = px * f.hx + py * f.hy;
      const across = py * f.hx - px * f.hy;
      shade *= 1 + 0.12 * (valueNoise(along / 7, across / 1.6, seed) - 0.5);
      if (f.texture > 0) {
        const tv = sample(tone, w, h, (px + f.ox) / u - 0.5, (py + f.oy) / u - 0.5);
        shade *= 1 + (f.texture * (tv - f.tone)) / Math.max(35, f.tone + 10);
      }
      const F = m > 0.3 ? sample(feature, w, h, wx, wy) : 0;
      const fz = m > 0.3 ? sample(face, w, h, wx, wy) : 0;
      // Bold outlines along the facet sides, each side its own weight; none over the face.
      let line = 0;
      if (hit.cut >= 0 && hit.edge < 4) {
        const r = cellRandom(seed, 9, hit.cut, 0, 0);
        const hw = m >= 0.5 ? (r < 0.15 ? 0 : 0.9 + 0.8 * r) : r < 0.06 ? 0 : 1.7 + 1.2 * r;
        line = clamp01((hw - hit.edge) / pu + 0.5) * clamp01(1 - 1.6 * F) * (1 - smoothstep(0.2, 0.6, fz));
        if (line > 0) line *= 1 - sample(calm, w, h, wx, wy);
      }
      if (m > 0.05 && m < 0.95) {
        const mx = (x + 1 < W ? mask[i + 1]! : m) - (x > 0 ? mask[i - 1]! : m);
        const my = (y + 1 < H ? mask[i + W]! : m) - (y > 0 ? mask[i - W]! : m);
        const g = Math.hypot(mx, my) * 0.5;
        if (g > 1e-5) {
          const dist = (Math.abs(m - 0.5) / g) * pu;
          // Boldest where the photo has an edge too (a coarse mask is not drawn as a hard line).
          const strength = 0.45 + 0.55 * smoothstep(0.1, 0.45, sample(detail, w, h, wx, wy));
          line = Math.max(line, clamp01((2.1 - dist) / pu + 0.5) * strength);
        }
      }
      // The face: the pet's own simplified colours, the planes fading into it.
      const Z = m >= 0.5 ? smoothstep(0.3, 0.75, fz) : 0;
      for (let c = 0; c < 3; c++) {
        let v = clamp01(f.rgb[c]! * shade);
        if (Z > 0) v += (sample(faceRgb[c]!, w, h, wx, wy) * (0.55 + 0.45 * shade) - v) * Z;
        if (F > 0.01) v += (sample(featRgb[c]!, w, h, wx, wy) - v) * F;
        d[i * 3 + c] = v + (LINE[c]! - v) * line;
      }
    }
  }
  return out;
}

/**
 * The face zone in the limited palette: the photo's colours smoothed, pulled to the nearest cubist
 * colour (its lightness kept), so the face stays the pet's own without any cut across it.
 */
function faceLayer(lab: Float32Array, w: number, h: number, unit: number): Float32Array[] {
  const n = w * h;
  const sm = blur(lab, w, h, 3, 2.5 * unit);
  const out = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const tmp = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const L = sm[i * 3]!;
    const a = sm[i * 3 + 1]!;
    const b = sm[i * 3 + 2]!;
    const q = nearestCubist(L, a, b, EARTHS);
    labToRgbInto(L + (q[0] - L) * 0.15, a + (q[1] - a) * 0.6, b + (q[2] - b) * 0.6, tmp, 0);
    out[0]![i] = tmp[0]!;
    out[1]![i] = tmp[1]!;
    out[2]![i] = tmp[2]!;
  }
  return out;
}

/**
 * The eyes, nose and mouth as a stylised window: the pet's own colours simplified towards its Lab
 * palette, a little local contrast, fine ink lines (DoG) around them. Per channel, working size.
 */
function featureLayer(img: Rgb, lab: Float32Array, mask: Float32Array, unit: number): Float32Array[] {
  const { width: w, height: h } = img;
  const n = w * h;
  const palette = paletteLab(lab, mask, 10);
  const L = new Float32Array(n);
  for (let i = 0; i < n; i++) L[i] = lab[i * 3]!;
  const Ls = blur(L, w, h, 1, 0.7 * unit);
  const Lm = blur(L, w, h, 1, 1.1 * unit);
  const Lb = blur(L, w, h, 1, 1.8 * unit);
  const Lwide = blur(L, w, h, 1, 4 * unit);
  const Lfar = blur(L, w, h, 1, 10 * unit);
  const out = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const tmp = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    let l = Ls[i]! + (Ls[i]! - Lwide[i]!) * 0.3 + (Ls[i]! - Lfar[i]!) * 0.9;
    let a = lab[i * 3 + 1]! * 1.25;
    let b = lab[i * 3 + 2]! * 1.25;
    const p = palette[nearestIndex(palette, l, a, b)]!;
    l += (p[0] - l) * 0.12;
    a += (p[1] - a) * 0.12;
    b += (p[2] - b) * 0.12;
    // Ink where the fine blur is darker than the wider one (DoG), as in a drawn eye.
    const ink = smoothstep(2.5, 9, Lb[i]! - Lm[i]!);
    l = l * (1 - 0.5 * ink) + 8 * 0.5 * ink;
    labToRgbInto(l, a, b, tmp, 0);
    out[0]![i] = tmp[0]!;
    out[1]![i] = tmp[1]!;
    out[2]![i] = tmp[2]!;
  }
  return out;
}
