/**
 * `npm run --silent detect -- FILE...`: the pet gate on photos, exactly as an upload meets it (the
 * upload checks, then the detector). One JSON line per file, e.g.
 * {"file":"cat.jpg","isPet":true,"animals":["cat"],"reason":"animal"}.
 */
import { readFile } from "node:fs/promises";
import { analysePhoto } from "../src/server/engines/detect";
import { ImageRejected, normalizeUpload } from "../src/server/engines/images/images";

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("usage: npm run --silent detect -- FILE...");
  process.exit(2);
}
for (const file of files) {
  try {
    const { data } = await normalizeUpload(await readFile(file));
    const { result, reason } = await analysePhoto(data);
    console.log(JSON.stringify({ file, ...result, reason }));
  } catch (error) {
    // A file the upload checks refuse is no pet photo either; say why.
    if (!(error instanceof ImageRejected) && (error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    console.log(JSON.stringify({ file, isPet: false, error: (error as Error).message }));
  }
}
