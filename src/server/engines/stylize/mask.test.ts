import { describe, expect, it } from "vitest";
import { fallbackMaskField, maskBounds, maskCoverage, maskField } from "./mask";

/** A 40 × 20 mask whose left half is the pet. */
function leftHalf(): { width: number; height: number; data: Uint8Array } {
  const data = new Uint8Array(40 * 20);
  for (let y = 0; y < 20; y++) for (let x = 0; x < 20; x++) data[y * 40 + x] = 255;
  return { width: 40, height: 20, data };
}

describe("maskField", () => {
  it("resizes the segmenter's mask to the painting, keeping where the pet is", async () => {
    const field = await maskField(leftHalf(), 400, 200);
    expect(field).toHaveLength(400 * 200);
    expect(field[100 * 400 + 50]).toBeGreaterThan(0.95);
    expect(field[100 * 400 + 350]).toBeLessThan(0.05);
    expect(maskCoverage(field)).toBeCloseTo(0.5, 1);
    const box = maskBounds(field, 400, 200);
    expect(box.x0).toBe(0);
    expect(box.x1).toBeGreaterThan(190);
    expect(box.x1).toBeLessThan(210);
  });

  it("keeps the mask as it is at the same size, with a soft edge", async () => {
    const field = await maskField(leftHalf(), 40, 20);
    expect(field[10 * 40 + 2]).toBeGreaterThan(0.95);
    expect(field[10 * 40 + 38]).toBeLessThan(0.05);
  });
});

describe("fallbackMaskField", () => {
  it("is a centred oval: the middle is pet, the corners are background", () => {
    const field = fallbackMaskField(300, 200);
    expect(field[100 * 300 + 150]).toBe(1);
    expect(field[0]).toBe(0);
    expect(maskCoverage(field)).toBeGreaterThan(0.3);
    expect(maskCoverage(field)).toBeLessThan(0.7);
  });
});
