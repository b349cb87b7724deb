import { describe, expect, it } from "vitest";
import { paidNames as paid } from "../../testing/paid-names";
import { generateNames } from "./engine";
import { lookup } from "./phrase-context";
import { readDescription } from "./reader";

/** The first answer's names. */
const firstFour = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 }).map((n) => n.name);

/** The paid 25 as the service tops them up. */

describe("degrees", () => {
  it("reads more adverbs of degree: 'painfully shy', 'absolutely feral', 'ever so slightly grumpy'", () => {
    expect(readDescription("a rescue collie, painfully shy with strangers").graded.has("shy")).toBe(true);
    expect(readDescription("ferret, absolutely feral, steals socks").graded.has("fierce")).toBe(true);
    expect(readDescription("my gerbil is unbelievably nosy").graded.has("curious")).toBe(true);
  });

  it("reads a superlative as a degree of the trait: 'the tiniest little thing', 'the laziest cat ever'", () => {
    expect(readDescription("syrian hamster, honestly the tiniest little thing").graded.has("tiny")).toBe(
      true,
    );
    expect(readDescription("he is the laziest cat ever").graded.has("lazy")).toBe(true);
    expect(readDescription("need the grandest name possible").graded.size).toBe(0);
    expect(readDescription("he is even lazier than our old dog").concepts.has("lazy")).toBe(true);
  });

  it("reads 'a touch' and 'a smidge' as degrees that play a trait down", () => {
    const reading = readDescription("our lop is a touch nervous but extremely fluffy");
    expect(reading.graded.has("shy")).toBe(true);
    expect(reading.softened.has("shy")).toBe(true);
    expect(readDescription("he's a smidge grumpy in the mornings").softened.has("grumpy")).toBe(true);
  });

  it("lets a trait played up again outweigh its playing down: 'a little bit grumpy. Ok, a LOT grumpy'", () => {
    const reading = readDescription("he's become a little bit grumpy. Ok, a LOT grumpy near his food bowl");
    expect(reading.graded.has("grumpy")).toBe(true);
    expect(reading.softened.has("grumpy")).toBe(false);
    expect(readDescription("he's a little bit grumpy").softened.has("grumpy")).toBe(true);
  });

  it("reads a size or 'total' before a trait-noun as its degree: 'a massive nosy parker', 'a total softie'", () => {
    expect(readDescription("my hamster is a massive nosy parker").graded.has("curious")).toBe(true);
    expect(readDescription("our gerbil is a total nosy parker").graded.has("curious")).toBe(true);
    expect(readDescription("a fairly old tom, he needs a proper dignified name").graded.has("regal")).toBe(
      false,
    );
    // the pet's own size stays a size
    expect(readDescription("a massive friendly dog").graded.has("friendly")).toBe(false);
  });

  it("gives a very shy pet the best-known shy name first", () => {
    expect(firstFour("My guinea pig is painfully shy")[0]).toBe("Bashful");
    // "massively" grades the shyness; it is no size
    expect(readDescription("a dachshund, massively shy, hides behind my legs").concepts.has("big")).toBe(
      false,
    );
  });
});

describe("denials", () => {
  it("reads 'not a night owl' as an early riser, with no night names", () => {
    const description =
      "golden syrian hamster, everyone says they're nocturnal but ours is NOT a night owl at all, up at 7am running on his wheel";
    expect(readDescription(description).contrary?.id).toBe("early-riser");
    const names = paid(description);
    expect(firstFour(description).some((n) => ["Sunny", "Dawn", "Sunrise", "Lark"].includes(n))).toBe(true);
    for (const name of ["Owl", "Midnight", "Luna", "Nox"]) expect(names).not.toContain(name);
    expect(readDescription("my gerbil is not nocturnal at all").contrary?.id).toBe("early-riser");
  });

  it("reads a trait's noun as the trait: 'zero sweetness', 'all that fluffiness'", () => {
    expect(lookup("sweetness")?.concepts).toContain("sweet");
    expect(lookup("laziness")?.concepts).toContain("lazy");
    expect(lookup("business")).toBeUndefined();
    expect(
      readDescription("netherland dwarf, boxes your hand. zero sweetness, all attitude").avoided.has("sweet"),
    ).toBe(true);
  });

  it("takes what others say, when the owner answers 'but she is not', as what the pet is not", () => {
    const description =
      "corn snake, female, orange with red blotches. everyone assumes she's scary but she is not at all, she's the gentlest little noodle";
    expect(readDescription(description).avoided.has("fierce")).toBe(true);
    expect(paid(description)).not.toContain("Kaa");
    // a view the owner does not deny is only set aside
    expect(readDescription("everyone says she's scary but she's a corn snake").avoided.has("fierce")).toBe(
      false,
    );
  });
});

describe("species sense", () => {
  it("reads an animal of another kind named after the pet as another animal: 'hedgehog … our dog'", () => {
    const hedgehog = readDescription(
      "african pygmy hedgehog, girl. rolls into a ball whenever the dog barks. and yes our dog is called Sonic, which is annoying",
    );
    expect(hedgehog.species).toBe("small-pet");
    expect(hedgehog.speciesWord).toBe("hedgehog");
    // the pet's own kind said again still counts
    expect(readDescription("golden retriever pup, the dog never stops").species).toBe("dog");
  });
});

describe("stressed traits' first names", () => {
  it("gives a pet stressed as loud, not chatty, the loud names: 'incredibly loud in the mornings'", () => {
    const description = "budgie, about 1. she is incredibly loud in the mornings, screams the house down";
    expect(firstFour(description).some((n) => ["Foghorn", "Siren", "Screech", "Banshee"].includes(n))).toBe(
      true,
    );
    expect(paid(description)).toContain("Klaxon");
  });

  it("gives a pet graded fluffy, with no character stressed, the fluffball names", () => {
    const names = paid(
      "my ragdoll is extremely fluffy, there's hair on every surface. he's slightly scared of the hoover",
    );
    const fluffballs = ["Fluffy", "Floof", "Fluff", "Fuzzball", "Cloud", "Puff", "Fuzz"];
    expect(names.slice(0, 8).filter((name) => fluffballs.includes(name)).length).toBeGreaterThanOrEqual(2);
  });
});

describe("degrees and ages read as the trait", () => {
  it("reads a superlative on a word ending in e or a doubled consonant: 'the bravest', 'the gentlest', 'the fattest'", () => {
    expect(lookup("bravest")?.concepts).toContain("brave");
    expect(lookup("gentlest")?.concepts).toContain("gentle");
    expect(lookup("fattest")?.concepts).toContain("chubby");
  });

  it("reads 'nothing fazes her' and 'bombproof' as brave, 'ancient' as old", () => {
    expect(readDescription("warmblood mare, nothing fazes her").concepts.has("brave")).toBe(true);
    expect(readDescription("cob, totally bombproof in traffic").concepts.has("brave")).toBe(true);
    expect(readDescription("he's about 6 which is ancient").concepts.has("senior")).toBe(true);
  });

  it("reads 'a bit on the heavy side' as a degree of the trait, never the pet's size", () => {
    const reading = readDescription("our hamster is a little on the plump side");
    expect(reading.concepts.has("tiny")).toBe(false);
    expect(reading.concepts.has("chubby")).toBe(true);
  });

  it("reads a comparative as a degree of its trait when the context shows it: 'far braver than', 'even noisier now'", () => {
    const reading = readDescription("the second kitten is far braver than the first, tabby");
    expect(reading.concepts.has("brave")).toBe(true);
    expect(reading.graded.has("brave")).toBe(true);
    expect(readDescription("our mynah is way louder these days").concepts.has("vocal")).toBe(true);
    // A comparative that only measures is read, but is no degree the owner weighed.
    expect(readDescription("a lop bigger than our cat").graded.has("big")).toBe(false);
    // "-er" ends many words that are no comparative.
    expect(readDescription("a border terrier who sleeps by the heater").graded.size).toBe(0);
  });

  it("reads a trait played down to next to nothing as hardly the pet's: 'only a teeny bit of a yapper'", () => {
    expect(readDescription("pomeranian, only a teeny bit of a yapper").avoidedWords.has("yapper")).toBe(true);
    // A trait the lexicon knows, played down so, is still the pet's, if mildly: "only slightly shy".
    expect(readDescription("only slightly chubby, ginger tom").concepts.has("chubby")).toBe(true);
  });

  it("reads a word hedged with '-ish' as its trait played down: 'darkish', 'oldish', 'whitish'", () => {
    const reading = readDescription("an oldish gelding, whitish all over");
    expect(reading.concepts.has("senior")).toBe(true);
    expect(reading.concepts.has("white")).toBe(true);
    expect(reading.softened.has("white")).toBe(true);
    // A people's word is no hedge, nor is a word with an animal in it.
    expect(readDescription("a scottish fold").softened.size).toBe(0);
  });

  it("weighs a trait said against the pet's kind: 'placid for a jack russell', 'huge for a gerbil'", () => {
    expect(readDescription("she is placid for a jack russell, tan").cues.has("calm")).toBe(true);
    expect(readDescription("he's huge for a gerbil").cues.has("big")).toBe(true);
    // "for a walk" is no kind.
    expect(readDescription("she's calm, ready for a walk").cues.has("calm")).toBe(false);
  });

  it("reads 'piggy' as a guinea pig", () => {
    expect(readDescription("a very old boy, ancient for a piggy").species).toBe("small-pet");
  });

  it("reads 'personality-wise' as a respect, not wisdom", () => {
    expect(readDescription("she is NOT prickly at all personality-wise").concepts.has("senior")).toBe(false);
  });

  it("gives 'an old man's name' the old man's names", () => {
    const names = firstFour("guinea pig, about 6, help me find an old man's name");
    expect(
      names.some((n) => ["Gramps", "Grandpa", "Albert", "Arthur", "Stanley", "Walter", "Harold"].includes(n)),
    ).toBe(true);
  });
});
