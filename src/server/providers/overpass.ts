/** OpenStreetMap through an Overpass API endpoint: veterinary places in a city. */

export interface OsmElement {
  type: "node" | "way" | "relation";
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

export function createOverpassClient(config: { url: string; timeoutMs?: number }) {
  return {
    async veterinaryIn(city: string, stateName: string): Promise<OsmElement[]> {
      const quote = (s: string) => s.replace(/["\\]/g, "");
      const query = `[out:json][timeout:60];
area["name"="${quote(stateName)}"]["admin_level"="4"]->.s;
area["name"="${quote(city)}"](area.s)->.c;
nwr["amenity"="veterinary"](area.c);
out center tags;`;
      const response = await fetch(config.url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ data: query }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 90_000),
      });
      if (!response.ok) throw new Error(`Overpass answered ${response.status}`);
      const body = (await response.json()) as { elements?: OsmElement[] };
      return body.elements ?? [];
    },
  };
}

export type OverpassClient = ReturnType<typeof createOverpassClient>;
