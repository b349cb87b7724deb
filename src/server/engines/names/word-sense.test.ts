import { describe, expect, it } from "vitest";
import { readDescription } from "./reader";

describe("words that are a trait in one sense only", () => {
  it("reads 'kind' as a sort, not as gentle: 'the proper checkerboard kind', 'the kind you see everywhere'", () => {
    expect(
      readDescription("tortie sow, the proper checkerboard kind: neat patches").concepts.has("gentle"),
    ).toBe(false);
    expect(readDescription("a grey tabby, the kind you see everywhere").concepts.has("gentle")).toBe(false);
    expect(readDescription("honestly not that kind of dog, a terrier").concepts.has("gentle")).toBe(false);
    expect(readDescription("she is a kind soul").concepts.has("gentle")).toBe(true);
    expect(readDescription("he is so kind with the kids").concepts.has("gentle")).toBe(true);
  });

  it("reads 'says' as the pet's voice only when the pet speaks", () => {
    expect(readDescription("my mum says he's a tabby").concepts.has("vocal")).toBe(false);
    expect(readDescription("the vet says she's healthy, a ginger cat").concepts.has("vocal")).toBe(false);
    expect(readDescription("something that says steady and sensible").concepts.has("vocal")).toBe(false);
    expect(readDescription("he says hello every morning, african grey").concepts.has("vocal")).toBe(true);
    expect(readDescription("our grey talks nonstop, says 'hello darling'").concepts.has("vocal")).toBe(true);
  });
});
