import type { FastifyBaseLogger } from "fastify";
import type { ImportResult } from "../../../contract/admin";
import { YELP_CITIES } from "../../../contract/clinics-constants";
import { US_STATES } from "../../../contract/us-states";
import { isUuid } from "../../db/uuid";
import {
  cleanImportedText,
  clinicFromTags,
  clinicFromYelp,
  type ImportedClinic,
} from "../../engines/vets/imported-clinic";
import { HttpError } from "../../http/errors";
import type { OverpassClient } from "../../providers/overpass";
import type { YelpClient } from "../../providers/yelp";
import type { ClinicStore } from "./store";

/** Businesses fetched per city (two pages of 50): keeps a run to about 2-3 minutes. */
const YELP_PER_CITY = 100;

/** A job's counts and outcome as it runs. */
type JobProgress = Omit<ImportResult, "jobId" | "skipped">;

/** One feature of an untrusted GeoJSON file as a clinic; undefined when it is not a usable one. */
function clinicFromFeature(feature: unknown, index: number): ImportedClinic | undefined {
  if (!feature || typeof feature !== "object" || Array.isArray(feature)) return undefined;
  const { id, geometry, properties } = feature as { id?: unknown; geometry?: unknown; properties?: unknown };
  const point =
    geometry && typeof geometry === "object" ? (geometry as { type?: unknown; coordinates?: unknown }) : {};
  const coordinates = point.type === "Point" && Array.isArray(point.coordinates) ? point.coordinates : [];
  const [lon, lat] = coordinates.map((c) => (typeof c === "number" ? c : Number.NaN));
  const tags: Record<string, string> = {};
  if (properties && typeof properties === "object" && !Array.isArray(properties)) {
    for (const [key, value] of Object.entries(properties)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        tags[key] = String(value);
    }
  }
  const ownId = typeof id === "string" || typeof id === "number" ? String(id) : (tags["@spider"] ?? "");
  return clinicFromTags(
    "file",
    `${ownId}${tags.ref ?? tags.id ?? index}`,
    tags,
    lat ?? Number.NaN,
    lon ?? Number.NaN,
  );
}

export function createImportService(options: {
  store: ClinicStore;
  yelp: YelpClient | undefined;
  overpass: OverpassClient;
  log: FastifyBaseLogger;
}) {
  const { store, yelp, overpass, log } = options;

  async function save(jobId: string, rows: ImportedClinic[]): Promise<number> {
    const written = await store.upsert(rows);
    const places = new Set(rows.map((r) => `${r.state}|${r.citySlug}`));
    for (const key of places) {
      const [state, citySlug] = key.split("|") as [string, string];
      await store.deleteSamplesIn(state, citySlug);
    }
    log.info({ jobId, written }, "clinics imported");
    return written;
  }

  /** Runs a job in the background; its row tells the admin page how far it got. */
  function run(jobId: string, work: (progress: (p: Partial<JobProgress>) => Promise<void>) => Promise<void>) {
    const progress = (p: Partial<JobProgress>) => store.jobs.update(jobId, p);
    void work(progress)
      .then(() => store.jobs.update(jobId, { status: "succeeded", finishedAt: new Date() }))
      .catch(async (error) => {
        log.error({ err: error, jobId }, "import failed");
        await store.jobs.update(jobId, {
          status: "failed",
          error: String((error as Error).message ?? error),
          finishedAt: new Date(),
        });
      });
  }

  return {
    /** SPEC's Yelp import of the five cities; without YELP_API_KEY it says how to turn it on. */
    async startYelp(): Promise<ImportResult> {
      if (!yelp) {
        throw new HttpError(409, "Yelp import is not configured: set YELP_API_KEY on the server.", {
          success: false,
          totalImported: 0,
          totalCalls: 0,
          citiesProcessed: 0,
        });
      }
      const jobId = await store.jobs.create("yelp", YELP_CITIES.map((c) => c.city).join(", "));
      run(jobId, async (progress) => {
        let totalCalls = 0;
        let totalImported = 0;
        for (const [index, { city, state }] of YELP_CITIES.entries()) {
          const rows: ImportedClinic[] = [];
          for (let offset = 0; offset < YELP_PER_CITY; offset += 50) {
            const page = await yelp.search(`${city}, ${state}`, offset);
            totalCalls++;
            for (const business of page.businesses) {
              const details = await yelp.details(business.id);
              totalCalls++;
              const row = clinicFromYelp({ ...business, ...details });
              if (row) rows.push(row);
            }
            if (offset + 50 >= page.total) break;
          }
          totalImported += await save(jobId, rows);
          await progress({ citiesProcessed: index + 1, totalCalls, totalImported });
        }
      });
      return { success: true, jobId, totalImported: 0, totalCalls: 0, citiesProcessed: 0 };
    },

    /** OpenStreetMap's veterinary places in one city. */
    async startOsm(city: string, state: string): Promise<ImportResult> {
      const stateName = US_STATES[state];
      if (!stateName) throw new HttpError(400, "Unknown state: use a two-letter code like TX.");
      const jobId = await store.jobs.create("osm", `${city}, ${state}`);
      run(jobId, async (progress) => {
        const elements = await overpass.veterinaryIn(city, stateName);
        const rows = elements
          .map((e) =>
            clinicFromTags(
              "osm",
              `${e.type}/${e.id}`,
              e.tags ?? {},
              e.lat ?? e.center?.lat ?? Number.NaN,
              e.lon ?? e.center?.lon ?? Number.NaN,
              { city, state },
            ),
          )
          .filter((r): r is ImportedClinic => r !== undefined);
        await progress({ totalCalls: 1, totalImported: await save(jobId, rows), citiesProcessed: 1 });
      });
      return { success: true, jobId, totalImported: 0, totalCalls: 0, citiesProcessed: 0 };
    },

    /** A GeoJSON FeatureCollection of Point features with OSM-style properties (e.g. AllThePlaces output). */
    async importFile(name: string, text: string): Promise<ImportResult & { skipped: number }> {
      let features: unknown[];
      try {
        const parsed = JSON.parse(text) as { type?: string; features?: unknown[] };
        if (parsed.type !== "FeatureCollection" || !Array.isArray(parsed.features)) throw new Error();
        features = parsed.features;
      } catch {
        throw new HttpError(400, "The file must be a GeoJSON FeatureCollection.");
      }
      const jobId = await store.jobs.create("file", cleanImportedText(name, 200) || "file");
      try {
        const rows: ImportedClinic[] = [];
        features.forEach((feature, index) => {
          const row = clinicFromFeature(feature, index);
          if (row) rows.push(row);
        });
        const skipped = features.length - rows.length;
        const totalImported = await save(jobId, rows);
        const cities = new Set(rows.map((r) => `${r.state}|${r.citySlug}`)).size;
        await store.jobs.update(jobId, {
          status: "succeeded",
          totalImported,
          citiesProcessed: cities,
          finishedAt: new Date(),
        });
        return {
          success: true,
          jobId,
          totalImported,
          totalCalls: 0,
          citiesProcessed: cities,
          skipped,
        };
      } catch (error) {
        await store.jobs.update(jobId, {
          status: "failed",
          error: "The import failed.",
          finishedAt: new Date(),
        });
        throw error;
      }
    },

    async job(id: string) {
      const job = isUuid(id) ? await store.jobs.find(id) : undefined;
      if (!job) throw new HttpError(404, "No such import.");
      return {
        jobId: job.id,
        source: job.source,
        status: job.status,
        success: job.status !== "failed",
        totalImported: job.totalImported,
        totalCalls: job.totalCalls,
        citiesProcessed: job.citiesProcessed,
        ...(job.error ? { error: job.error } : {}),
      };
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
