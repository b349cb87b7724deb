/** The shipped sample photo (CC0, see public/images/LICENSE.md). */
export const SAMPLE_PHOTO = { src: "/images/chelsea-cat.webp", width: 451, height: 300 } as const;

/**
 * Until the portraits feature ships its own stylizer output, the samples show the real photo with
 * a light CSS treatment per style and say so; never another artist's picture.
 */
export const STYLE_PREVIEW_FILTER: Record<string, string> = {
  classic: "sepia(0.35) saturate(0.8) contrast(1.1) brightness(1.05)",
  vintage: "saturate(1.7) hue-rotate(-12deg) contrast(1.15)",
  "pop-art": "saturate(2.6) contrast(1.45) brightness(1.05)",
  "oil-painting": "sepia(0.45) saturate(1.4) contrast(1.1)",
  picasso: "hue-rotate(35deg) saturate(1.5) contrast(1.3)",
};
