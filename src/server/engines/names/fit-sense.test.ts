import { describe, expect, it } from "vitest";
import { corpusEntry } from "./corpus";
import { fits } from "./fit";
import { readDescription } from "./reader";

const fitsPet = (name: string, description: string) => fits(corpusEntry(name)!, readDescription(description));

describe("names of one kind of fish", () => {
  it("keeps a clownfish's, a blue tang's or a guppy's name from a goldfish or an axolotl", () => {
    for (const name of ["Nemo", "Dory", "Guppy"]) {
      expect(fitsPet(name, "fantail goldfish, pale orange and white, in the kids' tank")).toBe(false);
      expect(fitsPet(name, "got my first axolotl! pink with frilly gills, lives in a cold tank")).toBe(false);
    }
  });
  it("gives them to that kind of fish, or when the owner names the film", () => {
    expect(fitsPet("Nemo", "our new clownfish, orange with white bands")).toBe(true);
    expect(fitsPet("Guppy", "a tank of guppies, this one is the boldest")).toBe(true);
    expect(fitsPet("Dory", "goldfish, the kids are obsessed with finding nemo and pixar films")).toBe(true);
  });
  it("leaves them to other pets as names like any other", () => {
    expect(fitsPet("Marlin", "A big black Labrador who loves swimming in the lake")).toBe(true);
  });
});

describe("a pet denied bravery", () => {
  it("gets no fighter's name: 'nothing brave about him'", () => {
    expect(fitsPet("Fang", "massive rottweiler cross. There is nothing brave about him whatsoever")).toBe(
      false,
    );
    expect(fitsPet("Fang", "massive rottweiler cross, guards the house")).toBe(true);
  });
});
