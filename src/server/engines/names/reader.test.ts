import { describe, expect, it } from "vitest";
import { readDescription } from "./reader";

describe("the reader", () => {
  it("reads no coat from a name written only for another: 'his last name was Smokey'", () => {
    expect(
      readDescription("bay pony, his last name was Smokey and we are sick of it").concepts.has("grey"),
    ).toBe(false);
    expect(readDescription("smokey grey pony").concepts.has("grey")).toBe(true);
  });

  it("reads a Dutch-pattern coat, not the Netherlands", () => {
    expect(readDescription("dutch pattern sow, black and white").concepts.has("dutch")).toBe(false);
  });

  it("lets a trait played down yield to one played up", () => {
    const reading = readDescription("my ragdoll is extremely fluffy. he's slightly scared of the hoover");
    expect(reading.graded).toEqual(new Set(["fluffy", "shy"]));
    expect(reading.softened).toEqual(new Set(["shy"]));
  });
});

describe("what the pet takes itself for", () => {
  it("keeps the pet's own kind when the things of the kind it plays at are everywhere", () => {
    const rabbit = readDescription(
      "Netherland dwarf, grey. Grew up with our two cats and now thinks she's a cat herself, sleeps curled in the cat bed",
    );
    expect(rabbit.species).toBe("rabbit");
    expect(rabbit.identity).toBe("cat");
    const hen = readDescription(
      "ex-battery hen. she genuinely thinks she's a cat, sits next to our tabby and tries the cat flap",
    );
    expect(hen.species).toBe("bird");
    expect(hen.identity).toBe("cat");
  });
});

describe("another pet's words", () => {
  it("end where the owner turns back to this one", () => {
    const collie = readDescription(
      "collie x. our other dog Meg does all the actual herding — this one thinks he's a sheep",
    );
    expect(collie.avoidedWords.has("meg")).toBe(true);
    expect(collie.avoidedWords.has("sheep")).toBe(false);
  });
  it("include a half brother's", () => {
    const mare = readDescription(
      "warmblood mare, she moves like a ballerina. her half brother is called Thunder and he moves like a bulldozer",
    );
    expect(mare.avoidedWords.has("bulldozer")).toBe(true);
  });
});

describe("a name asked for", () => {
  it("is not one the owner ruled out: 'has banned Godzilla as a name'", () => {
    expect(readDescription("my wife has banned Godzilla as a name").askedFor.size).toBe(0);
  });
});
