// The vet finder's radius, paging and quick searches, free of zod so the browser can import them without it.

export const VET_RADIUS_MILES = 25;
export const SEARCH_PAGE_SIZE = 20;
/** A search lists at most this many clinics (a place, a need or a name narrows it further). */
export const MAX_SEARCH_RESULTS = 1000;
export const QUICK_SEARCHES = ["New York", "Los Angeles", "Chicago", "Phoenix", "Houston", "Miami"] as const;

/** SPEC §2 Admin import: the five target cities of the Yelp import. */
export const YELP_CITIES = [
  { city: "Los Angeles", state: "CA" },
  { city: "New York", state: "NY" },
  { city: "Chicago", state: "IL" },
  { city: "Houston", state: "TX" },
  { city: "Phoenix", state: "AZ" },
] as const;
