import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { NameSuggestion } from "../../contract/names";
import { buildNamesPdf, fitLines, namesPdfFileName } from "./names-pdf";

const LONG_REASON =
  'You mentioned "fluffy": this name suits a proper fluffball, and it also fits the "playful" tag you picked, which is a lot to say about one very small and very loud kitten who runs the whole house.';

const names: NameSuggestion[] = Array.from({ length: 25 }, (_, i) => ({
  name: `Name${String.fromCharCode(65 + i)}`,
  traits: ["Fluffy", "Playful", "Easy to call"],
  reason: i % 2 === 0 ? LONG_REASON : "Short reason.",
  ...(i % 3 === 0
    ? { culturalContext: `A long cultural note number ${i} ${"that keeps going ".repeat(12)}` }
    : {}),
}));

const logo = `data:image/png;base64,${readFileSync("public/images/minty-logo.png").toString("base64")}`;
const outDir = "tmp/pdf";

function pdfText(file: string): string {
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

describe("names PDF", () => {
  it("lays out 25 names on fixed-height cards over four Letter pages with footer and sections", async () => {
    const { doc, fileName } = await buildNamesPdf({
      names,
      petDescription: "A tiny, fluffy grey kitten with white socks who chirps at birds and naps in the sun.",
      traits: ["Playful", "Cuddly"],
      brand: "Minty",
      siteUrl: "https://minty.example",
      date: new Date(2026, 10, 22),
      logo,
    });
    expect(fileName).toBe("NameA-Names-Collection-11-22-2026.pdf");
    expect(doc.getNumberOfPages()).toBe(4);

    mkdirSync(outDir, { recursive: true });
    const file = path.join(outDir, fileName);
    writeFileSync(file, Buffer.from(doc.output("arraybuffer")));
    const text = pdfText(file);
    expect(text).toContain("Pet Description");
    expect(text).toContain("A tiny, fluffy grey kitten with white socks");
    expect(text).toContain("Personality Traits");
    expect(text).toContain("Playful, Cuddly");
    for (const n of names) expect(text).toContain(n.name);
    // A long reason wraps onto a second line, whole; an over-long note is cut after a whole word.
    expect(text.replace(/\s+/g, " ")).toContain("very loud kitten who runs the whole house.");
    expect(text).toMatch(/that keeps going that keeps going\S*…/);
    expect(text).not.toMatch(/\b(tha|kee|goin)…/);
    expect(text.match(/Generated on 11\/22\/2026 by Minty/g)).toHaveLength(4);
    expect(text).toContain("Page 4 of 4");
    expect(readFileSync(file, "latin1")).toContain("/URI (https://minty.example)");
  });

  it("leaves out whole trailing sentences before it cuts one", async () => {
    const { jsPDF } = await import("jspdf");
    const doc = new jsPDF({ unit: "mm", format: "letter" }).setFont("helvetica").setFontSize(9.5);
    const first = `Biscuit suits ${"a warm and golden look ".repeat(4)}that you described.`;
    const lines = fitLines(doc, `${first} It also fits ${"the playful tag ".repeat(10)}you picked.`, 120, 2);
    expect(lines.join(" ")).toBe(first);
    const cut = fitLines(doc, "word ".repeat(80), 120, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]).toMatch(/ word…$/);
  });

  it("is still built when the logo is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { doc } = await buildNamesPdf({
      names: names.slice(0, 3),
      petDescription: "A dog.",
      traits: [],
      brand: "Minty",
      siteUrl: "https://minty.example",
      date: new Date(2026, 0, 5),
      logo: "data:image/png;base64,not-an-image",
    });
    expect(doc.getNumberOfPages()).toBe(1);
    warn.mockRestore();
  });

  it("names the file after the first name, or 'Pet' when there is none", () => {
    expect(namesPdfFileName([], new Date(2026, 0, 5))).toBe("Pet-Names-Collection-1-5-2026.pdf");
  });
});
