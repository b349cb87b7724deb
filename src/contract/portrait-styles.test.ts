import { describe, expect, it } from "vitest";
import { CLASSIC_STYLE, MAGIC_STYLES, theStyle } from "./portrait-styles";

describe("theStyle", () => {
  it("names every style once, never as 'Style style'", () => {
    expect(theStyle("Pop Art Style")).toBe("the Pop Art style");
    expect(theStyle("Van Gogh")).toBe("the Van Gogh style");
    for (const { name } of [...MAGIC_STYLES, CLASSIC_STYLE])
      expect(theStyle(name)).not.toMatch(/style style/i);
  });
});
