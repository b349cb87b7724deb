import type { Clinic } from "./clinics";

export const DAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
type Entry = Clinic["hours"][number];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));

function formatter(timeZone: string): Intl.DateTimeFormat {
  const options = { weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  try {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }); // an unknown zone
  }
}

/** The weekday (0 = Sunday) and minute of the day at `at` in a time zone (UTC when the zone is unknown). */
export function localTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = formatter(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** Open at `at` in the clinic's own time zone; a range ending at or before its start runs past midnight. */
export function isOpenNow(hours: Entry[], timeZone: string, at = new Date()): boolean {
  if (Number.isNaN(at.getTime())) return false;
  const { day, minute } = localTime(at, timeZone);
  return hours.some((entry) => {
    const start = minutes(entry.start);
    const end = minutes(entry.end);
    const overnight = end <= start;
    if (entry.day === day) return minute >= start && (overnight || minute < end);
    return overnight && entry.day === (day + 6) % 7 && minute < end;
  });
}

function clock(hhmm: string): string {
  const total = minutes(hhmm) % 1440;
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM – 5:30 PM", "Open 24 hours" or "Closed" for one weekday. */
export function dayHoursText(hours: Entry[], day: number): string {
  const entries = hours.filter((h) => h.day === day);
  if (entries.length === 0) return "Closed";
  if (entries.some((h) => h.start === "0000" && (h.end === "2400" || h.end === "2359")))
    return "Open 24 hours";
  return entries.map((h) => `${clock(h.start)} – ${clock(h.end)}`).join(", ");
}

const hhColonMm = (m: number) =>
  m >= 1440 ? "23:59" : `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** schema.org OpeningHoursSpecification: a whole day is 00:00–23:59; an overnight range splits at midnight. */
export function openingHoursSpecification(hours: Entry[]) {
  const spec = (day: number, opens: number, closes: number) => ({
    "@type": "OpeningHoursSpecification" as const,
    dayOfWeek: `https://schema.org/${DAY_NAMES[day % 7]}`,
    opens: hhColonMm(opens),
    closes: hhColonMm(closes),
  });
  return hours.flatMap((entry) => {
    const start = minutes(entry.start);
    const end = minutes(entry.end);
    return end <= start
      ? [spec(entry.day, start, 1440), spec(entry.day + 1, 0, end)]
      : [spec(entry.day, start, end)];
  });
}

/** (212) 555-0142 from 10 digits; anything else as given. */
export function formatPhone(phone: string | null): string {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : (phone ?? "");
}

export function clinicPath(clinic: Pick<Clinic, "stateSlug" | "citySlug" | "slug">): string {
  return `/vet-finder/${clinic.stateSlug}/${clinic.citySlug}/${clinic.slug}`;
}
