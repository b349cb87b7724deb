import type { SpecHoursEntry } from "./types";

const DAYS = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

function dayList(spec: string): number[] {
  const days: number[] = [];
  for (const part of spec.split(",")) {
    const [from, to] = part.split("-").map((d) => DAYS.indexOf(d.trim()));
    if (from === undefined || from < 0) continue;
    if (to === undefined) days.push(from);
    else if (to >= 0)
      for (let d = from; ; d = (d + 1) % 7) {
        days.push(d);
        if (d === to) break;
      }
  }
  return days;
}

/**
 * The common subset of OpenStreetMap `opening_hours`: "24/7", and rules like "Mo-Fr 08:00-18:00;
 * Sa 09:00-13:00,14:00-16:00; Su off". Anything else is skipped (the day then reads as closed).
 */
export function parseOsmOpeningHours(text: string | undefined): SpecHoursEntry[] {
  if (!text) return [];
  const value = text.trim();
  if (value === "24/7") return [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "0000", end: "2400" }));
  const byDay = new Map<number, SpecHoursEntry[]>();
  for (const rule of value.split(";")) {
    const match =
      /^\s*([A-Za-z,\- ]+?)\s+(off|closed|\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2}(?:\s*,\s*\d{1,2}:\d{2}\s*-\s*\d{1,2}:\d{2})*)\s*$/i.exec(
        rule,
      );
    if (!match) continue;
    const days = dayList(match[1]!.replace(/\s+/g, ""));
    const ranges = /^(off|closed)$/i.test(match[2]!)
      ? []
      : match[2]!.split(",").map((range) => {
          const [start, end] = range.split("-").map((t) => t.trim().replace(":", "").padStart(4, "0"));
          return { start: start!, end: end === "0000" ? "2400" : end! };
        });
    for (const day of days)
      byDay.set(
        day,
        ranges.map((r) => ({ day, ...r })),
      );
  }
  return [...byDay.keys()].sort().flatMap((day) => byDay.get(day)!);
}
