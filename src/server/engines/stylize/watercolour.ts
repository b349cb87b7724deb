/**
 * Classic: watercolour and ink. A smoothed, colour-reduced (k-means) wash with soft bleeding,
 * rendered with a pigment-density model (Bousseau et al. 2006: edge darkening, granulation,
 * turbulence) over textured paper, fading out to bare paper towards the borders; DoG ink lines
 * on top; optional lettering of the pet's name on a soft paper band.
 */
import {
  blur,
  blurRgb,
  clamp01,
  createRgb,
  createRng,
  dogLines,
  emboss,
  escapeXml,
  fbmNoise,
  hashImage,
  luminance,
  type Rgb,
  smoothstep,
  whiteNoise,
} from "./raster";

const PAPER: [number, number, number] = [0.975, 0.962, 0.93];
const INK: [number, number, number] = [0.17, 0.12, 0.1];

/** Deterministic k-means colour reduction on a subsample (k-means++ init from the seeded PRNG). */
function quantise(img: Rgb, k: number, rng: () => number): Rgb {
  const d = img.data;
  const n = img.width * img.height;
  const sampleCount = Math.min(n, 6000);
  const samples = new Float32Array(sampleCount * 3);
  for (let s = 0; s < sampleCount; s++) {
    const i = Math.floor(rng() * n) * 3;
    samples[s * 3] = d[i]!;
    samples[s * 3 + 1] = d[i + 1]!;
    samples[s * 3 + 2] = d[i + 2]!;
  }
  const centres = new Float32Array(k * 3);
  const first = Math.floor(rng() * sampleCount);
  centres.set(samples.subarray(first * 3, first * 3 + 3), 0);
  const dist = new Float32Array(sampleCount).fill(Infinity);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let s = 0; s < sampleCount; s++) {
      const dr = samples[s * 3]! - centres[(c - 1) * 3]!;
      const dg = samples[s * 3 + 1]! - centres[(c - 1) * 3 + 1]!;
      const db = samples[s * 3 + 2]! - centres[(c - 1) * 3 + 2]!;
      dist[s] = Math.min(dist[s]!, dr * dr + dg * dg + db * db);
      total += dist[s]!;
    }
    let pick = rng() * total;
    let chosen = sampleCount - 1;
    for (let s = 0; s < sampleCount; s++) {
      pick -= dist[s]!;
      if (pick <= 0) {
        chosen = s;
        break;
      }
    }
    centres.set(samples.subarray(chosen * 3, chosen * 3 + 3), c * 3);
  }
  const nearest = (r: number, g: number, b: number): number => {
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < k; c++) {
      const dr = r - centres[c * 3]!;
      const dg = g - centres[c * 3 + 1]!;
      const db = b - centres[c * 3 + 2]!;
      const dd = dr * dr + dg * dg + db * db;
      if (dd < bestD) {
        bestD = dd;
        best = c;
      }
    }
    return best;
  };
  for (let iter = 0; iter < 8; iter++) {
    const acc = new Float64Array(k * 4);
    for (let s = 0; s < sampleCount; s++) {
      const c = nearest(samples[s * 3]!, samples[s * 3 + 1]!, samples[s * 3 + 2]!) * 4;
      acc[c]! += samples[s * 3]!;
      acc[c + 1]! += samples[s * 3 + 1]!;
      acc[c + 2]! += samples[s * 3 + 2]!;
      acc[c + 3]! += 1;
    }
    for (let c = 0; c < k; c++) {
      const cnt = acc[c * 4 + 3]!;
      if (cnt === 0) continue;
      centres[c * 3] = acc[c * 4]! / cnt;
      centres[c * 3 + 1] = acc[c * 4 + 1]! / cnt;
      centres[c * 3 + 2] = acc[c * 4 + 2]! / cnt;
    }
  }
  const out = createRgb(img.width, img.height);
  for (let i = 0; i < n; i++) {
    const c = nearest(d[i * 3]!, d[i * 3 + 1]!, d[i * 3 + 2]!) * 3;
    out.data[i * 3] = centres[c]!;
    out.data[i * 3 + 1] = centres[c + 1]!;
    out.data[i * 3 + 2] = centres[c + 2]!;
  }
  return out;
}

export function renderWatercolour(src: Rgb): Rgb {
  const { width: w, height: h } = src;
  const n = w * h;
  const rng = createRng(hashImage(src, 0x3a7e));
  const scale = Math.max(w, h) / 800;

  // Wash: smoothed and colour-reduced, with bleeding where wet-in-wet noise says so.
  const smooth = blurRgb(src, 2.2 * scale);
  const flat = quantise(smooth, 9, rng);
  const flatSoft = blurRgb(flat, 1.2 * scale);
  const bled = blurRgb(flat, 5 * scale);
  const wet = fbmNoise(w, h, 90 * scale, 3, rng);
  const wash = createRgb(w, h);
  for (let i = 0; i < n; i++) {
    const m = smoothstep(0.45, 0.7, wet[i]!);
    for (let c = 0; c < 3; c++) {
      wash.data[i * 3 + c] = flatSoft.data[i * 3 + c]! * (1 - m) + bled.data[i * 3 + c]! * m;
    }
  }

  // Pigment density: edge darkening (wash minus its blur), granulation and turbulence.
  const washLum = luminance(wash);
  const washLumBlur = blur(washLum, w, h, 1, 3 * scale);
  const turbulence = fbmNoise(w, h, 60 * scale, 4, rng);
  const granules = blur(whiteNoise(n, rng), w, h, 1, 0.9);
  const paperNoise = fbmNoise(w, h, 6 * scale, 3, rng);
  const paperShade = emboss(paperNoise, w, h, 1.2);
  const edgeNoise = fbmNoise(w, h, 70 * scale, 4, rng);
  const inkLines = dogLines(blur(luminance(src), w, h, 1, 0.6), w, h, 1.1 * scale, 0.008, 0.035);

  const out = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // Vignette mask: the painting fades into bare paper with an irregular, wet edge.
      const ex = (x / w - 0.5) / 0.56;
      const ey = (y / h - 0.47) / 0.56;
      const e = 1 - Math.sqrt(ex * ex + ey * ey) + (edgeNoise[i]! - 0.5) * 0.35;
      const mask = smoothstep(0.02, 0.2, e);
      const edge = Math.abs(washLum[i]! - washLumBlur[i]!);
      const density =
        1 +
        3.2 * edge +
        0.22 * (turbulence[i]! - 0.5) +
        0.35 * (granules[i]! - 0.5) +
        0.35 * (1 - mask) * mask;
      const paper = paperShade[i]!;
      const ink = inkLines[i]! * smoothstep(-0.05, 0.12, e) * 0.92;
      for (let c = 0; c < 3; c++) {
        // Lighter, transparent pigment: absorbance relative to paper.
        const base = 1 - (1 - wash.data[i * 3 + c]!) * 0.88;
        const pig = base - (base - base * base) * (density - 1);
        const paperC = PAPER[c]! * paper;
        const painted = paperC * (1 - mask + mask * clamp01(pig));
        out.data[i * 3 + c] = clamp01(painted * (1 - ink) + INK[c]! * ink);
      }
    }
  }
  return out;
}

/** SVG overlay: the pet's name lettered on a soft paper band at the bottom centre. */
export function nameOverlay(name: string, width: number, height: number): string {
  const clean = Array.from(name.replace(/\p{Cc}/gu, "").trim())
    .slice(0, 20)
    .join("");
  if (clean.length === 0) return "";
  const size = Math.round(Math.min(height * 0.075, (width * 0.8) / Math.max(4, clean.length * 0.55)));
  const bandH = Math.round(size * 2.1);
  const baseline = height - Math.round(bandH * 0.38);
  const textW = clean.length * size * 0.6;
  const lineHalf = Math.min(width * 0.42, textW / 2 + size * 1.6);
  const cx = width / 2;
  const ly = baseline - size * 0.32;
  const ink = "rgb(58,40,30)";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="rgb(249,245,237)" stop-opacity="0"/>
      <stop offset="0.35" stop-color="rgb(249,245,237)" stop-opacity="0.88"/>
      <stop offset="1" stop-color="rgb(249,245,237)" stop-opacity="0.95"/>
    </linearGradient>
  </defs>
  <rect x="0" y="${height - bandH * 1.35}" width="${width}" height="${bandH * 1.35}" fill="url(#band)"/>
  <line x1="${cx - lineHalf}" y1="${ly}" x2="${cx - textW / 2 - size * 0.5}" y2="${ly}" stroke="${ink}" stroke-width="1" stroke-opacity="0.55"/>
  <line x1="${cx + textW / 2 + size * 0.5}" y1="${ly}" x2="${cx + lineHalf}" y2="${ly}" stroke="${ink}" stroke-width="1" stroke-opacity="0.55"/>
  <text x="${cx}" y="${baseline}" text-anchor="middle" font-family="'DejaVu Serif', 'Liberation Serif', Georgia, 'Times New Roman', serif" font-style="italic" font-size="${size}" letter-spacing="${(size * 0.04).toFixed(1)}" fill="${ink}">${escapeXml(clean)}</text>
</svg>`;
}
