import { describe, expect, it } from "vitest";
import { cardExpiryProblem } from "./card-expiry";

describe("cardExpiryProblem", () => {
  const now = new Date(2026, 10, 22); // 22 November 2026

  it("accepts a card through the last day of its month and up to 20 years ahead", () => {
    for (const expiry of ["11/26", "12/26", "01/27", " 11 / 46 "])
      expect(cardExpiryProblem(expiry, now)).toBeUndefined();
  });

  it.each([
    ["10/26", /expired/],
    ["00/27", /month/],
    ["13/27", /month/],
    ["12/47", /year/],
    ["1/27", /MM\/YY/],
    ["", /MM\/YY/],
  ])("refuses %j", (expiry, problem) => {
    expect(cardExpiryProblem(expiry, now)).toMatch(problem);
  });
});
