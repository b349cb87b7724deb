import { describe, expect, it } from "vitest";
import { fillSmallHoles } from "./holes";

/**
 * A width × height mask from rows of "#" (pet), "." (background) and "o" (left out of the pet, but
 * with some saliency, as a white blaze is), with the saliency it came from.
 */
const mask = (rows: string[]) => {
  const cells = rows.join("");
  return {
    width: rows[0]?.length ?? 0,
    height: rows.length,
    data: Uint8Array.from(cells, (c) => (c === "#" ? 255 : 0)),
    saliency: Float32Array.from(cells, (c) => (c === "#" ? 0.9 : c === "o" ? 0.2 : 0.02)),
  };
};
const rows = (m: ReturnType<typeof mask>) =>
  Array.from({ length: m.height }, (_, y) =>
    Array.from(m.data.subarray(y * m.width, (y + 1) * m.width), (v) => (v >= 128 ? "#" : ".")).join(""),
  );

/** The mask as drawn, nothing filled: "o" cells are background. */
const unfilled = (drawn: string[]) => drawn.map((r) => r.replaceAll("o", "."));

describe("fillSmallHoles", () => {
  it("fills a small enclosed hole and leaves the background that reaches the border", () => {
    const m = mask(["..........", ".########.", ".##o#####.", ".########.", ".########.", ".........."]);
    fillSmallHoles(m.data, m.width, m.height, m.saliency, 0.05);
    expect(rows(m)).toEqual([
      "..........",
      ".########.",
      ".########.",
      ".########.",
      ".########.",
      "..........",
    ]);
  });

  it("closes the hole's soft rim too, so no faint ring is left", () => {
    const m = mask([".......", ".#####.", ".#ooo#.", ".#####.", "......."]);
    const soft = 1 * m.width + 3;
    m.data[soft] = 200;
    fillSmallHoles(m.data, m.width, m.height, m.saliency, 0.5);
    expect(m.data[2 * m.width + 2]).toBe(255);
    expect(m.data[soft]).toBe(255);
    // The background outside the pet keeps its value.
    expect(m.data[0]).toBe(0);
  });

  it("keeps a small enclosed hole the network saw as plainly background (the floor between legs)", () => {
    const before = ["..........", ".########.", ".##.#####.", ".########.", ".########.", ".........."];
    const m = mask(before);
    fillSmallHoles(m.data, m.width, m.height, m.saliency, 0.05);
    expect(rows(m)).toEqual(unfilled(before));
  });

  it("keeps an enclosed region that is large beside the pet", () => {
    const before = ["..........", ".########.", ".#oooo###.", ".#oooo###.", ".########.", ".........."];
    const m = mask(before);
    fillSmallHoles(m.data, m.width, m.height, m.saliency, 0.05);
    expect(rows(m)).toEqual(unfilled(before));
  });

  it("treats a hole touching the image border as background", () => {
    const before = ["#o##", "####", "####"];
    const m = mask(before);
    fillSmallHoles(m.data, m.width, m.height, m.saliency, 0.5);
    expect(rows(m)).toEqual(unfilled(before));
  });
});
