/**
 * The pet's name lettered under a Classic portrait as an SVG overlay: an italic serif on a soft
 * paper backing, sized to fit, and always clear of the preview's watermark (burned in bottom right
 * by `images/watermark.ts`), whatever the image's size and aspect.
 */
import { watermarkBox } from "../images/watermark";
import { escapeXml } from "./raster";

export const MAX_NAME_CHARS = 20;

/**
 * The name as it is lettered: control characters and emoji removed (a name of only emoji gets no
 * lettering), spaces collapsed, at most 20 characters — cut at a word break when one is near.
 */
export function cleanName(name: string): string {
  const text = name
    .replace(/\p{Cc}/gu, " ")
    .replace(
      /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0e|\ufe0f|\u20e3/gu,
      "",
    )
    .replace(/\s+/gu, " ")
    .trim();
  const chars = Array.from(text);
  if (chars.length <= MAX_NAME_CHARS) return text;
  const cut = chars.slice(0, MAX_NAME_CHARS);
  // "Sir Reginald Barksworth" reads better as "Sir Reginald" than as "Sir Reginald Barkswo".
  if (chars[MAX_NAME_CHARS] !== " ") {
    const space = cut.lastIndexOf(" ");
    if (space >= 10) return cut.slice(0, space).join("").trim();
  }
  return cut.join("").trim();
}

/** Advance widths of DejaVu Serif Italic in em, generously rounded up (the fallbacks are narrower). */
function charWidth(ch: string): number {
  if (ch === " ") return 0.33;
  if ("iljtfrI.,;:'!|()[]-".includes(ch)) return 0.42;
  if ("mwMW@".includes(ch)) return 0.98;
  if (/[A-Z0-9]/.test(ch)) return 0.78;
  if (/[a-z]/.test(ch)) return 0.64;
  return 0.85;
}

/** Estimated width of the lettered text in px at a font size, letter-spacing included. */
export function textWidth(text: string, size: number): number {
  const chars = Array.from(text);
  let em = 0;
  for (const ch of chars) em += charWidth(ch);
  return em * size + Math.max(0, chars.length - 1) * size * 0.04;
}

export interface NameLayout {
  text: string;
  size: number;
  /** Centre x and baseline y of the text. */
  cx: number;
  baseline: number;
  /** The paper backing behind the text (always left of the watermark). */
  box: { left: number; top: number; width: number; height: number };
}

/** Where and how big the name is lettered, or null when there is nothing to letter. */
export function nameLayout(name: string, width: number, height: number): NameLayout | null {
  const text = cleanName(name);
  if (text.length === 0) return null;
  const short = Math.min(width, height);
  const mark = watermarkBox(width, height);
  const margin = Math.max(6, Math.round(short * 0.04));
  const gap = Math.max(6, Math.round(short * 0.03));
  const right = Math.min(width - margin, mark.left - gap);
  const left = margin;
  let size = Math.max(9, short * 0.075);
  const padX = () => size * 0.6;
  // Centred on the picture when it fits left of the watermark, else centred in the space left of it.
  let cx = width / 2;
  let half = textWidth(text, size) / 2 + padX();
  if (cx + half > right || cx - half < left) {
    cx = (left + right) / 2;
    const room = (right - left) / 2;
    if (half > room) {
      size = Math.max(6, (size * room) / half);
      half = textWidth(text, size) / 2 + padX();
    }
    // Short names move back towards the middle as far as the watermark allows.
    cx = Math.min(width / 2, Math.max(cx, right - half));
  }
  const baseline = height - margin - size * 0.3;
  const top = baseline - size * 1.15;
  const bottom = Math.min(height, baseline + size * 0.5);
  return {
    text,
    size,
    cx,
    baseline,
    box: { left: cx - half, top, width: 2 * half, height: bottom - top },
  };
}

/** SVG overlay lettering the pet's name (empty string when there is nothing to letter). */
export function nameOverlay(name: string, width: number, height: number): string {
  const l = nameLayout(name, width, height);
  if (!l) return "";
  const ink = "rgb(44,48,66)";
  const r = Math.round(l.box.height * 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect x="${l.box.left.toFixed(1)}" y="${l.box.top.toFixed(1)}" width="${l.box.width.toFixed(1)}" height="${l.box.height.toFixed(1)}" rx="${r}" fill="rgb(250,248,243)" fill-opacity="0.82"/>
  <text x="${l.cx.toFixed(1)}" y="${l.baseline.toFixed(1)}" text-anchor="middle" font-family="'DejaVu Serif', 'Liberation Serif', Georgia, 'Times New Roman', serif" font-style="italic" font-size="${l.size.toFixed(1)}" letter-spacing="${(l.size * 0.04).toFixed(2)}" fill="${ink}">${escapeXml(l.text)}</text>
</svg>`;
}
