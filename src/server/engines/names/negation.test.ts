import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { readDescription } from "./reader";

const firstFour = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 });

describe("a denial and what the owner turns to", () => {
  it("leads with what the pet does after 'what she does do is', not the denial", () => {
    const names = firstFour(
      "not a lap cat, never will be, and hates being held. what she does do is sit up on the wardrobe and judge everyone below. grey, 6",
    );
    expect(names[0]?.reason).toContain("judge everyone");
  });
});

/** The first answer with its reasons. */
const firstAnswer = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 8, round: 0 });

describe("a role or trait denied, read as its opposite", () => {
  it("reads a denied word no concept carries from its family: 'NOT prickly at all' is a gentle sweetheart", () => {
    const reading = readDescription(
      "our pygmy hedgehog is NOT prickly at all personality-wise, just wanders onto your hand",
    );
    expect(reading.contraryTraits.has("gentle")).toBe(true);
    expect(reading.cues.has("cuddly")).toBe(true);
    expect(reading.avoidedWords.has("prickly")).toBe(true);
    expect(
      readDescription("nothing thundery about him, falls asleep in the field").contraryTraits.has("calm"),
    ).toBe(true);
    expect(readDescription("16hh mare, not at all spooky").contraryTraits.has("brave")).toBe(true);
    expect(readDescription("this budgie is quiet as anything, not a peep").avoidedWords.has("peep")).toBe(
      true,
    );
  });

  it("reads 'no spooky names' as a theme ruled out, not a brave pet", () => {
    expect(readDescription("hamster, golden. PLEASE no spooky names").contraryTraits.has("brave")).toBe(
      false,
    );
  });

  it("reads no trait into the saying of a view: 'everyone says greys are couch potatoes but she is NOT'", () => {
    const reading = readDescription("everyone says greys are couch potatoes but she is NOT lazy at all");
    expect(reading.avoided.has("vocal")).toBe(false);
    expect(reading.contraryTraits.has("quiet")).toBe(false);
  });

  it("reads 'doesn't say a thing' as quiet, but not a dislike as a denial ('hates noise')", () => {
    expect(readDescription("grey parrot who doesnt say a thing").contraryTraits.has("quiet")).toBe(true);
    expect(readDescription("old grey parrot who hates noise").contraryTraits.has("quiet")).toBe(false);
  });

  it("reads 'the least aggressive fish alive' as a denial, not 'at least he is calm'", () => {
    const reading = readDescription("betta, honestly the least aggressive fish alive. dark blue");
    expect(reading.avoided.has("fierce")).toBe(true);
    expect(reading.contraryTraits.has("gentle")).toBe(true);
    expect(
      firstAnswer("betta, honestly the least aggressive fish alive. dark blue").map((n) => n.name),
    ).not.toContain("Tyson");
    expect(readDescription("he bites, but at least he's gentle with the kids").avoided.has("gentle")).toBe(
      false,
    );
  });

  it("turns a view the owner denies into its opposite: 'everyone assumes he's a guard dog but he is absolutely NOT one'", () => {
    const reading = readDescription(
      "Everyone assumes he's a guard dog but he is absolutely NOT one, he rolled over for the postman",
    );
    expect(reading.avoided.has("boss")).toBe(true);
    expect(reading.contraryTraits.has("friendly")).toBe(true);
    expect(reading.concepts.get("friendly")?.words).toContain("guard dog but he is absolutely not one");
  });

  it("reads a label or a breeder as a view: 'the pet shop label said fighter but he is not one'", () => {
    const reading = readDescription("betta. the pet shop label said fighter but he is not one at all");
    expect(reading.contraryTraits.has("calm")).toBe(true);
    expect(reading.avoidedWords.has("fighter")).toBe(true);
  });

  it("ends a view at 'this one', and quotes the owner's own denial first", () => {
    const description =
      "Everyone told me they chatter all day, well this one doesn't say a thing. He's green.";
    const reading = readDescription(description);
    expect(reading.concepts.has("vocal")).toBe(false);
    expect(reading.avoided.has("vocal")).toBe(true);
    expect(reading.concepts.get("quiet")?.words[0]).toBe("doesnt say a thing");
  });

  it("gives a big pet whose owner stresses its softness a gentle giant's names", () => {
    const names = firstAnswer(
      "Adopted a rottweiler. Everyone assumes he is a guard dog but he is absolutely NOT one",
    );
    expect(names.slice(0, 4).some((n) => n.reason?.includes("gentle giant"))).toBe(true);
    expect(
      firstAnswer("just adopted a great dane, 140 lbs, hella chill and super gentle with my toddler")
        .slice(0, 4)
        .some((n) => n.reason?.includes("gentle giant")),
    ).toBe(true);
    // A small pet, however gentle, is no giant.
    expect(
      firstAnswer("netherland dwarf, super gentle and very chill").some((n) =>
        n.reason?.includes("gentle giant"),
      ),
    ).toBe(false);
  });

  it("leads a pet of few words with the quiet names people reach for", () => {
    const names = firstAnswer("budgie, not a peep out of him, never makes a sound");
    expect(names.find((n) => n.name === "Shush")?.reason).toContain("a name for a pet of few words");
  });

  it("reads an answer that opens the next sentence as a denial: 'bunnies are sweet. Not this one!'", () => {
    const reading = readDescription("everyone told us bunnies are sweet. Not this one! grey lop");
    expect(reading.avoided.has("sweet")).toBe(true);
    expect(reading.contraryTraits.has("fierce")).toBe(true);
  });

  it("keeps a denial that a name of the past does not take back: 'not fast … his old racing name'", () => {
    const reading = readDescription(
      "He is not fast. At all. Lovely temperament, but dont let the breeding fool you. His old racing name was Lightning Bay",
    );
    expect(reading.contraryTraits.has("slow")).toBe(true);
  });

  it("leads with what the pet is instead when the owner insists on it", () => {
    const names = firstAnswer(
      "Her mother was a racehorse. She is not fast, will never be fast, she ambles along. Kind eye, very patient with the farrier.",
    );
    expect(names.slice(0, 2).some((n) => n.reason?.includes("unhurried soul"))).toBe(true);
  });

  it("reads 'a name for a quiet fella' as the owner's order for the name", () => {
    expect(readDescription("He's sky blue. A name for a quiet fella please.").askedFor.has("quiet")).toBe(
      true,
    );
    expect(readDescription("Looking for something that suits a big timid softie").askedFor.has("shy")).toBe(
      true,
    );
    expect(readDescription("we are looking for a quiet life").askedFor.has("quiet")).toBe(false);
  });
});

describe("what the pet takes itself for", () => {
  it("reads 'has decided he's the landlord' as what he takes himself for", () => {
    expect(readDescription("old tom who has decided he's the landlord").identityWords.has("landlord")).toBe(
      true,
    );
  });

  it("reads 'cat burglar' as a thief, not a cat", () => {
    const reading = readDescription("our albino ferret acts like a proper cat burglar, steals socks");
    expect(reading.identity).toBeUndefined();
    expect(reading.species).toBe("small-pet");
  });
});
