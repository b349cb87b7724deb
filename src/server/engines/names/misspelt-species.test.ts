import { describe, expect, it } from "vitest";
import { oneSlipAway } from "./misspelt-species";
import { readDescription } from "./reader";

const kind = (description: string) => {
  const { species, speciesWord } = readDescription(description);
  return [species, speciesWord];
};

describe("a pet's kind typed with a slip", () => {
  it("counts one letter added, dropped, changed or two swapped as one slip", () => {
    expect(oneSlipAway("hampster", "hamster")).toBe(true);
    expect(oneSlipAway("tortise", "tortoise")).toBe(true);
    expect(oneSlipAway("gecco", "gecko")).toBe(true);
    expect(oneSlipAway("turtel", "turtle")).toBe(true);
    expect(oneSlipAway("ginuea", "guinea")).toBe(false);
    expect(oneSlipAway("hamster", "hamster")).toBe(false);
  });

  it("reads the kind the owner meant when no kind was read as written", () => {
    expect(kind("my lil hampster sleeps all day")).toEqual(["small-pet", "hamster"]);
    expect(kind("new guniea pig for my son, very shy")).toEqual(["small-pet", "guinea pig"]);
    expect(kind("our tortise is 40 this year")).toEqual(["reptile", "tortoise"]);
    expect(kind("goldfsh from the fair, named nothing yet")).toEqual(["fish", "goldfish"]);
  });

  it("takes a real word for what it is", () => {
    expect(kind("our house is big and she loves it")).toEqual([undefined, undefined]);
    expect(kind("loves carrots, worse than ever at the door")).toEqual([undefined, undefined]);
  });

  it("reads the slang owners type for their pets", () => {
    expect(kind("my hammy stuffs his cheeks")[0]).toBe("small-pet");
    expect(kind("the birb screams at 6am")[0]).toBe("bird");
    expect(kind("catto is a chonk")[0]).toBe("cat");
  });
});

describe("a pet's kind from what only that kind does", () => {
  it("reads a cat that meows and a guinea pig that wheeks, and calls neither by the verb", () => {
    expect(kind("she meows at 5am for her breakfast")).toEqual(["cat", undefined]);
    expect(kind("wheeks the house down for cucumber")).toEqual(["small-pet", undefined]);
  });
  it("lets a word naming a kind outvote it", () => {
    expect(kind("our chinchilla freaks out when the next door cat meows")[0]).toBe("small-pet");
  });
});
