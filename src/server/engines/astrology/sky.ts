import * as Astronomy from "astronomy-engine";
import {
  CHINESE_ANIMALS,
  type ChineseAnimal,
  type Element,
  type Modality,
  SIGNS,
  type Sign,
} from "./text-types";

export const BODIES = ["Sun", "Moon", "Mercury", "Venus", "Mars"] as const;
export type BodyName = (typeof BODIES)[number];

export interface Placement {
  body: BodyName;
  /** Sign at the start of the birth day. */
  sign: Sign;
  /** Set when the body moved into another sign during the day (the birth time is unknown). */
  changesTo?: Sign;
  /** Moving backwards along the ecliptic that day (never for the Sun and Moon). */
  retrograde: boolean;
}

export interface BirthSky {
  placements: Placement[];
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  chinese: { animal: ChineseAnimal; element: ChineseElement; newYear: string };
}

export type ChineseElement = "Wood" | "Fire" | "Earth" | "Metal" | "Water";

export const SIGN_ELEMENT: Record<Sign, Element> = {
  Aries: "fire",
  Leo: "fire",
  Sagittarius: "fire",
  Taurus: "earth",
  Virgo: "earth",
  Capricorn: "earth",
  Gemini: "air",
  Libra: "air",
  Aquarius: "air",
  Cancer: "water",
  Scorpio: "water",
  Pisces: "water",
};
export const SIGN_MODALITY: Record<Sign, Modality> = {
  Aries: "cardinal",
  Cancer: "cardinal",
  Libra: "cardinal",
  Capricorn: "cardinal",
  Taurus: "fixed",
  Leo: "fixed",
  Scorpio: "fixed",
  Aquarius: "fixed",
  Gemini: "mutable",
  Virgo: "mutable",
  Sagittarius: "mutable",
  Pisces: "mutable",
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/**
 * The birth day runs from midnight to midnight in America/Chicago, daylight saving included (a day
 * of 23 or 25 hours when the clocks change): our users are in the US and the birth time is unknown,
 * so a body that changes sign within the day is reported as such.
 */
const BIRTH_TIME_ZONE = "America/Chicago";
const zoneOffset = new Intl.DateTimeFormat("en-US", {
  timeZone: BIRTH_TIME_ZONE,
  timeZoneName: "longOffset",
});

/** How far the birth time zone is behind UTC at an instant ("GMT-05:00" → 5 hours). */
function hoursBehindUtc(instant: number): number {
  const name = zoneOffset.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name)!;
  return (sign === "-" ? 1 : -1) * (Number(hours) + Number(minutes) / 60);
}

/**
 * The instant a calendar day begins in the birth time zone. Its offset is read at 06:00 UTC, which is
 * midnight or 1 a.m. there: before the clocks change, at 2 a.m., on the days they do.
 */
function dayStart(y: number, m: number, d: number): number {
  const utcMidnight = Date.UTC(y, m - 1, d);
  return utcMidnight + hoursBehindUtc(utcMidnight + 6 * HOUR) * HOUR;
}

/** China Standard Time, in which the lunar calendar's days are counted. */
const CHINA_OFFSET = 8 * HOUR;

function longitude(body: BodyName, date: Date): number {
  if (body === "Sun") return Astronomy.SunPosition(date).elon;
  if (body === "Moon") return Astronomy.EclipticGeoMoon(date).lon;
  return Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body[body], date, true)).elon;
}

const signOf = (lon: number): Sign => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)]!;

/** Parses "YYYY-MM-DD" into UTC parts; the caller validated it. */
function dateParts(birthDate: string): [number, number, number] {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

function placement(body: BodyName, start: Date, end: Date): Placement {
  const from = longitude(body, start);
  const to = longitude(body, end);
  const motion = ((to - from + 540) % 360) - 180;
  const sign = signOf(from);
  const endSign = signOf(to);
  return {
    body,
    sign,
    ...(endSign !== sign ? { changesTo: endSign } : {}),
    retrograde: body !== "Sun" && body !== "Moon" && motion < 0,
  };
}

/** The China-time calendar date (as a UTC midnight) of an instant. */
function chinaDay(time: Date): number {
  const shifted = time.getTime() + CHINA_OFFSET;
  return shifted - (((shifted % DAY) + DAY) % DAY);
}

const cache = new Map<number, number>();

/**
 * Lunar New Year of a Gregorian year, as a UTC-midnight timestamp of its China date: the second new
 * moon after the day of the December solstice. (This common rule misses years after a leap 11th or
 * 12th month; the first such year since 1900 is 2034, and birth dates are never in the future.)
 */
export function lunarNewYear(year: number): number {
  const known = cache.get(year);
  if (known !== undefined) return known;
  const solstice = Astronomy.Seasons(year - 1).dec_solstice.date;
  const afterSolsticeDay = new Date(chinaDay(solstice) + DAY - CHINA_OFFSET);
  const month12 = Astronomy.SearchMoonPhase(0, afterSolsticeDay, 40)!;
  const month1 = Astronomy.SearchMoonPhase(0, new Date(month12.date.getTime() + DAY), 40)!;
  const result = chinaDay(month1.date);
  cache.set(year, result);
  return result;
}

const CHINESE_ELEMENTS: ChineseElement[] = [
  "Metal",
  "Metal",
  "Water",
  "Water",
  "Wood",
  "Wood",
  "Fire",
  "Fire",
  "Earth",
  "Earth",
];

export function chineseZodiac(birthDate: string): BirthSky["chinese"] {
  const [y, m, d] = dateParts(birthDate);
  const born = Date.UTC(y, m - 1, d);
  const thisNewYear = lunarNewYear(y);
  const lunarYear = born >= thisNewYear ? y : y - 1;
  const newYear = born >= thisNewYear ? thisNewYear : lunarNewYear(y - 1);
  return {
    animal: CHINESE_ANIMALS[(((lunarYear - 4) % 12) + 12) % 12]!,
    element: CHINESE_ELEMENTS[((lunarYear % 10) + 10) % 10]!,
    newYear: new Date(newYear).toISOString().slice(0, 10),
  };
}

/** The birth day's first and last millisecond in the birth time zone. */
export function birthDay(birthDate: string): { start: Date; end: Date } {
  const [y, m, d] = dateParts(birthDate);
  return { start: new Date(dayStart(y, m, d)), end: new Date(dayStart(y, m, d + 1) - 1) };
}

/** Tropical signs of the Sun, Moon, Mercury, Venus and Mars over the birth day, and their balance. */
export function birthSky(birthDate: string): BirthSky {
  const { start, end } = birthDay(birthDate);
  const placements = BODIES.map((body) => placement(body, start, end));
  const elements: Record<Element, number> = { fire: 0, earth: 0, air: 0, water: 0 };
  const modalities: Record<Modality, number> = { cardinal: 0, fixed: 0, mutable: 0 };
  for (const p of placements) {
    elements[SIGN_ELEMENT[p.sign]]++;
    modalities[SIGN_MODALITY[p.sign]]++;
  }
  return { placements, elements, modalities, chinese: chineseZodiac(birthDate) };
}
