import { describe, expect, it } from "vitest";
import { placeIndex } from "./place-index";
import { readSearch } from "./read-search";

const read = (query: string) => readSearch(query, placeIndex());
const placeOf = (query: string) => read(query).place?.label;

describe("the place in a search (every query of issue 13)", () => {
  it.each([
    ["emergency vet chicago", "Chicago, IL"],
    ["animal hospital austin", "Austin, TX"],
    ["cat clinic in austin", "Austin, TX"],
    ["Brooklyn", "Brooklyn, NY"],
    ["Queens", "Queens, NY"],
    ["Manhattan", "Manhattan, NY"],
    ["NYC", "New York, NY"],
    ["Beverly Hills", "Beverly Hills, CA"],
    ["Santa Monica", "Santa Monica, CA"],
    ["LA", "Los Angeles, CA"],
    ["Bozeman MT", "Bozeman, MT"],
    ["pheonix", "Phoenix, AZ"],
    ["chicgo", "Chicago, IL"],
    ["Austin, TX", "Austin, TX"],
    ["Austin TX", "Austin, TX"],
    ["austin, texas", "Austin, TX"],
    ["Baton Rouge, LA", "Baton Rouge, LA"],
    ["Baton Rouge LA", "Baton Rouge, LA"],
    ["Louisiana", "Louisiana"],
    ["10001", "New York, NY 10001"],
    ["10001-1234", "New York, NY 10001"],
    ["Texas", "Texas"],
  ])("%s → %s", (query, label) => {
    expect(placeOf(query)).toBe(label);
  });
});

describe("more places as people type them", () => {
  it.each([
    ["New York", "New York, NY"],
    ["New York, NY", "New York, NY"],
    ["Philly", "Philadelphia, PA"],
    ["SF", "San Francisco, CA"],
    ["DC", "Washington, DC"],
    ["Washington DC", "Washington, DC"],
    ["Vegas", "Las Vegas, NV"],
    ["NOLA", "New Orleans, LA"],
    ["ATL", "Atlanta, GA"],
    ["Chi-town", "Chicago, IL"],
    ["Staten Island", "Staten Island, NY"],
    ["the Bronx", "The Bronx, NY"],
    ["Bronx", "The Bronx, NY"],
    ["Harlem", "Harlem, NY"],
    ["Flushing", "Flushing, NY"],
    ["vets in la", "Los Angeles, CA"],
    ["Los Angeles", "Los Angeles, CA"],
    ["los angelas", "Los Angeles, CA"],
    ["philadelpia", "Philadelphia, PA"],
    ["Portland", "Portland, OR"],
    ["Portland ME", "Portland, ME"],
    ["portland or", "Portland, OR"],
    ["Kansas City", "Kansas City, MO"],
    ["Saint Louis", "St. Louis, MO"],
    ["st louis", "St. Louis, MO"],
    ["Springfield IL", "Springfield, IL"],
    ["Manhattan KS", "Manhattan, KS"],
    ["austin in texas", "Austin, TX"],
    ["vets in Indiana", "Indiana"],
    ["Washington", "Washington"],
    ["tx", "Texas"],
    ["ny", "New York"],
    ["californa", "California"],
    ["Chicago IL 60601", "Chicago, IL 60601"],
    ["dog vet 90210", "Beverly Hills, CA 90210"],
  ])("%s → %s", (query, label) => {
    expect(placeOf(query)).toBe(label);
  });

  it("measures from the place's centre", () => {
    const brooklyn = read("Brooklyn").place!;
    expect(brooklyn.latitude).toBeCloseTo(40.65, 1);
    expect(brooklyn.longitude).toBeCloseTo(-73.95, 1);
    expect(read("10001").place).toMatchObject({ kind: "zip", state: "NY" });
    expect(read("Texas").place).toMatchObject({ kind: "state", state: "TX" });
  });
});

describe("what is left of the search", () => {
  it("reads needs and leaves filler aside", () => {
    expect(read("emergency vet chicago")).toMatchObject({
      needs: [{ kind: "emergency" }],
      nameWords: [],
      nearMe: false,
    });
    expect(read("cat clinic in austin").needs).toEqual([{ kind: "cats" }]);
    expect(read("24 hour animal hospital houston")).toMatchObject({
      place: { label: "Houston, TX" },
      needs: [{ kind: "open-24-hours" }],
      nameWords: [],
    });
    expect(
      read("24/7 emergency vet")
        .needs.map((n) => n.kind)
        .sort(),
    ).toEqual(["emergency", "open-24-hours"]);
    expect(read("exotic vet miami").needs).toEqual([
      { kind: "offers", specialties: ["Exotic Pets", "Avian"], services: [] },
    ]);
  });

  it("tells a certain place from a town name that may be part of a clinic's name", () => {
    for (const query of ["Bozeman MT", "10001", "Texas", "NYC", "austin, texas"]) {
      expect(read(query).placeCertain, query).toBe(true);
    }
    for (const query of ["Chelsea Paws", "Loop Animal", "Austin"])
      expect(read(query).placeCertain, query).toBe(false);
  });

  it("keeps words that may name a clinic, with and without a place", () => {
    expect(read("banfield austin")).toMatchObject({
      place: { label: "Austin, TX" },
      nameWords: ["banfield"],
    });
    expect(read("Chelsae Paws")).toMatchObject({ place: null, nameWords: ["chelsae", "paws"] });
    expect(read("Loop Animal Hospital").textWords).toEqual(["loop"]);
  });

  it("finds nothing to filter on in a search made only of filler", () => {
    expect(read("animal hospital")).toMatchObject({ place: null, needs: [], nameWords: [], textWords: [] });
  });

  it("notices 'near me'", () => {
    expect(read("vets near me")).toMatchObject({ place: null, nearMe: true, nameWords: [] });
    expect(read("emergency vet nearby")).toMatchObject({ place: null, nearMe: true });
  });
});

it("builds the index in well under a second", () => {
  const start = performance.now();
  placeIndex();
  expect(performance.now() - start).toBeLessThan(1000);
});
