import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { readDescription } from "./reader";
import { shoutedPlaces } from "./salience";

const firstFour = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 }).map((n) => n.name);

describe("what the owner stresses by writing it in capitals", () => {
  it("takes a trait in capitals, or graded by a degree in capitals, as the owner's cue", () => {
    expect(readDescription("my beagle is SO loud").cues.has("vocal")).toBe(true);
    expect(readDescription("she is GRUMPY in the mornings, grey rabbit").cues.has("grumpy")).toBe(true);
    expect(readDescription("our lop is SUPER nosy, gets into every bag").cues.has("curious")).toBe(true);
    // Written plainly, the degree grades the trait but does not make it the cue.
    expect(readDescription("my beagle is so loud").cues.has("vocal")).toBe(false);
  });

  it("reads no stress from another pet's name in capitals: 'our other dog is called BEAR'", () => {
    expect(readDescription("black lab puppy, our other dog is called BEAR. he is shy").cues.has("bear")).toBe(
      false,
    );
  });

  it("reads no stress when much of the text is in capitals, nor from initials", () => {
    expect(shoutedPlaces("THE CAT IS SO LOUD AND GRUMPY").size).toBe(0);
    expect(readDescription("THE CAT IS SO LOUD AND GRUMPY").cues.size).toBe(0);
    expect(shoutedPlaces("got him from the RSPCA, he is shy, watches TV")).toEqual(new Set([4]));
    expect(shoutedPlaces("ok so he is VERY shy")).toEqual(new Set([4]));
  });

  it("stresses the place written in capitals, not the same word elsewhere: 'SO loud… so gentle'", () => {
    const r = readDescription("my beagle is SO loud but so gentle with the kids");
    expect(r.cues.has("vocal")).toBe(true);
    expect(r.cues.has("gentle")).toBe(false);
  });
});

describe("the colour of a coat's marks", () => {
  it("counts the marks' colour less than the coat's: 'yellow with loads of little black spots'", () => {
    expect(
      readDescription("leopard gecko, yellow with loads of little black spots").faintLooks.has("black"),
    ).toBe(true);
    expect(readDescription("a hen, white with brown speckles").faintLooks.has("brown")).toBe(true);
    expect(readDescription("pure white except one black spot on his back").faintLooks.has("black")).toBe(
      true,
    );
  });

  it("keeps a colour that is the coat's own: 'black and white patches', 'black spots' said alone", () => {
    expect(readDescription("guinea pig with black and white patches").faintLooks.size).toBe(0);
    expect(readDescription("dalmatian, black spots").faintLooks.size).toBe(0);
    expect(readDescription("black with white socks").faintLooks.size).toBe(0);
  });
});

describe("marks that cover the pet", () => {
  it("grades the pattern up: 'covered in spots', 'loads of little black spots', 'speckles all over her'", () => {
    expect(readDescription("dalmatian cross, covered in spots").graded.has("spotted")).toBe(true);
    expect(readDescription("a hen, white with loads of tiny brown speckles").graded.has("spotted")).toBe(
      true,
    );
    expect(readDescription("grey rabbit with dark stripes all over her back").graded.has("striped")).toBe(
      true,
    );
  });

  it("leaves a single mark as it is: 'a black spot on his nose'", () => {
    expect(readDescription("white cat with a black spot on his nose").graded.has("spotted")).toBe(false);
  });
});

describe("a trait the owner asks the name to carry", () => {
  it("reads the ask from its verb: 'a name that respects that she's an elderly lady'", () => {
    expect(
      readDescription("We'd like a name that respects that she's an elderly lady").askedFor.has("senior"),
    ).toBe(true);
    expect(readDescription("want one that shows how brave he is").askedFor.has("brave")).toBe(true);
    expect(readDescription("something that reflects how nosy she is").askedFor.has("curious")).toBe(true);
    expect(readDescription("my son says she is brave").askedFor.size).toBe(0);
  });

  it("lets the trait asked for lead what the pet merely loves", () => {
    const gentle = ["Honey", "Angel", "Dove", "Lamb", "Mellow", "Velvet", "Bambi"];
    expect(
      firstFour(
        "tabby cat, adores her sunny windowsill and her fish treats. We'd like a name that says how gentle she is.",
      ).some((name) => gentle.includes(name)),
    ).toBe(true);
  });
});
