import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const LOGO = readFileSync(
  fileURLToPath(new URL("../../../../public/images/minty-logo.png", import.meta.url)),
);

/** SPEC §9: logo about 15% of the shorter side, bottom right, 20 px margin, on a white 80% opaque rounded panel. */
export const WATERMARK = { logoShare: 0.15, margin: 20, padding: 0.18, panelOpacity: 0.8 } as const;

export function watermarkBox(width: number, height: number) {
  const logo = Math.max(24, Math.round(Math.min(width, height) * WATERMARK.logoShare));
  const pad = Math.round(logo * WATERMARK.padding);
  const panel = logo + pad * 2;
  return { logo, pad, panel, left: width - WATERMARK.margin - panel, top: height - WATERMARK.margin - panel };
}

/** Burns the watermark into an image on the server; answers JPEG. */
export async function watermark(image: Buffer): Promise<Buffer> {
  const base = sharp(image);
  const { width = 0, height = 0 } = await base.metadata();
  const box = watermarkBox(width, height);
  const radius = Math.round(box.panel * 0.22);
  const panel = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.panel}" height="${box.panel}"><rect width="100%" height="100%" rx="${radius}" fill="#ffffff" fill-opacity="${WATERMARK.panelOpacity}"/></svg>`,
  );
  const logo = await sharp(LOGO).resize(box.logo, box.logo).png().toBuffer();
  return base
    .composite([
      { input: panel, left: box.left, top: box.top },
      { input: logo, left: box.left + box.pad, top: box.top + box.pad },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
