/**
 * The one statement a search runs: a page of clinics as JSON, and (when asked) how many match,
 * counted up to MAX_SEARCH_RESULTS + 1. Measured on 20,000 clinics (scripts/bench-vets.ts):
 * - A radius is tested with the haversine term on the row's latitude and longitude, a tenth of the
 *   cost of earth_distance(ll_to_earth(...)) per row; the count reads the narrow position index.
 * - A page nearest first walks the GiST index on ll_to_earth in distance order (KNN) and stops after
 *   the page, instead of sorting every clinic in the radius (NYC: 3,400 of them).
 * - The page comes back as one json_agg value: decoding 20 wide rows column by column cost PGlite
 *   twice as long.
 */
import { type SQL, sql } from "drizzle-orm";
import { MAX_SEARCH_RESULTS } from "../../../contract/clinics-constants";
import { typoAllowance } from "../../engines/vets/edit-distance";
import type { Need } from "../../engines/vets/search-words";

export interface Position {
  latitude: number;
  longitude: number;
}

export type Scope =
  | { kind: "around"; center: Position; miles: number }
  | { kind: "state"; state: string }
  | { kind: "anywhere" };

export interface ClinicSearch {
  scope: Scope;
  needs: Need[];
  /** Words the clinic's name must contain. */
  nameWords: string[];
  /** Match the words despite typos; dearer, so names are first matched as typed. */
  typos?: boolean;
}

/** earthdistance's earth(): ll_to_earth puts points on a sphere of this radius, in metres. */
const EARTH_RADIUS_METERS = 6_378_168;
const METERS_PER_MILE = 1609.344;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles on the same sphere the radius test uses, so a clinic inside never shows more. */
export function milesBetween(a: Position, b: Position): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return (2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))) / METERS_PER_MILE;
}

const earthPoint = (p: Position) => sql`ll_to_earth(${p.latitude}, ${p.longitude})`;

/**
 * The haversine term sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2): grows with distance, and is plain
 * arithmetic on the row, unlike earth_distance(ll_to_earth(...)).
 */
const haversine = (center: Position) => sql`(power(sin(radians(latitude - ${center.latitude}) / 2), 2)
    + ${Math.cos(radians(center.latitude))} * cos(radians(latitude))
    * power(sin(radians(longitude - ${center.longitude}) / 2), 2))`;

const withinMiles = (center: Position, miles: number) =>
  sql`${haversine(center)} <= ${Math.sin((miles * METERS_PER_MILE) / EARTH_RADIUS_METERS / 2) ** 2}`;

/** The latitude and longitude ranges that hold the circle, for the position index. */
function boxAround(center: Position, miles: number): SQL {
  const angle = (miles * METERS_PER_MILE) / EARTH_RADIUS_METERS;
  const dLat = (angle * 180) / Math.PI;
  const dLon = (Math.asin(Math.min(1, Math.sin(angle) / Math.cos(radians(center.latitude)))) * 180) / Math.PI;
  return sql`latitude between ${center.latitude - dLat} and ${center.latitude + dLat}
    and longitude between ${center.longitude - dLon} and ${center.longitude + dLon}`;
}

/** Containment, so the GIN (jsonb_path_ops) indexes on specialties and services can answer it. */
const listsAny = (column: SQL, values: readonly string[]) =>
  values.map((value) => sql`${column} @> ${JSON.stringify([value])}::jsonb`);

function needCondition(need: Need): SQL {
  switch (need.kind) {
    case "emergency":
      return sql`is_emergency`;
    case "open-24-hours":
      return sql`is_24_hours`;
    case "cats":
      return sql`specialties @> ${JSON.stringify(["Feline-only"])}::jsonb`;
    case "offers":
      return sql`(${sql.join(
        [...listsAny(sql`specialties`, need.specialties), ...listsAny(sql`services`, need.services)],
        sql` or `,
      )})`;
  }
}

/**
 * As typed, or by trigram word similarity, which lets "chelsae" find "Chelsea" (a word under five
 * letters, like a place name, is taken as typed). The name's GIN trigram index serves both. A trigram
 * match costs PGlite about 1 ms a word to plan and 25 µs a row to check, so with typos the matching
 * names are found once, in `named`, for both the count and the page.
 */
function nameConditions(search: ClinicSearch): SQL[] {
  if (search.typos) return search.nameWords.length > 0 ? [sql`id in (select id from named)`] : [];
  return search.nameWords.map((word) => sql`name ilike ${`%${word}%`}`);
}

function namedByTypos(search: ClinicSearch): SQL {
  const similar = search.nameWords.map((word) =>
    typoAllowance(word.length) > 0 ? sql`${word} <% name` : sql`name ilike ${`%${word}%`}`,
  );
  return sql`with named as materialized (select id from clinics where ${and(similar)}) `;
}

const rankedByName = (search: ClinicSearch) => search.typos === true && search.nameWords.length > 0;

function filters(search: ClinicSearch): SQL[] {
  return [...search.needs.map(needCondition), ...nameConditions(search)];
}

const and = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);

/** Output columns next to the clinic's own: the page's order and json_agg's both refer to them. */
function rankColumns(search: ClinicSearch): SQL {
  const farness = search.scope.kind === "around" ? haversine(search.scope.center) : sql`0`;
  const relevance = rankedByName(search)
    ? sql.join(
        search.nameWords.map((w) => sql`word_similarity(${w}, name)`),
        sql` + `,
      )
    : sql`0`;
  return sql`${farness} as farness, ${relevance} as relevance`;
}

/**
 * Nearest first around a place; else the closest name match (typos), then rating. Ties fall to the
 * id, so pages never overlap.
 */
function orderKeys(search: ClinicSearch): SQL {
  if (search.scope.kind === "around") return sql`farness, id`;
  const byRating = sql`rating desc nulls last, review_count desc nulls last, id`;
  return rankedByName(search) ? sql`relevance desc, ${byRating}` : byRating;
}

/**
 * Nearest first walks the GiST index in distance order (KNN) and stops after the page, when most
 * clinics nearby qualify: no name, and only needs the position index carries (emergency, 24 hours).
 * A rarer need (a specialty, cats) or a name is cheaper found first (GIN and btree bitmaps), then
 * sorted by the haversine term.
 */
const walksNearestFirst = (search: ClinicSearch) =>
  search.scope.kind === "around" &&
  search.nameWords.length === 0 &&
  search.needs.every((n) => n.kind === "emergency" || n.kind === "open-24-hours");

/**
 * A tie-break column after the KNN distance would make PostgreSQL 15 sort every clinic in the
 * radius; clinics at the very same spot come in the index's own (stable) order.
 */
function pageOrder(search: ClinicSearch): SQL {
  return search.scope.kind === "around" && walksNearestFirst(search)
    ? sql`ll_to_earth(latitude, longitude) <-> ${earthPoint(search.scope.center)}`
    : orderKeys(search);
}

function scopeConditions(search: ClinicSearch, forCount: boolean): SQL[] {
  const { scope } = search;
  switch (scope.kind) {
    case "around":
      return [
        // The count, and a page found first, read the btree position index; a KNN page the GiST one.
        forCount || !walksNearestFirst(search)
          ? boxAround(scope.center, scope.miles)
          : sql`earth_box(${earthPoint(scope.center)}, ${scope.miles * METERS_PER_MILE}) @> ll_to_earth(latitude, longitude)`,
        withinMiles(scope.center, scope.miles),
      ];
    case "state":
      return [sql`state = ${scope.state}`];
    case "anywhere":
      return [];
  }
}

function pageOf(search: ClinicSearch, where: SQL, limit: number, offset: number): SQL {
  return sql`(select coalesce(json_agg(p order by ${orderKeys(search)}), '[]'::json) from (
      select clinics.*, ${rankColumns(search)} from clinics where ${where}
      order by ${pageOrder(search)} limit ${limit} offset ${offset}
    ) p)`;
}

/** One row: `total` (null unless counted) and `clinics`, a JSON array of clinic rows. */
export function searchStatement(search: ClinicSearch, limit: number, offset: number, counted = true): SQL {
  const total = counted
    ? sql`(select count(*)::int from (
        select 1 from clinics where ${and([...scopeConditions(search, true), ...filters(search)])}
        limit ${MAX_SEARCH_RESULTS + 1}) hits)`
    : sql`null::int`;
  const where = and([...scopeConditions(search, false), ...filters(search)]);
  const named = rankedByName(search) ? namedByTypos(search) : sql``;
  return sql`${named}select ${total} as total, ${pageOf(search, where, limit, offset)} as clinics`;
}

/** The clinics nearest a place however far, for a place with none in its radius. */
export function nearestStatement(center: Position, needs: Need[], limit: number): SQL {
  const search: ClinicSearch = { scope: { kind: "around", center, miles: 0 }, needs, nameWords: [] };
  return sql`select null::int as total, ${pageOf(search, and(filters(search)), limit, 0)} as clinics`;
}
