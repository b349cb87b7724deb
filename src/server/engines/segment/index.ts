/**
 * The pet's mask for a photo: U²-Net-p (the small salient-object network rembg uses) run on a crop
 * around the pet that the detector finds, at the photo's own (EXIF-oriented) size.
 *
 * Salient-object networks cut out "the subject"; on a full-body or busy photo that can be the sofa or
 * the owner. Cropping to the detector's pet box first makes the pet the subject, and everything
 * outside the (padded) box is background by construction. Small enclosed holes (a white blaze the
 * network left out) are then closed: see holes.ts.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as ort from "onnxruntime-web";
import sharp from "sharp";
import { ANIMAL_CLASSES, decodePhoto } from "../detect";
import { type Detection, detectObjects } from "../detect/nanodet";
import { fillSmallHoles } from "./holes";

export interface PetMask {
  width: number;
  height: number;
  /** One byte per pixel, 255 = pet, 0 = background, soft at the edges. */
  data: Uint8Array;
  /** "crop" when a crop around the detected pet was blended in, "whole" when the photo alone was used. */
  source: "crop" | "whole";
}

const MODEL_PATH = fileURLToPath(new URL("./models/u2netp.onnx", import.meta.url));
const INPUT_SIDE = 320;
// rembg's normalisation: the image is scaled by its own maximum, then ImageNet mean/std.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
/** Margin added around the detector's box, as a share of the box's side (boxes clip ears and tails). */
const BOX_MARGIN = 0.15;
const MIN_BOX_SCORE = 0.3;
/** A box this large is the whole frame: the crop would add nothing but time. */
const WHOLE_FRAME_SHARE = 0.8;
/** Chosen on the tuning half of the fixture masks (0.3–0.5 tried); RAMP softens the edge around it. */
const THRESHOLD = 0.4;
const RAMP = 0.2;

let sessionPromise: Promise<ort.InferenceSession> | undefined;

function loadSession(): Promise<ort.InferenceSession> {
  if (!sessionPromise) {
    // One thread: portraits already run in a pool of worker processes, one per core.
    ort.env.wasm.numThreads = 1;
    // .../onnxruntime-web/dist/ort.node.min.js → the dist folder holding the .wasm files.
    const dist = path.dirname(createRequire(import.meta.url).resolve("onnxruntime-web"));
    ort.env.wasm.wasmPaths = `${dist}${path.sep}`;
    sessionPromise = readFile(MODEL_PATH).then((model) =>
      ort.InferenceSession.create(model, { executionProviders: ["wasm"] }),
    );
    sessionPromise.catch(() => {
      sessionPromise = undefined;
    });
  }
  return sessionPromise;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The padded box around the most confident animal, in pixels of a width × height image. */
export function petBox(detections: readonly Detection[], width: number, height: number): Box | undefined {
  const animal = detections
    .filter((d) => ANIMAL_CLASSES.has(d.label) && d.score >= MIN_BOX_SCORE)
    .sort((a, b) => b.score * b.w * b.h - a.score * a.w * a.h)[0];
  if (!animal) return undefined;
  const x0 = Math.max(0, (animal.x - animal.w * BOX_MARGIN) * width);
  const y0 = Math.max(0, (animal.y - animal.h * BOX_MARGIN) * height);
  const x1 = Math.min(width, (animal.x + animal.w * (1 + BOX_MARGIN)) * width);
  const y1 = Math.min(height, (animal.y + animal.h * (1 + BOX_MARGIN)) * height);
  const left = Math.floor(x0);
  const top = Math.floor(y0);
  const box = { left, top, width: Math.ceil(x1) - left, height: Math.ceil(y1) - top };
  return box.width >= 16 && box.height >= 16 ? box : undefined;
}

/** The network's saliency (0..1, min–max stretched) for an RGB image, at 320 × 320. */
export async function saliency(rgb: Buffer): Promise<Float32Array> {
  const pixels = INPUT_SIDE * INPUT_SIDE;
  let max = 1;
  for (const v of rgb) if (v > max) max = v;
  const input = new Float32Array(3 * pixels);
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < 3; c++) {
      input[c * pixels + i] = ((rgb[i * 3 + c] ?? 0) / max - (MEAN[c] ?? 0)) / (STD[c] ?? 1);
    }
  }
  const session = await loadSession();
  const outputs = await session.run({
    [session.inputNames[0] ?? "input.1"]: new ort.Tensor("float32", input, [1, 3, INPUT_SIDE, INPUT_SIDE]),
  });
  const first = outputs[session.outputNames[0] ?? ""];
  if (!first) throw new Error("segmentPet: the model returned no output");
  const pred = first.data as Float32Array;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of pred) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const span = hi - lo || 1;
  return pred.map((v) => (v - lo) / span);
}

/** Saliency of one region of the photo, resized back to the region's size (bytes, 255 = salient). */
async function regionSaliency(full: Buffer, width: number, height: number, region: Box): Promise<Buffer> {
  const rgb = await sharp(full, { raw: { width, height, channels: 3 } })
    .extract(region)
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: "fill" })
    .raw()
    .toBuffer();
  const sal = await saliency(rgb);
  return sharp(Buffer.from(Array.from(sal, (v) => Math.round(v * 255))), {
    raw: { width: INPUT_SIDE, height: INPUT_SIDE, channels: 1 },
  })
    .resize(region.width, region.height, { fit: "fill" })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** Soft mask byte from a 0..1 saliency: pet above THRESHOLD, a short ramp around it for soft edges. */
const toMaskByte = (v: number) => Math.round(255 * Math.min(1, Math.max(0, 0.5 + (v - THRESHOLD) / RAMP)));

/**
 * The pet's mask at the photo's oriented size. The network runs on the whole photo and, when the
 * detector finds a pet that does not fill the frame, on a crop around it too; inside the box the two
 * are averaged, outside it is background. Each alone fails differently on the tuning photos: the crop
 * sees only a white dog's face against grass, the whole photo takes in a sofa or a person.
 */
export async function segmentPet(image: Buffer): Promise<PetMask> {
  const { data: full, info } = await sharp(image, { failOn: "none" })
    .rotate()
    .flatten({ background: "#ffffff" })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const frame = { left: 0, top: 0, width, height };
  const box = petBox(await detectObjects(await decodePhoto(image)), width, height);
  const whole = await regionSaliency(full, width, height, frame);
  const useCrop = box && box.width * box.height < WHOLE_FRAME_SHARE * width * height;
  // The pet's saliency per pixel, 0..1: outside the crop's box, background.
  const sal = new Float32Array(width * height);
  if (!useCrop) {
    for (let i = 0; i < sal.length; i++) sal[i] = (whole[i] ?? 0) / 255;
  } else {
    const crop = await regionSaliency(full, width, height, box);
    for (let y = 0; y < box.height; y++) {
      for (let x = 0; x < box.width; x++) {
        const i = (box.top + y) * width + box.left + x;
        sal[i] = ((crop[y * box.width + x] ?? 0) + (whole[i] ?? 0)) / 510;
      }
    }
  }
  const data = Uint8Array.from(sal, toMaskByte);
  fillSmallHoles(data, width, height, sal);
  return { width, height, data, source: useCrop ? "crop" : "whole" };
}

/** The mask as a grey PNG (white = pet): small to store, and lossless. */
export function maskPng(mask: PetMask): Promise<Buffer> {
  const bytes = Buffer.from(mask.data.buffer, mask.data.byteOffset, mask.data.byteLength);
  return sharp(bytes, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .toColourspace("b-w")
    .png()
    .toBuffer();
}
