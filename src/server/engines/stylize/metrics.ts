/** Measurements used by the tests and the contact-sheet script to check each style's signature. */
import sharp from "sharp";
import { blur, decodeImage, luminance, type Rgb, structureTensor } from "./raster";

export async function decodePng(png: Buffer): Promise<Rgb> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const out: Rgb = {
    width: info.width,
    height: info.height,
    data: new Float32Array(info.width * info.height * 3),
  };
  for (let i = 0, j = 0; i < info.width * info.height; i++, j += info.channels) {
    for (let c = 0; c < 3; c++) out.data[i * 3 + c] = data[j + Math.min(c, info.channels - 1)]! / 255;
  }
  return out;
}

export { decodeImage };

export function crop(img: Rgb, x0: number, y0: number, w: number, h: number): Rgb {
  const out: Rgb = { width: w, height: h, data: new Float32Array(w * h * 3) };
  for (let y = 0; y < h; y++) {
    out.data.set(
      img.data.subarray(((y0 + y) * img.width + x0) * 3, ((y0 + y) * img.width + x0 + w) * 3),
      y * w * 3,
    );
  }
  return out;
}

export function uniqueColours(img: Rgb): number {
  const seen = new Set<number>();
  const d = img.data;
  for (let i = 0; i < d.length; i += 3) {
    seen.add(
      (Math.round(d[i]! * 255) << 16) | (Math.round(d[i + 1]! * 255) << 8) | Math.round(d[i + 2]! * 255),
    );
  }
  return seen.size;
}

export function meanColour(img: Rgb): [number, number, number] {
  const s = [0, 0, 0];
  for (let i = 0; i < img.data.length; i++) s[i % 3]! += img.data[i]!;
  const n = img.width * img.height;
  return [s[0]! / n, s[1]! / n, s[2]! / n];
}

/** Mean HSV saturation. */
export function meanSaturation(img: Rgb): number {
  let acc = 0;
  const d = img.data;
  for (let i = 0; i < d.length; i += 3) {
    const mx = Math.max(d[i]!, d[i + 1]!, d[i + 2]!);
    const mn = Math.min(d[i]!, d[i + 1]!, d[i + 2]!);
    acc += mx > 0 ? (mx - mn) / mx : 0;
  }
  return acc / (img.width * img.height);
}

/** Share of pixels satisfying a predicate on (luminance, chroma). */
export function share(img: Rgb, pred: (l: number, chroma: number) => boolean): number {
  let k = 0;
  const d = img.data;
  for (let i = 0; i < d.length; i += 3) {
    const l = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    const chroma = Math.max(d[i]!, d[i + 1]!, d[i + 2]!) - Math.min(d[i]!, d[i + 1]!, d[i + 2]!);
    if (pred(l, chroma)) k++;
  }
  return k / (img.width * img.height);
}

/** Mean local variance of luminance in (2r+1)^2 windows. */
export function localVariance(img: Rgb, r = 2): number {
  const l = luminance(img);
  const { width: w, height: h } = img;
  const sq = new Float32Array(l.length);
  for (let i = 0; i < l.length; i++) sq[i] = l[i]! * l[i]!;
  const sigma = r / 1.5;
  const m = blur(l, w, h, 1, sigma);
  const m2 = blur(sq, w, h, 1, sigma);
  let acc = 0;
  for (let i = 0; i < l.length; i++) acc += Math.max(0, m2[i]! - m[i]! * m[i]!);
  return acc / l.length;
}

/** Mean anisotropy (orientation coherence) of the structure tensor. */
export function coherence(img: Rgb, sigma = 3): number {
  const { aniso } = structureTensor(img, sigma, 1);
  let acc = 0;
  for (let i = 0; i < aniso.length; i++) acc += aniso[i]!;
  return acc / aniso.length;
}

/** Pearson correlation of the blurred luminance of two same-sized images (recognisability). */
export function structuralCorrelation(a: Rgb, b: Rgb, sigma = 3): number {
  const la = blur(luminance(a), a.width, a.height, 1, sigma);
  const lb = blur(luminance(b), b.width, b.height, 1, sigma);
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < la.length; i++) {
    ma += la[i]!;
    mb += lb[i]!;
  }
  ma /= la.length;
  mb /= lb.length;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < la.length; i++) {
    const x = la[i]! - ma;
    const y = lb[i]! - mb;
    sab += x * y;
    saa += x * x;
    sbb += y * y;
  }
  return sab / Math.sqrt(saa * sbb + 1e-12);
}
