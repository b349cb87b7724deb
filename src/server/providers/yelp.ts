/** Yelp Fusion: business search by city and category, and details for opening hours. */

export interface YelpBusiness {
  id: string;
  name: string;
  rating?: number;
  review_count?: number;
  phone?: string;
  price?: string;
  location?: { address1?: string | null; city?: string; zip_code?: string; state?: string };
  coordinates?: { latitude?: number; longitude?: number };
  categories?: { title: string }[];
  /** Details only; day 0 is Monday. */
  hours?: { open: { day: number; start: string; end: string; is_overnight?: boolean }[] }[];
}

export class YelpError extends Error {
  override name = "YelpError";
}

export function createYelpClient(config: { apiKey: string; baseUrl: string; timeoutMs?: number }) {
  const base = config.baseUrl.replace(/\/+$/, "");
  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${config.apiKey}`, accept: "application/json" },
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new YelpError(`Yelp answered ${response.status} for ${path.split("?")[0]}`);
    return (await response.json()) as T;
  }
  return {
    search: (location: string, offset: number, limit = 50) =>
      get<{ businesses: YelpBusiness[]; total: number }>(
        `/v3/businesses/search?location=${encodeURIComponent(location)}&categories=vet&limit=${limit}&offset=${offset}`,
      ),
    details: (id: string) => get<YelpBusiness>(`/v3/businesses/${encodeURIComponent(id)}`),
  };
}

export type YelpClient = ReturnType<typeof createYelpClient>;
