/**
 * "Van Gogh" (style id "vintage"): painterly rendering after Hertzmann (1998) — layered curved
 * brush strokes, coarse to fine, each following a flow field built from the smoothed structure
 * tensor (edge tangent flow), blended with procedural swirls where the image has no structure.
 * Strokes carry bristle streaks and a height map that is embossed for impasto.
 */
import {
  adjustColour,
  blurRgb,
  clamp01,
  createRgb,
  createRng,
  emboss,
  hashImage,
  luminance,
  type Rgb,
  structureTensor,
} from "./raster";

interface Stroke {
  xs: number[];
  ys: number[];
  r: number;
  g: number;
  b: number;
  phase1: number;
  phase2: number;
}

/** Van Gogh palette push: vivid, warm highlights, cool blue shadows. */
function vanGoghColour(src: Rgb): Rgb {
  const img = adjustColour(src, 1.55, 1.12);
  const d = img.data;
  for (let i = 0; i < d.length; i += 3) {
    const l = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    const sh = (1 - l) * (1 - l);
    const hi = l * l;
    d[i] = clamp01(d[i]! - 0.05 * sh + 0.07 * hi);
    d[i + 1] = clamp01(d[i + 1]! + 0.01 * sh + 0.04 * hi);
    d[i + 2] = clamp01(d[i + 2]! + 0.1 * sh - 0.06 * hi);
  }
  return img;
}

/** Flow field: edge tangent flow where oriented, swirling vortices where flat (doubled-angle blend). */
function buildFlow(img: Rgb, rng: () => number): { fx: Float32Array; fy: Float32Array } {
  const { width: w, height: h } = img;
  const st = structureTensor(img, 5, 1.5);
  const vortices: { x: number; y: number; r: number; spin: number }[] = [];
  const count = 7;
  for (let v = 0; v < count; v++) {
    vortices.push({
      x: rng() * w,
      y: rng() * h,
      r: (0.12 + rng() * 0.15) * Math.max(w, h),
      spin: rng() < 0.5 ? -1 : 1,
    });
  }
  const fx = new Float32Array(w * h);
  const fy = new Float32Array(w * h);
  const baseAngle = rng() * Math.PI;
  // The swirl field is smooth: evaluate it on a coarse grid and look it up.
  const G = 4;
  const gw = Math.ceil(w / G) + 1;
  const gh = Math.ceil(h / G) + 1;
  const swx = new Float32Array(gw * gh);
  const swy = new Float32Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const x = gx * G;
      const y = gy * G;
      let sx = Math.cos(baseAngle) * 0.15;
      let sy = Math.sin(baseAngle) * 0.15;
      for (const v of vortices) {
        const dx = x - v.x;
        const dy = y - v.y;
        const d2 = dx * dx + dy * dy;
        const wgt = Math.exp(-d2 / (2 * v.r * v.r));
        const d = Math.sqrt(d2) + 1;
        sx += (-dy / d) * wgt * v.spin;
        sy += (dx / d) * wgt * v.spin;
      }
      const sl = Math.hypot(sx, sy) + 1e-9;
      swx[gy * gw + gx] = sx / sl;
      swy[gy * gw + gx] = sy / sl;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const gi = Math.round(y / G) * gw + Math.round(x / G);
      const sx = swx[gi]!;
      const sy = swy[gi]!;
      const tx = st.tx[i]!;
      const ty = st.ty[i]!;
      const a = Math.min(1, st.aniso[i]! * 1.6);
      const we = a * a;
      const ws = (1 - a) * 0.9;
      // Doubled-angle blend so the sign ambiguity of the tangent does not cancel.
      const cx = we * (tx * tx - ty * ty) + ws * (sx * sx - sy * sy);
      const cy = we * (2 * tx * ty) + ws * (2 * sx * sy);
      const ang = Math.atan2(cy, cx) / 2;
      fx[i] = Math.cos(ang);
      fy[i] = Math.sin(ang);
    }
  }
  return { fx, fy };
}

export function renderVanGogh(src: Rgb): Rgb {
  const { width: w, height: h } = src;
  const n = w * h;
  const rng = createRng(hashImage(src, 0x5a11));
  const vivid = vanGoghColour(src);
  const { fx, fy } = buildFlow(vivid, rng);

  const canvas = blurRgb(vivid, 12);
  const heightMap = new Float32Array(n);
  const cd = canvas.data;
  const scale = Math.max(w, h) / 800;
  const radii = [14, 8, 4.5, 2.4].map((r) => Math.max(1.2, r * scale));
  const thresholds = [0, 0.13, 0.16, 0.21];
  const maxLens = [8, 8, 7, 5];

  let finestRef: Rgb | undefined;
  for (let layer = 0; layer < radii.length; layer++) {
    const R = radii[layer]!;
    const ref = blurRgb(vivid, Math.max(0.6, R * 0.45));
    finestRef = ref;
    const rd = ref.data;
    // Per-pixel error between canvas and reference.
    const diff = new Float32Array(n);
    for (let i = 0; i < n; i++) {
      const dr = cd[i * 3]! - rd[i * 3]!;
      const dg = cd[i * 3 + 1]! - rd[i * 3 + 1]!;
      const db = cd[i * 3 + 2]! - rd[i * 3 + 2]!;
      diff[i] = Math.sqrt(dr * dr + dg * dg + db * db);
    }
    const grid = Math.max(1, Math.round(R * (layer === 0 ? 1.25 : 0.9)));
    const strokes: Stroke[] = [];
    for (let gy = 0; gy < h; gy += grid) {
      for (let gx = 0; gx < w; gx += grid) {
        let sum = 0;
        let best = -1;
        let bx = gx;
        let by = gy;
        let cnt = 0;
        for (let y = gy; y < Math.min(h, gy + grid); y++) {
          for (let x = gx; x < Math.min(w, gx + grid); x++) {
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
        if (layer > 0 && sum / cnt < thresholds[layer]!) continue;
        if (layer === 0) {
          bx = Math.min(w - 1, gx + Math.floor(rng() * grid));
          by = Math.min(h - 1, gy + Math.floor(rng() * grid));
        }
        strokes.push(traceStroke(bx, by, R, maxLens[layer]!, layer === 0, ref, canvas, fx, fy, rng));
      }
    }
    // Random painting order (Fisher-Yates with the seeded PRNG).
    for (let i = strokes.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      const t = strokes[i]!;
      strokes[i] = strokes[j]!;
      strokes[j] = t;
    }
    for (const s of strokes) paintStroke(s, R, canvas, heightMap);
  }

  // Impasto: emboss the stroke height map.
  const shade = emboss(heightMap, w, h, 2.2);
  const out = createRgb(w, h);
  for (let i = 0; i < n; i++) {
    const s = shade[i]!;
    const hl = Math.max(0, s - 1) * 0.25;
    out.data[i * 3] = clamp01(cd[i * 3]! * s + hl);
    out.data[i * 3 + 1] = clamp01(cd[i * 3 + 1]! * s + hl);
    out.data[i * 3 + 2] = clamp01(cd[i * 3 + 2]! * s + hl);
  }
  // Keep the overall luminance structure of the photo (helps the face read at thumbnail size).
  const lumOut = luminance(out);
  const lumRef = luminance(finestRef ?? vivid);
  for (let i = 0; i < n; i++) {
    const k = 0.12 * (lumRef[i]! - lumOut[i]!);
    out.data[i * 3] = clamp01(out.data[i * 3]! + k);
    out.data[i * 3 + 1] = clamp01(out.data[i * 3 + 1]! + k);
    out.data[i * 3 + 2] = clamp01(out.data[i * 3 + 2]! + k);
  }
  return out;
}

function traceStroke(
  x0: number,
  y0: number,
  R: number,
  maxLen: number,
  firstLayer: boolean,
  ref: Rgb,
  canvas: Rgb,
  fx: Float32Array,
  fy: Float32Array,
  rng: () => number,
): Stroke {
  const w = ref.width;
  const h = ref.height;
  const i0 = y0 * w + x0;
  const jitter = 1 + (rng() - 0.5) * 0.16;
  const r = clamp01(ref.data[i0 * 3]! * jitter + (rng() - 0.5) * 0.06);
  const g = clamp01(ref.data[i0 * 3 + 1]! * jitter + (rng() - 0.5) * 0.06);
  const b = clamp01(ref.data[i0 * 3 + 2]! * jitter + (rng() - 0.5) * 0.06);
  const xs = [x0 + 0.5];
  const ys = [y0 + 0.5];
  let x = x0 + 0.5;
  let y = y0 + 0.5;
  let ldx = 0;
  let ldy = 0;
  const step = R * 0.9;
  for (let k = 0; k < maxLen; k++) {
    const xi = x | 0;
    const yi = y | 0;
    const i = yi * w + xi;
    if (k > 1) {
      const rr = ref.data[i * 3]!;
      const rg = ref.data[i * 3 + 1]!;
      const rb = ref.data[i * 3 + 2]!;
      const cr = canvas.data[i * 3]!;
      const cg = canvas.data[i * 3 + 1]!;
      const cb = canvas.data[i * 3 + 2]!;
      const dRefCanvas = Math.hypot(rr - cr, rg - cg, rb - cb);
      const dRefStroke = Math.hypot(rr - r, rg - g, rb - b);
      if (
        dRefStroke > (firstLayer ? 0.2 : 0.15) ||
        (!firstLayer && dRefCanvas < dRefStroke && dRefStroke > 0.05)
      )
        break;
    }
    let dx = fx[i]!;
    let dy = fy[i]!;
    if (dx * ldx + dy * ldy < 0) {
      dx = -dx;
      dy = -dy;
    }
    if (k > 0) {
      // Curvature filter: a little inertia keeps strokes smooth.
      dx = 0.75 * dx + 0.25 * ldx;
      dy = 0.75 * dy + 0.25 * ldy;
      const l = Math.hypot(dx, dy) + 1e-9;
      dx /= l;
      dy /= l;
    }
    x += dx * step;
    y += dy * step;
    if (x < 0 || y < 0 || x >= w || y >= h) break;
    xs.push(x);
    ys.push(y);
    ldx = dx;
    ldy = dy;
  }
  return { xs, ys, r, g, b, phase1: rng() * 6.283, phase2: rng() * 6.283 };
}

const LUT_SIZE = 64;

function paintStroke(s: Stroke, R: number, canvas: Rgb, heightMap: Float32Array): void {
  const w = canvas.width;
  const h = canvas.height;
  const d = canvas.data;
  const spacing = Math.max(0.7, R * 0.5);
  const R2 = (R + 0.5) * (R + 0.5);
  const freq1 = 7 + (s.phase1 % 3);
  const freq2 = 17 + (s.phase2 % 5);
  // Bristle profile across the stroke: colour tone and paint height, as lookup tables.
  const toneR = new Float32Array(LUT_SIZE + 1);
  const toneG = new Float32Array(LUT_SIZE + 1);
  const toneB = new Float32Array(LUT_SIZE + 1);
  const heightLut = new Float32Array(LUT_SIZE + 1);
  for (let k = 0; k <= LUT_SIZE; k++) {
    const across = (k / LUT_SIZE) * 2 - 1;
    const bristle = 0.6 * Math.sin(across * freq1 + s.phase1) + 0.4 * Math.sin(across * freq2 + s.phase2);
    const tone = 1 + 0.11 * bristle;
    toneR[k] = clamp01(s.r * tone);
    toneG[k] = clamp01(s.g * tone);
    toneB[k] = clamp01(s.b * tone);
    heightLut[k] = (1 - across * across) * 0.55 + 0.45 * (0.5 + 0.5 * bristle);
  }
  const stamp = (cx: number, cy: number, nx: number, ny: number, t: number, slab: number) => {
    const x0 = Math.max(0, Math.floor(cx - R - 1));
    const x1 = Math.min(w - 1, Math.ceil(cx + R + 1));
    const y0 = Math.max(0, Math.floor(cy - R - 1));
    const y1 = Math.min(h - 1, Math.ceil(cy + R + 1));
    // Strokes taper a little at both ends.
    const taper = 0.6 + 0.4 * Math.sin(Math.PI * Math.min(1, Math.max(0, t)));
    const Rt = R * taper;
    const inner = Math.max(0, Rt - 0.5) ** 2;
    const outer = Math.min(R2, (Rt + 0.5) ** 2);
    const half = LUT_SIZE / 2;
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy;
      const span2 = outer - dy * dy;
      if (span2 <= 0) continue;
      // Row range: inside the disc and inside the slab across the stroke.
      const span = Math.sqrt(span2);
      let lo = cx - span - 0.5;
      let hi = cx + span - 0.5;
      if (Math.abs(ny) > 1e-3) {
        const a = (-slab + dy * nx) / ny + cx - 0.5;
        const b = (slab + dy * nx) / ny + cx - 0.5;
        lo = Math.max(lo, Math.min(a, b));
        hi = Math.min(hi, Math.max(a, b));
      } else if (Math.abs(dy * nx) > slab) continue;
      const xa = Math.max(x0, Math.ceil(lo));
      const xb = Math.min(x1, Math.floor(hi));
      for (let x = xa; x <= xb; x++) {
        const dx = x + 0.5 - cx;
        const d2 = dx * dx + dy * dy;
        if (d2 >= outer) continue;
        const alpha = d2 <= inner ? 1 : Rt + 0.5 - Math.sqrt(d2);
        let li = Math.round(((dx * nx + dy * ny) / R) * half + half);
        li = li < 0 ? 0 : Math.min(li, LUT_SIZE);
        const i = y * w + x;
        const o = i * 3;
        d[o]! += (toneR[li]! - d[o]!) * alpha;
        d[o + 1]! += (toneG[li]! - d[o + 1]!) * alpha;
        d[o + 2]! += (toneB[li]! - d[o + 2]!) * alpha;
        heightMap[i]! += (heightLut[li]! - heightMap[i]!) * alpha;
      }
    }
  };
  const { xs, ys } = s;
  const total = xs.length;
  if (total === 1) {
    stamp(xs[0]!, ys[0]!, 1, 0, 0.5, R + 1);
    return;
  }
  let length = 0;
  for (let k = 1; k < total; k++) length += Math.hypot(xs[k]! - xs[k - 1]!, ys[k]! - ys[k - 1]!);
  let walked = 0;
  for (let k = 1; k < total; k++) {
    const ax = xs[k - 1]!;
    const ay = ys[k - 1]!;
    const bx = xs[k]!;
    const by = ys[k]!;
    const segLen = Math.hypot(bx - ax, by - ay);
    if (segLen < 1e-6) continue;
    const nx = -(by - ay) / segLen;
    const ny = (bx - ax) / segLen;
    const steps = Math.max(1, Math.ceil(segLen / spacing));
    for (let sIdx = k === 1 ? 0 : 1; sIdx <= steps; sIdx++) {
      const f = sIdx / steps;
      const first = k === 1 && sIdx === 0;
      const last = k === total - 1 && sIdx === steps;
      const slab = first || last ? R + 1 : spacing * 0.8;
      stamp(ax + (bx - ax) * f, ay + (by - ay) * f, nx, ny, (walked + segLen * f) / length, slab);
    }
    walked += segLen;
  }
}
