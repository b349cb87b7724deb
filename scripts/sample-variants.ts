/**
 * Smaller copies of the committed sample pictures: the home page's magic-section tiles
 * (src/web/features/home/sample-tiles.ts), square at each width in AVIF and JPEG, and AVIF widths of the
 * before/after sample (src/web/lib/sample-photo.ts), the home page's LCP. Committed rather than made at
 * build, so the
 * dev server, the tests and the build serve the same files, and a build needs no image encoding; it
 * runs after `npm run samples`, or alone: `npx tsx scripts/sample-variants.ts`.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { MAGIC_STYLES } from "../src/contract/portrait-styles";
import { TILE_SIZE, TILE_WIDTHS, type TileFormat, tileUrl } from "../src/web/features/home/sample-tiles";
import { avifUrl, CLASSIC_SAMPLE, SAMPLE_PHOTO } from "../src/web/lib/sample-photo";

const publicDir = path.resolve(import.meta.dirname, "../public");

// Qualities of about the same fidelity to the source (PSNR ~27 dB on pop-art at 320 px): AVIF 16.5 kB,
// JPEG 31 kB. AVIF effort above 6 saves ~10% more at seven times the encoding time.
const ENCODE: Record<TileFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 6 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

export async function writeSampleTiles(): Promise<void> {
  mkdirSync(path.join(publicDir, "images/samples/tiles"), { recursive: true });
  for (const { id } of MAGIC_STYLES) {
    const source = path.join(publicDir, `images/samples/${id}.webp`);
    const { width, height } = await sharp(source).metadata();
    if (Math.min(width, height) !== TILE_SIZE)
      throw new Error(`${source} is ${width}×${height}: set TILE_SIZE to its shorter side`);
    const sizes: string[] = [];
    for (const side of TILE_WIDTHS) {
      for (const format of Object.keys(ENCODE) as TileFormat[]) {
        const square = sharp(source).resize({ width: side, height: side, fit: "cover", position: "centre" });
        const info = await ENCODE[format](square).toFile(path.join(publicDir, tileUrl(id, side, format)));
        sizes.push(`${side}.${format} ${(info.size / 1024).toFixed(1)}`);
      }
    }
    console.log(`${id} (kB): ${sizes.join(", ")}`);
  }
}

export async function writeHeroAvifs(): Promise<void> {
  for (const picture of [SAMPLE_PHOTO, CLASSIC_SAMPLE]) {
    const source = path.join(publicDir, picture.src);
    const sizes: string[] = [];
    for (const width of picture.avifWidths) {
      const info = await ENCODE.avif(sharp(source).resize({ width })).toFile(
        path.join(publicDir, avifUrl(picture.src, width)),
      );
      sizes.push(`${width} ${(info.size / 1024).toFixed(1)}`);
    }
    console.log(`${picture.src} AVIF (kB): ${sizes.join(", ")}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeSampleTiles();
  await writeHeroAvifs();
}
