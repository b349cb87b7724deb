import { describe, expect, it } from "vitest";
import { fillSmallHoles } from "./holes";

/** A width × height mask from rows of "#" (pet) and "." (background). */
const mask = (rows: string[]) => ({
  width: rows[0]?.length ?? 0,
  height: rows.length,
  data: Uint8Array.from(rows.join(""), (c) => (c === "#" ? 255 : 0)),
});
const rows = (m: ReturnType<typeof mask>) =>
  Array.from({ length: m.height }, (_, y) =>
    Array.from(m.data.subarray(y * m.width, (y + 1) * m.width), (v) => (v >= 128 ? "#" : ".")).join(""),
  );

describe("fillSmallHoles", () => {
  it("fills a small enclosed hole and leaves the background that reaches the border", () => {
    const m = mask(["..........", ".########.", ".##.#####.", ".########.", ".########.", ".........."]);
    fillSmallHoles(m.data, m.width, m.height, 0.05);
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
    const m = mask([".......", ".#####.", ".#...#.", ".#####.", "......."]);
    const soft = 1 * m.width + 3;
    m.data[soft] = 200;
    fillSmallHoles(m.data, m.width, m.height, 0.5);
    expect(m.data[2 * m.width + 2]).toBe(255);
    expect(m.data[soft]).toBe(255);
    // The background outside the pet keeps its value.
    expect(m.data[0]).toBe(0);
  });

  it("keeps an enclosed region that is large beside the pet", () => {
    const before = ["..........", ".########.", ".#....###.", ".#....###.", ".########.", ".........."];
    const m = mask(before);
    fillSmallHoles(m.data, m.width, m.height, 0.05);
    expect(rows(m)).toEqual(before);
  });

  it("treats a hole touching the image border as background", () => {
    const before = ["#.##", "####", "####"];
    const m = mask(before);
    fillSmallHoles(m.data, m.width, m.height, 0.5);
    expect(rows(m)).toEqual(before);
  });
});
