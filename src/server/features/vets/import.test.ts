import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../db/client";
import { parseOsmOpeningHours } from "../../engines/vets/osm";
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from "../../testing/app";
import { createImportService } from "./import-service";
import { createClinicStore } from "./store";

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

/** One local server speaking both Yelp Fusion and Overpass, with fixture answers. */
async function startStub() {
  const calls: string[] = [];
  const server: Server = createServer(async (request, response) => {
    calls.push(`${request.method} ${request.url}`);
    const json = (body: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.headers.authorization !== "Bearer yelp-key" && request.url?.startsWith("/v3/"))
      return response.writeHead(401).end();
    const url = new URL(request.url ?? "/", "http://stub");
    if (url.pathname === "/v3/businesses/search") {
      const location = url.searchParams.get("location") ?? "";
      const [city, state] = location.split(", ");
      return json({
        total: 1,
        businesses: [
          {
            id: `yelp-${state}`,
            name: `${city} Animal Emergency Center`,
            rating: 4.5,
            review_count: 120,
            phone: "+13125550123",
            price: "$$",
            location: {
              address1: "100 Main St",
              city,
              zip_code: { CA: "90012", NY: "10001", IL: "60601", TX: "77002", AZ: "85004" }[state!],
              state,
            },
            coordinates: { latitude: 34 + Math.random() * 0.01, longitude: -100 },
            categories: [{ title: "Veterinarians" }, { title: "Emergency Pet Hospital" }],
          },
        ],
      });
    }
    if (url.pathname.startsWith("/v3/businesses/")) {
      return json({
        hours: [
          {
            open: [0, 1, 2, 3, 4, 5, 6].map((day) => ({
              day,
              start: "0000",
              end: "0000",
              is_overnight: true,
            })),
          },
        ],
      });
    }
    if (url.pathname === "/api/interpreter") {
      let body = "";
      for await (const chunk of request) body += chunk;
      calls.push(decodeURIComponent(body));
      return json({
        elements: [
          {
            type: "node",
            id: 11,
            lat: 30.2672,
            lon: -97.7431,
            tags: {
              amenity: "veterinary",
              name: "Barton Springs Vet",
              "addr:housenumber": "12",
              "addr:street": "Lamar Blvd",
              "addr:postcode": "78704",
              phone: "+1 512 555 0100",
              opening_hours: "Mo-Fr 08:00-18:00; Sa 09:00-13:00; Su off",
            },
          },
          {
            type: "way",
            id: 12,
            center: { lat: 30.3, lon: -97.7 },
            tags: { amenity: "veterinary", name: "Hill Country Animal Clinic", opening_hours: "24/7" },
          },
          { type: "node", id: 13, lat: 30.31, lon: -97.71, tags: { amenity: "veterinary" } },
        ],
      });
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let stub: Awaited<ReturnType<typeof startStub>>;
let t: TestApp;

const waitForJob = async (jobId: string) => {
  for (let i = 0; i < 100; i++) {
    const job = (await t.app.inject({ url: `/api/admin/import-jobs/${jobId}`, headers: admin })).json();
    if (job.status !== "running") return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("import did not finish");
};

beforeAll(async () => {
  stub = await startStub();
  t = await createTestApp({
    YELP_API_KEY: "yelp-key",
    YELP_BASE_URL: stub.url,
    OVERPASS_URL: `${stub.url}/api/interpreter`,
  });
  // A fictional sample clinic in Austin, which a real import there replaces.
  await createClinicStore(t.database.db).insertMany([
    {
      source: "sample",
      sourceId: "s1",
      name: "Sample Vet",
      slug: "sample-vet",
      address: "1 Fake St",
      city: "Austin",
      citySlug: "austin",
      state: "TX",
      stateSlug: "tx",
      zipCode: "78701",
      latitude: 30.27,
      longitude: -97.74,
      timeZone: "America/Chicago",
      phone: null,
      website: null,
      rating: 4,
      reviewCount: 1,
      specialties: [],
      services: [],
      description: null,
      isEmergency: false,
      is24Hours: false,
      pricing: null,
      recentReviews: null,
      hours: { periods: [] },
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe("admin APIs need the admin token", () => {
  it.each([
    ["POST", "/api/import-yelp-vets"],
    ["POST", "/api/admin/import-osm"],
    ["POST", "/api/admin/import-file"],
    ["GET", "/api/admin/import-jobs/3f1c9b0e-0000-4000-8000-000000000000"],
    ["GET", "/api/admin/messages"],
  ])("%s %s answers 401 without it", async (method, url) => {
    const res = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: { authorization: "Bearer nope" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("OpenStreetMap import", () => {
  it("imports a city's veterinary places from Overpass, parses opening_hours, and replaces the samples there", async () => {
    const started = await t.app.inject({
      method: "POST",
      url: "/api/admin/import-osm",
      headers: admin,
      payload: { city: "Austin", state: "tx" },
    });
    expect(started.statusCode).toBe(202);
    const job = await waitForJob(started.json().jobId);
    expect(job).toMatchObject({ status: "succeeded", success: true, totalImported: 2, citiesProcessed: 1 });
    expect(
      stub.calls.some((c) => c.includes('area["name"="Texas"]') && c.includes('area["name"="Austin"]')),
    ).toBe(true);
    const rows = await selectRows<{
      name: string;
      source: string;
      is_24_hours: boolean;
      phone: string | null;
    }>(
      t.database.db,
      sql`select name, source, is_24_hours, phone from clinics where city_slug = 'austin' order by name`,
    );
    expect(rows).toEqual([
      { name: "Barton Springs Vet", source: "osm", is_24_hours: false, phone: "5125550100" },
      { name: "Hill Country Animal Clinic", source: "osm", is_24_hours: true, phone: null },
    ]);
    // Idempotent: the same import again updates, it does not duplicate.
    await waitForJob(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/import-osm",
          headers: admin,
          payload: { city: "Austin", state: "TX" },
        })
      ).json().jobId,
    );
    expect((await selectRows(t.database.db, sql`select id from clinics where source = 'osm'`)).length).toBe(
      2,
    );
  });
});

describe("Yelp import", () => {
  it("imports the five SPEC cities with details for hours and answers the SPEC result", async () => {
    const started = await t.app.inject({ method: "POST", url: "/api/import-yelp-vets", headers: admin });
    expect(started.statusCode).toBe(202);
    const job = await waitForJob(started.json().jobId);
    expect(job).toMatchObject({
      status: "succeeded",
      success: true,
      totalImported: 5,
      citiesProcessed: 5,
      totalCalls: 10,
    });
    const rows = await selectRows<{
      city: string;
      is_emergency: boolean;
      is_24_hours: boolean;
      website: string | null;
    }>(
      t.database.db,
      sql`select city, is_emergency, is_24_hours, website from clinics where source = 'yelp' order by city`,
    );
    expect(rows.map((r) => r.city)).toEqual(["Chicago", "Houston", "Los Angeles", "New York", "Phoenix"]);
    expect(rows.every((r) => r.is_emergency && r.is_24_hours && r.website === null)).toBe(true);
  });

  it("purges Yelp content older than 24 hours", async () => {
    await t.database.db.execute(
      sql`update clinics set fetched_at = now() - interval '25 hours' where source = 'yelp'`,
    );
    expect(await createClinicStore(t.database.db).purgeYelp(24)).toBe(5);
  });

  it("says how to turn Yelp on when no key is set", async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject({ method: "POST", url: "/api/import-yelp-vets", headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: "Yelp import is not configured: set YELP_API_KEY on the server.",
    });
    await plain.close();
  });
});

describe("file import", () => {
  it("imports a GeoJSON FeatureCollection with OSM-style properties", async () => {
    const geojson = {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          id: "f1",
          geometry: { type: "Point", coordinates: [-122.3321, 47.6062] },
          properties: {
            name: "Pike Place Pets",
            "addr:street_address": "1 Pike St",
            "addr:city": "Seattle",
            "addr:state": "WA",
            "addr:postcode": "98101",
            opening_hours: "Mo-Su 09:00-21:00",
          },
        },
        {
          type: "Feature",
          geometry: { type: "LineString", coordinates: [] },
          properties: { name: "Not a point" },
        },
      ],
    };
    const form = new FormData();
    form.append(
      "file",
      new Blob([JSON.stringify(geojson)], { type: "application/geo+json" }),
      "clinics.geojson",
    );
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const res = await fetch(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/import-file`,
      { method: "POST", body: form, headers: admin },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, totalImported: 1, citiesProcessed: 1 });
    const imported = await selectRows(
      t.database.db,
      sql`select name, time_zone from clinics where source = 'file'`,
    );
    expect(imported).toEqual([{ name: "Pike Place Pets", time_zone: "America/Los_Angeles" }]);
  });
});

describe("a hostile GeoJSON file", () => {
  const feature = (properties: Record<string, unknown>, coordinates: unknown = [-97.7431, 30.2672]) => ({
    type: "Feature",
    geometry: { type: "Point", coordinates },
    properties: { "addr:city": "Austin", "addr:state": "TX", ...properties },
  });
  async function importFile(features: unknown[]) {
    const form = new FormData();
    form.append(
      "file",
      new Blob([JSON.stringify({ type: "FeatureCollection", features })]),
      "hostile.geojson",
    );
    const res = await fetch(
      `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/import-file`,
      { method: "POST", body: form, headers: admin },
    );
    return { status: res.status, body: await res.json() };
  }

  it("is validated like user input: bad features skipped and counted, the rest cleaned", async () => {
    const { status, body } = await importFile([
      null,
      42,
      "text",
      [],
      { geometry: null, properties: null },
      feature({ name: "Far Away Vet" }, [2.35, 48.85]), // Paris
      feature({ name: "Out Of Range Vet" }, [-97, 95]),
      feature({ name: "String Coordinates Vet" }, ["-97.7", "30.2"]),
      feature({ name: "🐾🐾" }),
      feature({
        name: "Script Vet",
        website: "javascript:alert(document.cookie)",
        "addr:street_address": "\u202e1 Evil St",
      }),
      feature({ name: "Data Vet", website: "data:text/html,<script>alert(1)</script>" }),
      feature({ name: `Long ${"N".repeat(100_000)}`, website: "example.org/clinic" }),
      feature({ name: "Nul\u0000 Vet", description: { nested: true } }),
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, totalImported: 5, skipped: 8 });
    const rows = await selectRows<{ name: string; slug: string; website: string | null; address: string }>(
      t.database.db,
      sql`select name, slug, website, address from clinics where source = 'file' and city_slug = 'austin' order by name`,
    );
    expect(rows.map((r) => r.name.slice(0, 12))).toEqual([
      "Data Vet",
      "Long NNNNNNN",
      "Nul Vet",
      "Script Vet",
      "🐾🐾",
    ]);
    for (const row of rows) {
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
      expect(row.name.length).toBeLessThanOrEqual(120);
      expect(row.address).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
    const website = (name: string) => rows.find((r) => r.name.startsWith(name))?.website;
    expect(website("Script Vet")).toBeNull();
    expect(website("Data Vet")).toBeNull();
    expect(website("Long")).toBe("https://example.org/clinic");
    expect(rows.find((r) => r.name === "🐾🐾")?.slug).toMatch(/^clinic-/);
  });
});

describe("a file import that fails while saving", () => {
  it("ends as failed instead of staying 'running'", async () => {
    const store = createClinicStore(t.database.db);
    const failing = { ...store, upsert: async () => Promise.reject(new Error("disk full")) };
    const service = createImportService({
      store: failing,
      yelp: undefined,
      overpass: { veterinaryIn: async () => [] },
      log: t.app.log,
    });
    const file = JSON.stringify({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [-97.7431, 30.2672] },
          properties: { name: "Doomed Vet", "addr:city": "Austin", "addr:state": "TX" },
        },
      ],
    });
    await expect(service.importFile("doomed.geojson", file)).rejects.toThrow("disk full");
    const [job] = await selectRows<{ status: string; error: string }>(
      t.database.db,
      sql`select status, error from import_jobs where target = 'doomed.geojson'`,
    );
    expect(job).toEqual({ status: "failed", error: "The import failed." });
  });
});

describe("OSM opening_hours", () => {
  it.each([
    ["24/7", 7],
    ["Mo-Fr 08:00-18:00; Sa 09:00-13:00; Su off", 6],
    ["Mo,We 09:00-12:00,13:00-17:00", 4],
    ["sunrise-sunset", 0],
  ])("%s", (text, entries) => {
    expect(parseOsmOpeningHours(text)).toHaveLength(entries);
  });
});
