/**
 * Opening hours on the server: parse both SPEC formats into WeeklyHours and write them back out in SPEC
 * format a. "Open now?", schema.org hours and display text live in contract/clinic-hours.ts, shared with
 * the browser.
 *
 * Internal form: periods of minutes from the start of `day` (0 = Sunday). `close` > 1440 means the
 * period runs past midnight into the next day; a whole day is 0..1440.
 */
import type { OpeningPeriod, SpecHoursEntry, WeeklyHours } from "./types";

const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;

/** Day-name keys accepted in SPEC format b (lower-cased, without dots). */
const DAY_KEYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  su: 0,
  monday: 1,
  mon: 1,
  mo: 1,
  tuesday: 2,
  tue: 2,
  tues: 2,
  tu: 2,
  wednesday: 3,
  wed: 3,
  we: 3,
  thursday: 4,
  thu: 4,
  thur: 4,
  thurs: 4,
  th: 4,
  friday: 5,
  fri: 5,
  fr: 5,
  saturday: 6,
  sat: 6,
  sa: 6,
};

/** A parsed clock time; `meridiem` says whether an am/pm marker was given. */
interface ClockTime {
  minutes: number;
  meridiem: boolean;
  /** A bare hour such as the "9" and "5" of "9-5". */
  bare?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** "09:00", "9:00 AM", "9am", "9 a.m.", "0900", "900", "17:30", "24:00", "noon", "midnight", or 900. */
function parseClock(raw: unknown): ClockTime | null {
  if (typeof raw === "number") {
    if (!Number.isInteger(raw) || raw < 0 || raw > 2400) return null;
    const h = Math.floor(raw / 100);
    const m = raw % 100;
    if (m >= 60 || (h === 24 && m !== 0)) return null;
    return { minutes: h * 60 + m, meridiem: false };
  }
  if (typeof raw !== "string") return null;
  const s = raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/(?<![a-z])([ap])\.? ?m\.?(?![a-z])/g, "$1m");
  if (s === "noon" || s === "midday") return { minutes: 720, meridiem: true };
  if (s === "midnight") return { minutes: 0, meridiem: true };
  const match = /^(\d{1,2})(?:[:.h]?(\d{2})(?::\d{2})?)? ?(am|pm|a|p)?$/.exec(s);
  if (!match) return null;
  let h = Number(match[1]);
  const m = match[2] === undefined ? 0 : Number(match[2]);
  const mer = match[3];
  if (m >= 60) return null;
  if (mer) {
    if (h < 1 || h > 12) return null;
    if (h === 12) h = 0;
    if (mer.startsWith("p")) h += 12;
    return { minutes: h * 60 + m, meridiem: true };
  }
  if (h > 24 || (h === 24 && m !== 0)) return null;
  return { minutes: h * 60 + m, meridiem: false, bare: match[2] === undefined };
}

/**
 * Turns an open/close pair into a period. close <= open runs overnight (close + 1440); equal times
 * mean a full 24 hours from `open`. Bare "9-5" style ranges without am/pm read the end as p.m.
 */
function makePeriod(day: number, open: ClockTime, close: ClockTime): OpeningPeriod | null {
  let start = open.minutes;
  let end = close.minutes;
  if (start >= DAY_MINUTES) return null; // "24:00" cannot open a day
  if (end <= start && open.bare && close.bare && end <= 720 && end + 720 > start && end !== 0) {
    end += 720; // "9-5" → 9:00–17:00; "22:00-06:00" stays overnight below
  }
  if (end <= start) end += DAY_MINUTES;
  if (start === 0 && end === 2 * DAY_MINUTES) end = DAY_MINUTES; // "0000"-"0000"
  if (end - start > DAY_MINUTES) return null;
  if (start < 0) start = 0;
  return { day, open: start, close: end };
}

const CLOSED_RE = /^(closed|close|none|off|n\/a|-)$|^closed\b/;
const ALL_DAY_RE = /\b24 ?(hours|hrs|hr|h)\b|24\/7|\bopen all day\b|\ball day\b|^24$/;

/** A day's plain-string value: "Closed", "24 hours", "9:00 AM - 5:00 PM", "9am–12pm, 1pm–6pm". */
function parseDayString(day: number, raw: string): OpeningPeriod[] {
  const s = raw
    .toLowerCase()
    .replace(/[\u2012\u2013\u2014\u2015\u2212\u2010\u2011]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(open|hours)\b:? ?/, "");
  if (s === "") return [];
  if (ALL_DAY_RE.test(s)) return [{ day, open: 0, close: DAY_MINUTES }];
  if (CLOSED_RE.test(s)) return [];
  const periods: OpeningPeriod[] = [];
  for (const part of s.split(/,|;| and | & |\|/)) {
    const bounds = part.split(/ ?- ?| to | until /);
    if (bounds.length !== 2) continue;
    const open = parseClock(bounds[0]);
    const close = parseClock(bounds[1]);
    if (!open || !close) continue;
    // "9-11am": a bare start borrows the end's meridiem when that keeps the range forward.
    let start = open;
    if (!open.meridiem && close.meridiem && open.minutes < 720) {
      const pm = close.minutes >= 720 ? open.minutes + 720 : open.minutes;
      if (pm < close.minutes) start = { minutes: pm, meridiem: true };
    }
    const period = makePeriod(day, start, close);
    if (period) periods.push(period);
  }
  return periods;
}

function dayFromValue(value: unknown): number | null {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 && value <= 6 ? value : null;
  if (typeof value === "string") {
    const key = value.trim().toLowerCase().replace(/\.$/, "");
    if (/^[0-6]$/.test(key)) return Number(key);
    return DAY_KEYS[key] ?? null;
  }
  return null;
}

function parseSpecArray(raw: unknown[]): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const day = dayFromValue(entry.day);
    if (day === null) continue;
    const open = parseClock(entry.start ?? entry.open);
    const closeRaw = entry.end ?? entry.close;
    // A start of midnight with no end is the common "open 24 hours" shorthand.
    if (open && open.minutes === 0 && (closeRaw === undefined || closeRaw === null || closeRaw === "")) {
      periods.push({ day, open: 0, close: DAY_MINUTES });
      continue;
    }
    const close = parseClock(closeRaw);
    if (!open || !close) continue;
    const period = makePeriod(day, open, close);
    if (period) periods.push(period);
  }
  return periods;
}

function parseDayMap(raw: Record<string, unknown>): OpeningPeriod[] {
  const periods: OpeningPeriod[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const day = dayFromValue(key);
    if (day === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (typeof v === "string") {
        periods.push(...parseDayString(day, v));
      } else if (isRecord(v)) {
        if (v.closed === true) continue;
        if (v.open24 === true || v.allDay === true) {
          periods.push({ day, open: 0, close: DAY_MINUTES });
          continue;
        }
        if (
          typeof v.open === "string" &&
          typeof v.close !== "string" &&
          ALL_DAY_RE.test(v.open.toLowerCase())
        ) {
          periods.push({ day, open: 0, close: DAY_MINUTES });
          continue;
        }
        const open = parseClock(v.open ?? v.start);
        const close = parseClock(v.close ?? v.end);
        if (!open || !close) continue;
        const period = makePeriod(day, open, close);
        if (period) periods.push(period);
      }
    }
  }
  return periods;
}

/** Sorts by day and opening time, and merges periods of the same day that overlap or touch. */
function normalize(periods: OpeningPeriod[]): WeeklyHours {
  const sorted = [...periods].sort((a, b) => a.day - b.day || a.open - b.open || a.close - b.close);
  const out: OpeningPeriod[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && last.day === p.day && p.open <= last.close) {
      last.close = Math.min(Math.max(last.close, p.close), last.open + DAY_MINUTES);
    } else {
      out.push({ ...p });
    }
  }
  return { periods: out };
}

/**
 * Parses either SPEC hours format (or an already-parsed WeeklyHours). Never throws: entries it
 * cannot read are skipped, and a day with no readable entry is closed.
 */
export function parseHours(raw: unknown): WeeklyHours {
  try {
    if (Array.isArray(raw)) return normalize(parseSpecArray(raw));
    if (isRecord(raw)) {
      if (Array.isArray(raw.periods)) {
        const periods = raw.periods.filter(
          (p): p is OpeningPeriod =>
            isRecord(p) &&
            typeof p.day === "number" &&
            dayFromValue(p.day) !== null &&
            typeof p.open === "number" &&
            typeof p.close === "number" &&
            p.open >= 0 &&
            p.open < DAY_MINUTES &&
            p.close > p.open &&
            p.close - p.open <= DAY_MINUTES,
        );
        return normalize(periods);
      }
      return normalize(parseDayMap(raw));
    }
  } catch {
    // fall through: garbage in, closed out
  }
  return { periods: [] };
}

function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}${String(m).padStart(2, "0")}`;
}

/** SPEC format a: { day, start: "HHMM", end: "HHMM" }; "2400" closes at midnight, end < start is overnight. */
export function toSpecHours(hours: WeeklyHours): SpecHoursEntry[] {
  return hours.periods.map((p) => ({
    day: p.day,
    start: hhmm(p.open),
    end: p.close === DAY_MINUTES ? "2400" : hhmm(p.close % DAY_MINUTES),
  }));
}

/** Open around the clock every day of the week (overnight periods count). */
export function is24x7(hours: WeeklyHours): boolean {
  const covered = new Uint8Array(WEEK_MINUTES);
  for (const p of hours.periods) {
    const base = p.day * DAY_MINUTES;
    for (let m = p.open; m < p.close; m++) covered[(base + m) % WEEK_MINUTES] = 1;
  }
  return covered.every((v) => v === 1);
}
