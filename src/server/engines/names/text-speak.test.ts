import { describe, expect, it } from "vitest";
import { readDescription } from "./reader";
import { spelledOut } from "./text-speak";

describe("phone shorthand spelled out", () => {
  it("reads a held letter as the word: 'sooo fluffyyy', 'shyyy', 'realllly'", () => {
    expect(spelledOut("cat is sooo fluffyyy")).toBe("cat is so fluffy");
    expect(spelledOut("she is realllly cuuuute")).toBe("she is really cute");
    expect(readDescription("cat is sooo fluffyyy").concepts.has("fluffy")).toBe(true);
    expect(readDescription("tiny hamster, she is super shyyy").concepts.has("shy")).toBe(true);
  });

  it("leaves numerals and snores alone", () => {
    expect(spelledOut("named after Henry VIII, zzz all day")).toBe("named after Henry VIII, zzz all day");
  });

  it("reads 'v' before a word as 'very', but not between two names", () => {
    expect(spelledOut("kitten, v shy")).toBe("kitten, very shy");
    expect(spelledOut("v shy kitten")).toBe("very shy kitten");
    expect(spelledOut("Arsenal v Spurs fan")).toBe("Arsenal v Spurs fan");
    expect(spelledOut("black, a white v on his chest")).toBe("black, a white v on his chest");
  });

  it("leaves words that only look like shorthand: a breed, a year, a cousin", () => {
    expect(spelledOut("neva masquerade kitten, v fluffy")).toBe("neva masquerade kitten, very fluffy");
    expect(spelledOut("named for a king of 300 bc, w/ a crown")).toBe(
      "named for a king of 300 bc, with a crown",
    );
    expect(spelledOut("my cuz has his sister, w/ a white tail")).toBe(
      "my cuz has his sister, with a white tail",
    );
  });

  it("spells out 'w/', 'n', 'luvs', 'nvr', 'pls'", () => {
    expect(spelledOut("pup w/ a white chest")).toBe("pup with a white chest");
    expect(spelledOut("black n white kitten")).toBe("black and white kitten");
    expect(spelledOut("b&w kitten, b/w tux")).toBe("black and white kitten, black and white tux");
    expect(spelledOut("luvs her wheel, nvr bites, no Fang pls")).toBe(
      "loves her wheel, never bites, no Fang please",
    );
  });

  it("reads what the shorthand says of the pet", () => {
    expect(readDescription("my dog luvs cheese").focus.has("cheese")).toBe(true);
    expect(readDescription("pup nvr barks").concepts.has("quiet")).toBe(true);
    expect(readDescription("hamster, she luvs sunflower seeds").focus.has("sunflower")).toBe(true);
  });

  it("leaves capitals, which may be a name, as written", () => {
    expect(spelledOut("our other cat is Lil")).toBe("our other cat is Lil");
  });
});
