import { describe, expect, it } from "vitest";
import { DEFAULT_DESCRIPTION, seoMeta } from "./seo";

const matches = [
  {
    id: "root",
    loaderData: {
      publicConfig: {
        brandName: "Minty",
        publicUrl: "https://minty.example",
        metaPixelId: null,
        gaMeasurementId: null,
      },
    },
  },
];

describe("seoMeta", () => {
  it("builds title, description and a canonical link from PUBLIC_URL", () => {
    const meta = seoMeta(matches, { title: "Contact Us", description: "Write to us.", path: "/contact" });
    expect(meta).toContainEqual({ title: "Contact Us | Minty" });
    expect(meta).toContainEqual({ name: "description", content: "Write to us." });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://minty.example/contact" });
    expect(meta.find((m) => "name" in m && m.name === "robots")).toBeUndefined();
  });

  it("falls back to the default title and description, and can ask not to be indexed", () => {
    const meta = seoMeta(matches, { path: "/missing", noindex: true });
    expect(meta[0]).toEqual({ title: "Minty – Pet portraits, pet names, astrology & vet finder" });
    expect(meta).toContainEqual({ name: "description", content: DEFAULT_DESCRIPTION });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
