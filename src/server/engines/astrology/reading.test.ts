import { describe, expect, it } from "vitest";
import { ASTRO_SPECIES_OPTIONS } from "../../../contract/astrology-constants";
import { hasMedicalClaim, isAcceptableReading } from "./checks";
import { ageText, composeReading } from "./reading";
import { birthSky } from "./sky";
import { voiced } from "./species-voice";
import { TEXTS } from "./texts";

const read = (
  species: (typeof ASTRO_SPECIES_OPTIONS)[number]["id"],
  birthDate = "2021-07-30",
  petName = "Biscuit",
) => composeReading({ petName, species, birthDate, sky: birthSky(birthDate), today: "2026-11-22" });

describe("the local reading", () => {
  it("has 4–6 paragraphs, opens with an overview addressed to the pet, and bolds every placement", () => {
    const reading = read("cat");
    const paragraphs = reading.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(4);
    expect(paragraphs.length).toBeLessThanOrEqual(6);
    expect(paragraphs[0]).toMatch(/^Biscuit, you were born on July 30, 2021 with your \*\*Sun in Leo\*\*/);
    for (const body of ["Sun", "Moon", "Mercury", "Venus", "Mars"])
      expect(reading).toMatch(new RegExp(`\\*\\*${body} in \\w+\\*\\*`));
    expect(reading).toContain("5 years old");
    expect(isAcceptableReading(reading, "Leo")).toBe(true);
  });

  it("reads differently for a cat, a dog, a rabbit and a bird born the same day", () => {
    const readings = (["cat", "dog", "rabbit", "bird"] as const).map((s) => read(s));
    expect(new Set(readings).size).toBe(4);
    // Not the same text with the species word swapped: the species' own sentences differ.
    const sentences = readings.map((r) => new Set(r.split(/(?<=[.!?])\s+/)));
    for (let i = 0; i < 4; i++) {
      for (let j = i + 1; j < 4; j++) {
        const shared = [...sentences[i]!].filter((s) => sentences[j]!.has(s)).length;
        expect(shared / sentences[i]!.size).toBeLessThan(0.75);
      }
    }
  });

  it("has no medical or health claims for any species and sign", () => {
    for (const { id } of ASTRO_SPECIES_OPTIONS) {
      for (let month = 1; month <= 12; month++) {
        const reading = read(id, `2019-${String(month).padStart(2, "0")}-15`);
        expect(hasMedicalClaim(reading), `${id} ${month}`).toBe(false);
      }
    }
  });

  it("names both signs when the Moon changes sign on the birth day", () => {
    const reading = read("rabbit", "2024-01-25");
    expect(reading).toContain("**Moon in Cancer**, moving into **Leo** that day");
    expect(reading).toMatch(/changed sign that very day/);
  });

  it("uses 'an' before a vowel: an Earth Pig, a Metal Rat", () => {
    expect(read("cat", "2019-07-30")).toContain("you are an **Earth Pig**");
    expect(read("cat", "2020-07-30")).toContain("you are a **Metal Rat**");
  });

  it("names every element and modality of a tie, the Sun's first, instead of picking one", () => {
    // 1 January 2020: earth 2, water 2, air 1; cardinal 2, fixed 2, mutable 1; the Sun in Capricorn.
    const reading = read("cat", "2020-01-01");
    expect(reading).toContain("your chart leans equally to earth and water.");
    expect(reading).toContain("a cardinal and fixed cat at heart.");
    // 4 January 2020: fire 2, earth 2, but the Sun's earth comes first; cardinal 3 is no tie.
    const next = read("cat", "2020-01-04");
    expect(next).toContain("leans equally to earth and fire.");
    expect(next).toContain("a cardinal cat at heart.");
  });

  it("gives ages that make sense for the species", () => {
    const aged = (species: "hamster" | "dog" | "bird", birthDate: string) =>
      composeReading({ petName: "Pip", species, birthDate, sky: birthSky(birthDate), today: "2026-11-22" });
    expect(aged("hamster", "2024-03-02")).toContain("Today you are 2 years old");
    expect(aged("hamster", "2010-03-02")).toContain("You arrived 16 years ago");
    expect(aged("dog", "2010-03-02")).toContain("Today you are 16 years old");
    expect(aged("dog", "1980-03-02")).toContain("You arrived 46 years ago");
    expect(aged("bird", "1980-03-02")).toContain("Today you are 46 years old");
  });

  it("makes sense for a pet born today", () => {
    const reading = composeReading({
      petName: "Pip",
      species: "dog",
      birthDate: "2026-11-22",
      sky: birthSky("2026-11-22"),
      today: "2026-11-22",
    });
    expect(reading).toMatch(/You arrived today, and your chart leans/);
    expect(reading).not.toContain("you are born today");
  });

  it("voices the Moon, Mercury, Venus and Mars for the species: no stalking rabbit, no fish on walks", () => {
    // Mars in Scorpio, Venus in Aries, Moon in Taurus in these months' charts: texts with species slots.
    const plays = (id: (typeof ASTRO_SPECIES_OPTIONS)[number]["id"]) =>
      Array.from({ length: 48 }, (_, i) =>
        read(id, `${2016 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-10`),
      ).join("\n");
    const notFor: Record<string, RegExp> = {
      rabbit: /stalk|toy mouse|bark|walks?\b/i,
      fish: /long walks|stalk|bark|meow|on a shoulder|warm lap|to the door|favourite toy\b/i,
      bird: /stalk|bark|meow|toy mouse/i,
      reptile: /stalk|bark|meow|wheel\b/i,
      dog: /toy mouse|meow|stalk/i,
    };
    for (const [id, wrong] of Object.entries(notFor)) {
      const text = plays(id as keyof typeof notFor & (typeof ASTRO_SPECIES_OPTIONS)[number]["id"]);
      expect(text, id).not.toMatch(wrong);
      expect(text, id).not.toMatch(/\{\w+\}/);
    }
    expect(plays("cat")).toMatch(/stalking, hiding and waiting/);
    expect(plays("rabbit")).toMatch(/hiding in your tunnels and waiting/);
  });

  it("fills every slot of every planet text for every species", () => {
    for (const { id } of ASTRO_SPECIES_OPTIONS) {
      for (const table of [TEXTS.moon, TEXTS.mercury, TEXTS.venus, TEXTS.mars]) {
        for (const text of Object.values(table)) expect(voiced(text, "Pip", id)).not.toMatch(/[{}]/);
      }
    }
  });

  it("is deterministic", () => {
    expect(read("horse")).toBe(read("horse"));
  });
});

describe("ageText", () => {
  it.each([
    ["2021-07-30", "2026-11-22", "5 years old"],
    ["2025-11-22", "2026-11-22", "1 year old"],
    ["2025-09-10", "2026-11-22", "1 year and 2 months old"],
    ["2026-05-23", "2026-11-22", "5 months old"],
    ["2026-11-01", "2026-11-22", "3 weeks old"],
    ["2026-11-20", "2026-11-22", "2 days old"],
    ["2026-11-22", "2026-11-22", "born today"],
  ])("%s → %s: %s", (birth, today, text) => {
    expect(ageText(birth, today)).toBe(text);
  });
});
