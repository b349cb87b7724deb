/**
 * `npm run samples`: renders the site's sample portraits with our own stylizer from the shipped
 * sample photo into public/images/samples/ (used by the home page and /api/sample-transformations),
 * then the home page's square tiles of them.
 */
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { type StyleId, stylize } from "../src/server/engines/stylize";
import { writeHeroAvifs, writeSampleTiles } from "./sample-variants";

const photo = readFileSync("public/images/chelsea-cat.webp");
mkdirSync("public/images/samples", { recursive: true });
const styles: StyleId[] = ["vintage", "pop-art", "oil-painting", "picasso", "classic"];
for (const style of styles) {
  const started = performance.now();
  const painted = await stylize(style, photo);
  const info = await sharp(painted)
    .resize({ width: 600 })
    .webp({ quality: 80 })
    .toFile(`public/images/samples/${style}.webp`);
  console.log(
    `${style}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(0)} kB, ${(performance.now() - started).toFixed(0)} ms`,
  );
}
await writeSampleTiles();
await writeHeroAvifs();
