import sharp, { type Metadata } from "sharp";
import { PORTRAIT_LIMITS } from "../../../contract/portrait-styles";

export type ImageKind = "jpeg" | "png" | "webp" | "heic";

/** The image type from the file's first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Uint8Array): ImageKind | undefined {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (b.length >= 12 && ascii(4, 8) === "ftyp" && /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(8, 12)))
    return "heic";
  return undefined;
}

export class ImageRejected extends Error {
  constructor(
    message: string,
    readonly statusCode = 415,
  ) {
    super(message);
    this.name = "ImageRejected";
  }
}

export interface NormalizedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Longest side kept for the private original: what a 2400-px print is painted from. */
const ORIGINAL_MAX_SIDE = PORTRAIT_LIMITS.printMaxSide;

/**
 * Checks and re-encodes an upload: type by bytes, a pixel limit read from the header before any
 * decoding (a decompression bomb is refused at once), EXIF orientation applied, metadata dropped.
 */
export async function normalizeUpload(bytes: Buffer): Promise<NormalizedImage> {
  const kind = sniffImageType(bytes);
  if (kind === "heic") {
    throw new ImageRejected(
      "HEIC photos aren't supported yet. Please choose a JPG, PNG or WebP photo (on iPhone: Settings › Camera › Formats › Most Compatible).",
    );
  }
  if (!kind) throw new ImageRejected("Invalid file type - Please upload an image file (JPG, PNG, etc.)");
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected("This image file is damaged or incomplete. Please try another photo.", 422);
  }
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  const pixels = width * height;
  if (!pixels)
    throw new ImageRejected("This image file is damaged or incomplete. Please try another photo.", 422);
  const longSide = Math.max(width, height);
  if (
    longSide > PORTRAIT_LIMITS.maxSide ||
    longSide / Math.min(width, height) > PORTRAIT_LIMITS.maxAspectRatio
  ) {
    throw new ImageRejected(
      `This image is ${width} × ${height} pixels, which is not a photo we can paint. Please choose a regular photo of your pet.`,
      422,
    );
  }
  if (pixels > PORTRAIT_LIMITS.maxPixels) {
    throw new ImageRejected(
      `This image is too large (${Math.round(pixels / 1e6)} megapixels; the limit is 40). Please choose a smaller photo.`,
      413,
    );
  }
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: PORTRAIT_LIMITS.maxPixels,
      failOn: "error",
    })
      .rotate()
      .resize({
        width: ORIGINAL_MAX_SIDE,
        height: ORIGINAL_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 95, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected("This image file is damaged or incomplete. Please try another photo.", 422);
  }
}

/** Decodes a data URL made by the browser; its type is still checked by its bytes. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  return Buffer.from(dataUrl.slice(comma + 1), "base64");
}

const FINGERPRINT_SIDE = 16;
/** Mean absolute difference per channel (0–255) below which two fingerprints show the same photo. */
const SAME_PHOTO_MAX_DIFFERENCE = 12;

/** A 16×16 colour thumbnail: enough to tell whether two images show the same photo at any size. */
export async function photoFingerprint(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: PORTRAIT_LIMITS.maxPixels })
    .rotate()
    .resize(FINGERPRINT_SIDE, FINGERPRINT_SIDE, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Whether two fingerprints show the same photo (e.g. an upload and the page's 512-px preview of it). */
export function samePhoto(a: Buffer, b: Buffer): boolean {
  if (a.length !== b.length) return false;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length <= SAME_PHOTO_MAX_DIFFERENCE;
}
