/**
 * Pop Art: a Warhol-style 2x2 screen-print grid. Each panel cuts the pet out onto a flat colour
 * field and posterises it into four flat tones (luminance quantiles over the pet alone, after a
 * local-contrast lift, so a dark pet keeps its eyes), with a different bold palette per panel,
 * hard-edged Ben-Day halftone dots shading the two middle tones, a slightly mis-registered colour
 * layer and solid black outlines from a DoG line detector and around the silhouette.
 */
import type { PetMaskField } from "./mask";
import { blur, createRgb, dogLines, luminance, quantile, type Rgb, resize } from "./raster";

type Colour = [number, number, number];

function hex(s: string): Colour {
  const v = Number.parseInt(s.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

/** Per panel: shadow, dark-mid, light-mid, highlight — the pet's four screen-printed tones. */
export const POP_PALETTES: Colour[][] = [
  ["#2b1a6b", "#e8177d", "#ff8c1a", "#ffe93b"].map(hex),
  ["#0d3b66", "#12a4d9", "#9be564", "#fdf5a6"].map(hex),
  ["#5b0e2d", "#ff3b30", "#ff9ecb", "#b8f3ff"].map(hex),
  ["#113b20", "#2e9d5b", "#f7b32b", "#ff6fb5"].map(hex),
];
/** Per panel: the flat colour field behind the pet, chosen to clash with its tones as Warhol's do. */
export const POP_FIELDS: Colour[] = ["#19c3c9", "#ff5fa2", "#ffd400", "#3a5bff"].map(hex);

const INK: Colour = [0.06, 0.05, 0.08];
const MIN_TONE_GAP = 0.09;

/** Quantile of `values` over the pet only, so a dark pet on a bright wall still spans four tones. */
function petQuantile(values: Float32Array, mask: PetMaskField, q: number): number {
  const bins = new Uint32Array(1024);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    if (mask[i]! < 0.5) continue;
    bins[Math.max(0, Math.min(1023, Math.round(values[i]! * 1023)))]!++;
    n++;
  }
  if (n < 64) return quantile(values, q);
  let seen = 0;
  for (let b = 0; b < 1024; b++) {
    seen += bins[b]!;
    if (seen >= q * n) return b / 1023;
  }
  return 1;
}

function renderPanel(src: Rgb, mask: PetMaskField, palette: Colour[], field: Colour, dotAngle: number): Rgb {
  const { width: w, height: h } = src;
  const scale = Math.max(w, h) / 400;
  const lumRaw = luminance(src);
  // Local contrast lifts an eye out of dark fur before the tones are cut, so it keeps its own tone.
  const base = blur(lumRaw, w, h, 1, 10 * scale);
  const lumSharp = new Float32Array(lumRaw.length);
  for (let i = 0; i < lumRaw.length; i++) {
    lumSharp[i] = Math.max(0, Math.min(1, lumRaw[i]! + 0.9 * (lumRaw[i]! - base[i]!)));
  }
  const lum = blur(lumSharp, w, h, 1, 1.1 * scale);
  // Tones at least MIN_TONE_GAP apart: a black cat's fur then fills the dark tones and its eyes,
  // much lighter, still get a light one, rather than four tones split across the fur alone.
  const t1 = petQuantile(lum, mask, 0.2);
  const t2 = Math.max(petQuantile(lum, mask, 0.47), t1 + MIN_TONE_GAP);
  const t3 = Math.max(petQuantile(lum, mask, 0.76), t2 + MIN_TONE_GAP);
  const lines = dogLines(lumRaw, w, h, 1.0 * scale, 0.012, 0.03);
  // The silhouette is inked too: the pet sits on its field like a cut-out.
  const edge = blur(mask, w, h, 1, 1.2 * scale);
  const out = createRgb(w, h);
  const spacing = Math.max(3, 6 * scale);
  const ca = Math.cos(dotAngle);
  const sa = Math.sin(dotAngle);
  // Colour layer is offset from the key (black) layer, like a loosely registered screen print.
  const shiftX = Math.round(2 * scale);
  const shiftY = Math.round(1 * scale);
  const dotColours = [1, 2].map((lvl) => {
    const c = palette[lvl]!;
    const dk = palette[lvl - 1]!;
    return [0, 1, 2].map((k) => c[k]! * 0.45 + dk[k]! * 0.55) as Colour;
  });
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let sx = x - shiftX;
      let sy = y - shiftY;
      sx = sx < 0 ? 0 : sx >= w ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy >= h ? h - 1 : sy;
      const si = sy * w + sx;
      const e = edge[i]!;
      let colour: Colour;
      if (e > 0.3 && e < 0.7) colour = INK;
      else if (mask[si]! < 0.5) colour = field;
      else if (lines[i]! > 0.5) colour = INK;
      else {
        const l = lum[si]!;
        const level = l < t1 ? 0 : l < t2 ? 1 : l < t3 ? 2 : 3;
        colour = palette[level]!;
        if (level === 1 || level === 2) {
          // Ben-Day dots: radius grows as the tone darkens inside its band.
          const lo = level === 1 ? t1 : t2;
          const hi = level === 1 ? t2 : t3;
          const cover = 0.75 * (1 - (l - lo) / Math.max(1e-4, hi - lo));
          const u = (x * ca + y * sa) / spacing;
          const v = (-x * sa + y * ca) / spacing;
          const du = u - Math.round(u);
          const dv = v - Math.round(v);
          const r = Math.sqrt(cover / Math.PI);
          if (du * du + dv * dv < r * r) colour = dotColours[level - 1]!;
        }
      }
      out.data[i * 3] = colour[0];
      out.data[i * 3 + 1] = colour[1];
      out.data[i * 3 + 2] = colour[2];
    }
  }
  return out;
}

/** The mask at the panel's size (nearest sample is enough: the panel blurs its edge itself). */
function shrinkMask(mask: PetMaskField, w: number, h: number, pw: number, ph: number): PetMaskField {
  const out = new Float32Array(pw * ph);
  for (let y = 0; y < ph; y++) {
    const sy = Math.min(h - 1, Math.floor(((y + 0.5) * h) / ph));
    for (let x = 0; x < pw; x++) {
      out[y * pw + x] = mask[sy * w + Math.min(w - 1, Math.floor(((x + 0.5) * w) / pw))]!;
    }
  }
  return out;
}

export function renderPopArt(src: Rgb, mask: PetMaskField): Rgb {
  const { width: W, height: H } = src;
  const pw = Math.ceil(W / 2);
  const ph = Math.ceil(H / 2);
  const small = resize(src, pw, ph);
  const smallMask = shrinkMask(mask, W, H, pw, ph);
  const out = createRgb(W, H);
  const leftW = Math.floor(W / 2);
  const topH = Math.floor(H / 2);
  for (let p = 0; p < 4; p++) {
    const panel = renderPanel(
      small,
      smallMask,
      POP_PALETTES[p]!,
      POP_FIELDS[p]!,
      (Math.PI / 4) * (p % 2 === 0 ? 1 : -1),
    );
    const ox = p % 2 === 0 ? 0 : leftW;
    const oy = p < 2 ? 0 : topH;
    const cw = p % 2 === 0 ? leftW : W - leftW;
    const chh = p < 2 ? topH : H - topH;
    for (let y = 0; y < chh; y++) {
      for (let x = 0; x < cw; x++) {
        const si = (y * pw + x) * 3;
        const di = ((oy + y) * W + ox + x) * 3;
        out.data[di] = panel.data[si]!;
        out.data[di + 1] = panel.data[si + 1]!;
        out.data[di + 2] = panel.data[si + 2]!;
      }
    }
  }
  return out;
}
