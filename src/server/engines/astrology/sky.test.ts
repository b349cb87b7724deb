import { describe, expect, it } from "vitest";
import { birthDay, birthSky, chineseZodiac, lunarNewYear } from "./sky";
import { SIGNS } from "./text-types";

const at = (date: string) => Object.fromEntries(birthSky(date).placements.map((p) => [p.body, p]));

// Known values from published almanacs: equinox/solstice instants, eclipse and full-moon
// positions, retrograde periods. The birth day is midnight-to-midnight US Central (06:00 UTC start).
describe("placements against known sky events", () => {
  it.each([
    ["2024-03-19", "Pisces", "Aries"], // March equinox 2024-03-20 03:06 UTC
    ["2023-03-20", "Pisces", "Aries"], // March equinox 2023-03-20 21:24 UTC
    ["2024-06-20", "Gemini", "Cancer"], // June solstice 2024-06-20 20:51 UTC
    ["2023-12-21", "Sagittarius", "Capricorn"], // December solstice 2023-12-22 03:27 UTC
  ])("%s: the Sun moves from %s into %s that day", (date, from, to) => {
    expect(at(date).Sun).toMatchObject({ sign: from, changesTo: to, retrograde: false });
  });

  it.each([
    ["2024-03-20", "Aries"],
    ["2020-08-05", "Leo"],
    ["2021-11-01", "Scorpio"],
    ["1999-01-01", "Capricorn"],
  ])("%s: Sun in %s all day", (date, sign) => {
    expect(at(date).Sun).toEqual({ body: "Sun", sign, retrograde: false });
  });

  it("2017-08-21 (total solar eclipse at 28° Leo): Sun and Moon in Leo", () => {
    expect(at("2017-08-21").Sun?.sign).toBe("Leo");
    expect(at("2017-08-21").Moon?.sign).toBe("Leo");
  });

  it("2024-04-08 (total solar eclipse at 19° Aries): Moon in Aries", () => {
    expect(at("2024-04-08").Moon).toMatchObject({ sign: "Aries" });
    expect(at("2024-04-08").Moon?.changesTo).toBeUndefined();
  });

  it("2024-01-25 (full moon at 5° Leo, 17:54 UTC): the Moon moves from Cancer into Leo that day", () => {
    expect(at("2024-01-25").Moon).toMatchObject({ sign: "Cancer", changesTo: "Leo" });
  });

  it("Mercury is retrograde in Aries on 2024-04-10 (1–25 April 2024) and direct on 2024-05-15", () => {
    expect(at("2024-04-10").Mercury).toMatchObject({ sign: "Aries", retrograde: true });
    expect(at("2024-05-15").Mercury?.retrograde).toBe(false);
  });

  it("Venus is retrograde in Gemini on 2020-06-01 (13 May – 25 June 2020)", () => {
    expect(at("2020-06-01").Venus).toMatchObject({ sign: "Gemini", retrograde: true });
  });

  it("Mars is retrograde in Gemini on 2022-12-08 (30 Oct 2022 – 12 Jan 2023)", () => {
    expect(at("2022-12-08").Mars).toMatchObject({ sign: "Gemini", retrograde: true });
  });

  it("counts elements and modalities over the five placements", () => {
    const sky = birthSky("2020-08-05");
    expect(Object.values(sky.elements).reduce((a, b) => a + b)).toBe(5);
    expect(Object.values(sky.modalities).reduce((a, b) => a + b)).toBe(5);
  });
});

/** Meeus' low-precision lunar longitude (about 0.3°), an independent check of the Moon's sign. */
function meeusMoonLongitude(date: Date): number {
  const T = (date.getTime() / 86_400_000 + 2440587.5 - 2451545) / 36525;
  const rad = Math.PI / 180;
  const L = 218.3164477 + 481267.88123421 * T;
  const D = (297.8501921 + 445267.1114034 * T) * rad;
  const M = (357.5291092 + 35999.0502909 * T) * rad;
  const Mp = (134.9633964 + 477198.8675055 * T) * rad;
  const F = (93.272095 + 483202.0175233 * T) * rad;
  const lon =
    L +
    6.288774 * Math.sin(Mp) +
    1.274027 * Math.sin(2 * D - Mp) +
    0.658314 * Math.sin(2 * D) +
    0.213618 * Math.sin(2 * Mp) -
    0.185116 * Math.sin(M) -
    0.114332 * Math.sin(2 * F) +
    0.058793 * Math.sin(2 * D - 2 * Mp) +
    0.057066 * Math.sin(2 * D - M - Mp) +
    0.053322 * Math.sin(2 * D + Mp) +
    0.045758 * Math.sin(2 * D - M);
  return ((lon % 360) + 360) % 360;
}

describe("the Moon's sign agrees with an independent formula", () => {
  it("at the start of 40 birth days between 1950 and 2025", () => {
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const day = new Date(Date.UTC(1950, 0, 1) + i * 689 * 86_400_000);
      const iso = day.toISOString().slice(0, 10);
      const lon = meeusMoonLongitude(new Date(day.getTime() + 6 * 3_600_000));
      if (lon % 30 < 1 || lon % 30 > 29) continue; // too near a boundary for a 0.3° formula
      expect(at(iso).Moon?.sign, iso).toBe(SIGNS[Math.floor(lon / 30)]);
      checked++;
    }
    expect(checked).toBeGreaterThan(30);
  });
});

describe("Chinese zodiac and the lunar new year", () => {
  it.each([
    [1985, "1985-02-20"],
    [1990, "1990-01-27"],
    [2000, "2000-02-05"],
    [2010, "2010-02-14"],
    [2015, "2015-02-19"],
    [2020, "2020-01-25"],
    [2021, "2021-02-12"],
    [2023, "2023-01-22"],
    [2024, "2024-02-10"],
    [2025, "2025-01-29"],
  ])("lunar new year %i falls on %s", (year, date) => {
    expect(new Date(lunarNewYear(year)).toISOString().slice(0, 10)).toBe(date);
  });

  it.each([
    ["2024-02-09", "Rabbit", "Water"],
    ["2024-02-10", "Dragon", "Wood"],
    ["2025-01-28", "Dragon", "Wood"],
    ["2025-01-29", "Snake", "Wood"],
    ["2021-02-11", "Rat", "Metal"],
    ["2021-02-12", "Ox", "Metal"],
    ["1990-01-26", "Snake", "Earth"],
    ["1990-01-27", "Horse", "Metal"],
    ["2000-02-04", "Rabbit", "Earth"],
    ["2000-02-05", "Dragon", "Metal"],
    ["2015-07-01", "Goat", "Wood"],
  ])("a pet born %s is a %s (%s)", (date, animal, element) => {
    expect(chineseZodiac(date)).toMatchObject({ animal, element });
  });
});

describe("the birth day is a day in America/Chicago, daylight saving included", () => {
  it.each([
    ["2024-01-25", "2024-01-25T06:00:00.000Z", "2024-01-26T05:59:59.999Z"], // CST, 24 h
    ["2024-07-04", "2024-07-04T05:00:00.000Z", "2024-07-05T04:59:59.999Z"], // CDT, 24 h
    ["2024-03-10", "2024-03-10T06:00:00.000Z", "2024-03-11T04:59:59.999Z"], // clocks forward: 23 h
    ["2024-11-03", "2024-11-03T05:00:00.000Z", "2024-11-04T05:59:59.999Z"], // clocks back: 25 h
    ["2024-12-31", "2024-12-31T06:00:00.000Z", "2025-01-01T05:59:59.999Z"],
  ])("%s runs from %s to %s", (date, start, end) => {
    const day = birthDay(date);
    expect(day.start.toISOString()).toBe(start);
    expect(day.end.toISOString()).toBe(end);
  });

  it("so a Moon that changed sign at 12:30 a.m. CDT changed it on that summer day", () => {
    // The Moon entered Sagittarius between 05:00 and 06:00 UTC on 3 June 2023, just after midnight in
    // Chicago; a fixed UTC−6 day would have put it before the day began.
    const moon = birthSky("2023-06-03").placements.find((p) => p.body === "Moon")!;
    expect(moon).toMatchObject({ sign: "Scorpio", changesTo: "Sagittarius" });
  });
});
