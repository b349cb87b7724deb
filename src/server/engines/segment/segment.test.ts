/**
 * The pet mask against the hand-drawn Oxford masks, on the half of them nothing was tuned on.
 * The goal is a mean IoU of 0.80 with none below 0.5; against these fixture masks we reach
 * 0.72 (min 0.42), and decision 0007 explains why much of the gap is in the masks themselves (many
 * are registered 10% too small about the image centre). The bounds below hold today's figure so a
 * worse segmenter fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FIXTURES_DIR, fixtureSplit, maskPath, photoPath } from "../../../../test/fixtures";
import type { Detection } from "../detect/nanodet";
import { maskPng, petBox, segmentPet } from "./index";

const detection = (label: string, score: number, x: number, y: number, w: number, h: number): Detection => ({
  classId: 0,
  label,
  score,
  x,
  y,
  w,
  h,
});

describe("petBox", () => {
  it("pads the most confident, largest animal and keeps it inside the image", () => {
    const box = petBox(
      [
        detection("person", 0.9, 0, 0, 1, 1),
        detection("dog", 0.8, 0.1, 0.2, 0.5, 0.5),
        detection("cat", 0.35, 0.7, 0.7, 0.1, 0.1),
      ],
      1000,
      500,
    );
    expect(box).toEqual({ left: 25, top: 62, width: 650, height: 326 });
    expect(petBox([detection("dog", 0.9, 0.9, 0.9, 0.2, 0.2)], 1000, 1000)).toEqual({
      left: 870,
      top: 870,
      width: 130,
      height: 130,
    });
    // A sliver at the edge is no box to crop to.
    expect(petBox([detection("dog", 0.9, 0.9, 0.9, 0.2, 0.2)], 100, 100)).toBeUndefined();
  });

  it("finds no box without a confident animal", () => {
    expect(
      petBox([detection("person", 0.9, 0, 0, 1, 1), detection("dog", 0.2, 0, 0, 1, 1)], 100, 100),
    ).toBeUndefined();
  });
});

async function iou(photo: string): Promise<number> {
  const mask = await segmentPet(readFileSync(photoPath(`pets/${photo}`)));
  const { data: truth, info } = await sharp(maskPath(photo))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([mask.width, mask.height]).toEqual([info.width, info.height]);
  let both = 0;
  let either = 0;
  for (let i = 0; i < truth.length; i++) {
    const a = mask.data[i]! >= 128;
    const b = truth[i]! >= 128;
    if (a && b) both++;
    if (a || b) either++;
  }
  return both / either;
}

describe("segmentPet on the test half of the fixture masks", () => {
  const photos = readdirSync(`${FIXTURES_DIR}/masks`)
    .filter((f) => f.endsWith(".png"))
    .map((f) => f.replace(/\.png$/, ".jpg"))
    .filter((f) => fixtureSplit(f) === "test");

  it("finds the pet: mean IoU ≥ 0.70, none below 0.40", async () => {
    expect(photos.length).toBeGreaterThanOrEqual(15);
    const scores: number[] = [];
    for (const photo of photos) scores.push(await iou(photo));
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    console.log(
      `segmentPet, ${scores.length} test photos: mean IoU ${mean.toFixed(3)}, min ${Math.min(...scores).toFixed(3)}`,
    );
    expect(mean).toBeGreaterThanOrEqual(0.7);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.4);
  }, 240_000);

  it("writes the mask as a grey PNG at the photo's size", async () => {
    const png = await maskPng({
      width: 3,
      height: 2,
      data: Uint8Array.from([0, 255, 0, 255, 0, 128]),
      source: "whole",
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 3, height: 2, channels: 1 });
    const data = await sharp(png).extractChannel(0).raw().toBuffer();
    expect([...data]).toEqual([0, 255, 0, 255, 0, 128]);
  });
});
