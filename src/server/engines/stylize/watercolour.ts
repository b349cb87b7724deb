/**
 * Classic: the pet in watercolour and ink on white cold-press paper. The washes are the pet's own
 * colours, simplified to a palette built in Lab from the pet's pixels (so a black nose stays black
 * and blue eyes stay blue; a lawn or a wall cannot take over the palette), laid transparently with
 * a pigment-density model (Bousseau et al. 2006): pigment pooling at wet edges, granulation in the
 * paper's tooth, a little turbulence. The wash stops at the pet with an irregular, bleeding edge;
 * the background stays bare paper except a loose, pale wash that bleeds a little beyond the pet.
 * Fine ink lines (XDoG) draw the pet only. The name is lettered by `lettering.ts`.
 *
 * Washes are planned at ≤ 800 px and laid at any size; the paper, granulation and ink are drawn at
 * the output size with sizes in 800 units, so a print is its preview at more pixels.
 */
import { contentSeed, detailMap, upsampleField, workingImage } from "./brush-strokes";
import { labOf, labToRgbInto } from "./fast-lab";
import { nearestIndex, paletteLab } from "./lab";
import type { PetMaskField } from "./mask";
import { blur, clamp01, createRgb, createRng, emboss, fbmNoise, type Rgb, smoothstep } from "./raster";

export { nameOverlay } from "./lettering";

/** Bright white watercolour paper (a touch warm) and a blue-black ink (Payne's grey). */
export const PAPER: [number, number, number] = [0.985, 0.978, 0.962];
const INK: [number, number, number] = [0.12, 0.13, 0.18];

/** Working-resolution plan: the wash colour, how much pigment lies where, and where it pools. */
interface WashPlan {
  rgb: Float32Array;
  alpha: Float32Array;
  pool: Float32Array;
  inkMask: Float32Array;
}

function planWash(img: Rgb, mask: Float32Array, unit: number, rng: () => number): WashPlan {
  const { width: w, height: h } = img;
  const n = w * h;
  const lab = labOf(img.data);
  const detail = detailMap(img, mask, unit);
  // The pet's own palette, in Lab, from its pixels only.
  const palette = paletteLab(lab, mask, 10);
  const fine = blur(lab, w, h, 3, 0.9 * unit);
  const soft = blur(lab, w, h, 3, 4.5 * unit);
  const Lonly = new Float32Array(n);
  for (let i = 0; i < n; i++) Lonly[i] = lab[i * 3]!;
  const Lwide = blur(Lonly, w, h, 1, 10 * unit);
  const washLab = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const dt = detail[i]!;
    const o = i * 3;
    // Simplified where the fur is even, close to the photo at eyes, nose and markings.
    const k = smoothstep(0.25, 0.75, dt);
    let L = soft[o]! + (fine[o]! - soft[o]!) * k;
    let a = soft[o + 1]! + (fine[o + 1]! - soft[o + 1]!) * k;
    let b = soft[o + 2]! + (fine[o + 2]! - soft[o + 2]!) * k;
    // Local contrast at eyes, nose and markings, so they stand out from the fur as in the photo.
    L += (fine[o]! - Lwide[i]!) * 0.9 * k;
    const p = palette[nearestIndex(palette, L, a, b)]!;
    const pull = 0.75 * (1 - 0.75 * k);
    L += (p[0] - L) * pull;
    a += (p[1] - a) * pull;
    b += (p[2] - b) * pull;
    // Watercolour, not sepia: a little more chroma, and neutral darks in a cool Payne's grey.
    const c = Math.hypot(a, b);
    a *= 1.2 + 0.35 * k;
    b *= 1.2 + 0.35 * k;
    if (c < 10) b -= 5 * (1 - c / 10) * smoothstep(75, 30, L);
    // Transparent washes never reach full black; the lightest fur is left as paper.
    washLab[o] = 6 + L * 0.94 + smoothstep(80, 95, L) * 5;
    washLab[o + 1] = a;
    washLab[o + 2] = b;
  }
  // Wet-in-wet: the flat palette areas soften into each other.
  const wet = blur(washLab, w, h, 3, 1.3 * unit);
  const rgb = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) labToRgbInto(wet[i * 3]!, wet[i * 3 + 1]!, wet[i * 3 + 2]!, rgb, i * 3);

  // The loose background wash: the photo's surroundings, very pale and thin, only near the pet.
  const bgW = new Float32Array(n);
  for (let i = 0; i < n; i++) bgW[i] = 1 - mask[i]!;
  const bgLab = blur(lab, w, h, 3, 18 * unit);
  const near = blur(mask, w, h, 1, 12 * unit);
  const edgeNoise = fbmNoise(w, h, 40 * unit, 3, rng);
  const bleedNoise = fbmNoise(w, h, 14 * unit, 3, rng);
  const petSoft = blur(mask, w, h, 1, 2.5 * unit);
  const alpha = new Float32Array(n);
  const tmp = [0, 0, 0];
  // The lowest part of the pet dissolves into paper, as a painter leaves a study unfinished.
  let y0 = h;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x += 2) {
      if (mask[y * w + x]! < 0.5) continue;
      if (y < y0) y0 = y;
      y1 = y;
    }
  }
  const petH = Math.max(1, y1 - y0);
  for (let i = 0; i < n; i++) {
    // The pet's wash ends in an irregular edge that bleeds a little past the outline.
    const fy = (Math.floor(i / w) - y0) / petH;
    const fade = 1 - smoothstep(0.72, 1.05, fy + (edgeNoise[i]! - 0.5) * 0.35);
    const pet = smoothstep(0.4, 0.6, petSoft[i]! + (bleedNoise[i]! - 0.5) * 0.7) * (0.2 + 0.8 * fade);
    const halo = 0.4 * smoothstep(0.22, 0.5, near[i]! + (edgeNoise[i]! - 0.5) * 0.8) * (1 - pet);
    if (halo > 0.001) {
      const o = i * 3;
      const L = 80 + (bgLab[o]! - 50) * 0.12;
      labToRgbInto(L, bgLab[o + 1]! * 0.9, bgLab[o + 2]! * 0.9 - 4, tmp, 0);
      const t = halo / Math.max(1e-3, halo + pet);
      for (let c = 0; c < 3; c++) rgb[o + c] = rgb[o + c]! * (1 - t) + tmp[c]! * t;
    }
    alpha[i] = Math.max(pet, halo);
  }
  // Pigment pools where a wash dries: a darker rim inside each wash's edge and between colours.
  const aBlur = blur(alpha, w, h, 1, 3 * unit);
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) lum[i] = wet[i * 3]! / 100;
  const lumBlur = blur(lum, w, h, 1, 2.5 * unit);
  const pool = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const rim = Math.max(0, alpha[i]! - aBlur[i]!);
    pool[i] = clamp01(3 * rim + 3 * Math.abs(lum[i]! - lumBlur[i]!) * alpha[i]!);
  }
  const inkMask = new Float32Array(n);
  for (let i = 0; i < n; i++) inkMask[i] = smoothstep(0.3, 0.7, petSoft[i]!);
  return { rgb, alpha, pool, inkMask: blur(inkMask, w, h, 1, 1.5 * unit) };
}

/** Upsamples an interleaved 3-channel working field to the output size. */
function upsample3(
  data: Float32Array,
  w: number,
  h: number,
  W: number,
  H: number,
): [Float32Array, Float32Array, Float32Array] {
  const out: Float32Array[] = [];
  for (let c = 0; c < 3; c++) {
    const ch = new Float32Array(w * h);
    for (let i = 0; i < w * h; i++) ch[i] = data[i * 3 + c]!;
    out.push(upsampleField(ch, w, h, W, H));
  }
  return out as [Float32Array, Float32Array, Float32Array];
}

export function renderWatercolour(src: Rgb, mask: PetMaskField): Rgb {
  const { width: W, height: H } = src;
  const N = W * H;
  const work = workingImage(src, mask);
  const { width: w, height: h } = work.img;
  const seed = contentSeed(work.img, 0x3a7e);
  const plan = planWash(work.img, work.mask, work.unit, createRng(seed));
  const [wr, wg, wb] = upsample3(plan.rgb, w, h, W, H);
  const alpha = upsampleField(plan.alpha, w, h, W, H);
  const pool = upsampleField(plan.pool, w, h, W, H);
  const inkMask = upsampleField(plan.inkMask, w, h, W, H);

  // At the output size, in 800 units: paper tooth, granulation, turbulence, ink.
  const s = Math.max(W, H) / 800;
  const rng = createRng(seed ^ 0x5eed);
  const tooth = fbmNoise(W, H, 5 * s, 3, rng);
  const paperShade = emboss(tooth, W, H, 0.45 * s);
  const granules = blur(fbmNoise(W, H, 2.2 * s, 2, rng), W, H, 1, 0.5 * s);
  const turbulence = fbmNoise(W, H, 55 * s, 3, rng);
  // XDoG-style ink on perceptual lightness: fine lines where the small blur is darker than the wide.
  const lum = new Float32Array(N);
  const d = src.data;
  for (let i = 0; i < N; i++) {
    lum[i] = Math.sqrt(Math.max(0, 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!));
  }
  const g1 = blur(lum, W, H, 1, 1.1 * s);
  const g2 = blur(lum, W, H, 1, 1.1 * 1.6 * s);
  const g3 = blur(lum, W, H, 1, 2.2 * 1.6 * s);

  const out = createRgb(W, H);
  const o3 = out.data;
  for (let i = 0; i < N; i++) {
    const a = alpha[i]!;
    const paper = paperShade[i]!;
    const col = [wr[i]!, wg[i]!, wb[i]!];
    const lumW = 0.2126 * col[0]! + 0.7152 * col[1]! + 0.0722 * col[2]!;
    // Granulation settles in the tooth, more in darker, more pigmented washes.
    const density =
      1 +
      1.1 * pool[i]! +
      0.5 * (granules[i]! - 0.5) * (0.35 + (1 - lumW)) +
      0.16 * (turbulence[i]! - 0.5) +
      0.25 * (tooth[i]! - 0.5);
    // Fine lines for eyes and whiskers, bolder ones for the big contours.
    const fineLine = smoothstep(0.012, 0.04, g2[i]! - g1[i]!);
    const bold = smoothstep(0.035, 0.09, g3[i]! - g1[i]!);
    const ink = Math.max(fineLine * 0.6, bold * 0.75) * inkMask[i]!;
    for (let c = 0; c < 3; c++) {
      // Transparent pigment over paper: the paper's white shows through the lighter washes.
      const t = 1 - (1 - col[c]!) * 0.92;
      const pig = clamp01(t - (t - t * t) * (density - 1));
      const p = PAPER[c]! * paper;
      const painted = p * (1 - a + a * pig);
      o3[i * 3 + c] = clamp01(painted * (1 - ink) + INK[c]! * ink);
    }
  }
  return out;
}
