import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";

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
