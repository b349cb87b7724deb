import { describe, expect, it } from "vitest";
import type { PetTagId } from "../../../contract/names-constants";
import { paidCollection } from "../../testing/paid-names";
import { corpusEntry } from "./corpus";
import { OTHER_KINDS } from "./data/curated-kinds";
import { generateNames } from "./engine";
import { isSuggestible } from "./filters";
import { readDescription } from "./reader";

const firstNames = (description: string, count = 4, tags: PetTagId[] = []) =>
  generateNames({ description, tags, exclude: [], count, round: 0 }).map((n) => n.name);
const setOf = (word: string) =>
  new Set(OTHER_KINDS.find((k) => k.words.includes(word))!.set.names.map((n) => n.name));
/** A reason that ties the name to nothing the owner wrote. */
const UNTIED = /^A proven favourite|short and easy to call/;

describe("pets beyond the usual kinds", () => {
  it("reads a goat, a tarantula or a goose as the pet's kind", () => {
    expect(readDescription("we got a pygmy goat last week").species).toBe("other");
    expect(readDescription("we got a pygmy goat last week").speciesWord).toBe("pygmy goat");
    expect(readDescription("my daughter's new tarantula").species).toBe("other");
    expect(readDescription("a gosling that follows me round the yard").species).toBe("bird");
  });

  it("names a goat with a goat's names, every one of the paid 25 tied to what the owner wrote", () => {
    const goat = setOf("goat");
    const first = firstNames("we got a pygmy goat last week");
    expect(goat.has(first[0]!)).toBe(true);
    expect(first.filter((n) => goat.has(n)).length).toBeGreaterThanOrEqual(2);
    const paid = paidCollection("we got a pygmy goat last week");
    expect(paid.filter((n) => UNTIED.test(n.reason ?? "")).map((n) => n.name)).toEqual([]);
    expect(paid[0]?.reason).toContain("goat");
  });

  it("keeps the kind's names among the first when another cue leads", () => {
    const names = firstNames("our new tarantula is very shy, hides in her burrow all day", 8);
    const spider = setOf("tarantula");
    expect(names.filter((n) => spider.has(n)).length).toBeGreaterThanOrEqual(2);
    expect(names.filter((n) => !spider.has(n)).length).toBeGreaterThanOrEqual(2);
  });

  it("leaves the words other pets share with them to those pets", () => {
    // Guinea pig keepers call them pigs; "black otter" is a rabbit's coat; "eats like a pig" is a simile.
    expect(readDescription("this pig wheeks for cucumber").species).not.toBe("other");
    expect(readDescription("black otter rex rabbit, neutered boy").species).toBe("rabbit");
    expect(readDescription("my lab eats like a pig").species).toBe("dog");
    expect(readDescription("she thinks she's a meerkat, our little rabbit").species).toBe("rabbit");
  });

  it("holds only names the corpus has and may suggest, each kind's words its own", () => {
    const words = OTHER_KINDS.flatMap((k) => k.words);
    expect(new Set(words).size).toBe(words.length);
    for (const kind of OTHER_KINDS) {
      expect(kind.set.names.length, kind.words[0]).toBeGreaterThanOrEqual(5);
      for (const { name, note } of kind.set.names) {
        expect(corpusEntry(name), name).toBeDefined();
        expect(isSuggestible(name), name).toBe(true);
        if (note) expect(note, name).toMatch(/\.$/);
      }
    }
  });
});

describe("a name of the story the owner named", () => {
  it("is not weakened by a note on another sense of it about another animal", () => {
    // Charlotte is a queen in Bridgerton and a spider in Charlotte's Web.
    const names = firstNames(
      "our new mare, dark bay and very elegant. my mum and I watch Bridgerton every series, something from it please",
      8,
      ["gentle"],
    );
    expect(names).toContain("Charlotte");
  });
});

describe("what the usual kinds are known for", () => {
  it.each([
    ["we just got a goldfish", "water"],
    ["new budgie, sits on his perch all day", "flight"],
    ["our new tortoise", "slowly"],
    ["got a ferret", "mischief-maker"],
  ])("ties every one of the paid 25 for %j, saying why", (description, why) => {
    const paid = paidCollection(description);
    expect(paid.filter((n) => UNTIED.test(n.reason ?? "")).map((n) => n.name)).toEqual([]);
    expect(paid.some((n) => n.reason?.includes(why))).toBe(true);
  });

  it("never moves a name the owner's words tie: the kind's names come after them", () => {
    const paid = paidCollection("brought our goldfish home on lunar new year for good luck");
    const ofKind = paid.flatMap((n, i) => (n.reason?.includes("a name of the water") ? [i] : []));
    const owners = paid.flatMap((n, i) => (n.reason?.startsWith("You mentioned") ? [i] : []));
    expect(ofKind.length).toBeGreaterThan(0);
    expect(Math.min(...ofKind)).toBeGreaterThan(Math.max(...owners));
  });

  it("takes only names first about the trait, and no place", () => {
    const paid = paidCollection("we just got a goldfish").map((n) => n.name);
    expect(paid).not.toContain("Hank"); // Finding Dory's octopus first: "a name of the water" would mislead
    expect(paid).not.toContain("Aruba");
    expect(paid).toContain("Puddles");
  });
});
