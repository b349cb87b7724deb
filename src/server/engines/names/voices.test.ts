import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { readDescription } from "./reader";
import { loudNamesRuledOut } from "./voices";

const names = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 25, round: 0 }).map((n) => n.name);

describe("a small voice", () => {
  it("rules out the loud names for a pet whose only sounds are small ones", () => {
    expect(readDescription("guinea pig squeaks all day").avoidedWords.has("thunder")).toBe(true);
    expect(
      readDescription("baby chick, tiny little cheeps when she sees me").avoidedWords.has("foghorn"),
    ).toBe(true);
    for (const loud of ["Thunder", "Donner", "Foghorn", "Siren"])
      expect(names("guinea pig squeaks all day")).not.toContain(loud);
    expect(names("hamster squeaking at the cage door every night")).not.toContain("Donner");
  });

  it("keeps them where the voice is loud, or not small", () => {
    expect(loudNamesRuledOut("guinea pig with a very loud squeak".split(" "))).toEqual([]);
    expect(loudNamesRuledOut("budgie chirps and screams all morning".split(" "))).toEqual([]);
    expect(loudNamesRuledOut("beagle barks at the postman".split(" "))).toEqual([]);
    expect(loudNamesRuledOut("beagle who loves his squeaky toy".split(" "))).toEqual([]);
  });
});
