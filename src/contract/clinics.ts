import { z } from "zod";

import { MAX_SEARCH_RESULTS, SEARCH_PAGE_SIZE, VET_RADIUS_MILES } from "./clinics-constants";

/** Coordinates to a micro-degree (10 cm): PostgreSQL refuses subnormal doubles such as 5e-324. */
const microDegrees = (value: number) => Math.round(value * 1e6) / 1e6;
/** Coordinates come from the browser's location: a person can only act by searching another way. */
const BAD_LOCATION = "We couldn't read your location. Please search by city or ZIP code instead.";
const latitude = z.number(BAD_LOCATION).min(-90, BAD_LOCATION).max(90, BAD_LOCATION).transform(microDegrees);
const longitude = z
  .number(BAD_LOCATION)
  .min(-180, BAD_LOCATION)
  .max(180, BAD_LOCATION)
  .transform(microDegrees);
const radius = z
  .number()
  .positive()
  .max(100)
  .transform((miles) => Math.max(0.01, Math.round(miles * 100) / 100));

export const hoursEntry = z.object({
  day: z.number().int().min(0).max(6),
  start: z.string(),
  end: z.string(),
});

export const clinic = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  citySlug: z.string(),
  stateSlug: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  specialties: z.array(z.string()),
  services: z.array(z.string()),
  description: z.string().nullable(),
  isEmergency: z.boolean(),
  is24Hours: z.boolean(),
  /** Miles from the searcher's position, when one was given. */
  distance: z.number().optional(),
  pricing: z.union([z.string(), z.object({ display: z.string() })]).nullable(),
  recentReviews: z.object({ rating: z.number(), count: z.number() }).nullable(),
  /** SPEC hours format: day number (0 = Sunday) with HHMM times; a missing day is closed. */
  hours: z.array(hoursEntry),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  /** From the built-in sample directory: fictional, and said so. */
  isSample: z.boolean(),
  fetchedAt: z.string(),
});
export type Clinic = z.infer<typeof clinic>;

/** `sample`: some clinics shown are from the fictional sample directory. */
export const clinicCountResponse = z.object({ count: z.number().int().min(0), sample: z.boolean() });
export type ClinicCountResponse = z.infer<typeof clinicCountResponse>;

export const searchVetsRequest = z.object({
  query: z
    .string({ error: "Please enter a city, state, ZIP code or clinic name." })
    .trim()
    .min(1, "Please enter a city, state, ZIP code or clinic name.")
    .max(100, "Please keep the search under 100 characters."),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  radius: radius.optional(),
  page: z
    .number()
    .int()
    .min(1)
    .max(
      MAX_SEARCH_RESULTS / SEARCH_PAGE_SIZE,
      `A search lists at most ${MAX_SEARCH_RESULTS.toLocaleString("en-US")} clinics. Please narrow it with a city, ZIP code or clinic name.`,
    )
    .default(1),
});
export type SearchVetsRequest = z.input<typeof searchVetsRequest>;

export const nearbyVetsRequest = z.object({
  latitude,
  longitude,
  radius: radius.default(VET_RADIUS_MILES),
});

/** The place a search was read as. */
export const searchPlace = z.object({
  /** "Chicago, IL", "Brooklyn, NY", "New York, NY 10001", "Texas", "your location". */
  label: z.string(),
  kind: z.enum(["city", "zip", "state", "position"]),
});
export type SearchPlace = z.infer<typeof searchPlace>;

export const clinicsResponse = z.object({
  clinics: z.array(clinic),
  /** Every clinic found, across pages; at most MAX_SEARCH_RESULTS (see `capped`). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Null for a search by clinic name. */
  place: searchPlace.nullable(),
  /** No clinic is within the radius of the place: these are the nearest ones, with their distance. */
  nearest: z.boolean(),
  /** More than MAX_SEARCH_RESULTS clinics matched; `total` counts the ones listed. */
  capped: z.boolean(),
});
export type ClinicsResponse = z.infer<typeof clinicsResponse>;

export const clinicResponse = z.object({ clinic });
