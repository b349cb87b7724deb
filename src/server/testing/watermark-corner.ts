import sharp from "sharp";

/** The pixels where a preview's watermark sits (30 × 30, 60 px in from the bottom right), raw. */
export async function watermarkCorner(img: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(img).metadata();
  return sharp(img)
    .extract({ left: width - 60, top: height - 60, width: 30, height: 30 })
    .raw()
    .toBuffer();
}
