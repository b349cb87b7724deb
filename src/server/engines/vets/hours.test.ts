import { describe, expect, it } from "vitest";
import { dayHoursText, isOpenNow, openingHoursSpecification } from "../../../contract/clinic-hours";
import { is24x7, parseHours, toSpecHours } from "./hours";
import type { WeeklyHours } from "./types";

// Open-now, display text and schema.org hours are computed from the API's SPEC hours (shared with the
// browser in src/contract/clinic-hours.ts); these cases check them on parsed hours.
const isOpenAt = (hours: WeeklyHours, at: Date, timeZone: string) =>
  isOpenNow(toSpecHours(hours), timeZone, at);
const formatDayHours = (hours: WeeklyHours, day: number) => dayHoursText(toSpecHours(hours), day);

const weekdays9to17: WeeklyHours = {
  periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: 540, close: 1020 })),
};

describe("parseHours — SPEC format a (day array)", () => {
  it("reads HHMM strings and numbers", () => {
    expect(
      parseHours([
        { day: 1, start: "0900", end: "1730" },
        { day: 2, start: 900, end: 1730 },
        { day: 3, start: "800", end: "1200" },
      ]).periods,
    ).toEqual([
      { day: 1, open: 540, close: 1050 },
      { day: 2, open: 540, close: 1050 },
      { day: 3, open: 480, close: 720 },
    ]);
  });

  it("reads overnight and midnight ends", () => {
    expect(parseHours([{ day: 5, start: "2200", end: "0600" }]).periods).toEqual([
      { day: 5, open: 1320, close: 1800 },
    ]);
    expect(parseHours([{ day: 0, start: "0000", end: "2400" }]).periods).toEqual([
      { day: 0, open: 0, close: 1440 },
    ]);
    expect(parseHours([{ day: 4, start: "1800", end: "0000" }]).periods).toEqual([
      { day: 4, open: 1080, close: 1440 },
    ]);
    expect(parseHours([{ day: 6, start: "1000", end: "0200" }]).periods).toEqual([
      { day: 6, open: 600, close: 1560 },
    ]);
  });

  it("skips garbage entries and keeps the good ones", () => {
    const hours = parseHours([
      null,
      42,
      "Mon 9-5",
      { day: 7, start: "0900", end: "1700" },
      { day: -1, start: "0900", end: "1700" },
      { day: 1, start: "9999", end: "1700" },
      { day: 1, start: "0960", end: "1700" },
      { day: 2 },
      { day: 3, start: {}, end: [] },
      { day: 4, start: "0900", end: "1700" },
    ]);
    expect(hours.periods).toEqual([{ day: 4, open: 540, close: 1020 }]);
  });

  it("merges overlapping periods of the same day", () => {
    expect(
      parseHours([
        { day: 1, start: "0800", end: "1200" },
        { day: 1, start: "1100", end: "1800" },
        { day: 1, start: "1900", end: "2000" },
      ]).periods,
    ).toEqual([
      { day: 1, open: 480, close: 1080 },
      { day: 1, open: 1140, close: 1200 },
    ]);
  });
});

describe("parseHours — SPEC format b (map by day name)", () => {
  it("reads {open, close} objects in several spellings, keys in any case, full or short", () => {
    const hours = parseHours({
      monday: { open: "09:00", close: "17:30" },
      Tue: { open: "9:00 AM", close: "5:30 PM" },
      WEDNESDAY: { open: "0900", close: "1730" },
      thu: { open: "9am", close: "5:30pm" },
      Fri: { open: "9 a.m.", close: "5:30 p.m." },
    });
    const expected = [1, 2, 3, 4, 5].map((day) => ({ day, open: 540, close: 1050 }));
    expect(hours.periods).toEqual(expected);
  });

  it("reads plain strings: Closed, 24 hours, ranges, several ranges", () => {
    const hours = parseHours({
      sunday: "Closed",
      monday: "24 hours",
      tuesday: "Open 24 hours",
      wednesday: "9:00 AM - 5:00 PM",
      thursday: "9am\u20135pm",
      friday: "8:00 AM - 12:00 PM, 1:00 PM - 6:00 PM",
      saturday: "9-1",
    });
    expect(hours.periods).toEqual([
      { day: 1, open: 0, close: 1440 },
      { day: 2, open: 0, close: 1440 },
      { day: 3, open: 540, close: 1020 },
      { day: 4, open: 540, close: 1020 },
      { day: 5, open: 480, close: 720 },
      { day: 5, open: 780, close: 1080 },
      { day: 6, open: 540, close: 780 },
    ]);
  });

  it("treats missing days as closed", () => {
    const hours = parseHours({ monday: { open: "08:00", close: "18:00" } });
    expect(hours.periods).toHaveLength(1);
    expect(formatDayHours(hours, 0)).toBe("Closed");
    expect(formatDayHours(hours, 2)).toBe("Closed");
  });

  it("reads overnight ranges as close > 1440, in objects and strings", () => {
    expect(parseHours({ fri: { open: "22:00", close: "06:00" } }).periods).toEqual([
      { day: 5, open: 1320, close: 1800 },
    ]);
    expect(parseHours({ friday: "10:00 PM - 6:00 AM" }).periods).toEqual([
      { day: 5, open: 1320, close: 1800 },
    ]);
    expect(parseHours({ friday: "6pm\u201312am" }).periods).toEqual([{ day: 5, open: 1080, close: 1440 }]);
  });

  it("never throws on garbage and skips what it cannot read", () => {
    const garbage: unknown[] = [
      null,
      undefined,
      42,
      "9 to 5",
      true,
      Symbol("x"),
      () => 1,
      { funday: "9-5" },
      { monday: 12 },
      { monday: "whenever" },
      { monday: { open: "late", close: "later" } },
      { monday: { open: "25:00", close: "26:00" } },
      { monday: "13pm - 14pm" },
      { periods: "nope" },
      { periods: [{ day: "x", open: 1, close: 2 }] },
      Object.create(null),
    ];
    for (const g of garbage) {
      expect(() => parseHours(g)).not.toThrow();
      expect(parseHours(g).periods).toEqual([]);
    }
    expect(parseHours({ monday: "garbage", tuesday: "9am-5pm" }).periods).toEqual([
      { day: 2, open: 540, close: 1020 },
    ]);
  });

  it("accepts an already-parsed WeeklyHours", () => {
    expect(parseHours(weekdays9to17)).toEqual(weekdays9to17);
  });
});

describe("isOpenAt", () => {
  it("reads the hours in the clinic's own time zone", () => {
    // 2024-07-10 is a Wednesday; Los Angeles is UTC-7 in July.
    expect(isOpenAt(weekdays9to17, new Date("2024-07-10T17:30:00Z"), "America/Los_Angeles")).toBe(true); // 10:30
    expect(isOpenAt(weekdays9to17, new Date("2024-07-10T02:00:00Z"), "America/Los_Angeles")).toBe(false); // Tue 19:00
    expect(isOpenAt(weekdays9to17, new Date("2024-07-10T15:59:00Z"), "America/Los_Angeles")).toBe(false); // 08:59
    expect(isOpenAt(weekdays9to17, new Date("2024-07-10T16:00:00Z"), "America/Los_Angeles")).toBe(true); // 09:00
    expect(isOpenAt(weekdays9to17, new Date("2024-07-11T00:00:00Z"), "America/Los_Angeles")).toBe(false); // 17:00
    // The same instant is after hours in New York (13:30 → open) vs. Honolulu (07:30 → closed).
    const at = new Date("2024-07-10T17:30:00Z");
    expect(isOpenAt(weekdays9to17, at, "America/New_York")).toBe(true);
    expect(isOpenAt(weekdays9to17, at, "Pacific/Honolulu")).toBe(false);
  });

  it("follows daylight saving time (Phoenix does not)", () => {
    const jan = new Date("2024-01-10T15:30:00Z"); // Denver/Phoenix 08:30
    const jul = new Date("2024-07-10T15:30:00Z"); // Denver 09:30 (MDT), Phoenix 08:30
    expect(isOpenAt(weekdays9to17, jan, "America/Denver")).toBe(false);
    expect(isOpenAt(weekdays9to17, jan, "America/Phoenix")).toBe(false);
    expect(isOpenAt(weekdays9to17, jul, "America/Denver")).toBe(true);
    expect(isOpenAt(weekdays9to17, jul, "America/Phoenix")).toBe(false);
  });

  it("honours an overnight period that started the previous day", () => {
    const hours = parseHours([{ day: 5, start: "2200", end: "0600" }]); // Friday 22:00 → Saturday 06:00
    // Saturday 2024-07-13 03:00 in Chicago (CDT, UTC-5) = 08:00 UTC.
    expect(isOpenAt(hours, new Date("2024-07-13T08:00:00Z"), "America/Chicago")).toBe(true);
    // Friday 23:00 local.
    expect(isOpenAt(hours, new Date("2024-07-13T04:00:00Z"), "America/Chicago")).toBe(true);
    // Saturday 06:00 local: closed again.
    expect(isOpenAt(hours, new Date("2024-07-13T11:00:00Z"), "America/Chicago")).toBe(false);
    // Friday 21:00 local: not open yet.
    expect(isOpenAt(hours, new Date("2024-07-13T02:00:00Z"), "America/Chicago")).toBe(false);
    // Thursday night 03:00 on Friday: no period started Thursday.
    expect(isOpenAt(hours, new Date("2024-07-12T08:00:00Z"), "America/Chicago")).toBe(false);
  });

  it("wraps Saturday night into Sunday morning", () => {
    const hours = parseHours({ saturday: "8pm - 2am" });
    // Sunday 2024-07-14 01:00 in New York (EDT) = 05:00 UTC.
    expect(isOpenAt(hours, new Date("2024-07-14T05:00:00Z"), "America/New_York")).toBe(true);
  });

  it("is always open for 24-hour days and falls back to UTC for an unknown zone", () => {
    const allWeek = parseHours(
      Object.fromEntries(["sun", "mon", "tue", "wed", "thu", "fri", "sat"].map((d) => [d, "24 hours"])),
    );
    for (let h = 0; h < 24 * 7; h += 5) {
      expect(isOpenAt(allWeek, new Date(Date.UTC(2024, 6, 7, h, 17)), "America/Anchorage")).toBe(true);
    }
    expect(isOpenAt(weekdays9to17, new Date("2024-07-10T10:00:00Z"), "Not/AZone")).toBe(true);
    expect(isOpenAt(weekdays9to17, new Date("invalid"), "UTC")).toBe(false);
  });
});

describe("output formats", () => {
  const mixed = parseHours({
    monday: "8:00 AM - 12:00 PM, 1:00 PM - 6:00 PM",
    tuesday: "24 hours",
    friday: { open: "22:00", close: "06:00" },
    saturday: { open: "09:00", close: "24:00" },
  });

  it("toSpecHours writes format a, with 2400 for midnight, and round-trips", () => {
    expect(toSpecHours(mixed)).toEqual([
      { day: 1, start: "0800", end: "1200" },
      { day: 1, start: "1300", end: "1800" },
      { day: 2, start: "0000", end: "2400" },
      { day: 5, start: "2200", end: "0600" },
      { day: 6, start: "0900", end: "2400" },
    ]);
    expect(parseHours(toSpecHours(mixed))).toEqual(mixed);
  });

  it("is24x7 needs every minute of the week", () => {
    const all = parseHours([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "0000", end: "2400" })));
    expect(is24x7(all)).toBe(true);
    expect(is24x7(mixed)).toBe(false);
    expect(is24x7({ periods: all.periods.slice(1) })).toBe(false);
    expect(is24x7({ periods: [] })).toBe(false);
  });

  it("openingHoursSpecification: full days are 00:00–23:59, overnight splits at midnight", () => {
    const spec = openingHoursSpecification(toSpecHours(mixed));
    expect(spec).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "08:00",
        closes: "12:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "13:00",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Tuesday",
        opens: "00:00",
        closes: "23:59",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "22:00",
        closes: "23:59",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "00:00",
        closes: "06:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Saturday",
        opens: "09:00",
        closes: "23:59",
      },
    ]);
    const satNight = openingHoursSpecification(toSpecHours(parseHours({ sat: "8pm-2am" })));
    expect(satNight.map((s) => s.dayOfWeek)).toEqual([
      "https://schema.org/Saturday",
      "https://schema.org/Sunday",
    ]);
  });

  it("formatDayHours", () => {
    expect(formatDayHours(mixed, 0)).toBe("Closed");
    expect(formatDayHours(mixed, 1)).toBe("8:00 AM \u2013 12:00 PM, 1:00 PM \u2013 6:00 PM");
    expect(formatDayHours(mixed, 2)).toBe("Open 24 hours");
    expect(formatDayHours(mixed, 5)).toBe("10:00 PM \u2013 6:00 AM");
    expect(formatDayHours(mixed, 6)).toBe("9:00 AM \u2013 12:00 AM");
    expect(formatDayHours(parseHours({ mon: "9:00 AM - 5:30 PM" }), 1)).toBe("9:00 AM \u2013 5:30 PM");
  });
});
