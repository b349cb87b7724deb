import { describe, expect, it } from "vitest";
import { namesGivenElsewhere } from "./others-names";
import { readDescription } from "./reader";

const avoids = (description: string) => namesGivenElsewhere(description);

describe("names given elsewhere", () => {
  it("skips a relation's or another pet's name, and the rest of its list", () => {
    expect(avoids("Tabby kitten, her brother Thumper is shy")).toContain("thumper");
    expect(avoids("a betta whose tankmates are Nemo and Dory")).toEqual(new Set(["nemo", "dory"]));
    expect(avoids("she lives with two cats, Milo and Olive")).toEqual(new Set(["milo", "olive"]));
    expect(avoids("hamster who sleeps with my son's teddy George")).toContain("george");
    expect(avoids("the other cat is called Smokey")).toContain("smokey");
  });
  it("skips the name of another pet of the house, or next door", () => {
    expect(avoids("he follows our rabbit Clover everywhere")).toContain("clover");
    expect(avoids("Bella, our older dog, loves him")).toContain("bella");
    expect(avoids("the dog next door is Bruno")).toContain("bruno");
    expect(avoids("visited Denver once, a pit bull from Austin")).toEqual(new Set(["denver"]));
  });
  it("keeps a fandom a relation shares", () => {
    expect(avoids("the kids are Harry Potter fans")).toEqual(new Set());
    expect(avoids("her brother loves Star Wars")).toEqual(new Set());
  });
  it("skips a name somebody else calls the pet, or one turned away", () => {
    expect(avoids("the yard kids call her Pegasus but that's not happening")).toContain("pegasus");
    expect(avoids("we might call her Luna")).toEqual(new Set());
  });
  it("skips a name ruled out, taken or too common", () => {
    expect(avoids("black cat. NOT Luna, every cat is Luna")).toContain("luna");
    expect(avoids("Luna is taken and we already have a Pepper")).toEqual(new Set(["luna", "pepper"]));
    expect(avoids("grey cat, too many Shadows around")).toContain("shadow");
  });
  it("skips what the pet wrecked and the colour of its things", () => {
    expect(avoids("rabbit who trampled the strawberry patch")).toContain("strawberry");
    expect(avoids("loves her pink blanket, a tabby")).toContain("pink");
    expect(avoids("pink nose, sleeps on her pink blanket")).not.toContain("pink");
  });
  it("reads a thing's colour as no name, unless the coat has it too", () => {
    expect(readDescription("budgie, the cage cover is navy blue").avoidedWords.has("navy")).toBe(true);
    expect(readDescription("an orange tabby with an orange collar").avoidedWords.has("orange")).toBe(false);
  });
});
