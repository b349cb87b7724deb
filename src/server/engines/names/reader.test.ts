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
