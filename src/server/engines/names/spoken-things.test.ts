import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { readDescription, tokenize } from "./reader";
import { thingsDwelledOn } from "./spoken-things";

/** The things of a description read clause by clause, as the reader reads them. */
function things(description: string): string[] {
  const tokens: string[] = [];
  const clauseEnds: number[] = [];
  for (const clause of description.split(/[,.;]/)) {
    tokens.push(...tokenize(clause));
    while (clauseEnds.length < tokens.length) clauseEnds.push(tokens.length);
  }
  return thingsDwelledOn(tokens, clauseEnds);
}
const firstNames = (description: string) =>
  generateNames({ description, tags: [], exclude: [], round: 0, count: 4 }).map((n) => n.name);

describe("the things an owner dwells on", () => {
  it("reads the nouns after a focus phrase, by their part of speech in context", () => {
    expect(things("cockapoo, between grooms she looks like a walking mop")).toEqual(["mop"]);
    expect(things("his favourite thing in the whole world is his little bell toy")).toEqual(["bell"]);
    expect(things("would sell her soul for a bit of cheddar")).toEqual(["cheddar"]);
    expect(things("her favourite food by far is peas")).toEqual(["peas"]);
    expect(things("he behaves like he's the landlord of the house")).toEqual(["landlord"]);
    expect(things("favourite food by a mile is coriander; he does binkies")).toEqual(["coriander"]);
    expect(things("exactly the colour of a dark chocolate hobnob")).toEqual(["chocolate", "hobnob"]);
    expect(things("a perfect heart-shaped patch on her side")).toEqual(["heart"]);
  });

  it("passes over praise and plain words, and stays within the clause", () => {
    expect(things("he is an absolute unit, the absolute highlight of my day")).toEqual([]);
    expect(things("loves a cuddle, then sleeps")).toEqual(["cuddle"]);
    expect(things("his favourite thing, honestly")).toEqual([]);
  });

  it("never takes a thing the owner gave to another pet or ruled out, nor one a table names", () => {
    expect(readDescription("she loves her brother Pepper").things).not.toContain("pepper");
    expect(readDescription("would sell her soul for a bit of cheddar").things).toEqual([]);
  });

  it("makes a name of a thing no table knows", () => {
    expect(
      firstNames("Green cheek conure. His favourite thing in the world is his little bell toy"),
    ).toContain("Bell");
    expect(firstNames("hermann's tortoise, honestly he looks like a rock with legs")).toContain("Rock");
    expect(
      firstNames(
        "english springer spaniel girl, liver and white, 4. she has a perfect heart-shaped liver patch on her left side, people stop us in the park to take photos of it",
      ),
    ).toContain("Heart");
    // The owner's thing outranks names that only share its idea.
    expect(
      firstNames("grey mare, her coat is all swirly dark and light like a stormcloud right before it breaks"),
    ).toContain("Stormcloud");
  });

  it("takes what the pet takes itself for as the owner's cue, and says so", () => {
    const description =
      "big ginger tom from cats protection. behaves like he's the landlord, inspects every bag of shopping";
    const [first] = generateNames({ description, tags: [], exclude: [], round: 0, count: 4 });
    expect(first?.name).toBe("Landlord");
    expect(first?.reason).toBe("You said your cat sees himself as a landlord: Landlord says it outright.");
    expect(
      firstNames(
        "mini rex, castor colour, 2yo doe. she thinks she's a meerkat - stands up on her back legs on the arm of the sofa watching everything out the window, ears straight up. she's definitely NOT cuddly, hates being picked up.",
      ),
    ).toContain("Meerkat");
  });
});
