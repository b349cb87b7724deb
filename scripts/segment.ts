/**
 * `npm run --silent segment -- IN OUT.png`: the pet's mask for a photo, as portraits use it: a grey
 * PNG at IN's (EXIF-oriented) size, white = pet.
 */
import { readFile, writeFile } from "node:fs/promises";
import { maskPng, segmentPet } from "../src/server/engines/segment";

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error("usage: npm run --silent segment -- IN OUT.png");
  process.exit(2);
}
const started = performance.now();
const mask = await segmentPet(await readFile(input));
await writeFile(output, await maskPng(mask));
console.error(
  `${output}: ${mask.width}×${mask.height} (${mask.source}) in ${Math.round(performance.now() - started)} ms`,
);
