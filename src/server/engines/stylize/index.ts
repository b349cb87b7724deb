/**
 * Offline portrait stylizer: real non-photorealistic rendering in plain TypeScript over float
 * buffers, with sharp for decoding, resizing, lettering and PNG encoding.
 */
import { fallbackMaskField, type MaskBytes, maskField, type PetMaskField } from "./mask";
import { renderOilPainting } from "./oil-painting";
import { renderPicasso } from "./picasso";
import { renderPopArt } from "./pop-art";
import { decodeImage, encodePng, MAX_SIDE, type Rgb } from "./raster";
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
  /** The pet's mask from the segmenter (any size); without one a centred oval stands in. */
  mask?: MaskBytes;
  /** Long side of the painting: 800 for previews, up to 2400 for paid prints. Never enlarges past it. */
  maxSide?: number;
}

/**
 * A style paints `img` (any size from ~300 to 2400 px on the long side) with the pet's mask at the
 * same size. Sizes of strokes, blurs and textures scale with the long side, so a print is the
 * preview's painting at more pixels.
 */
export type StyleRenderer = (img: Rgb, mask: PetMaskField) => Rgb;

const RENDERERS: Record<StyleId, StyleRenderer> = {
  vintage: renderVanGogh,
  "pop-art": renderPopArt,
  "oil-painting": renderOilPainting,
  picasso: renderPicasso,
  classic: renderWatercolour,
};

/**
 * Decodes any JPEG/PNG/WebP, auto-orients, fits to `maxSide` (800 by default), renders the style,
 * returns lossless PNG bytes. Deterministic: same input → same bytes.
 */
export async function stylize(style: StyleId, image: Buffer, options: StylizeOptions = {}): Promise<Buffer> {
  const render = RENDERERS[style];
  if (!render) throw new Error(`Unknown style: ${String(style)}`);
  const src = await decodeImage(image, options.maxSide ?? MAX_SIDE);
  const mask = options.mask
    ? await maskField(options.mask, src.width, src.height)
    : fallbackMaskField(src.width, src.height);
  const out = render(src, mask);
  const overlays: string[] = [];
  if (style === "classic" && options.petName) {
    const svg = nameOverlay(options.petName, out.width, out.height);
    if (svg) overlays.push(svg);
  }
  return encodePng(out, overlays);
}
