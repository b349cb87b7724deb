import { describe, expect, it } from "vitest";
import {
  answeredViewEnd,
  faintLookAt,
  negationBefore,
  onlyModifies,
  softenedByDegree,
} from "./phrase-context";
import { readDescription, tokenize } from "./reader";

/** The rule's verdict on the first occurrence of `word` in `text`. */
function at(text: string, word: string) {
  const tokens = tokenize(text);
  return { tokens, i: tokens.indexOf(word) };
}

describe("phrase context", () => {
  it("reads a person's 'says' as no talking pet", () => {
    for (const text of ["my mum says he is clumsy", "the vet said she is fine", "he gets final say"]) {
      const { tokens, i } = at(text, text.includes("said") ? "said" : text.includes("says") ? "says" : "say");
      expect(onlyModifies(tokens, i)).toBe(true);
    }
    const parrot = at("she says hello to the postman", "says");
    expect(onlyModifies(parrot.tokens, parrot.i)).toBe(false);
  });

  it("reads 'a wee bit' as a degree, not a size", () => {
    const { tokens, i } = at("he is a wee bit clumsy", "wee");
    expect(onlyModifies(tokens, i)).toBe(true);
  });

  it("tells a trait played down from one played up", () => {
    const soft = at("he is slightly scared of the hoover", "scared");
    expect(softenedByDegree(soft.tokens, soft.i, 0)).toBe(true);
    const bit = at("a wee bit clumsy", "clumsy");
    expect(softenedByDegree(bit.tokens, bit.i, 0)).toBe(true);
    const strong = at("he is extremely fluffy", "fluffy");
    expect(softenedByDegree(strong.tokens, strong.i, 0)).toBe(false);
  });

  it("reads 'faint stripes' and 'a tiny touch of white' as a look played down", () => {
    for (const [text, word] of [
      ["with faint stripes on his tail", "stripes"],
      ["just a tiny touch of white on one paw", "white"],
      ["a hint of cream round the ears", "cream"],
    ] as const) {
      const { tokens, i } = at(text, word);
      expect(faintLookAt(tokens, i, 0)).toBe(true);
    }
    for (const [text, word] of [
      ["bold black stripes", "stripes"],
      ["a white cat with a touch of class", "white"],
    ] as const) {
      const { tokens, i } = at(text, word);
      expect(faintLookAt(tokens, i, 0)).toBe(false);
    }
  });

  it("reads 'nothing grey-themed' as a theme ruled out", () => {
    const { tokens, i } = at("please nothing grey-themed", "grey");
    expect(negationBefore(tokens, i, 0)).toBe(i - 1);
  });

  it("reads 'nothing sea-ish' and 'not keen on anything sea-ish' as a theme ruled out", () => {
    const ish = at("please nothing sea-ish", "sea");
    expect(negationBefore(ish.tokens, ish.i, 0)).toBe(ish.i - 1);
    const anything = at("I'm not keen on anything sea-ish", "sea");
    expect(negationBefore(anything.tokens, anything.i, 0)).toBe(anything.tokens.indexOf("not"));
  });
});

describe("a size before a trait", () => {
  it("reads 'a massive nosy parker', 'a MASSIVE drama queen' as a degree, not a size", () => {
    for (const text of ["he is a massive nosy parker", "she is a huge drama queen"]) {
      const { tokens, i } = at(text, text.includes("massive") ? "massive" : "huge");
      expect(onlyModifies(tokens, i)).toBe(true);
    }
    for (const text of ["a big friendly lab", "a big goofy boy"]) {
      const { tokens, i } = at(text, "big");
      expect(onlyModifies(tokens, i)).toBe(false);
    }
  });
});

describe("what the pet had before", () => {
  it("reads 'his old racing name', 'her old owners' as no age", () => {
    for (const text of ["his old racing name was Lightning Bay", "her old owners called her Duchess"]) {
      const { tokens, i } = at(text, "old");
      expect(onlyModifies(tokens, i)).toBe(true);
    }
    const { tokens, i } = at("a grumpy old man", "old");
    expect(onlyModifies(tokens, i)).toBe(false);
  });

  it("reads 'everyone's first idea is…, but' as a view the owner answers", () => {
    const tokens = tokenize("everyone's first idea is Tiger because of the stripes but she is not fierce");
    expect(answeredViewEnd(tokens, 0, tokens.length)).toBe(tokens.indexOf("but"));
  });
});

describe("the looks of a kin, said before it", () => {
  it("reads 'his red merle brother' as the brother's coat, not the pet's", () => {
    const merle = readDescription(
      "blue merle aussie boy, grey all over. his red merle brother went to my cousin",
    );
    expect(merle.concepts.has("red")).toBe(false);
    expect(merle.concepts.has("grey")).toBe(true);
    expect(readDescription("tabby kitten, her solid black sister is the shy one").concepts.has("black")).toBe(
      false,
    );
    // The pet's own look, then its kin: "a black kitten, her sister…" keeps the black.
    expect(readDescription("a black kitten, her sister is shy").concepts.has("black")).toBe(true);
  });
});

describe("a view written down", () => {
  it("reads 'the vet wrote calico on her card but…' as the vet's view, not the pet", () => {
    const tokens = tokenize("the vet wrote calico on her card but she is really a tortie");
    expect(answeredViewEnd(tokens, 1, tokens.length)).toBe(tokens.indexOf("but"));
    const kitten = readDescription(
      "The vet wrote 'calico' on her card but she's really a tortie, barely any white.",
    );
    expect(kitten.avoidedWords.has("calico")).toBe(true);
    expect(
      readDescription("a calico kitten, the vet wrote her age on the card").avoidedWords.has("calico"),
    ).toBe(false);
  });
});
