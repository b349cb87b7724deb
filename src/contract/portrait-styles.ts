/** Portrait styles and limits: plain constants (no zod), so pages can import them cheaply. */
/** Magic styles of SPEC §3 (name, description, gradient) plus the classic watercolour; prompts go to the AI provider. */
export const MAGIC_STYLES = [
  {
    id: "vintage",
    name: "Van Gogh",
    description: "Swirling brushstrokes and starry blues",
    gradient: "linear-gradient(135deg, #1d3a8a 0%, #3b6fd1 45%, #f2c230 100%)",
    prompt:
      "A portrait of this pet painted in the style of Vincent van Gogh: thick swirling impasto brushstrokes, vivid blues and yellows",
  },
  {
    id: "pop-art",
    name: "Pop Art Style",
    description: "Bold colours and comic-book dots",
    gradient: "linear-gradient(135deg, #e6287e 0%, #f5a524 55%, #fde047 100%)",
    prompt:
      "A Warhol-style pop art portrait of this pet: 2x2 grid, bold flat colours, halftone dots, strong outlines",
  },
  {
    id: "oil-painting",
    name: "Oil Painting",
    description: "Rich, classic museum texture",
    gradient: "linear-gradient(135deg, #5b3413 0%, #a66a2c 50%, #e8c27a 100%)",
    prompt:
      "A classical oil painting portrait of this pet on canvas, rich colours, soft light, visible brush texture",
  },
  {
    id: "picasso",
    name: "Picasso Style",
    description: "Playful cubist geometry",
    gradient: "linear-gradient(135deg, #0e7c7b 0%, #2bb3a3 45%, #f47b3c 100%)",
    prompt:
      "A cubist portrait of this pet in the style of Pablo Picasso: angular facets, bold outlines, shifted coloured planes",
  },
] as const;

export const CLASSIC_STYLE = {
  id: "classic",
  name: "Classic Portrait",
  prompt:
    "A classic watercolour and ink portrait of this pet on textured paper, delicate ink lines, soft washes",
} as const;

/** "the Pop Art style" for a style named "Pop Art Style": words for alt texts, never "Style style". */
export const theStyle = (name: string) => `the ${name.replace(/\s+style$/i, "")} style`;

export type MagicStyleId = (typeof MAGIC_STYLES)[number]["id"];
export type PortraitStyleId = MagicStyleId | typeof CLASSIC_STYLE.id;

/** First round makes Van Gogh and Pop Art; 'more styles' makes Oil Painting and Picasso. */
export const FIRST_ROUND: MagicStyleId[] = ["vintage", "pop-art"];
export const SECOND_ROUND: MagicStyleId[] = ["oil-painting", "picasso"];

export const PORTRAIT_LIMITS = {
  uploadMaxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** Longest side and long-to-short ratio accepted, read from the header before decoding. */
  maxSide: 12_000,
  maxAspectRatio: 6,
  previewMaxSide: 512,
  previewQuality: 0.7,
  /** Watermarked previews. */
  outputMaxSide: 800,
  /** Paid files: lossless PNG, never more than twice the photo's size. */
  printMaxSide: 2400,
  classicNameMax: 20,
  /** Wait between styles, only for a remote provider (SPEC §9). */
  remoteStyleGapMs: 6_000,
  requestTimeoutMs: 120_000,
} as const;

export const SESSION_ID = /^(magic|classic)_\d{10,16}_[a-z0-9]{4,16}$/;
