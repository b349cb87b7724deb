/**
 * Shared brush-stroke engine for the painterly styles (Van Gogh, Oil Painting).
 *
 * Strokes are planned at a working resolution (at most 800 px on the long side) in the manner of
 * Hertzmann (1998): layers from coarse to fine, each stroke seeded where the canvas still differs
 * from a reference blurred to the stroke's size, traced along a flow field, and stopped where the
 * reference colour changes (so a wide stroke never runs across an eye or out of the pet). Each
 * stroke is then a short, slightly bent capsule with a bristle profile, rasterised at any output
 * size: a 2400-px print repaints the very same strokes as its 800-px preview, at more pixels.
 * Strokes also lay down paint height, which `impasto` lights as relief.
 */
import type { PetMaskField } from "./mask";
import { blur, blurRgb, clamp01, createRgb, createRng, gradients, type Rgb, smoothstep } from "./raster";

/** Long side of the resolution at which strokes are planned and images analysed. */
export const WORK_SIDE = 800;

export interface Working {
  /** The image at the working resolution (the source itself when it is ≤ 800 px). */
  img: Rgb;
  mask: Float32Array;
  /** Output pixels per working pixel (≥ 1). */
  factor: number;
  /** Working pixels per "800-px pixel": every size is given for an 800-px painting and times this. */
  unit: number;
}

export function workingImage(src: Rgb, mask: PetMaskField): Working {
  const long = Math.max(src.width, src.height);
  if (long <= WORK_SIDE) return { img: src, mask, factor: 1, unit: long / WORK_SIDE };
  const f = long / WORK_SIDE;
  const ww = Math.max(1, Math.round(src.width / f));
  const wh = Math.max(1, Math.round(src.height / f));
  const img = { width: ww, height: wh, data: areaDownsample(src.data, src.width, src.height, 3, ww, wh) };
  const wm = areaDownsample(mask, src.width, src.height, 1, ww, wh);
  return { img, mask: wm, factor: src.width / ww, unit: 1 };
}

/** Shrinks an interleaved image by averaging the source pixels under each target pixel. */
function areaDownsample(
  src: Float32Array,
  w: number,
  h: number,
  c: number,
  W: number,
  H: number,
): Float32Array {
  const out = new Float32Array(W * H * c);
  const weight = new Float32Array(W * H);
  const sx = W / w;
  const sy = H / h;
  for (let y = 0; y < h; y++) {
    const ty = Math.min(H - 1, Math.floor((y + 0.5) * sy));
    for (let x = 0; x < w; x++) {
      const t = ty * W + Math.min(W - 1, Math.floor((x + 0.5) * sx));
      weight[t]!++;
      for (let k = 0; k < c; k++) out[t * c + k]! += src[(y * w + x) * c + k]!;
    }
  }
  for (let t = 0; t < W * H; t++) {
    const inv = weight[t]! > 0 ? 1 / weight[t]! : 0;
    for (let k = 0; k < c; k++) out[t * c + k]! *= inv;
  }
  return out;
}

/**
 * A seed from the picture's content that does not depend on its size, so a print gets the same
 * strokes as its preview: the aspect ratio and the mean luminance of a 3×3 grid of blocks, coarsely
 * quantised (each block averages thousands of pixels, so resampling barely moves it).
 */
export function contentSeed(img: Rgb, salt: number): number {
  const { width: w, height: h } = img;
  const sums = new Float64Array(9);
  const counts = new Float64Array(9);
  const d = img.data;
  for (let y = 0; y < h; y++) {
    const by = Math.min(2, Math.floor((y * 3) / h));
    for (let x = 0; x < w; x++) {
      const b = by * 3 + Math.min(2, Math.floor((x * 3) / w));
      const o = (y * w + x) * 3;
      sums[b]! += 0.2126 * d[o]! + 0.7152 * d[o + 1]! + 0.0722 * d[o + 2]!;
      counts[b]!++;
    }
  }
  const key: number[] = [Math.round((w / h) * 20)];
  for (let b = 0; b < 9; b++) key.push(Math.round((sums[b]! / Math.max(1, counts[b]!)) * 6));
  let hash = (0x811c9dc5 ^ salt) >>> 0;
  for (const v of key) {
    hash ^= v;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Bilinear upsampling of a working-resolution single-channel field to the output size. */
export function upsampleField(field: Float32Array, w: number, h: number, W: number, H: number): Float32Array {
  if (w === W && h === H) return field;
  const out = new Float32Array(W * H);
  const sx = w / W;
  const sy = h / H;
  for (let y = 0; y < H; y++) {
    let fy = (y + 0.5) * sy - 0.5;
    fy = fy < 0 ? 0 : Math.min(fy, h - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(h - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < W; x++) {
      let fx = (x + 0.5) * sx - 0.5;
      fx = fx < 0 ? 0 : Math.min(fx, w - 1);
      const x0 = Math.floor(fx);
      const x1 = Math.min(w - 1, x0 + 1);
      const tx = fx - x0;
      const a = field[y0 * w + x0]!;
      const b = field[y0 * w + x1]!;
      const c = field[y1 * w + x0]!;
      const d = field[y1 * w + x1]!;
      out[y * W + x] = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
    }
  }
  return out;
}

/** Bilinear upsampling of an RGB image (a copy when the size is the same). */
export function upsampleRgb(img: Rgb, W: number, H: number): Rgb {
  const { width: w, height: h } = img;
  if (w === W && h === H) return { width: W, height: H, data: img.data.slice() };
  const out = createRgb(W, H);
  const s = img.data;
  const d = out.data;
  const xs0 = new Int32Array(W);
  const xs1 = new Int32Array(W);
  const xt = new Float32Array(W);
  for (let x = 0; x < W; x++) {
    let fx = ((x + 0.5) * w) / W - 0.5;
    fx = fx < 0 ? 0 : Math.min(fx, w - 1);
    xs0[x] = Math.floor(fx) * 3;
    xs1[x] = Math.min(w - 1, Math.floor(fx) + 1) * 3;
    xt[x] = fx - Math.floor(fx);
  }
  for (let y = 0; y < H; y++) {
    let fy = ((y + 0.5) * h) / H - 0.5;
    fy = fy < 0 ? 0 : Math.min(fy, h - 1);
    const r0 = Math.floor(fy) * w * 3;
    const r1 = Math.min(h - 1, Math.floor(fy) + 1) * w * 3;
    const ty = fy - Math.floor(fy);
    let o = y * W * 3;
    for (let x = 0; x < W; x++) {
      const a0 = r0 + xs0[x]!;
      const a1 = r0 + xs1[x]!;
      const b0 = r1 + xs0[x]!;
      const b1 = r1 + xs1[x]!;
      const tx = xt[x]!;
      for (let k = 0; k < 3; k++, o++) {
        const top = s[a0 + k]! + (s[a1 + k]! - s[a0 + k]!) * tx;
        const bot = s[b0 + k]! + (s[b1 + k]! - s[b0 + k]!) * tx;
        d[o] = top + (bot - top) * ty;
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Detail: where a pet has small high-contrast features (eyes, nose, markings)

/**
 * Local gradient energy of the luminance, 0..1 (1 = as busy as the pet's busiest 3%), blurred so
 * it covers a feature and its surroundings. Fine strokes and colour protection follow it.
 */
export function detailMap(img: Rgb, mask: Float32Array, unit: number): Float32Array {
  const { width: w, height: h } = img;
  const n = w * h;
  const lum = new Float32Array(n);
  const d = img.data;
  for (let i = 0; i < n; i++) lum[i] = 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;
  const smooth = blur(lum, w, h, 1, 0.8 * unit);
  const { gx, gy } = gradients(smooth, w, h);
  const e = new Float32Array(n);
  for (let i = 0; i < n; i++) e[i] = gx[i]! * gx[i]! + gy[i]! * gy[i]!;
  const energy = blur(e, w, h, 1, 3 * unit);
  const vals: number[] = [];
  for (let i = 0; i < n; i += 7) if (mask[i]! > 0.5) vals.push(energy[i]!);
  if (vals.length < 20) for (let i = 0; i < n; i += 7) vals.push(energy[i]!);
  vals.sort((a, b) => a - b);
  const ref = Math.max(1e-6, vals[Math.floor(vals.length * 0.97)] ?? 1e-6);
  for (let i = 0; i < n; i++) energy[i] = clamp01(Math.sqrt(Math.max(0, energy[i]!) / ref));
  return energy;
}

// ---------------------------------------------------------------------------------------------
// Strokes

export interface Stroke {
  /** Centre, unit direction, half length and half width, all in working pixels. */
  x: number;
  y: number;
  ux: number;
  uy: number;
  hl: number;
  hw: number;
  /** Offset of the spine at the middle of the stroke, across it (a bent stroke), working pixels. */
  bend: number;
  r: number;
  g: number;
  b: number;
  /** 0..1: the stroke's own bristle pattern. */
  seed: number;
  /** Paint thickness multiplier for the impasto height. */
  load: number;
  /** Where the stroke was seeded (working pixels). */
  sx: number;
  sy: number;
}

export interface Layer {
  /** Half width of the layer's strokes (working pixels). */
  radius: number;
  /** Mean colour error (RGB distance) a grid cell needs before it gets a stroke; 0 = cover all. */
  threshold: number;
  /** Longest stroke, in multiples of the radius. */
  maxLength: number;
  /** Grid spacing in multiples of the radius. */
  spacing?: number;
}

export interface PlanOptions {
  /** What the strokes try to paint (already in the style's colours). */
  reference: Rgb;
  /** Orientation field (unit vectors; sign does not matter). */
  fx: Float32Array;
  fy: Float32Array;
  /** Strokes never cross this boundary (pet vs background): a stroke keeps to its seed's side. */
  region: Float32Array;
  layers: Layer[];
  rng: () => number;
  /** Colour difference along the stroke at which it ends. */
  stopDiff: number;
  /** Optional: 0..1 per pixel; where high, a layer's stroke gets no wider than `radius * (1 - 0.75 d)`. */
  detail?: Float32Array;
  /** Picks the stroke's colour from the reference colour at its seed (palette, jitter). */
  colour?: (r: number, g: number, b: number, x: number, y: number, layer: number) => [number, number, number];
  /** Whether a layer may seed a stroke at (x, y) (e.g. only coarse strokes in the background). */
  accept?: (x: number, y: number, layer: number) => boolean;
  /** Longest stroke seeded at (x, y), relative to the layer's (default 1). */
  lengthScale?: (x: number, y: number) => number;
  /** Paint thickness of a stroke seeded at (x, y). */
  load?: (x: number, y: number, layer: number) => number;
  /** How much bend a stroke may keep (0 = straight, 1 = follows the flow's curve). */
  curl?: number;
  /** The canvas the strokes start on (working resolution); filled with `start` when omitted. */
  start?: Rgb;
}

/**
 * Plans strokes coarse to fine; returns them in painting order, and the underpainting they start
 * on (the working-resolution canvas before any stroke).
 */
export function planStrokes(opts: PlanOptions): { strokes: Stroke[]; underpainting: Rgb } {
  const { reference, fx, fy, region, layers, rng } = opts;
  const { width: w, height: h } = reference;
  const n = w * h;
  const underpainting = opts.start ?? blurRgb(reference, 8);
  const canvas = { width: w, height: h, data: underpainting.data.slice() };
  const cd = canvas.data;
  const all: Stroke[] = [];
  const curl = opts.curl ?? 1;
  for (let li = 0; li < layers.length; li++) {
    const layer = layers[li]!;
    const R = layer.radius;
    const ref = blurRgb(reference, Math.max(0.5, R * 0.5));
    const rd = ref.data;
    const diff = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const dr = cd[i * 3]! - rd[i * 3]!;
      const dg = cd[i * 3 + 1]! - rd[i * 3 + 1]!;
      const db = cd[i * 3 + 2]! - rd[i * 3 + 2]!;
      diff[i] = Math.sqrt(dr * dr + dg * dg + db * db);
    }
    const grid = Math.max(1, Math.round(R * (layer.spacing ?? 1)));
    const strokes: Stroke[] = [];
    for (let gy = 0; gy < h; gy += grid) {
      for (let gx = 0; gx < w; gx += grid) {
        let sum = 0;
        let cnt = 0;
        let best = -1;
        let bx = gx;
        let by = gy;
        const ye = Math.min(h, gy + grid);
        const xe = Math.min(w, gx + grid);
        for (let y = gy; y < ye; y++) {
          for (let x = gx; x < xe; x++) {
            const e = diff[y * w + x]!;
            sum += e;
            cnt++;
            if (e > best) {
              best = e;
              bx = x;
              by = y;
            }
          }
        }
        if (layer.threshold > 0 && sum / cnt < layer.threshold) continue;
        if (layer.threshold === 0) {
          bx = Math.min(w - 1, gx + Math.floor(rng() * grid));
          by = Math.min(h - 1, gy + Math.floor(rng() * grid));
        }
        let radius = R * (0.85 + 0.3 * rng());
        if (opts.detail) radius *= 1 - 0.75 * opts.detail[by * w + bx]!;
        radius = Math.max(0.7, radius);
        if (opts.accept && !opts.accept(bx, by, li)) continue;
        const s = traceStroke(
          bx,
          by,
          radius,
          layer.maxLength * R * (opts.lengthScale ? opts.lengthScale(bx, by) : 1),
          ref,
          fx,
          fy,
          region,
          opts.stopDiff,
          curl,
          rng,
        );
        s.load = opts.load ? opts.load(bx, by, li) : 1;
        strokes.push(s);
      }
    }
    for (let i = strokes.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      const t = strokes[i]!;
      strokes[i] = strokes[j]!;
      strokes[j] = t;
    }
    // The next layer's error is measured against strokes in the reference's own colours, so the
    // style's colour jitter does not call for more strokes. The last layer needs no canvas.
    if (li < layers.length - 1) rasterizeStrokes(canvas, null, strokes, 1, { bristle: 0, opacity: 1 });
    for (const s of strokes) {
      if (opts.colour) {
        const c = opts.colour(s.r, s.g, s.b, Math.floor(s.sx), Math.floor(s.sy), li);
        s.r = c[0];
        s.g = c[1];
        s.b = c[2];
      }
      all.push(s);
    }
  }
  return { strokes: all, underpainting };
}

function traceStroke(
  x0: number,
  y0: number,
  R: number,
  maxLen: number,
  ref: Rgb,
  fx: Float32Array,
  fy: Float32Array,
  region: Float32Array,
  stopDiff: number,
  curl: number,
  rng: () => number,
): Stroke {
  const w = ref.width;
  const h = ref.height;
  const rd = ref.data;
  const i0 = y0 * w + x0;
  const cr = rd[i0 * 3]!;
  const cg = rd[i0 * 3 + 1]!;
  const cb = rd[i0 * 3 + 2]!;
  const side = region[i0]! >= 0.5;
  const step = Math.max(0.75, R * 0.5);
  const half = (maxLen * (0.6 + 0.4 * rng())) / 2;
  const ends: { x: number; y: number; mx: number; my: number; len: number }[] = [];
  for (const sign of [1, -1]) {
    let x = x0 + 0.5;
    let y = y0 + 0.5;
    let dx = fx[i0]! * sign;
    let dy = fy[i0]! * sign;
    let len = 0;
    let mx = x;
    let my = y;
    while (len + step <= half) {
      const nx = x + dx * step;
      const ny = y + dy * step;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) break;
      const j = (ny | 0) * w + (nx | 0);
      if (region[j]! >= 0.5 !== side) break;
      const er = rd[j * 3]! - cr;
      const eg = rd[j * 3 + 1]! - cg;
      const eb = rd[j * 3 + 2]! - cb;
      if (er * er + eg * eg + eb * eb > stopDiff * stopDiff) break;
      x = nx;
      y = ny;
      len += step;
      if (len <= half / 2 + 1e-6) {
        mx = x;
        my = y;
      }
      let tx = fx[j]!;
      let ty = fy[j]!;
      if (tx * dx + ty * dy < 0) {
        tx = -tx;
        ty = -ty;
      }
      // A little inertia keeps strokes smooth.
      tx = 0.7 * tx + 0.3 * dx;
      ty = 0.7 * ty + 0.3 * dy;
      const l = Math.hypot(tx, ty) + 1e-9;
      dx = tx / l;
      dy = ty / l;
    }
    ends.push({ x, y, mx, my, len });
  }
  const a = ends[0]!;
  const b = ends[1]!;
  let ux = a.x - b.x;
  let uy = a.y - b.y;
  const chord = Math.hypot(ux, uy);
  const cx = (a.x + b.x) / 2;
  const cy = (a.y + b.y) / 2;
  let bend = 0;
  if (chord > 1e-3) {
    ux /= chord;
    uy /= chord;
    // The spine's middle: the point half way along the longer arm.
    const m = a.len >= b.len ? a : b;
    const frac = Math.abs(a.len - b.len) / (a.len + b.len + 1e-9);
    const mx = frac > 0.2 ? m.mx : x0 + 0.5;
    const my = frac > 0.2 ? m.my : y0 + 0.5;
    bend = (-(mx - cx) * uy + (my - cy) * ux) * curl;
    bend = Math.max(-chord * 0.35, Math.min(chord * 0.35, bend));
  } else {
    ux = fx[i0]!;
    uy = fy[i0]!;
  }
  return {
    x: cx,
    y: cy,
    ux,
    uy,
    hl: Math.max(chord / 2, R * 0.35),
    hw: R,
    bend,
    r: cr,
    g: cg,
    b: cb,
    seed: rng(),
    load: 1,
    sx: x0,
    sy: y0,
  };
}

export interface RasterOptions {
  /** Strength of the bristle streaks in the colour (0 = flat colour). */
  bristle: number;
  /** Paint opacity 0..1. */
  opacity: number;
  /** How ragged (dry-brush) the tail of each stroke is, 0..1. */
  dry?: number;
  /** Depth of the bristle grooves in the paint height, 0..1 (default 1). */
  grooves?: number;
  /** Shape of the paint across a stroke: 2 = a rounded ridge, higher = flatter top (default 2). */
  profile?: number;
}

const LUT = 64;
/** Stroke half-width along its length (t = -1..1 → |t| in 256 steps): full, rounding off at the ends. */
const WIDTH = new Float32Array(257);
for (let k = 0; k <= 256; k++) {
  const t2 = (k / 256) ** 2;
  WIDTH[k] = Math.sqrt(Math.max(0, 1 - t2 * t2 * t2));
}

/**
 * Paints strokes (planned in working pixels) on a canvas `factor` times larger, and, when given,
 * lays their paint height into `height` (same size as the canvas).
 */
export function rasterizeStrokes(
  canvas: Rgb,
  height: Float32Array | null,
  strokes: Stroke[],
  factor: number,
  opt: RasterOptions,
): void {
  const { width: W, height: H } = canvas;
  const d = canvas.data;
  const tone = new Float32Array(LUT + 1);
  const hLut = new Float32Array(LUT + 1);
  const gap = new Float32Array(LUT + 1);
  const dry = opt.dry ?? 0;
  const grooves = opt.grooves ?? 1;
  const profile = opt.profile ?? 2;
  const flat = opt.bristle === 0 && !height && dry === 0;
  if (flat) tone.fill(1);
  for (const s of strokes) {
    const hw = s.hw * factor;
    const L = s.hl * factor + hw * 0.6;
    const bend = s.bend * factor;
    const cx = s.x * factor;
    const cy = s.y * factor;
    const { ux, uy } = s;
    // Bristle profile across the stroke: tone streaks, paint height (a ridge with grooves) and
    // the gaps a dry brush leaves at its tail.
    const p1 = s.seed * 6.283;
    const p2 = s.seed * 53.1;
    const f1 = 9 + ((s.seed * 7) % 1) * 6;
    const f2 = 23 + ((s.seed * 13) % 1) * 11;
    for (let k = 0; k <= LUT && !flat; k++) {
      const a = (k / LUT) * 2 - 1;
      const br = 0.6 * Math.sin(a * f1 + p1) + 0.4 * Math.sin(a * f2 + p2);
      tone[k] = 1 + opt.bristle * br;
      hLut[k] = s.load * ((1 - Math.abs(a) ** profile) * 0.6 + 0.4 * (0.5 + 0.5 * br * grooves));
      gap[k] = 0.5 + 0.5 * br;
    }
    const ext = hw + Math.abs(bend) + 1;
    const ex = Math.abs(ux) * L + Math.abs(uy) * ext;
    const ey = Math.abs(uy) * L + Math.abs(ux) * ext;
    const x0 = Math.max(0, Math.floor(cx - ex));
    const x1 = Math.min(W - 1, Math.ceil(cx + ex));
    const y0 = Math.max(0, Math.floor(cy - ey));
    const y1 = Math.min(H - 1, Math.ceil(cy + ey));
    const invL = 1 / L;
    const op = opt.opacity;
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      let u = (x0 + 0.5 - cx) * ux + dy * uy;
      let v = -(x0 + 0.5 - cx) * uy + dy * ux;
      for (let x = x0; x <= x1; x++, u += ux, v -= uy) {
        const t = u * invL;
        if (t <= -1 || t >= 1) continue;
        const t2 = t * t;
        const wd = hw * WIDTH[((t < 0 ? -t : t) * 256) | 0]!;
        const vv = v - bend * (1 - t2);
        const av = vv < 0 ? -vv : vv;
        let alpha = wd - av + 0.5;
        if (alpha <= 0) continue;
        if (alpha > 1) alpha = 1;
        let li = Math.round((vv / (wd + 1e-6)) * (LUT / 2) + LUT / 2);
        li = li < 0 ? 0 : li > LUT ? LUT : li;
        if (dry > 0 && t > 0.45) {
          const tail = (t - 0.45) / 0.55;
          alpha *= clamp01(1 - dry * tail * 2 * (1 - gap[li]!));
          if (alpha <= 0) continue;
        }
        alpha *= op;
        const i = y * W + x;
        const o = i * 3;
        const tn = tone[li]!;
        d[o]! += (s.r * tn - d[o]!) * alpha;
        d[o + 1]! += (s.g * tn - d[o + 1]!) * alpha;
        d[o + 2]! += (s.b * tn - d[o + 2]!) * alpha;
        if (height) {
          // Paint piles up a little towards the start of a stroke.
          const hv = hLut[li]! * (1.15 - 0.3 * (t + 1) * 0.5);
          height[i]! += (hv - height[i]!) * alpha;
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Surface: impasto relief and canvas weave

/**
 * Lights the paint height like raking studio light from the upper left: returns a per-pixel
 * multiplier (~1 ± strength) and a specular term. `scale` is the output's long side / 800.
 */
export function impasto(
  height: Float32Array,
  w: number,
  h: number,
  scale: number,
  strength: number,
  soften = 0.7,
): { shade: Float32Array; spec: Float32Array } {
  const hs = blur(height, w, h, 1, soften * scale);
  const { gx, gy } = gradients(hs, w, h);
  const shade = new Float32Array(w * h);
  const spec = new Float32Array(w * h);
  const k = strength * scale;
  for (let i = 0; i < shade.length; i++) {
    // Normal from the height gradient; light from the upper left and a little in front.
    const nx = -gx[i]! * k * 4;
    const ny = -gy[i]! * k * 4;
    const inv = 1 / Math.sqrt(nx * nx + ny * ny + 1);
    const dot = (nx * -0.55 + ny * -0.55 + 0.63) * inv;
    shade[i] = 1 + (dot - 0.63) * 1.6;
    spec[i] = smoothstep(0.8, 0.98, dot);
  }
  return { shade, spec };
}

/** Canvas weave: ~1 ± amount, a plain weave whose thread period scales with the painting. */
export function canvasWeave(w: number, h: number, scale: number, amount: number, seed: number): Float32Array {
  const rng = createRng(seed);
  const period = 3.6 * scale;
  const cols = new Float32Array(w);
  const rows = new Float32Array(h);
  // Slubby threads: each thread's thickness varies a little.
  const slubX = new Float32Array(Math.ceil(w / period) + 2).map(() => 0.7 + 0.6 * rng());
  const slubY = new Float32Array(Math.ceil(h / period) + 2).map(() => 0.7 + 0.6 * rng());
  for (let x = 0; x < w; x++) {
    const p = x / period;
    cols[x] = Math.sin(p * Math.PI * 2) * slubX[Math.floor(p)]!;
  }
  for (let y = 0; y < h; y++) {
    const p = y / period;
    rows[y] = Math.sin(p * Math.PI * 2) * slubY[Math.floor(p)]!;
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const r = rows[y]!;
    const over = Math.floor(y / period) & 1;
    for (let x = 0; x < w; x++) {
      const c = cols[x]!;
      // Over-under: warp shows on alternate cells, weft on the others.
      const cell = (Math.floor(x / period) & 1) ^ over;
      out[y * w + x] = 1 + amount * (cell ? 0.7 * c + 0.3 * r : 0.3 * c + 0.7 * r);
    }
  }
  return out;
}

/** A flat RGB image of one colour. */
export function solid(w: number, h: number, r: number, g: number, b: number): Rgb {
  const out = createRgb(w, h);
  for (let i = 0; i < w * h; i++) {
    out.data[i * 3] = r;
    out.data[i * 3 + 1] = g;
    out.data[i * 3 + 2] = b;
  }
  return out;
}
