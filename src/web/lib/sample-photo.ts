/** The shipped sample photo (CC0, see public/images/LICENSE.md). */
export const SAMPLE_PHOTO = { src: "/images/chelsea-cat.webp", width: 451, height: 300 } as const;

/**
 * A soft paper-and-ink treatment for the hero's "portrait" side. The portraits feature replaces it
 * with real output of our own stylizer; it is never another artist's picture.
 */
export const CLASSIC_PREVIEW_FILTER = "sepia(0.35) saturate(0.8) contrast(1.1) brightness(1.05)";
