/**
 * The magic section's sample portraits as its tiles show them: each style's 600×399 sample cropped to
 * its centre square, all that a tile frames, so no pixel is sent that a tile hides. Written by
 * scripts/sample-variants.ts into public/images/samples/tiles/ and committed.
 *
 * AVIF, with JPEG for browsers without it (Safari before 16). No WebP step between: on these textured
 * paintings it saves only ~15% over mozjpeg at like quality, AVIF ~45%.
 */

/** The square's side: the sample's height, the largest crop it has. */
export const TILE_SIZE = 399;

/**
 * Enough steps for the tile's 165–270 CSS px at 1–3× density, none above the source: 240 for a phone
 * at 1×, 320 for Lighthouse's phone (1.75×) and desktops, the full square for denser screens.
 */
export const TILE_WIDTHS = [240, 320, TILE_SIZE] as const;

/** The `src` for browsers that read no `srcset`: the middle width. */
export const TILE_FALLBACK_WIDTH = TILE_WIDTHS[1];

export type TileFormat = "avif" | "jpg";

export const tileUrl = (styleId: string, width: number, format: TileFormat) =>
  `/images/samples/tiles/${styleId}-${width}.${format}`;

export const tileSrcSet = (styleId: string, format: TileFormat) =>
  TILE_WIDTHS.map((width) => `${tileUrl(styleId, width, format)} ${width}w`).join(", ");
