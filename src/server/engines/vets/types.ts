/** Shapes shared by the vet directory's engines (hours, sample directory) and the vets feature. */

/** One opening period; minutes from the start of `day` (0 = Sunday). `close` may exceed 1440 for overnight. */
export interface OpeningPeriod {
  day: number;
  open: number;
  close: number;
}

/** The one internal form of opening hours. A day without periods is closed. */
export interface WeeklyHours {
  periods: OpeningPeriod[];
}

/** SPEC's first hours format: day number with HHMM times ({ day: 1, start: "0900", end: "1730" }). */
export interface SpecHoursEntry {
  day: number;
  start: string;
  end: string;
}

/** SPEC's second hours format: a map by day name with open/close or a plain string ("Closed", "24 hours", "9:00 AM - 5:00 PM"). */
export type DayNameHours = Record<string, { open: string; close: string } | string>;

export interface ClinicSeed {
  /** Stable id within its source, e.g. "sample-000123". */
  sourceId: string;
  source: "sample";
  name: string;
  slug: string;
  address: string;
  city: string;
  citySlug: string;
  /** Two-letter code, e.g. "NY". */
  state: string;
  stateSlug: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone of the clinic, e.g. "America/Chicago". */
  timeZone: string;
  /** Only in the fictional 555-0100…555-0199 range, as 10 digits, e.g. "2125550142". */
  phone: string;
  /** Only on reserved example domains (example.com / .org / .net), or null. */
  website: string | null;
  rating: number;
  reviewCount: number;
  specialties: string[];
  services: string[];
  description: string;
  isEmergency: boolean;
  is24Hours: boolean;
  /** "$", "$$", "$$$" or an object with display text. */
  pricing: string | { display: string };
  recentReviews: { rating: number; count: number };
  /** As the source gave them: either SPEC format. Parsed with parseHours. */
  hours: SpecHoursEntry[] | DayNameHours;
}
