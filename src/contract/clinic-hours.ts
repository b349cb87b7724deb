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

/** The weekday (0 = Sunday) and minute of the day at `at` in a time zone. */
export function localTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { day, minute: Number(get("hour")) * 60 + Number(get("minute")) };
}

/** Open at `at` in the clinic's own time zone; a range ending at or before its start runs past midnight. */
export function isOpenNow(hours: Entry[], timeZone: string, at = new Date()): boolean {
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
