/**
 * Every style keeps a pet's eyes and nose: their colour (the painted styles) and their contrast with
 * the fur around them (all five, Pop Art included), measured at hand-marked points on fixtures that
 * failed before: a black cat's yellow eyes, a white dog's black nose and eyes, a Siamese's blue eyes.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { fixtureMask, photoPath } from "../../../../test/fixtures";
import { STYLE_IDS, type StyleId, stylize } from "./index";
import { type Lab, rgbToLab } from "./lab";

interface Feature {
  photo: string;
  what: string;
  /** Centre and radius in the photo's pixels, marked by hand on the fixture. */
  x: number;
  y: number;
  r: number;
  /** Leave the middle out (a dark pupil inside a blue iris): the colour is the iris's. */
  hole?: number;
}

const FEATURES: Feature[] = [
  { photo: "oxford_cat_Bombay_10.jpg", what: "black cat's left eye", x: 236, y: 138, r: 8 },
  { photo: "oxford_cat_Bombay_10.jpg", what: "black cat's right eye", x: 311, y: 120, r: 8 },
  { photo: "oxford_dog_great_pyrenees_101.jpg", what: "white dog's nose", x: 278, y: 145, r: 11 },
  { photo: "oxford_dog_great_pyrenees_101.jpg", what: "white dog's left eye", x: 241, y: 95, r: 8 },
  { photo: "oxford_cat_Siamese_108.jpg", what: "Siamese's left eye", x: 170, y: 127, r: 8, hole: 3 },
  { photo: "oxford_cat_Siamese_108.jpg", what: "Siamese's right eye", x: 213, y: 133, r: 8, hole: 3 },
];

interface Raster {
  width: number;
  height: number;
  data: Buffer;
}

async function raster(image: Buffer): Promise<Raster> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Mean Lab over the ring from `inner` to `outer` pixels around a point given in relative coordinates. */
function meanLab(img: Raster, u: number, v: number, outer: number, inner = 0): Lab {
  const acc = [0, 0, 0];
  let n = 0;
  const cx = u * img.width;
  const cy = v * img.height;
  for (let y = Math.floor(cy - outer); y <= cy + outer; y++) {
    for (let x = Math.floor(cx - outer); x <= cx + outer; x++) {
      const d = Math.hypot(x - cx, y - cy);
      if (d > outer || d < inner || x < 0 || y < 0 || x >= img.width || y >= img.height) continue;
      const o = (y * img.width + x) * 3;
      const [l, a, b] = rgbToLab(img.data[o]! / 255, img.data[o + 1]! / 255, img.data[o + 2]! / 255);
      acc[0]! += l;
      acc[1]! += a;
      acc[2]! += b;
      n++;
    }
  }
  return [acc[0]! / n, acc[1]! / n, acc[2]! / n];
}

const chroma = (c: Lab) => Math.hypot(c[1], c[2]);
const hueGap = (p: Lab, q: Lab) => {
  const d = Math.abs(Math.atan2(p[2], p[1]) - Math.atan2(q[2], q[1])) * (180 / Math.PI);
  return d > 180 ? 360 - d : d;
};

describe.each(STYLE_IDS)("stylize(%s) keeps eyes and nose", (style: StyleId) => {
  const paintings = new Map<string, Raster>();
  const photos = new Map<string, Raster>();

  beforeAll(async () => {
    for (const photo of new Set(FEATURES.map((f) => f.photo))) {
      const bytes = readFileSync(photoPath(`pets/${photo}`));
      photos.set(photo, await raster(bytes));
      paintings.set(photo, await raster(await stylize(style, bytes, { mask: await fixtureMask(photo) })));
    }
  }, 120_000);

  it.each(FEATURES)("$what", (f) => {
    const photo = photos.get(f.photo)!;
    const painting = paintings.get(f.photo)!;
    const u = f.x / photo.width;
    const v = f.y / photo.height;
    // Warhol's grid: the top-left panel is the photo at half size.
    const [pu, pv, panel] = style === "pop-art" ? [u / 2, v / 2, 0.5] : [u, v, 1];
    const k = (painting.width / photo.width) * panel;
    const before = meanLab(photo, u, v, f.r, f.hole ?? 0);
    const beforeRing = meanLab(photo, u, v, 2.2 * f.r, f.r);
    const after = meanLab(painting, pu, pv, f.r * k, (f.hole ?? 0) * k);
    const afterRing = meanLab(painting, pu, pv, 2.2 * f.r * k, f.r * k);
    const contrastBefore = before[0] - beforeRing[0];
    const contrastAfter = after[0] - afterRing[0];
    const report = `${style} ${f.what}: L ${before[0].toFixed(0)}→${after[0].toFixed(0)}, C ${chroma(before).toFixed(0)}→${chroma(after).toFixed(0)}, hue gap ${hueGap(before, after).toFixed(0)}°, contrast with the fur ${contrastBefore.toFixed(0)}→${contrastAfter.toFixed(0)}`;
    console.log(report);
    // Visible: as light or dark against the fur around it as in the photo, at least in part.
    expect(Math.sign(contrastAfter), report).toBe(Math.sign(contrastBefore));
    expect(Math.abs(contrastAfter), report).toBeGreaterThanOrEqual(
      Math.max(8, 0.35 * Math.abs(contrastBefore)),
    );
    if (style === "pop-art") return; // Pop Art recolours on purpose; only visibility counts.
    // Its own colour: lightness close, and a coloured eye keeps its hue and much of its colour.
    expect(Math.abs(after[0] - before[0]), report).toBeLessThanOrEqual(22);
    if (chroma(before) >= 6) {
      expect(hueGap(before, after), report).toBeLessThanOrEqual(45);
      expect(chroma(after), report).toBeGreaterThanOrEqual(0.5 * chroma(before));
    }
  });
});
