import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";

describe("Badge", () => {
  it("is a small semibold pill by default", () => {
    expect(renderToStaticMarkup(<Badge tone="red">Emergency</Badge>)).toBe(
      '<span class="inline-flex items-center gap-1 rounded-full py-1 bg-[#fee2e2] text-[#991b1b] px-2.5 text-xs font-semibold">Emergency</span>',
    );
  });

  it("can be a list item of a row of tags, with the caller's classes", () => {
    const html = renderToStaticMarkup(
      <Badge as="li" tone="mint" size="md" weight="medium" className="absolute">
        Dental
      </Badge>,
    );
    expect(html).toBe(
      '<li class="inline-flex items-center gap-1 rounded-full py-1 bg-mint-50 text-mint-900 px-3 text-sm font-medium absolute">Dental</li>',
    );
  });
});
