/**
 * Shared raster helpers for the portrait stylizer: a float RGB image type, decode/encode through
 * sharp, separable blurs, gradients, the smoothed structure tensor (edge tangent flow), DoG lines,
 * value noise, line integral convolution, emboss and a seeded PRNG. Everything here is
 * deterministic plain TypeScript over typed arrays.
 */
import sharp from "sharp";

/** Interleaved RGB, channel values nominally in 0..1. */
export interface Rgb {
  width: number;
  height: number;
  data: Float32Array;
}

export const MAX_SIDE = 800;

export function createRgb(width: number, height: number): Rgb {
  return { width, height, data: new Float32Array(width * height * 3) };
}

/** Most a photo is enlarged before painting: beyond 2× a painting only magnifies blur. */
export const MAX_ENLARGEMENT = 2;

/**
 * Decodes JPEG/PNG/WebP/..., applies EXIF orientation, flattens alpha on white, fits to maxSide
 * (enlarging a small photo at most 2×).
 */
export async function decodeImage(image: Buffer, maxSide = MAX_SIDE): Promise<Rgb> {
  const header = await sharp(image, { failOn: "none" }).metadata();
  const side = Math.min(maxSide, MAX_ENLARGEMENT * Math.max(header.width ?? 0, header.height ?? 0));
  const { data, info } = await sharp(image, { failOn: "none" })
    .rotate()
    .resize({ width: side, height: side, fit: "inside", kernel: "lanczos3" })
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const out = createRgb(width, height);
  const d = out.data;
  for (let i = 0, j = 0; i < width * height; i++, j += channels) {
    if (channels >= 3) {
      d[i * 3] = data[j]! / 255;
      d[i * 3 + 1] = data[j + 1]! / 255;
      d[i * 3 + 2] = data[j + 2]! / 255;
    } else {
      const v = data[j]! / 255;
      d[i * 3] = v;
      d[i * 3 + 1] = v;
      d[i * 3 + 2] = v;
    }
  }
  return out;
}

export function toBytes(img: Rgb): Buffer {
  const n = img.width * img.height * 3;
  const out = Buffer.alloc(n);
  const d = img.data;
  for (let i = 0; i < n; i++) {
    const v = Math.round(d[i]! * 255);
    out[i] = v < 0 ? 0 : Math.min(v, 255);
  }
  return out;
}

/** Encodes as PNG, optionally compositing SVG overlays (e.g. lettering) on top. */
export async function encodePng(img: Rgb, svgOverlays: string[] = []): Promise<Buffer> {
  let pipeline = sharp(toBytes(img), { raw: { width: img.width, height: img.height, channels: 3 } });
  if (svgOverlays.length > 0) {
    pipeline = sharp(await pipeline.png().toBuffer()).composite(
      svgOverlays.map((svg) => ({ input: Buffer.from(svg), top: 0, left: 0 })),
    );
  }
  return pipeline.png({ compressionLevel: 6, adaptiveFiltering: true }).removeAlpha().toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Determinism

/** Mulberry32: small, fast, seedable. Returns floats in [0, 1). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a quantised subsample of the pixels: a stable seed derived from image content. */
export function hashImage(img: Rgb, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  const d = img.data;
  for (let i = 0; i < d.length; i += 7) {
    h ^= Math.round(d[i]! * 255);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= img.width * 131 + img.height;
  return Math.imul(h, 0x01000193) >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Basic maths

export function clamp01(v: number): number {
  return v < 0 ? 0 : Math.min(v, 1);
}

export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp01((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

export function luminance(img: Rgb): Float32Array {
  const n = img.width * img.height;
  const out = new Float32Array(n);
  const d = img.data;
  for (let i = 0; i < n; i++) out[i] = 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;
  return out;
}

/** Scales chroma around luminance (s > 1 = more vivid) and applies a contrast curve around 0.5. */
export function adjustColour(img: Rgb, saturation: number, contrast = 1): Rgb {
  const out = createRgb(img.width, img.height);
  const s = img.data;
  const d = out.data;
  for (let i = 0; i < s.length; i += 3) {
    const r = s[i]!;
    const g = s[i + 1]!;
    const b = s[i + 2]!;
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const lc = (l - 0.5) * contrast + 0.5;
    d[i] = clamp01(lc + (r - l) * saturation);
    d[i + 1] = clamp01(lc + (g - l) * saturation);
    d[i + 2] = clamp01(lc + (b - l) * saturation);
  }
  return out;
}

/** Value at quantile q (0..1) of an array, via a 1024-bin histogram over [lo, hi]. */
export function quantile(values: Float32Array, q: number, lo = 0, hi = 1): number {
  const bins = new Uint32Array(1024);
  const scale = 1023 / (hi - lo);
  for (let i = 0; i < values.length; i++) {
    const b = Math.round((values[i]! - lo) * scale);
    bins[b < 0 ? 0 : Math.min(b, 1023)]!++;
  }
  const target = q * values.length;
  let acc = 0;
  for (let b = 0; b < 1024; b++) {
    acc += bins[b]!;
    if (acc >= target) return lo + b / scale;
  }
  return hi;
}

// ---------------------------------------------------------------------------------------------
// Filters (interleaved, any channel count; edges clamp)

function gaussianKernel(sigma: number): Float32Array {
  const r = Math.max(1, Math.ceil(sigma * 3));
  const k = new Float32Array(2 * r + 1);
  let sum = 0;
  for (let i = -r; i <= r; i++) {
    const v = Math.exp((-i * i) / (2 * sigma * sigma));
    k[i + r] = v;
    sum += v;
  }
  for (let i = 0; i < k.length; i++) k[i]! /= sum;
  return k;
}

function convolveRows(src: Float32Array, w: number, h: number, c: number, k: Float32Array): Float32Array {
  const out = new Float32Array(src.length);
  const r = (k.length - 1) >> 1;
  const klen = k.length;
  const padded = new Float32Array(w + 2 * r);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let ch = 0; ch < c; ch++) {
      for (let x = -r; x < w + r; x++) {
        const xx = x < 0 ? 0 : x >= w ? w - 1 : x;
        padded[x + r] = src[(row + xx) * c + ch]!;
      }
      for (let x = 0; x < w; x++) {
        let acc = 0;
        for (let i = 0; i < klen; i++) acc += padded[x + i]! * k[i]!;
        out[(row + x) * c + ch] = acc;
      }
    }
  }
  return out;
}

function convolveCols(src: Float32Array, w: number, h: number, c: number, k: Float32Array): Float32Array {
  const out = new Float32Array(src.length);
  const r = (k.length - 1) >> 1;
  const stride = w * c;
  for (let y = 0; y < h; y++) {
    for (let i = -r; i <= r; i++) {
      let yy = y + i;
      yy = yy < 0 ? 0 : yy >= h ? h - 1 : yy;
      const kv = k[i + r]!;
      const so = yy * stride;
      const oo = y * stride;
      for (let j = 0; j < stride; j++) out[oo + j]! += src[so + j]! * kv;
    }
  }
  return out;
}

function boxBlurRows(src: Float32Array, w: number, h: number, c: number, r: number): Float32Array {
  const out = new Float32Array(src.length);
  const norm = 1 / (2 * r + 1);
  const safeEnd = w - r - 1;
  for (let y = 0; y < h; y++) {
    const base = y * w * c;
    for (let ch = 0; ch < c; ch++) {
      const o = base + ch;
      let acc = 0;
      for (let i = -r; i <= r; i++) acc += src[o + Math.min(w - 1, Math.max(0, i)) * c]!;
      for (let i = 0; i < w; i++) {
        out[o + i * c] = acc * norm;
        if (i >= r && i < safeEnd) acc += src[o + (i + r + 1) * c]! - src[o + (i - r) * c]!;
        else acc += src[o + Math.min(w - 1, i + r + 1) * c]! - src[o + Math.max(0, i - r) * c]!;
      }
    }
  }
  return out;
}

/** Vertical box blur, row by row with per-column running sums (cache friendly). */
function boxBlurCols(src: Float32Array, w: number, h: number, c: number, r: number): Float32Array {
  const out = new Float32Array(src.length);
  const stride = w * c;
  const norm = 1 / (2 * r + 1);
  const acc = new Float64Array(stride);
  for (let i = -r; i <= r; i++) {
    const o = Math.min(h - 1, Math.max(0, i)) * stride;
    for (let j = 0; j < stride; j++) acc[j]! += src[o + j]!;
  }
  for (let y = 0; y < h; y++) {
    const oo = y * stride;
    for (let j = 0; j < stride; j++) out[oo + j] = acc[j]! * norm;
    const add = Math.min(h - 1, y + r + 1) * stride;
    const sub = Math.max(0, y - r) * stride;
    for (let j = 0; j < stride; j++) acc[j]! += src[add + j]! - src[sub + j]!;
  }
  return out;
}

/** Gaussian blur: exact kernel for small sigma, three box passes for large sigma. */
export function blur(src: Float32Array, w: number, h: number, c: number, sigma: number): Float32Array {
  if (sigma < 0.3) return src.slice();
  if (sigma <= 2) {
    const k = gaussianKernel(sigma);
    return convolveCols(convolveRows(src, w, h, c, k), w, h, c, k);
  }
  // Three box blurs approximate a Gaussian of the same variance.
  const r = Math.max(1, Math.round((Math.sqrt(4 * sigma * sigma + 1) - 1) / 2));
  let out = src;
  for (let p = 0; p < 3; p++) out = boxBlurRows(out, w, h, c, r);
  for (let p = 0; p < 3; p++) out = boxBlurCols(out, w, h, c, r);
  return out;
}

export function blurRgb(img: Rgb, sigma: number): Rgb {
  return { width: img.width, height: img.height, data: blur(img.data, img.width, img.height, 3, sigma) };
}

/** Bilinear resample (with anti-alias pre-blur when shrinking). */
export function resize(img: Rgb, width: number, height: number): Rgb {
  const scale = Math.max(img.width / width, img.height / height);
  const src = scale > 1.2 ? blurRgb(img, 0.45 * scale) : img;
  const out = createRgb(width, height);
  const sx = img.width / width;
  const sy = img.height / height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = sampleRgb(src, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
      const o = (y * width + x) * 3;
      out.data[o] = c[0];
      out.data[o + 1] = c[1];
      out.data[o + 2] = c[2];
    }
  }
  return out;
}

const sampleOut: [number, number, number] = [0, 0, 0];
/** Bilinear sample; returns a shared tuple (copy it if you keep it). */
export function sampleRgb(img: Rgb, x: number, y: number): [number, number, number] {
  const w = img.width;
  const h = img.height;
  x = x < 0 ? 0 : Math.min(x, w - 1);
  y = y < 0 ? 0 : Math.min(y, h - 1);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = x0 + 1 < w ? x0 + 1 : x0;
  const y1 = y0 + 1 < h ? y0 + 1 : y0;
  const fx = x - x0;
  const fy = y - y0;
  const d = img.data;
  for (let c = 0; c < 3; c++) {
    const a = d[(y0 * w + x0) * 3 + c]!;
    const b = d[(y0 * w + x1) * 3 + c]!;
    const e = d[(y1 * w + x0) * 3 + c]!;
    const f = d[(y1 * w + x1) * 3 + c]!;
    sampleOut[c] = (a + (b - a) * fx) * (1 - fy) + (e + (f - e) * fx) * fy;
  }
  return sampleOut;
}

/** Scharr gradients of a single-channel image. */
export function gradients(lum: Float32Array, w: number, h: number): { gx: Float32Array; gy: Float32Array } {
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const ym = (y > 0 ? y - 1 : 0) * w;
    const y0 = y * w;
    const yp = (y < h - 1 ? y + 1 : y) * w;
    for (let x = 0; x < w; x++) {
      const xm = x > 0 ? x - 1 : 0;
      const xp = x < w - 1 ? x + 1 : x;
      const a = lum[ym + xm]!;
      const b = lum[ym + x]!;
      const c = lum[ym + xp]!;
      const d = lum[y0 + xm]!;
      const f = lum[y0 + xp]!;
      const g = lum[yp + xm]!;
      const hh = lum[yp + x]!;
      const i = lum[yp + xp]!;
      gx[y0 + x] = (3 * (c - a) + 10 * (f - d) + 3 * (i - g)) / 32;
      gy[y0 + x] = (3 * (g - a) + 10 * (hh - b) + 3 * (i - c)) / 32;
    }
  }
  return { gx, gy };
}

export function gradientMagnitude(lum: Float32Array, w: number, h: number): Float32Array {
  const { gx, gy } = gradients(lum, w, h);
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = Math.hypot(gx[i]!, gy[i]!);
  return out;
}

export interface Flow {
  /** Unit tangent (direction of least change, i.e. along edges). */
  tx: Float32Array;
  ty: Float32Array;
  /** Anisotropy 0 (isotropic) .. 1 (strongly oriented). */
  aniso: Float32Array;
}

/**
 * Smoothed structure tensor of the colour image (per-channel Scharr gradients summed), its minor
 * eigenvector is the edge tangent flow.
 */
export function structureTensor(img: Rgb, sigma: number, preBlur = 1): Flow {
  return structureTensors(img, [sigma], preBlur)[0]!;
}

/**
 * The edge tangent flow at several smoothing scales from one structure tensor: the gradients are
 * taken once and the tensor blurred by each sigma. A pre-blur under 0.3 px changes nothing visible.
 */
export function structureTensors(img: Rgb, sigmas: number[], preBlur = 1): Flow[] {
  const { width: w, height: h } = img;
  const n = w * h;
  const src = preBlur > 0.3 ? blurRgb(img, preBlur) : img;
  const J = new Float32Array(n * 3);
  const chan = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) chan[i] = src.data[i * 3 + c]!;
    const { gx, gy } = gradients(chan, w, h);
    for (let i = 0; i < n; i++) {
      const x = gx[i]!;
      const y = gy[i]!;
      J[i * 3]! += x * x;
      J[i * 3 + 1]! += x * y;
      J[i * 3 + 2]! += y * y;
    }
  }
  return sigmas.map((sigma) => {
    const S = blur(J, w, h, 3, sigma);
    const tx = new Float32Array(n);
    const ty = new Float32Array(n);
    const aniso = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const E = S[i * 3]!;
      const F = S[i * 3 + 1]!;
      const G = S[i * 3 + 2]!;
      const root = Math.sqrt((E - G) * (E - G) + 4 * F * F);
      let vx = (E + G + root) / 2 - E;
      let vy = -F;
      let len = Math.hypot(vx, vy);
      if (len < 1e-12) {
        // Axis-aligned tensor: the tangent is the axis with the smaller gradient energy.
        vx = E >= G ? 0 : 1;
        vy = E >= G ? 1 : 0;
        len = 1;
      }
      tx[i] = vx / len;
      ty[i] = vy / len;
      // (l1 - l2) / (l1 + l2)
      aniso[i] = E + G > 1e-9 ? root / (E + G) : 0;
    }
    return { tx, ty, aniso };
  });
}

/**
 * Difference-of-Gaussians line response: positive on the dark side of edges, 0..1 after a soft
 * threshold. sigma ~ line width.
 */
export function dogLines(
  lum: Float32Array,
  w: number,
  h: number,
  sigma: number,
  lo: number,
  hi: number,
  k = 1.6,
): Float32Array {
  const a = blur(lum, w, h, 1, sigma);
  const b = blur(lum, w, h, 1, sigma * k);
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = smoothstep(lo, hi, b[i]! - a[i]!);
  return out;
}

/** Smooth value noise in 0..1 with the given cell size, a few octaves (fBm). */
export function fbmNoise(
  w: number,
  h: number,
  cell: number,
  octaves: number,
  rng: () => number,
): Float32Array {
  const out = new Float32Array(w * h);
  let amp = 1;
  let total = 0;
  let size = cell;
  for (let o = 0; o < octaves; o++) {
    const gw = Math.ceil(w / size) + 2;
    const gh = Math.ceil(h / size) + 2;
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i++) grid[i] = rng();
    for (let y = 0; y < h; y++) {
      const fy = y / size;
      const y0 = Math.floor(fy);
      let ty = fy - y0;
      ty = ty * ty * (3 - 2 * ty);
      for (let x = 0; x < w; x++) {
        const fx = x / size;
        const x0 = Math.floor(fx);
        let tx = fx - x0;
        tx = tx * tx * (3 - 2 * tx);
        const a = grid[y0 * gw + x0]!;
        const b = grid[y0 * gw + x0 + 1]!;
        const c = grid[(y0 + 1) * gw + x0]!;
        const d = grid[(y0 + 1) * gw + x0 + 1]!;
        out[y * w + x]! += amp * ((a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty);
      }
    }
    total += amp;
    amp *= 0.5;
    size = Math.max(1, size / 2);
  }
  for (let i = 0; i < out.length; i++) out[i]! /= total;
  return out;
}

export function whiteNoise(n: number, rng: () => number): Float32Array {
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = rng();
  return out;
}

/** Line integral convolution of a scalar field along the tangent flow (streaks along strokes). */
export function lic(field: Float32Array, flow: Flow, w: number, h: number, length: number): Float32Array {
  const out = new Float32Array(w * h);
  const { tx, ty } = flow;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i0 = y * w + x;
      let acc = field[i0]!;
      let cnt = 1;
      for (const sign of [1, -1]) {
        let px = x + 0.5;
        let py = y + 0.5;
        let dx = tx[i0]! * sign;
        let dy = ty[i0]! * sign;
        for (let s = 0; s < length; s++) {
          px += dx;
          py += dy;
          if (px < 0 || py < 0 || px >= w || py >= h) break;
          const j = (py | 0) * w + (px | 0);
          acc += field[j]!;
          cnt++;
          let nx = tx[j]!;
          let ny = ty[j]!;
          if (nx * dx + ny * dy < 0) {
            nx = -nx;
            ny = -ny;
          }
          dx = nx;
          dy = ny;
        }
      }
      out[i0] = acc / cnt;
    }
  }
  return out;
}

/** Lambert-ish emboss shading of a height map, light from the upper left; returns ~1 +- strength. */
export function emboss(height: Float32Array, w: number, h: number, strength: number): Float32Array {
  const { gx, gy } = gradients(height, w, h);
  const out = new Float32Array(w * h);
  const lx = -Math.SQRT1_2;
  const ly = -Math.SQRT1_2;
  for (let i = 0; i < out.length; i++) out[i] = 1 + strength * (gx[i]! * lx + gy[i]! * ly);
  return out;
}

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
