/**
 * The portrait contact sheet in docs/: rows = pet photos, columns = the photo + the five styles,
 * painted exactly as the product paints them (upload checks, the pet mask, the stylizer). The
 * default photos are fixtures the styles were not tuned on.
 * Run: `npx tsx scripts/contact-sheet.ts [PET_FIXTURE...]` → docs/portraits/contact-sheet.jpg
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import { normalizeUpload } from "../src/server/engines/images/images";
import { segmentPet } from "../src/server/engines/segment";
import { STYLE_IDS, STYLE_LABELS, stylize } from "../src/server/engines/stylize";
import { photoPath } from "../test/fixtures";

const root = path.resolve(import.meta.dirname, "..");
const PHOTOS = [
  "oxford_cat_Egyptian_Mau_10.jpg",
  "oxford_dog_american_pit_bull_terrier_114.jpg",
  "oxford_dog_basset_hound_106.jpg",
  "oxford_dog_boxer_112.jpg",
  "oxford_dog_keeshond_111.jpg",
  "oxford_dog_shiba_inu_118.jpg",
  "oxford_dog_scottish_terrier_10.jpg",
  "oxford_dog_miniature_pinscher_104.jpg",
  "oxford_dog_wheaten_terrier_11.jpg",
  "tuxpaint_ferret_cutout.png",
];
const NAMES = [
  "Cleo",
  "Rocky",
  "Barnaby",
  "Duke",
  "Sir Reginald Barksworth",
  "Miso",
  "Angus",
  "Pip",
  "Maple",
  "Noodle 🐾",
];
const CELL = 320;
const GAP = 8;
const HEADER = 40;
const out = path.join(root, "docs/portraits/contact-sheet.jpg");

const cell = (png: Buffer) =>
  sharp(png).resize({ width: CELL, height: CELL, fit: "contain", background: "#f2efe9" }).png().toBuffer();

const photos = process.argv.length > 2 ? process.argv.slice(2) : PHOTOS;
const columns = ["Photo", ...STYLE_IDS.map((s) => STYLE_LABELS[s])];
const width = columns.length * (CELL + GAP) + GAP;
const height = HEADER + photos.length * (CELL + GAP) + GAP;
const labels = columns
  .map(
    (label, c) =>
      `<text x="${GAP + c * (CELL + GAP) + CELL / 2}" y="28" text-anchor="middle" font-family="sans-serif" font-size="20" fill="#333">${label}</text>`,
  )
  .join("");
const layers: OverlayOptions[] = [
  {
    input: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEADER}">${labels}</svg>`,
    ),
    top: 0,
    left: 0,
  },
];
for (const [row, name] of photos.entries()) {
  const { data: photo } = await normalizeUpload(readFileSync(photoPath(`pets/${name}`)));
  const mask = await segmentPet(photo);
  const cells = [await cell(photo)];
  for (const style of STYLE_IDS) {
    const started = performance.now();
    const petName = NAMES[row % NAMES.length]!;
    const png = await stylize(style, photo, { mask, ...(style === "classic" ? { petName } : {}) });
    console.log(`${name} ${style}: ${(performance.now() - started).toFixed(0)} ms`);
    cells.push(await cell(png));
  }
  for (const [col, image] of cells.entries()) {
    layers.push({ input: image, top: HEADER + GAP + row * (CELL + GAP), left: GAP + col * (CELL + GAP) });
  }
}
mkdirSync(path.dirname(out), { recursive: true });
await sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
  .composite(layers)
  .jpeg({ quality: 86, mozjpeg: true })
  .toFile(out);
console.log(`wrote ${path.relative(root, out)} (${width}×${height})`);
