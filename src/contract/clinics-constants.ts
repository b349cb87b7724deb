// The vet finder's radius, paging and quick searches, free of zod so the browser can import them without it.

export const VET_RADIUS_MILES = 25;
export const SEARCH_PAGE_SIZE = 20;
/** A search lists at most this many clinics (a place, a need or a name narrows it further). */
export const MAX_SEARCH_RESULTS = 1000;
export const QUICK_SEARCHES = ["New York", "Los Angeles", "Chicago", "Phoenix", "Houston", "Miami"] as const;
