/**
 * The shipped sample photo (CC0, see public/images/LICENSE.md) and our classic portrait of it
 * (npm run samples), with the widths of their AVIF copies (scripts/sample-variants.ts): the before/after
 * slider fills the 568-px column, 358 px on a phone, so a phone at 1.75× wants about 630 px.
 */
export const SAMPLE_PHOTO = {
  src: "/images/chelsea-cat.webp",
  width: 451,
  height: 300,
  avifWidths: [300, 451],
} as const;

export const CLASSIC_SAMPLE = { src: "/images/samples/classic.webp", avifWidths: [400, 600] } as const;

/** Where the AVIF copy of `src` at `width` is. */
export const avifUrl = (src: string, width: number) => src.replace(/\.webp$/, `-${width}.avif`);

export const avifSrcSet = (src: string, widths: readonly number[]) =>
  widths.map((width) => `${avifUrl(src, width)} ${width}w`).join(", ");
