/**
 * Offline portrait stylizer: real non-photorealistic rendering in plain TypeScript over float
 * buffers, with sharp for decoding, resizing, lettering and PNG encoding.
 */
import { renderOilPainting } from "./oil-painting";
import { renderPicasso } from "./picasso";
import { renderPopArt } from "./pop-art";
import { decodeImage, encodePng, type Rgb } from "./raster";
import { renderVanGogh } from "./van-gogh";
import { nameOverlay, renderWatercolour } from "./watercolour";

export type StyleId = "vintage" | "pop-art" | "oil-painting" | "picasso" | "classic";

export const STYLE_IDS: readonly StyleId[] = ["vintage", "pop-art", "oil-painting", "picasso", "classic"];

/** Display names; "vintage" is shown to users as "Van Gogh". */
export const STYLE_LABELS: Record<StyleId, string> = {
  vintage: "Van Gogh",
  "pop-art": "Pop Art",
  "oil-painting": "Oil Painting",
  picasso: "Picasso Style",
  classic: "Classic",
};

export interface StylizeOptions {
  /** Only used by "classic"; at most 20 characters are lettered. */
  petName?: string;
}

const RENDERERS: Record<StyleId, (img: Rgb) => Rgb> = {
  vintage: renderVanGogh,
  "pop-art": renderPopArt,
  "oil-painting": renderOilPainting,
  picasso: renderPicasso,
  classic: renderWatercolour,
};

/**
 * Decodes any JPEG/PNG/WebP, auto-orients, fits to max side 800, renders the style, returns PNG
 * bytes. Deterministic: same input → same bytes.
 */
export async function stylize(style: StyleId, image: Buffer, options: StylizeOptions = {}): Promise<Buffer> {
  const render = RENDERERS[style];
  if (!render) throw new Error(`Unknown style: ${String(style)}`);
  const src = await decodeImage(image);
  const out = render(src);
  const overlays: string[] = [];
  if (style === "classic" && options.petName) {
    const svg = nameOverlay(options.petName, out.width, out.height);
    if (svg) overlays.push(svg);
  }
  return encodePng(out, overlays);
}
