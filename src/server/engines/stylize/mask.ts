/**
 * The pet mask as the styles use it: one float per pixel, 1 = pet, 0 = background, soft at the
 * edge, at the size of the image being painted. Styles paint the pet and the background differently.
 */
import sharp from "sharp";
import { blur, clamp01 } from "./raster";

/** A mask as the segmenter returns it: one byte per pixel, 255 = pet. */
export interface MaskBytes {
  width: number;
  height: number;
  data: Uint8Array;
}

/** 0..1 per pixel at the painted image's size. */
export type PetMaskField = Float32Array;

/** Resizes the segmenter's mask to the painted image and softens its edge by ~0.4% of the long side. */
export async function maskField(mask: MaskBytes, width: number, height: number): Promise<PetMaskField> {
  const resized =
    mask.width === width && mask.height === height
      ? mask.data
      : await sharp(Buffer.from(mask.data.buffer, mask.data.byteOffset, mask.data.byteLength), {
          raw: { width: mask.width, height: mask.height, channels: 1 },
        })
          .resize(width, height, { fit: "fill", kernel: "linear" })
          // sharp hands back three channels unless told otherwise.
          .extractChannel(0)
          .raw()
          .toBuffer();
  const field = new Float32Array(width * height);
  for (let i = 0; i < field.length; i++) field[i] = resized[i]! / 255;
  return blur(field, width, height, 1, Math.max(width, height) * 0.004);
}

/**
 * When no mask is known (the segmenter found nothing): a soft centred oval, because pet photos
 * are framed on the pet. Styles still paint a subject and a backdrop instead of one flat treatment.
 */
export function fallbackMaskField(width: number, height: number): PetMaskField {
  const field = new Float32Array(width * height);
  const cx = width / 2;
  const cy = height * 0.52;
  const rx = width * 0.36;
  const ry = height * 0.42;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x - cx) / rx, (y - cy) / ry);
      field[y * width + x] = clamp01((1.15 - d) / 0.3);
    }
  }
  return field;
}

/** Share of the image covered by the pet (mask ≥ 0.5). */
export function maskCoverage(mask: PetMaskField): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]! >= 0.5) n++;
  return n / mask.length;
}

/** The pet's bounding box in pixels (mask ≥ 0.5), or the whole image when the mask is empty. */
export function maskBounds(mask: PetMaskField, width: number, height: number) {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]! < 0.5) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 } : { x0, y0, x1, y1 };
}
