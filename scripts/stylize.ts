/**
 * `npm run --silent stylize -- STYLE IN OUT.png [PET NAME]`: one portrait style on a photo, as the
 * product paints it (upload checks, the pet's mask, then the stylizer). STYLE: van-gogh (or vintage), pop-art,
 * oil-painting, picasso, classic.
 */
import { readFile, writeFile } from "node:fs/promises";
import { normalizeUpload } from "../src/server/engines/images/images";
import { segmentPet } from "../src/server/engines/segment";
import { STYLE_IDS, type StyleId, stylize } from "../src/server/engines/stylize";

const ALIASES: Record<string, StyleId> = { "van-gogh": "vintage", vangogh: "vintage" };
const [styleArg = "", input, output, ...name] = process.argv.slice(2);
const style = (ALIASES[styleArg.toLowerCase()] ?? styleArg.toLowerCase()) as StyleId;
if (!STYLE_IDS.includes(style) || !input || !output) {
  console.error(
    `usage: npm run --silent stylize -- STYLE IN OUT.png [PET NAME]   (STYLE: van-gogh, ${STYLE_IDS.slice(1).join(", ")})`,
  );
  process.exit(2);
}
const { data } = await normalizeUpload(await readFile(input));
const petName = name.join(" ").trim();
const started = performance.now();
const mask = await segmentPet(data);
await writeFile(output, await stylize(style, data, { mask, ...(petName ? { petName } : {}) }));
console.error(`${style}: ${output} in ${Math.round(performance.now() - started)} ms`);
