/** The CPU-heavy image work of portraits, as plain tasks a worker process (or a test, inline) runs. */
import sharp from "sharp";
import { PORTRAIT_LIMITS } from "../../contract/portraits";
import { detectPet, type PetDetection } from "./detect";
import { type NormalizedImage, normalizeUpload, photoFingerprint, samePhoto } from "./images/images";
import { watermark } from "./images/watermark";
import { type StyleId, stylize } from "./stylize";

export type PortraitTask =
  | { task: "normalize"; bytes: Uint8Array }
  | { task: "samePhoto"; image: Uint8Array; original: Uint8Array }
  | { task: "detect"; image: Uint8Array }
  | { task: "stylize"; style: StyleId; image: Uint8Array; petName?: string }
  | { task: "finish"; painted: Uint8Array }
  | { task: "png"; image: Uint8Array };

export interface FinishedPortrait {
  /** The unwatermarked file, sold after payment. */
  result: Buffer;
  /** The same with the watermark burned in, shown before payment. */
  preview: Buffer;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function finish(painted: Buffer): Promise<FinishedPortrait> {
  const result = await sharp(painted, { limitInputPixels: PORTRAIT_LIMITS.maxPixels })
    .resize({
      width: PORTRAIT_LIMITS.outputMaxSide,
      height: PORTRAIT_LIMITS.outputMaxSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { result, preview: await watermark(result) };
}

/** Whether `image` (e.g. the page's 512-px preview) shows the same photo as `original`; false if undecodable. */
async function isSamePhoto(image: Buffer, original: Buffer): Promise<boolean> {
  const sent = await photoFingerprint(image).catch(() => undefined);
  return sent !== undefined && samePhoto(sent, await photoFingerprint(original));
}

export async function runPortraitTask(
  job: PortraitTask,
): Promise<NormalizedImage | boolean | PetDetection | Buffer | FinishedPortrait> {
  switch (job.task) {
    case "normalize":
      return normalizeUpload(asBuffer(job.bytes));
    case "samePhoto":
      return isSamePhoto(asBuffer(job.image), asBuffer(job.original));
    case "detect":
      return detectPet(asBuffer(job.image));
    case "stylize":
      return stylize(job.style, asBuffer(job.image), job.petName ? { petName: job.petName } : {});
    case "finish":
      return finish(asBuffer(job.painted));
    case "png":
      return sharp(asBuffer(job.image)).png().toBuffer();
  }
}
