import { describe, expect, it } from "vitest";
import { singular } from "./lexicon";

describe("one of a plural", () => {
  it("strips the plural endings the reader meets", () => {
    expect(singular("pickles")).toBe("pickle");
    // a place or tongue ending in s is one: "a Texas name", "an Afrikaans name"
    expect(singular("texas")).toBe("texas");
    expect(singular("afrikaans")).toBe("afrikaans");
    expect(singular("berries")).toBe("berry");
    expect(singular("boxes")).toBe("box");
    expect(singular("peaches")).toBe("peach");
    expect(singular("cheeses")).toBe("cheese");
    expect(singular("dandelions")).toBe("dandelion");
    expect(singular("guinea pigs")).toBe("guinea pig");
  });
  it("keeps a plural that names one thing, and a word that is no plural", () => {
    expect(singular("glasses")).toBe("glasses");
    expect(singular("iris")).toBe("iris");
    expect(singular("grass")).toBe("grass");
    expect(singular("fish")).toBe("fish");
  });
  it("knows the irregular plurals, and the lexicon's form where the ending is ambiguous", () => {
    expect(singular("mice")).toBe("mouse");
    expect(singular("geese")).toBe("goose");
    expect(singular("budgies")).toBe("budgie");
    expect(singular("potatoes")).toBe("potato");
    expect(singular("wolves")).toBe("wolf");
  });
});
