/**
 * Pop Art: a Warhol-style 2x2 screen-print grid. Each panel posterises the pet into four flat
 * tones (luminance quantiles, so every panel uses its whole palette), with a different bold
 * palette per panel, hard-edged Ben-Day halftone dots shading the two middle tones, a slightly
 * mis-registered colour layer and solid black outlines from a DoG line detector.
 */
import { blur, createRgb, dogLines, luminance, quantile, type Rgb, resize } from "./raster";

type Colour = [number, number, number];

function hex(s: string): Colour {
  const v = Number.parseInt(s.slice(1), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

/** Per panel: shadow, dark-mid, light-mid, highlight (background-ish). */
export const POP_PALETTES: Colour[][] = [
  ["#2b1a6b", "#e8177d", "#ff8c1a", "#ffe93b"].map(hex),
  ["#0d3b66", "#12a4d9", "#9be564", "#fdf5a6"].map(hex),
  ["#5b0e2d", "#ff3b30", "#ff9ecb", "#b8f3ff"].map(hex),
  ["#113b20", "#2e9d5b", "#f7b32b", "#ff6fb5"].map(hex),
];

const INK: Colour = [0.06, 0.05, 0.08];

function renderPanel(src: Rgb, palette: Colour[], dotAngle: number): Rgb {
  const { width: w, height: h } = src;
  const _n = w * h;
  const lumRaw = luminance(src);
  const lum = blur(lumRaw, w, h, 1, 1.1);
  const t1 = quantile(lum, 0.2);
  const t2 = quantile(lum, 0.47);
  const t3 = quantile(lum, 0.76);
  const scale = Math.max(w, h) / 400;
  const lines = dogLines(lumRaw, w, h, 1.0 * scale, 0.012, 0.03);
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
      const l = lum[sy * w + sx]!;
      let colour: Colour;
      if (lines[i]! > 0.5 || l < t1) colour = lines[i]! > 0.5 ? INK : palette[0]!;
      else {
        const level = l < t2 ? 1 : l < t3 ? 2 : 3;
        colour = palette[level]!;
        if (level < 3) {
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

export function renderPopArt(src: Rgb): Rgb {
  const { width: W, height: H } = src;
  const pw = Math.ceil(W / 2);
  const ph = Math.ceil(H / 2);
  const small = resize(src, pw, ph);
  const out = createRgb(W, H);
  const leftW = Math.floor(W / 2);
  const topH = Math.floor(H / 2);
  for (let p = 0; p < 4; p++) {
    const panel = renderPanel(small, POP_PALETTES[p]!, (Math.PI / 4) * (p % 2 === 0 ? 1 : -1));
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
