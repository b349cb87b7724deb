/**
 * "Van Gogh" (style id "vintage"): the pet in thick, short, directional strokes (Hertzmann-style
 * layers, coarse to fine, along the edge tangent flow) in Van Gogh's colours — ultramarine and
 * cobalt shadows, chrome-yellow and ochre lights, viridian and violet accents — against a swirling
 * Starry-Night sky whose strokes follow a vortex field and ring around the pet and a few stars.
 * The pet's colours come from its own pixels (a Lab palette under the mask), pushed towards that
 * palette, so a black cat's yellow eyes and a Siamese's blue eyes keep their colour; strokes get
 * narrower where detail is dense and never cross the pet's outline. The paint height of every
 * stroke is lit as impasto.
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
import type { PetMaskField } from "./mask";
import {
  blur,
  clamp01,
  createRgb,
  createRng,
  type Flow,
  gradients,
  type Rgb,
  smoothstep,
  structureTensors,
} from "./raster";

/** Van Gogh's sky ramp, dark to light: Prussian/ultramarine, cobalt, cerulean, pale blue-white. */
const SKY: [number, number, number][] = [
  [0.08, 0.12, 0.32],
  [0.12, 0.2, 0.5],
  [0.2, 0.34, 0.68],
  [0.35, 0.52, 0.8],
  [0.55, 0.7, 0.86],
  [0.8, 0.86, 0.86],
];
const CHROME_YELLOW: [number, number, number] = [0.96, 0.78, 0.18];
const PALE_YELLOW: [number, number, number] = [0.98, 0.92, 0.58];

function ramp(stops: [number, number, number][], v: number): [number, number, number] {
  const t = clamp01(v) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(t));
  const f = t - i;
  const a = stops[i]!;
  const b = stops[i + 1]!;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f];
}

/** The pet in Van Gogh's colours, from its own palette: blue shadows, yellow lights, vivid chroma. */
function petColours(
  img: Rgb,
  mask: Float32Array,
  detail: Float32Array,
  unit: number,
): { ref: Rgb; meanL: number } {
  const lab = labOf(img.data);
  const n0 = img.width * img.height;
  const lum = new Float32Array(n0);
  for (let i = 0; i < n0; i++) lum[i] = lab[i * 3]!;
  const lumBlur = blur(lum, img.width, img.height, 1, 9 * unit);
  const palette = paletteLab(lab, mask, 9);
  const n = img.width * img.height;
  let sumL = 0;
  let cnt = 0;
  for (let i = 0; i < n; i++) {
    if (mask[i]! < 0.5) continue;
    sumL += lab[i * 3]!;
    cnt++;
  }
  const meanL = cnt > 0 ? sumL / cnt : 50;
  const out = createRgb(img.width, img.height);
  for (let i = 0; i < n; i++) {
    // Local contrast lift: eyes, nose and markings stand out from the fur around them.
    let L = lab[i * 3]! + (lab[i * 3]! - lumBlur[i]!) * (0.35 + 0.8 * detail[i]!);
    let a = lab[i * 3 + 1]!;
    let b = lab[i * 3 + 2]!;
    const p = palette[nearestIndex(palette, L, a, b)]!;
    // Simplify towards the pet's own palette, less where small features are.
    const pull = 0.4 * (1 - detail[i]!);
    L += (p[0] - L) * pull;
    a += (p[1] - a) * pull;
    b += (p[2] - b) * pull;
    // Lift the deepest darks a little so they can carry colour, then push chroma.
    L = 9 + L * 0.93;
    a *= 1.5;
    b *= 1.5;
    const shadow = smoothstep(58, 14, L);
    const light = smoothstep(62, 95, L);
    // Blue shadows and yellow lights, but eyes and noses keep their own hue.
    const keep = 1 - 0.75 * detail[i]!;
    b += (-26 * shadow + 12 * light) * keep;
    a += (7 * shadow - 3 * light) * keep;
    // Warm mid-tones become ochre.
    if (b > 0) b *= 1 + 0.3 * (1 - shadow);
    labToRgbInto(L, a, b, out.data, i * 3);
  }
  return { ref: out, meanL };
}

interface Swirl {
  x: number;
  y: number;
  r: number;
  amp: number;
}

/**
 * The sky: a stream function ψ (a slow horizontal wind plus Gaussian vortices and small "stars");
 * strokes follow its level lines, and its value sets the blue bands, so bands swirl with strokes.
 */
function sky(
  w: number,
  h: number,
  mask: Float32Array,
  petL: number,
  unit: number,
  rng: () => number,
): { ref: Rgb; fx: Float32Array; fy: Float32Array } {
  const n = w * h;
  const long = Math.max(w, h);
  const far = blur(mask, w, h, 1, 40 * unit);
  const pick = (tries: number): [number, number] => {
    let best: [number, number] = [rng() * w, rng() * h];
    let bestV = 2;
    for (let t = 0; t < tries; t++) {
      const x = rng() * w;
      const y = rng() * h * 0.85;
      const v = far[Math.floor(y) * w + Math.floor(x)]! + rng() * 0.1;
      if (v < bestV) {
        bestV = v;
        best = [x, y];
      }
    }
    return best;
  };
  const swirls: Swirl[] = [];
  const nSwirl = 2 + Math.floor(rng() * 2);
  for (let k = 0; k < nSwirl; k++) {
    const [x, y] = pick(12);
    swirls.push({ x, y, r: (0.1 + rng() * 0.08) * long, amp: (rng() < 0.5 ? -1 : 1) * (9 + rng() * 5) });
  }
  const stars: Swirl[] = [];
  const nStar = 2 + Math.floor(rng() * 3);
  for (let k = 0; k < nStar; k++) {
    const [x, y] = pick(16);
    stars.push({ x, y, r: (0.022 + rng() * 0.018) * long, amp: 5 });
  }
  const windAngle = (rng() - 0.5) * 0.5;
  const bands = 5 + rng() * 3;
  // Darker sky behind a light pet, lighter sky behind a dark one.
  const level = 0.22 + 0.42 * smoothstep(72, 30, petL);
  // ψ and the star glows are smooth: evaluate them on a half-resolution grid and upsample.
  const sw = Math.max(1, Math.ceil(w / 2));
  const sh = Math.max(1, Math.ceil(h / 2));
  const psiS = new Float32Array(sw * sh);
  const ringS = new Float32Array(sw * sh);
  const starS = new Float32Array(sw * sh);
  for (let gy = 0; gy < sh; gy++) {
    for (let gx = 0; gx < sw; gx++) {
      const i = gy * sw + gx;
      const x = ((gx + 0.5) * w) / sw - 0.5;
      const y = ((gy + 0.5) * h) / sh - 0.5;
      let p = ((y * Math.cos(windAngle) - x * Math.sin(windAngle)) / long) * bands * Math.PI * 2;
      p += Math.sin((x / long) * 9.4 + windAngle * 10) * 1.3;
      for (const s of swirls) {
        const dx = x - s.x;
        const dy = y - s.y;
        p += s.amp * Math.exp(-(dx * dx + dy * dy) / (2 * s.r * s.r));
      }
      let st = 0;
      let rg = 0;
      for (const s of stars) {
        const dx = x - s.x;
        const dy = y - s.y;
        const d = Math.sqrt(dx * dx + dy * dy) / s.r;
        if (d > 9) continue;
        p += s.amp * Math.exp(-d * d * 0.5);
        st = Math.max(st, Math.exp(-d * d * 1.2));
        rg = Math.max(rg, Math.exp(-d / 2.2) * (0.5 + 0.5 * Math.cos(d * 2.6)));
      }
      psiS[i] = p;
      starS[i] = st;
      ringS[i] = rg;
    }
  }
  const psi = upsampleField(psiS, sw, sh, w, h);
  const ring = upsampleField(ringS, sw, sh, w, h);
  const star = upsampleField(starS, sw, sh, w, h);
  const { gx, gy } = gradients(psi, w, h);
  // Near the pet, the sky's strokes wrap around it (a halo, as in his portraits' backgrounds).
  const near = blur(mask, w, h, 1, 14 * unit);
  const ng = gradients(near, w, h);
  const fx = new Float32Array(n);
  const fy = new Float32Array(n);
  const ref = createRgb(w, h);
  const haloDark = petL > 55;
  for (let i = 0; i < n; i++) {
    const y = Math.floor(i / w);
    let tx = -gy[i]!;
    let ty = gx[i]!;
    let l = Math.hypot(tx, ty);
    if (l < 1e-6) {
      tx = 1;
      ty = 0;
      l = 1;
    }
    tx /= l;
    ty /= l;
    const halo = smoothstep(0.04, 0.3, near[i]!) * (1 - smoothstep(0.3, 0.6, mask[i]!));
    const mx = -ng.gy[i]!;
    const my = ng.gx[i]!;
    const ml = Math.hypot(mx, my);
    if (ml > 1e-6 && halo > 0) {
      // Doubled-angle blend of two orientations.
      const wa = 1 - halo;
      const cx = wa * (tx * tx - ty * ty) + halo * ((mx * mx - my * my) / (ml * ml));
      const cy = wa * (2 * tx * ty) + halo * ((2 * mx * my) / (ml * ml));
      const ang = Math.atan2(cy, cx) / 2;
      tx = Math.cos(ang);
      ty = Math.sin(ang);
    }
    fx[i] = tx;
    fy[i] = ty;
    const band = Math.sin(psi[i]! * 1.0);
    let v = level + 0.14 * band - 0.12 * (0.5 - y / h);
    v += haloDark ? -0.16 * halo : 0.2 * halo;
    let [r, g, b] = ramp(SKY, v);
    // A few bands lean towards viridian, as in his night skies.
    const green = smoothstep(0.75, 1, Math.sin(psi[i]! * 0.5 + 1.3)) * 0.45;
    r += (0.2 - r) * green;
    g += (0.5 - g) * green;
    b += (0.45 - b) * green;
    const rg = ring[i]!;
    const st = star[i]!;
    const yel = Math.max(st, rg * 0.8);
    const c = st > 0.5 ? PALE_YELLOW : CHROME_YELLOW;
    r += (c[0] - r) * yel;
    g += (c[1] - g) * yel;
    b += (c[2] - b) * yel;
    ref.data[i * 3] = r;
    ref.data[i * 3 + 1] = g;
    ref.data[i * 3 + 2] = b;
  }
  return { ref, fx, fy };
}

/** Orientation field of the pet: fine edge tangent flow, a broader one where the fine is weak. */
function petFlow(img: Rgb, unit: number): { fx: Float32Array; fy: Float32Array } {
  const [fine, broad] = structureTensors(img, [3.5 * unit, 12 * unit], 1 * unit) as [Flow, Flow];
  const n = img.width * img.height;
  const fx = new Float32Array(n);
  const fy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.min(1, fine.aniso[i]! * 1.8);
    const we = a * a;
    const wb = 1 - we;
    const cx = we * (fine.tx[i]! ** 2 - fine.ty[i]! ** 2) + wb * (broad.tx[i]! ** 2 - broad.ty[i]! ** 2);
    const cy = we * 2 * fine.tx[i]! * fine.ty[i]! + wb * 2 * broad.tx[i]! * broad.ty[i]!;
    const ang = Math.atan2(cy, cx) / 2;
    fx[i] = Math.cos(ang);
    fy[i] = Math.sin(ang);
  }
  return { fx, fy };
}

export function renderVanGogh(src: Rgb, mask: PetMaskField): Rgb {
  const { width: W, height: H } = src;
  const scale = Math.max(W, H) / 800;
  const wk = workingImage(src, mask);
  const { img, unit } = wk;
  const wm = wk.mask;
  const { width: w, height: h } = img;
  const n = w * h;
  const seed = contentSeed(img, 0x5a11);
  const rng = createRng(seed);

  const detail = detailMap(img, wm, unit);
  const pet = petColours(img, wm, detail, unit);
  const bg = sky(w, h, wm, pet.meanL, unit, rng);
  const flow = petFlow(img, unit);
  const reference = createRgb(w, h);
  const fx = new Float32Array(n);
  const fy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const m = wm[i]!;
    const inPet = m >= 0.5;
    fx[i] = inPet ? flow.fx[i]! : bg.fx[i]!;
    fy[i] = inPet ? flow.fy[i]! : bg.fy[i]!;
    for (let c = 0; c < 3; c++) {
      reference.data[i * 3 + c] = pet.ref.data[i * 3 + c]! * m + bg.ref.data[i * 3 + c]! * (1 - m);
    }
  }

  const layers: Layer[] = [
    { radius: 8.5 * unit, threshold: 0, maxLength: 4.5, spacing: 1.1 },
    { radius: 5 * unit, threshold: 0.06, maxLength: 4.5 },
    { radius: 3 * unit, threshold: 0.08, maxLength: 4 },
    { radius: 1.7 * unit, threshold: 0.1, maxLength: 3.5 },
  ];
  const jrng = createRng(seed ^ 0x9e3779b9);
  const lab3 = new Float32Array(3);
  const { strokes, underpainting } = planStrokes({
    reference,
    fx,
    fy,
    region: wm,
    layers,
    rng,
    stopDiff: 0.2,
    detail,
    curl: 1,
    // The sky is painted in broad strokes only; the fine layers are for the pet.
    accept: (x, y, layer) => layer < 2 || wm[y * w + x]! >= 0.5,
    // Long sweeping strokes in the sky.
    lengthScale: (x, y) => (wm[y * w + x]! >= 0.5 ? 1 : 1.6),
    colour: (r, g, b, x, y) => {
      const i = y * w + x;
      const inPet = wm[i]! >= 0.5;
      const calm = inPet ? 1 - 0.8 * detail[i]! : 1;
      rgbToLabInto(r, g, b, lab3, 0);
      let L = lab3[0]!;
      let A = lab3[1]!;
      let B = lab3[2]!;
      L += (jrng() - 0.5) * (inPet ? 10 : 12) * calm;
      A += (jrng() - 0.5) * 8 * calm;
      B += (jrng() - 0.5) * 10 * calm;
      // Broken colour: now and then a stroke of a neighbouring pigment.
      if (jrng() < (inPet ? 0.14 : 0.2) * calm) {
        const k = jrng();
        if (!inPet) {
          if (B > 15)
            B += 20; // chrome yellow around the stars
          else if (k < 0.6) {
            L += 14; // pale cerulean
            B -= 6;
          } else L -= 12; // deep ultramarine
        } else if (L < 45) {
          if (k < 0.55)
            A -= 20; // viridian
          else A += 12; // violet
          B -= 8;
        } else if (k < 0.55) {
          B += 26; // chrome yellow
          L += 5;
        } else B -= 24; // cerulean
      }
      labToRgbInto(L, A, B, lab3, 0);
      return [lab3[0]!, lab3[1]!, lab3[2]!];
    },
  });

  // Paint the same strokes at the output size, with their height for the impasto.
  const canvas = upsampleRgb(underpainting, W, H);
  const height = new Float32Array(W * H);
  rasterizeStrokes(canvas, height, strokes, wk.factor, { bristle: 0.12, opacity: 1, dry: 0.45 });
  const { shade, spec } = impasto(height, W, H, scale, 0.5);
  const weave = canvasWeave(W, H, scale, 0.03, seed);

  // Eyes, nose and markings: a touch of the pet's own (recoloured) pixels where detail is densest.
  const protectW = new Float32Array(n);
  for (let i = 0; i < n; i++)
    protectW[i] = smoothstep(0.5, 0.95, detail[i]!) * smoothstep(0.5, 0.9, wm[i]!) * 0.6;
  const protect = upsampleField(protectW, w, h, W, H);
  const fine = upsampleRgb(pet.ref, W, H);
  const out = createRgb(W, H);
  const cd = canvas.data;
  for (let i = 0; i < W * H; i++) {
    const p = protect[i]!;
    const s = shade[i]! * weave[i]!;
    const hl = spec[i]! * 0.22;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      const v = cd[o]! + (fine.data[o]! - cd[o]!) * p;
      out.data[o] = clamp01(v * s + hl);
    }
  }
  return out;
}
