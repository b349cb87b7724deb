/** The CPU-heavy image work of portraits, as plain tasks a worker process (or a test, inline) runs. */
import sharp from "sharp";
import { PORTRAIT_LIMITS } from "../../contract/portrait-styles";
import { detectPet, type PetDetection } from "./detect";
import { type NormalizedImage, normalizeUpload, photoFingerprint, samePhoto } from "./images/images";
import { watermark } from "./images/watermark";
import { maskPng, segmentPet } from "./segment";
import { type StyleId, stylize } from "./stylize";
import type { MaskBytes } from "./stylize/mask";

export type PortraitTask =
  | { task: "normalize"; bytes: Uint8Array }
  | { task: "samePhoto"; image: Uint8Array; original: Uint8Array }
  | { task: "detect"; image: Uint8Array }
  | { task: "segment"; image: Uint8Array }
  | {
      task: "stylize";
      style: StyleId;
      image: Uint8Array;
      maskPng?: Uint8Array;
      petName?: string;
      maxSide?: number;
    }
  | { task: "preview"; painted: Uint8Array }
  | { task: "png"; image: Uint8Array };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The watermarked preview shown before payment: at most 800 px, the watermark burned in. */
async function preview(painted: Buffer): Promise<Buffer> {
  const fitted = await sharp(painted, { limitInputPixels: PORTRAIT_LIMITS.maxPixels })
    .resize({
      width: PORTRAIT_LIMITS.outputMaxSide,
      height: PORTRAIT_LIMITS.outputMaxSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    .png()
    .toBuffer();
  return watermark(fitted);
}

async function decodeMask(png: Buffer): Promise<MaskBytes> {
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}

/** Whether `image` (e.g. the page's 512-px preview) shows the same photo as `original`; false if undecodable. */
async function isSamePhoto(image: Buffer, original: Buffer): Promise<boolean> {
  const sent = await photoFingerprint(image).catch(() => undefined);
  return sent !== undefined && samePhoto(sent, await photoFingerprint(original));
}

export async function runPortraitTask(
  job: PortraitTask,
): Promise<NormalizedImage | boolean | PetDetection | Buffer> {
  switch (job.task) {
    case "normalize":
      return normalizeUpload(asBuffer(job.bytes));
    case "samePhoto":
      return isSamePhoto(asBuffer(job.image), asBuffer(job.original));
    case "detect":
      return detectPet(asBuffer(job.image));
    case "segment":
      return maskPng(await segmentPet(asBuffer(job.image)));
    case "stylize":
      return stylize(job.style, asBuffer(job.image), {
        ...(job.petName ? { petName: job.petName } : {}),
        ...(job.maskPng ? { mask: await decodeMask(asBuffer(job.maskPng)) } : {}),
        ...(job.maxSide ? { maxSide: job.maxSide } : {}),
      });
    case "preview":
      return preview(asBuffer(job.painted));
    case "png":
      return sharp(asBuffer(job.image)).png().toBuffer();
  }
}
