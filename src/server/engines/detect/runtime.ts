// TensorFlow.js runtime for the detector: WASM backend, graph and layers models read from disk.
// No network and no file:// fetch: model json + bin are read with fs and handed to tf.io.fromMemory.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { setWasmPaths } from "@tensorflow/tfjs-backend-wasm";
import { type GraphModel, loadGraphModel } from "@tensorflow/tfjs-converter";
import * as tf from "@tensorflow/tfjs-core";
import { type LayersModel, loadLayersModel } from "@tensorflow/tfjs-layers";

export { tf };

let backendReady: Promise<void> | undefined;

/** Initialise the WASM backend once per process. */
export function ensureBackend(): Promise<void> {
  backendReady ??= (async () => {
    const require = createRequire(import.meta.url);
    // .../tfjs-backend-wasm/dist/tf-backend-wasm.node.js → the dist folder holding the .wasm files.
    const dist = path.dirname(require.resolve("@tensorflow/tfjs-backend-wasm"));
    setWasmPaths(`${dist}${path.sep}`);
    await tf.setBackend("wasm");
    await tf.ready();
  })().catch((err: unknown) => {
    backendReady = undefined;
    throw err;
  });
  return backendReady;
}

interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

/** The weight manifest's specs and its shards concatenated, read from `dir`. */
async function readWeights(
  json: ModelJson,
  dir: string,
): Promise<{ weightSpecs: tf.io.WeightsManifestEntry[]; weightData: ArrayBuffer }> {
  const weightSpecs: tf.io.WeightsManifestEntry[] = [];
  const shards: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const p of group.paths) shards.push(await readFile(path.join(dir, p)));
  }
  const all = Buffer.concat(shards);
  const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
  return { weightSpecs, weightData };
}

/** A model.json and its weight shards from a local folder, as tfjs takes them from memory. */
async function localArtifacts(jsonPath: string) {
  await ensureBackend();
  const json = JSON.parse(await readFile(jsonPath, "utf8")) as ModelJson;
  const { weightSpecs, weightData } = await readWeights(json, path.dirname(jsonPath));
  return tf.io.fromMemory({
    modelTopology: json.modelTopology,
    weightSpecs,
    weightData,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy ?? undefined,
    signature: json.signature,
  });
}

/** Load a tfjs graph model (model.json + its weight shards) from a local folder. */
export async function loadLocalGraphModel(jsonPath: string): Promise<GraphModel> {
  return loadGraphModel(await localArtifacts(jsonPath));
}

/** Load a tfjs layers model (Keras topology + weight shards, plain or quantised) from a local folder. */
export async function loadLocalLayersModel(jsonPath: string): Promise<LayersModel> {
  return loadLayersModel(await localArtifacts(jsonPath));
}
