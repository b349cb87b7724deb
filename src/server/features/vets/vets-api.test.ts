import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SEARCH_RESULTS, SEARCH_PAGE_SIZE } from "../../../contract/clinics-constants";
import { loadWebBuild } from "../../http/pages";
import { createTestApp, type TestApp } from "../../testing/app";
import { seedSampleDirectory } from "./service";
import { createClinicStore } from "./store";

let t: TestApp;
let octet = 0;

const weekdays = { periods: [1, 2, 3, 4, 5].map((day) => ({ day, open: 8 * 60, close: 18 * 60 })) };
const allDay = { periods: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: 0, close: 1440 })) };

function clinic(
  id: string,
  name: string,
  city: string,
  state: string,
  zipCode: string,
  latitude: number,
  longitude: number,
  extra: object = {},
) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return {
    source: "test",
    sourceId: id,
    name,
    slug,
    address: "1 Test Street",
    city,
    citySlug: city.toLowerCase().replace(/ /g, "-"),
    state,
    stateSlug: state.toLowerCase(),
    zipCode,
    latitude,
    longitude,
    timeZone: state === "IL" || state === "TX" ? "America/Chicago" : "America/New_York",
    phone: "2125550142",
    website: null,
    rating: 4.5,
    reviewCount: 10,
    specialties: ["Surgery", "Dentistry", "Dermatology", "Oncology"],
    services: ["Vaccinations"],
    description: "A test clinic.",
    isEmergency: false,
    is24Hours: false,
    pricing: "$$",
    recentReviews: { rating: 4.6, count: 3 },
    hours: weekdays,
    ...extra,
  };
}

beforeAll(async () => {
  // With the web build: the clinic pages are tested here too.
  t = await createTestApp({}, { web: await loadWebBuild() });
  await createClinicStore(t.database.db).insertMany([
    clinic("1", "Loop Animal Hospital", "Chicago", "IL", "60601", 41.8858, -87.6181, { rating: 4.9 }),
    clinic("2", "Wicker Park Vet Care", "Chicago", "IL", "60622", 41.9088, -87.6796, { rating: 4.1 }),
    clinic("3", "Lakeview Pet Clinic", "Evanston", "IL", "60201", 42.0451, -87.6877),
    clinic("4", "Chelsea Paws Veterinary", "New York", "NY", "10001", 40.7506, -73.9972, {
      isEmergency: true,
      is24Hours: true,
      hours: allDay,
    }),
    clinic("5", "Harlem Animal Clinic", "New York", "NY", "10027", 40.8116, -73.9465),
    clinic("6", "South Congress Vet", "Austin", "TX", "78704", 30.2428, -97.7658),
    clinic("7", "Far Away Farm Vet", "Princeton", "NJ", "08540", 40.3573, -74.6672),
  ]);
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: `10.11.0.${++octet % 250}` });
const names = (res: { json(): { clinics: { name: string }[] } }) => res.json().clinics.map((c) => c.name);

describe("POST /api/search-vets", () => {
  it("reads a typo'd city ('chicgo') and lists what is within 25 miles, nearest first", async () => {
    const res = await post("/api/search-vets", { query: "chicgo" });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(["Loop Animal Hospital", "Wicker Park Vet Care", "Lakeview Pet Clinic"]);
    expect(res.json()).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 20,
      place: { label: "Chicago, IL", kind: "city" },
      nearest: false,
      capped: false,
    });
  });

  it("finds a clinic by (part of) its name, typos included", async () => {
    expect(names(await post("/api/search-vets", { query: "Harlem Animal" }))[0]).toBe("Harlem Animal Clinic");
    const typo = await post("/api/search-vets", { query: "Chelsae Paws" });
    expect(names(typo)).toEqual(["Chelsea Paws Veterinary"]);
    expect(typo.json().place).toBeNull();
  });

  it("searches 'City, ST' and a state", async () => {
    expect(names(await post("/api/search-vets", { query: "Austin, TX" }))).toEqual(["South Congress Vet"]);
    const illinois = await post("/api/search-vets", { query: "Illinois" });
    expect(names(illinois)).toEqual(["Loop Animal Hospital", "Lakeview Pet Clinic", "Wicker Park Vet Care"]);
    expect(illinois.json().place).toEqual({ label: "Illinois", kind: "state" });
  });

  it("searches around a ZIP within 25 miles, nearest first, with miles", async () => {
    const res = await post("/api/search-vets", { query: "10001" });
    expect(names(res)).toEqual(["Chelsea Paws Veterinary", "Harlem Animal Clinic"]);
    const [first, second] = res.json().clinics;
    expect(first.distance).toBeLessThan(0.5);
    expect(second.distance).toBeGreaterThan(3);
    expect(second.distance).toBeLessThan(6);
  });

  it("filters by a need and keeps the place ('emergency vet new york')", async () => {
    const res = await post("/api/search-vets", { query: "emergency vet new york" });
    expect(names(res)).toEqual(["Chelsea Paws Veterinary"]);
    expect(names(await post("/api/search-vets", { query: "24 hour vet nyc" }))).toEqual([
      "Chelsea Paws Veterinary",
    ]);
  });

  it("measures a name search from the searcher's position, and 'near me' from it", async () => {
    const loop = { latitude: 41.8858, longitude: -87.6181 };
    const named = await post("/api/search-vets", { query: "Loop Animal", ...loop });
    expect(named.json().clinics[0]).toMatchObject({ name: "Loop Animal Hospital", distance: 0 });
    const near = await post("/api/search-vets", { query: "vets near me", ...loop });
    expect(names(near)).toEqual(["Loop Animal Hospital", "Wicker Park Vet Care", "Lakeview Pet Clinic"]);
    expect(near.json().place).toEqual({ label: "your location", kind: "position" });
  });

  it("asks for a place when 'near me' comes without a position", async () => {
    const res = await post("/api/search-vets", { query: "emergency vet near me" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      "We can't tell where you are. Please add a city, state or ZIP code to the search.",
    );
  });

  it.each([
    [{ query: "   " }, "query", "Please enter a city, state, ZIP code or clinic name."],
    [{ query: "x".repeat(101) }, "query", "Please keep the search under 100 characters."],
    [{ query: "Chicago", latitude: 91, longitude: 0 }, "latitude", "We couldn't read your location."],
    [{ query: "Chicago", page: 51 }, "page", "A search lists at most 1,000 clinics."],
  ])("rejects %j with a message that names no field", async (payload, field, message) => {
    const res = await post("/api/search-vets", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().error.startsWith(`${field}:`)).toBe(false);
    expect(res.json().fields).toContain(field);
  });
});

describe("POST /api/nearby-vets", () => {
  it("answers clinics within 25 miles, nearest first", async () => {
    // Midtown Manhattan: Chelsea (~1 mi), Harlem (~4 mi); Princeton NJ is ~42 mi away.
    const res = await post("/api/nearby-vets", { latitude: 40.7549, longitude: -73.984, radius: 25 });
    expect(names(res)).toEqual(["Chelsea Paws Veterinary", "Harlem Animal Clinic"]);
    const distances = res.json().clinics.map((c: { distance: number }) => c.distance);
    expect(distances[0]).toBeGreaterThan(0.5);
    expect(distances[0]).toBeLessThan(1.5);
  });

  it("includes a clinic just inside the radius and leaves one just outside", async () => {
    const from = { latitude: 41.8858, longitude: -87.6181 };
    const all = (await post("/api/nearby-vets", { ...from, radius: 25 })).json().clinics;
    const evanston = all.find((c: { name: string }) => c.name === "Lakeview Pet Clinic").distance;
    // Evanston is about 11.6 miles north of the Loop clinic.
    expect(evanston).toBeGreaterThan(11);
    expect(evanston).toBeLessThan(12);
    expect(names(await post("/api/nearby-vets", { ...from, radius: evanston + 0.1 }))).toContain(
      "Lakeview Pet Clinic",
    );
    expect(names(await post("/api/nearby-vets", { ...from, radius: evanston - 0.1 }))).not.toContain(
      "Lakeview Pet Clinic",
    );
  });

  it("validates the position", async () => {
    const res = await post("/api/nearby-vets", { latitude: 10, longitude: 200 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.stringContaining("couldn't read your location"),
      fields: ["longitude"],
    });
  });
});

describe("clinic pages data", () => {
  it("answers a clinic by state, city and slug, with SPEC hours, and 404 when unknown", async () => {
    const res = await t.app.inject("/api/clinic/ny/new-york/chelsea-paws-veterinary");
    expect(res.statusCode).toBe(200);
    const { clinic } = res.json();
    expect(clinic).toMatchObject({
      name: "Chelsea Paws Veterinary",
      is24Hours: true,
      isSample: false,
      zipCode: "10001",
    });
    expect(clinic.hours).toHaveLength(7);
    expect(res.headers["cache-control"]).toBe("public, max-age=600");
    const missing = await t.app.inject("/api/clinic/ny/new-york/no-such-clinic");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Clinic not found");
  });

  it("counts clinics and says whether any sample clinics are shown", async () => {
    expect((await t.app.inject("/api/clinic-count")).json()).toEqual({ count: 7, sample: false });
  });

  it("lists real clinic pages in the sitemap and keeps /admin out of robots", async () => {
    const sitemap = await t.app.inject("/sitemap.xml");
    expect(sitemap.body).toContain(
      "<loc>http://localhost:3000/vet-finder/ny/new-york/chelsea-paws-veterinary</loc>",
    );
    expect(sitemap.body).toContain("<loc>http://localhost:3000/pet-names</loc>");
    const robots = await t.app.inject("/robots.txt");
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("clinic pages", () => {
  const PAGE = "/vet-finder/ny/new-york/chelsea-paws-veterinary";
  const page = (url: string) =>
    t.app.inject({ method: "GET", url, remoteAddress: `10.12.0.${++octet % 250}` });

  it("renders a clinic at its slug address, with its name in the page", async () => {
    const res = await page(PAGE);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Chelsea Paws Veterinary");
  });

  it("moves the id form of the address (SPEC §1) and other spellings to the slug page", async () => {
    const { clinic } = (await page("/api/clinic/ny/new-york/chelsea-paws-veterinary")).json();
    for (const url of [
      `/vet-finder/ny/new-york/${clinic.id}`,
      `/vet-finder/tx/austin/${clinic.id}`,
      "/vet-finder/NY/New-York/Chelsea-Paws-Veterinary",
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(PAGE);
    }
  });

  it("answers 404 for an id or slug that names no clinic", async () => {
    for (const url of [
      "/vet-finder/ny/new-york/00000000-0000-4000-8000-000000000000",
      "/vet-finder/ny/new-york/no-such-clinic",
    ]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });
});

describe("searching the sample directory (every place query of issue 13)", () => {
  let sample: TestApp;
  beforeAll(async () => {
    sample = await createTestApp();
    await seedSampleDirectory(createClinicStore(sample.database.db));
  });
  afterAll(() => sample.close());

  type Found = {
    clinics: { id: string; name: string; city: string; state: string; zipCode: string; distance?: number }[];
    total: number;
    place: { label: string } | null;
    nearest: boolean;
    capped: boolean;
  };
  const search = async (query: string, page = 1): Promise<Found> => {
    const res = await sample.app.inject({
      method: "POST",
      url: "/api/search-vets",
      payload: { query, page },
      remoteAddress: `10.13.${++octet % 250}.1`,
    });
    expect(res.statusCode, query).toBe(200);
    return res.json();
  };

  it.each([
    ["emergency vet chicago", "Chicago, IL", "Chicago", "IL"],
    ["animal hospital austin", "Austin, TX", "Austin", "TX"],
    ["cat clinic in austin", "Austin, TX", "Austin", "TX"],
    ["NYC", "New York, NY", "New York", "NY"],
    ["LA", "Los Angeles, CA", "Los Angeles", "CA"],
    ["pheonix", "Phoenix, AZ", "Phoenix", "AZ"],
    ["chicgo", "Chicago, IL", "Chicago", "IL"],
    ["Austin TX", "Austin, TX", "Austin", "TX"],
    ["Baton Rouge, LA", "Baton Rouge, LA", "New Orleans", "LA"],
  ])("%s: read as %s, top results in %s, %s", async (query, label, city, state) => {
    const found = await search(query);
    expect(found.place?.label).toBe(label);
    expect(found.clinics.length).toBeGreaterThan(0);
    for (const clinic of found.clinics.slice(0, 10))
      expect(`${clinic.city}, ${clinic.state}`).toBe(`${city}, ${state}`);
  });

  it("leaves the fictional sample clinics out of the sitemap", async () => {
    expect((await search("Austin, TX")).clinics.length).toBeGreaterThan(0);
    const sitemap = (await sample.app.inject("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/vet-finder</loc>");
    expect(sitemap).not.toContain("/vet-finder/");
  });

  it("filters 'emergency vet chicago' to emergency clinics, nearest first", async () => {
    const res = await sample.app.inject({
      method: "POST",
      url: "/api/search-vets",
      payload: { query: "emergency vet chicago" },
      remoteAddress: "10.14.0.1",
    });
    const clinics = res.json().clinics as { isEmergency: boolean; distance: number }[];
    expect(clinics.every((c) => c.isEmergency)).toBe(true);
    const miles = clinics.map((c) => c.distance);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(miles.at(-1)).toBeLessThanOrEqual(25);
  });

  it.each([
    ["Brooklyn", /^112/],
    ["Queens", /^11[0-6]/],
    ["Manhattan", /^10[0-2]/],
  ])("%s finds the borough's clinics (ZIP %s) first", async (query, zip) => {
    const found = await search(query);
    expect(found.place?.label).toBe(`${query}, NY`);
    expect(found.total).toBeGreaterThan(20);
    for (const clinic of found.clinics.slice(0, 5)) expect(clinic.zipCode).toMatch(zip);
  });

  it.each(["Beverly Hills", "Santa Monica"])("%s finds the Los Angeles clinics around it", async (query) => {
    const found = await search(query);
    expect(found.place?.label).toBe(`${query}, CA`);
    expect(found.nearest).toBe(false);
    expect(found.clinics[0]).toMatchObject({ city: "Los Angeles", state: "CA" });
    expect(found.clinics[0]!.distance).toBeLessThan(5);
  });

  it("offers the nearest clinics, with their distance, for a place with none within 25 miles", async () => {
    const found = await search("Bozeman MT");
    expect(found).toMatchObject({ place: { label: "Bozeman, MT" }, nearest: true, capped: false });
    expect(found.clinics).toHaveLength(10);
    expect(found.total).toBe(10);
    const miles = found.clinics.map((c) => c.distance!);
    expect(miles[0]).toBeGreaterThan(25);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect((await search("Bozeman MT", 2)).clinics).toEqual([]);
  });

  it("pages through every result exactly once, and the count agrees", async () => {
    const first = await search("New York");
    expect(first.total).toBeGreaterThan(SEARCH_PAGE_SIZE * 3);
    const ids: string[] = [];
    const pages = Math.ceil(first.total / SEARCH_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) {
      const found = await search("New York", page);
      expect(found.total).toBe(first.total);
      ids.push(...found.clinics.map((c) => c.id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
    expect((await search("New York", pages + 1)).clinics).toEqual([]);
  });

  it("caps a search with no place at 1,000 clinics, best rated first, and says so", async () => {
    const found = await search("vet");
    expect(found).toMatchObject({ total: MAX_SEARCH_RESULTS, capped: true, place: null });
    const last = await search("vet", MAX_SEARCH_RESULTS / SEARCH_PAGE_SIZE);
    expect(last.clinics).toHaveLength(SEARCH_PAGE_SIZE);
  });
});
