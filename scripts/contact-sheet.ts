/**
 * Renders every portrait style for six fixture pet photos into one contact sheet:
 * rows = photos, columns = original + the five styles.
 * Run: `npx tsx scripts/contact-sheet.ts` → e2e/artifacts/portrait-contact-sheet.png
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { STYLE_IDS, STYLE_LABELS, stylize } from "../src/server/engines/stylize";
import { photoPath } from "../test/fixtures";

const root = path.resolve(import.meta.dirname, "..");
const PHOTOS = [
  "oxford_cat_Bengal_107.jpg",
  "oxford_cat_Siamese_108.jpg",
  "oxford_cat_Russian_Blue_100.jpg",
  "oxford_dog_beagle_10.jpg",
  "oxford_dog_pug_112.jpg",
  "oxford_dog_samoyed_108.jpg",
];
const THUMB = 260;
const GAP = 8;
const HEADER = 36;
const out = path.join(root, "e2e/artifacts/portrait-contact-sheet.png");

async function thumb(png: Buffer): Promise<Buffer> {
  return sharp(png)
    .resize({ width: THUMB, height: THUMB, fit: "contain", background: "#f2efe9" })
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  const photos = (process.argv[2] ? process.argv.slice(2) : PHOTOS).map((f) => photoPath(`pets/${f}`));
  const columns = ["Original", ...STYLE_IDS.map((s) => STYLE_LABELS[s])];
  const width = columns.length * (THUMB + GAP) + GAP;
  const height = HEADER + photos.length * (THUMB + GAP) + GAP;
  const layers: OverlayOptions[] = [];
  const header = columns
    .map(
      (label, c) =>
        `<text x="${GAP + c * (THUMB + GAP) + THUMB / 2}" y="25" text-anchor="middle" font-family="sans-serif" font-size="17" fill="#333">${label}</text>`,
    )
    .join("");
  layers.push({
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEADER}">${header}</svg>`,
    ),
    top: 0,
    left: 0,
  });
  for (const [row, file] of photos.entries()) {
    const input = readFileSync(file);
    const cells: Buffer[] = [await thumb(input)];
    for (const style of STYLE_IDS) {
      const t0 = performance.now();
      const png = await stylize(style, input, style === "classic" ? { petName: "Biscuit" } : {});
      console.log(`${path.basename(file)} ${style}: ${(performance.now() - t0).toFixed(0)} ms`);
      cells.push(await thumb(png));
    }
    for (const [col, cell] of cells.entries()) {
      layers.push({ input: cell, top: HEADER + GAP + row * (THUMB + GAP), left: GAP + col * (THUMB + GAP) });
    }
  }
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .composite(layers)
    .png()
    .toFile(out);
  console.log(`wrote ${path.relative(root, out)} (${width}x${height})`);
}

await main();
