/**
 * Table-driven sRGB ↔ CIE Lab (D65) for whole images: the same formulas as `lab.ts`, with the
 * sRGB transfer curves in lookup tables and no per-pixel allocation, fast enough for the painterly
 * styles' per-pixel colour work at 800 px.
 */
const N = 4096;
const TO_LINEAR = new Float32Array(N + 1);
for (let i = 0; i <= N; i++) {
  const c = i / N;
  TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const XN = 0.95047;
const ZN = 1.08883;
const EPS = 216 / 24389;
const KAPPA = 24389 / 27;

function lin(c: number): number {
  const t = (c < 0 ? 0 : c > 1 ? 1 : c) * N;
  const i = t | 0;
  if (i >= N) return TO_LINEAR[N]!;
  const f = t - i;
  return TO_LINEAR[i]! + (TO_LINEAR[i + 1]! - TO_LINEAR[i]!) * f;
}

function gam(c: number): number {
  // The curve is steep near 0: finer steps there.
  if (c <= 0) return 0;
  if (c >= 1) return 1;
  if (c < 0.0031308) return 12.92 * c;
  const t = Math.sqrt(c) * N;
  const i = t | 0;
  const f = t - i;
  return GAMMA_SQRT[i]! + (GAMMA_SQRT[Math.min(N, i + 1)]! - GAMMA_SQRT[i]!) * f;
}
/** Gamma curve sampled on a square-root axis (accurate near black). */
const GAMMA_SQRT = new Float32Array(N + 1);
for (let i = 0; i <= N; i++) {
  const c = (i / N) ** 2;
  GAMMA_SQRT[i] = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
}

const fwd = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116);

/** Writes Lab of (r, g, b) into out[o..o+2]. */
export function rgbToLabInto(r: number, g: number, b: number, out: Float32Array | number[], o: number): void {
  const lr = lin(r);
  const lg = lin(g);
  const lb = lin(b);
  const fx = fwd((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / XN);
  const fy = fwd(0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const fz = fwd((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / ZN);
  out[o] = 116 * fy - 16;
  out[o + 1] = 500 * (fx - fy);
  out[o + 2] = 200 * (fy - fz);
}

/** Writes sRGB (0..1, clamped) of Lab (l, a, b) into out[o..o+2]. */
export function labToRgbInto(l: number, a: number, b: number, out: Float32Array | number[], o: number): void {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const x = (fx * fx * fx > EPS ? fx * fx * fx : (116 * fx - 16) / KAPPA) * XN;
  const y = fy * fy * fy > EPS ? fy * fy * fy : (116 * fy - 16) / KAPPA;
  const z = (fz * fz * fz > EPS ? fz * fz * fz : (116 * fz - 16) / KAPPA) * ZN;
  out[o] = gam(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[o + 1] = gam(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[o + 2] = gam(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

/** Interleaved Lab of an interleaved sRGB buffer. */
export function labOf(rgb: Float32Array): Float32Array {
  const out = new Float32Array(rgb.length);
  for (let i = 0; i < rgb.length; i += 3) rgbToLabInto(rgb[i]!, rgb[i + 1]!, rgb[i + 2]!, out, i);
  return out;
}
