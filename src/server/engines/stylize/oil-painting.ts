/**
 * Oil painting: a classic studio portrait. The pet is simplified into planes — its colours pulled
 * towards its own Lab palette, then an anisotropic Kuwahara filter (Kyprianidis et al. 2009: 8
 * smoothly weighted sectors of an ellipse aligned with the edge tangent flow) — and lit softly from
 * the upper left; the photo's background gives way to a dark painterly backdrop (warm umber, olive
 * and deep green, glowing a little behind the pet) laid in with broad soft strokes. Brush strokes
 * over the pet follow its form, finer where detail is dense, and their paint height is lit as
 * impasto on a canvas weave, under a gentle vignette. Eyes and noses keep their colour.
 */
import {
  canvasWeave,
  contentSeed,
  detailMap,
  impasto,
  type Layer,
  planStrokes,
  rasterizeStrokes,
  upsampleField,
  upsampleRgb,
  workingImage,
} from "./brush-strokes";
import { labOf, labToRgbInto, rgbToLabInto } from "./fast-lab";
import { nearestIndex, paletteLab } from "./lab";
import { maskBounds, type PetMaskField } from "./mask";
import {
  blur,
  blurRgb,
  clamp01,
  createRgb,
  createRng,
  type Flow,
  fbmNoise,
  type Rgb,
  resize,
  smoothstep,
  structureTensors,
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

/** The pet's colours simplified towards its own palette, warmed a little, local contrast kept. */
function petColours(
  img: Rgb,
  mask: Float32Array,
  detail: Float32Array,
  unit: number,
): { ref: Rgb; meanL: number } {
  const { width: w, height: h } = img;
  const n = w * h;
  const lab = labOf(img.data);
  const palette = paletteLab(lab, mask, 12);
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = lab[i * 3]!;
  const lumBlur = blur(lum, w, h, 1, 9 * unit);
  let sumL = 0;
  let cnt = 0;
  const out = createRgb(w, h);
  for (let i = 0; i < n; i++) {
    const d = detail[i]!;
    let L = lab[i * 3]! + (lab[i * 3]! - lumBlur[i]!) * (0.15 + 0.6 * d);
    let a = lab[i * 3 + 1]!;
    let b = lab[i * 3 + 2]!;
    if (mask[i]! >= 0.5) {
      sumL += lab[i * 3]!;
      cnt++;
    }
    const p = palette[nearestIndex(palette, L, a, b)]!;
    const pull = 0.5 * (1 - d);
    L += (p[0] - L) * pull;
    a += (p[1] - a) * pull;
    b += (p[2] - b) * pull;
    // Warm light, slightly richer colour; eyes keep their own hue (blue eyes are never warmed).
    const keep = (1 - 0.8 * d) * smoothstep(-6, 4, b);
    const light = smoothstep(35, 90, L);
    const rich = 1.12 + 0.5 * d;
    a = a * rich + 2.5 * light * keep;
    b = b * rich + 7 * light * keep;
    labToRgbInto(L, a, b, out.data, i * 3);
  }
  return { ref: out, meanL: cnt > 0 ? sumL / cnt : 50 };
}

/** Kuwahara over the pet's bounding box only (the backdrop is repainted anyway). */
function simplifyPet(ref: Rgb, mask: Float32Array, unit: number): Rgb {
  const { width: w, height: h } = ref;
  const b = maskBounds(mask, w, h);
  const pad = Math.round(16 * unit);
  const x0 = Math.max(0, b.x0 - pad);
  const y0 = Math.max(0, b.y0 - pad);
  const cw = Math.min(w, b.x1 + pad + 1) - x0;
  const ch = Math.min(h, b.y1 + pad + 1) - y0;
  const crop = createRgb(cw, ch);
  for (let y = 0; y < ch; y++) {
    crop.data.set(ref.data.subarray(((y0 + y) * w + x0) * 3, ((y0 + y) * w + x0 + cw) * 3), y * cw * 3);
  }
  // Planes are broad: filter at half resolution when the pet is big enough, then upsample.
  const half = Math.max(cw, ch) > 320 ? 2 : 1;
  const small = half > 1 ? resize(crop, Math.ceil(cw / half), Math.ceil(ch / half)) : crop;
  const [flow] = structureTensors(small, [2.5 * (unit / half)], 1 * (unit / half)) as [Flow];
  const simple = anisotropicKuwahara(small, flow, (6 * unit) / half);
  const filtered = half > 1 ? resize(simple, cw, ch) : simple;
  const out = { width: w, height: h, data: ref.data.slice() };
  for (let y = 0; y < ch; y++) {
    out.data.set(filtered.data.subarray(y * cw * 3, (y + 1) * cw * 3), ((y0 + y) * w + x0) * 3);
  }
  return out;
}

/** Soft studio light from the upper left, the form turning into shadow towards its edges. */
function light(img: Rgb, mask: Float32Array, unit: number): void {
  const { width: w, height: h } = img;
  const b = maskBounds(mask, w, h);
  const bw = Math.max(1, b.x1 - b.x0);
  const bh = Math.max(1, b.y1 - b.y0);
  const form = blur(mask, w, h, 1, 14 * unit);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const u = clamp01((x - b.x0) / bw);
      const v = clamp01((y - b.y0) / bh);
      const key = 1.1 - 0.22 * (0.45 * u + 0.55 * v);
      const f = key * (0.8 + 0.2 * smoothstep(0.35, 0.85, form[i]!));
      for (let c = 0; c < 3; c++) img.data[i * 3 + c] = clamp01(img.data[i * 3 + c]! * f);
    }
  }
}

/** The backdrop: a warm umber-olive glow behind the pet, falling off to deep green-brown. */
function backdrop(
  w: number,
  h: number,
  mask: Float32Array,
  petL: number,
  unit: number,
  rng: () => number,
): { ref: Rgb; fx: Float32Array; fy: Float32Array } {
  const n = w * h;
  const b = maskBounds(mask, w, h);
  const long = Math.max(w, h);
  // The glow sits behind the head (upper part of the pet), a little towards the light.
  const gx = (b.x0 + b.x1) / 2 - 0.08 * w;
  const gy = b.y0 + (b.y1 - b.y0) * 0.3;
  const gr = 0.55 * long;
  // A dark pet gets a lighter glow behind it; a light pet sits in deep shadow.
  const dark = smoothstep(70, 30, petL);
  const glow: [number, number, number] = [0.36 + 0.22 * dark, 0.3 + 0.2 * dark, 0.18 + 0.12 * dark];
  const mid: [number, number, number] = [0.2 + 0.1 * dark, 0.16 + 0.08 * dark, 0.1 + 0.05 * dark];
  const edge: [number, number, number] = [0.06, 0.07, 0.05];
  const olive: [number, number, number] = [0.22, 0.24, 0.12];
  const green: [number, number, number] = [0.1, 0.17, 0.12];
  const patches = fbmNoise(w, h, 180 * unit, 3, rng);
  const hue = fbmNoise(w, h, 260 * unit, 2, rng);
  const ref = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const d = Math.hypot((x - gx) / gr, (y - gy) / (gr * 0.9));
      const t = clamp01(d + (patches[i]! - 0.5) * 0.35);
      const c = t < 0.5 ? mixC(glow, mid, t / 0.5) : mixC(mid, edge, (t - 0.5) / 0.5);
      // Patches of olive and deep green in the umber, stronger away from the glow.
      const hv = hue[i]!;
      const tint = smoothstep(0.45, 0.75, hv) * 0.45 * t;
      const cool = smoothstep(0.55, 0.25, hv) * 0.4 * t;
      for (let k = 0; k < 3; k++) {
        let v = c[k]!;
        v += (olive[k]! * (v / 0.2) - v) * tint * 0.6;
        v += (green[k]! - v) * cool;
        ref.data[i * 3 + k] = v;
      }
    }
  }
  // Soft, criss-crossing brushwork: a slowly turning direction field around the diagonals.
  const angle = fbmNoise(w, h, 120 * unit, 2, rng);
  const fx = new Float32Array(n);
  const fy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.PI * 0.25 + (angle[i]! - 0.5) * Math.PI * 1.6;
    fx[i] = Math.cos(a);
    fy[i] = Math.sin(a);
  }
  return { ref, fx, fy };
}

function mixC(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function renderOilPainting(src: Rgb, mask: PetMaskField): Rgb {
  const { width: W, height: H } = src;
  const scale = Math.max(W, H) / 800;
  const wk = workingImage(src, mask);
  const { img, unit } = wk;
  const wm = wk.mask;
  const { width: w, height: h } = img;
  const n = w * h;
  const seed = contentSeed(img, 0x011);
  const rng = createRng(seed);

  const detail = detailMap(img, wm, unit);
  const pet = petColours(img, wm, detail, unit);
  const planes = simplifyPet(pet.ref, wm, unit);
  light(planes, wm, unit);
  const bg = backdrop(w, h, wm, pet.meanL, unit, rng);
  const [flow] = structureTensors(planes, [4 * unit], 1 * unit);
  // Lost and found edges: the pet melts a little into the backdrop.
  const soft = blur(wm, w, h, 1, 2.5 * unit);
  const reference = createRgb(w, h);
  const blend = createRgb(w, h);
  const fx = new Float32Array(n);
  const fy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const inPet = wm[i]! >= 0.5;
    fx[i] = inPet ? flow!.tx[i]! : bg.fx[i]!;
    fy[i] = inPet ? flow!.ty[i]! : bg.fy[i]!;
    const m = soft[i]!;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      // Strokes take their colour from their own side; the underpainting blends the two.
      reference.data[o] = inPet ? planes.data[o]! : bg.ref.data[o]!;
      blend.data[o] = planes.data[o]! * m + bg.ref.data[o]! * (1 - m);
    }
  }

  const layers: Layer[] = [
    { radius: 18 * unit, threshold: 0, maxLength: 5 },
    { radius: 11 * unit, threshold: 0.02, maxLength: 5 },
    { radius: 8 * unit, threshold: 0, maxLength: 4.5 },
    { radius: 4.5 * unit, threshold: 0.05, maxLength: 4 },
    { radius: 2.3 * unit, threshold: 0.07, maxLength: 3 },
  ];
  const jrng = createRng(seed ^ 0x2545f491);
  const lab3 = new Float32Array(3);
  const { strokes, underpainting } = planStrokes({
    reference,
    fx,
    fy,
    region: wm,
    layers,
    rng,
    stopDiff: 0.12,
    detail,
    curl: 0.6,
    start: blurRgb(blend, 3 * unit),
    // Broad strokes for the backdrop, finer ones for the pet.
    accept: (x, y, layer) => (wm[y * w + x]! >= 0.5 ? layer >= 2 : layer < 2),
    colour: (r, g, b, x, y) => {
      const i = y * w + x;
      const calm = 1 - 0.85 * detail[i]!;
      rgbToLabInto(r, g, b, lab3, 0);
      const L = lab3[0]! + (jrng() - 0.5) * 5 * calm;
      const A = lab3[1]! + (jrng() - 0.5) * 3 * calm;
      const B = lab3[2]! + (jrng() - 0.5) * 4 * calm;
      labToRgbInto(L, A, B, lab3, 0);
      return [lab3[0]!, lab3[1]!, lab3[2]!];
    },
    // Impasto: thick paint in the lights of the pet, thin paint in the backdrop.
    load: (x, y) => {
      const i = y * w + x;
      if (wm[i]! < 0.5) return 0.35;
      const o = i * 3;
      const l = 0.2126 * planes.data[o]! + 0.7152 * planes.data[o + 1]! + 0.0722 * planes.data[o + 2]!;
      return 0.55 + 0.9 * l;
    },
  });

  const canvas = upsampleRgb(underpainting, W, H);
  const height = new Float32Array(W * H);
  rasterizeStrokes(canvas, height, strokes, wk.factor, {
    bristle: 0.05,
    opacity: 0.92,
    dry: 0.25,
    grooves: 0.5,
    profile: 5,
  });
  const { shade, spec } = impasto(height, W, H, scale, 0.22, 1.2);
  const weave = canvasWeave(W, H, scale, 0.05, seed);

  // Eyes, nose and markings: the pet's own (simplified) colours where detail is densest.
  const protectW = new Float32Array(n);
  for (let i = 0; i < n; i++)
    protectW[i] = smoothstep(0.5, 0.95, detail[i]!) * smoothstep(0.5, 0.9, wm[i]!) * 0.75;
  const protect = upsampleField(protectW, w, h, W, H);
  const fine = upsampleRgb(pet.ref, W, H);
  const fullMask = upsampleField(wm, w, h, W, H);
  const out = createRgb(W, H);
  const cd = canvas.data;
  const cx = W / 2;
  const cy = H * 0.45;
  const rx = W * 0.62;
  const ry = H * 0.62;
  // Old varnish: a faint golden cast.
  const varnish = [1.02, 1.0, 0.93];
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const p = protect[i]!;
      // The weave shows most through the thin paint of the backdrop.
      const wv = 1 + (weave[i]! - 1) * (1 - 0.6 * fullMask[i]!);
      const vig = 1 - 0.3 * smoothstep(0.55, 1.25, Math.hypot((x - cx) / rx, (y - cy) / ry));
      const s = shade[i]! * wv * vig;
      for (let c = 0; c < 3; c++) {
        const o = i * 3 + c;
        const v = cd[o]! + (fine.data[o]! - cd[o]!) * p;
        const tint = 1 + (varnish[c]! - 1) * (1 - p);
        out.data[o] = clamp01(v * s * tint + spec[i]! * 0.12 * fullMask[i]!);
      }
    }
  }
  return out;
}
