import type { ClinicsResponse, SearchPlace } from "../../../contract/clinics";
import { MAX_SEARCH_RESULTS, SEARCH_PAGE_SIZE, VET_RADIUS_MILES } from "../../../contract/clinics-constants";
import { typoAllowance } from "../../engines/vets/edit-distance";
import { parseHours } from "../../engines/vets/hours";
import { type Place, placeIndex } from "../../engines/vets/place-index";
import { readSearch, type SearchReading } from "../../engines/vets/read-search";
import { generateSampleDirectory } from "../../engines/vets/sample-directory";
import { badRequest, notFound } from "../../http/errors";
import { type ClinicSearch, milesBetween, type Position, type Scope } from "./search-sql";
import { type ClinicStore, toClinic } from "./store";

/** Only words long enough to allow a typo (as place names do) are worth a search despite typos. */
const mayHaveTypos = (words: string[]) => words.some((word) => typoAllowance(word.length) > 0);

/** A place with no clinic in its radius is offered this many of the nearest ones. */
const NEAREST_OFFERED = 10;
/** "Vets near you" lists the ten nearest. */
const NEARBY_LIMIT = 10;

export function createVetsService(store: ClinicStore) {
  type Rows = Awaited<ReturnType<ClinicStore["nearby"]>>;

  function answer(
    rows: Rows,
    matches: number,
    page: number,
    place: SearchPlace | null,
    distanceFrom: Position | undefined,
    nearest = false,
  ): ClinicsResponse {
    return {
      clinics: rows.map((row) => toClinic(row, distanceFrom && milesBetween(distanceFrom, row))),
      total: Math.min(matches, MAX_SEARCH_RESULTS),
      page,
      pageSize: SEARCH_PAGE_SIZE,
      place,
      nearest,
      capped: matches > MAX_SEARCH_RESULTS,
    };
  }

  function find(search: ClinicSearch, page: number) {
    return store.search(search, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE);
  }

  /** Names as typed first; only when that finds nothing, despite typos. */
  async function findNamed(search: ClinicSearch, page: number) {
    const found = await find(search, page);
    if (found.matches > 0 || !mayHaveTypos(search.nameWords)) return found;
    return find({ ...search, typos: true }, page);
  }

  /**
   * Around a town or ZIP (or within a state), filtered by what else was asked. When nothing is found
   * there, the words may be a clinic's name ("Chelsea Paws", "Loop Animal") or noise ("good vet
   * austin"); when still nothing is found, the nearest clinics are offered, with their distance.
   */
  async function searchPlace(
    place: Place | (Position & { label: "your location"; kind: "position" }),
    reading: SearchReading,
    miles: number,
    page: number,
    from: Position | undefined,
  ): Promise<ClinicsResponse> {
    const scope: Scope =
      place.kind === "state"
        ? { kind: "state", state: place.state }
        : { kind: "around", center: place, miles };
    const distanceFrom = place.kind === "state" ? from : place;
    const shown = { label: place.label, kind: place.kind };
    const { needs, nameWords } = reading;

    // Names as typed, here and then anywhere, before either despite typos.
    const byName = !reading.placeCertain && reading.textWords.length > 0;
    for (const typos of [false, true]) {
      if (!typos || mayHaveTypos(nameWords)) {
        const here = await find({ scope, needs, nameWords, typos }, page);
        if (here.matches > 0) return answer(here.rows, here.matches, page, shown, distanceFrom);
      }
      if (byName && (!typos || mayHaveTypos(reading.textWords))) {
        const named = await find(
          { scope: { kind: "anywhere" }, needs, nameWords: reading.textWords, typos },
          page,
        );
        if (named.matches > 0) return answer(named.rows, named.matches, page, null, from);
      }
    }
    // Every practice sees cats; a name that matched nothing may be noise ("pawsome vet austin").
    const essential = needs.filter((n) => n.kind !== "cats");
    if (nameWords.length > 0 || essential.length < needs.length) {
      const relaxed = await find({ scope, needs: essential, nameWords: [] }, page);
      if (relaxed.matches > 0) return answer(relaxed.rows, relaxed.matches, page, shown, distanceFrom);
    }
    const nearest = await store.nearest(place, essential, NEAREST_OFFERED);
    return answer(page === 1 ? nearest : [], nearest.length, page, shown, place, true);
  }

  return {
    count: () => store.count(),

    async clinic(state: string, city: string, slug: string) {
      const clinic = await store.find(state.toLowerCase(), city.toLowerCase(), slug.toLowerCase());
      if (!clinic) throw notFound("Clinic not found");
      return { clinic };
    },

    async nearby(from: Position, radius: number): Promise<ClinicsResponse> {
      const rows = await store.nearby(from, radius, NEARBY_LIMIT);
      return {
        ...answer(rows, rows.length, 1, { label: "your location", kind: "position" }, from),
        pageSize: NEARBY_LIMIT,
      };
    },

    async search(
      query: string,
      from: Position | undefined,
      radius: number | undefined,
      page: number,
    ): Promise<ClinicsResponse> {
      const reading = readSearch(query, placeIndex());
      const miles = radius ?? VET_RADIUS_MILES;
      const { needs } = reading;
      if (reading.place) return searchPlace(reading.place, reading, miles, page, from);
      if (reading.nameWords.length > 0) {
        const found = await findNamed(
          { scope: { kind: "anywhere" }, needs, nameWords: reading.nameWords },
          page,
        );
        return answer(found.rows, found.matches, page, null, from);
      }
      if (from) {
        return searchPlace({ ...from, label: "your location", kind: "position" }, reading, miles, page, from);
      }
      if (reading.nearMe) {
        throw badRequest("We can't tell where you are. Please add a city, state or ZIP code to the search.");
      }
      // No place and no name: only needs ("emergency vet") or filler ("animal hospital"). The best
      // rated clinics with those needs, anywhere.
      const found = await find({ scope: { kind: "anywhere" }, needs, nameWords: [] }, page);
      return answer(found.rows, found.matches, page, null, undefined);
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
