import { describe, expect, it } from "vitest";
import { FORM_SPECIES, FRESH, HELD_OUT, loadPart, TUNE } from "./eval-names-cases";

const parts = [...TUNE, HELD_OUT, ...FRESH];

describe("the names judging set", () => {
  it.each(parts)("%s parses, and covers every species of the form", (part) => {
    const cases = loadPart(part);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.species))).toEqual(new Set(FORM_SPECIES));
  });

  it("has at least 80 descriptions, each id once, and no description in two parts", () => {
    const all = parts.flatMap(loadPart);
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.description.trim().toLowerCase())).size).toBe(all.length);
  });

  it("never counts a name both as reading the cue and as a misreading", () => {
    for (const c of parts.flatMap(loadPart)) {
      const accepted = new Set(c.accept.map((n) => n.toLowerCase()));
      expect(
        c.misreadings.filter((n) => accepted.has(n.toLowerCase())),
        c.id,
      ).toEqual([]);
    }
  });
});
