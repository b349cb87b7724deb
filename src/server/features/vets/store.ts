import { count, eq, getTableColumns, sql } from "drizzle-orm";
import type { Clinic } from "../../../contract/clinics";
import { type Db, selectRows, violatesUnique } from "../../db/client";
import { clinics, importJobs } from "../../db/schema";
import { isUuid } from "../../db/uuid";
import { toSpecHours } from "../../engines/vets/hours";
import type { ImportedClinic } from "../../engines/vets/imported-clinic";
import type { Need } from "../../engines/vets/search-words";
import { type ClinicSearch, nearestStatement, type Position, searchStatement } from "./search-sql";

type Row = typeof clinics.$inferSelect;

/** A database row as the API's clinic; distance in miles when a position was given. */
export function toClinic(row: Row, distanceMiles?: number | null): Clinic {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    citySlug: row.citySlug,
    stateSlug: row.stateSlug,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phone: row.phone,
    website: row.website,
    rating: row.rating,
    reviewCount: row.reviewCount,
    specialties: row.specialties,
    services: row.services,
    description: row.description,
    isEmergency: row.isEmergency,
    is24Hours: row.is24Hours,
    ...(distanceMiles != null ? { distance: Math.round(distanceMiles * 10) / 10 } : {}),
    pricing: row.pricing ?? null,
    recentReviews: row.recentReviews ?? null,
    hours: toSpecHours(row.hours),
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
    isSample: row.source === "sample",
    fetchedAt: row.fetchedAt.toISOString(),
  };
}

/**
 * Rows come back from SQL (json_agg) with the columns' SQL names; each column's own driver mapping turns
 * them into the drizzle row (timestamps into Dates, numerics into numbers), so the table is described once.
 */
const COLUMNS = Object.entries(getTableColumns(clinics));
function fromRaw(raw: Record<string, unknown>): Row {
  return Object.fromEntries(
    COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      // json_agg has already decoded jsonb; parsing again would turn a "1" price text into a number.
      const decoded =
        value == null || column.columnType === "PgJsonb" ? value : column.mapFromDriverValue(value);
      return [key, decoded ?? null];
    }),
  ) as Row;
}

export function createClinicStore(db: Db) {
  /** A search statement's one row: the (capped) count and the page, parsed from JSON by both drivers. */
  async function run(statement: ReturnType<typeof sql>) {
    const [row] = await selectRows<{ total: number | null; clinics: Record<string, unknown>[] }>(
      db,
      statement,
    );
    return { total: row?.total ?? null, rows: (row?.clinics ?? []).map(fromRaw) };
  }

  return {
    async count(): Promise<{ count: number; sample: boolean }> {
      const [all] = await db.select({ n: count() }).from(clinics);
      const [samples] = await db
        .select({ n: count() })
        .from(clinics)
        .where(sql`${clinics.source} = 'sample'`);
      return { count: Number(all?.n ?? 0), sample: Number(samples?.n ?? 0) > 0 };
    },

    async find(stateSlug: string, citySlug: string, slug: string): Promise<Clinic | undefined> {
      const [row] = await db
        .select()
        .from(clinics)
        .where(
          sql`${clinics.stateSlug} = ${stateSlug} and ${clinics.citySlug} = ${citySlug} and ${clinics.slug} = ${slug}`,
        );
      return row && toClinic(row);
    },

    async findById(id: string): Promise<Clinic | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(clinics).where(eq(clinics.id, id));
      return row && toClinic(row);
    },

    /** A page of the search and how many match, counted up to MAX_SEARCH_RESULTS + 1. */
    async search(
      search: ClinicSearch,
      limit: number,
      offset: number,
    ): Promise<{ rows: Row[]; matches: number }> {
      const { total, rows } = await run(searchStatement(search, limit, offset));
      return { rows, matches: total ?? 0 };
    },

    /** Within `miles` of a position, nearest first. */
    async nearby(from: Position, miles: number, limit: number): Promise<Row[]> {
      const search: ClinicSearch = {
        scope: { kind: "around", center: from, miles },
        needs: [],
        nameWords: [],
      };
      return (await run(searchStatement(search, limit, 0, false))).rows;
    },

    /** The clinics nearest a position however far, meeting the needs. */
    async nearest(center: Position, needs: Need[], limit: number): Promise<Row[]> {
      return (await run(nearestStatement(center, needs, limit))).rows;
    },

    /** Paths of real (not sample) clinics, for the sitemap; sample pages are noindex. */
    async publicPaths(): Promise<{ path: string; updated: Date }[]> {
      const rows = await db
        .select({
          state: clinics.stateSlug,
          city: clinics.citySlug,
          slug: clinics.slug,
          updated: clinics.fetchedAt,
        })
        .from(clinics)
        .where(sql`${clinics.source} <> 'sample'`);
      return rows.map((r) => ({ path: `/vet-finder/${r.state}/${r.city}/${r.slug}`, updated: r.updated }));
    },

    /** Insert or refresh by (source, sourceId); a slug clash within a city gets the source id appended. */
    async upsert(rows: ImportedClinic[]): Promise<number> {
      let written = 0;
      for (const row of rows) {
        const write = (values: ImportedClinic) => {
          const { source: _source, sourceId: _sourceId, ...fields } = values;
          return db
            .insert(clinics)
            .values(values)
            .onConflictDoUpdate({ target: [clinics.source, clinics.sourceId], set: fields })
            .returning({ id: clinics.id });
        };
        const result = await write(row).catch((error: unknown) => {
          // Only a clash of page paths is ours to resolve (on insert or on refresh alike); any other
          // failure is the caller's to see.
          if (!violatesUnique(error, "clinics_path_idx")) throw error;
          return write({
            ...row,
            slug: `${row.slug}-${row.sourceId.toLowerCase().replace(/[^a-z0-9]+/g, "")}`,
          });
        });
        written += result.length;
      }
      return written;
    },

    /** Real clinics of a city replace the fictional sample ones there. */
    async deleteSamplesIn(state: string, citySlug: string): Promise<number> {
      const rows = await db
        .delete(clinics)
        .where(
          sql`${clinics.source} = 'sample' and ${clinics.state} = ${state} and ${clinics.citySlug} = ${citySlug}`,
        )
        .returning({ id: clinics.id });
      return rows.length;
    },

    /** Yelp's terms allow keeping its content for 24 hours: older Yelp rows are removed. */
    async purgeYelp(olderThanHours: number): Promise<number> {
      const rows = await db
        .delete(clinics)
        .where(
          sql`${clinics.source} = 'yelp' and ${clinics.fetchedAt} < now() - make_interval(hours => ${olderThanHours})`,
        )
        .returning({ id: clinics.id });
      return rows.length;
    },

    jobs: {
      async create(source: "yelp" | "osm" | "file", target: string): Promise<string> {
        const [row] = await db
          .insert(importJobs)
          .values({ source, target, status: "running" })
          .returning({ id: importJobs.id });
        return row!.id;
      },
      async update(id: string, fields: Partial<typeof importJobs.$inferInsert>): Promise<void> {
        await db.update(importJobs).set(fields).where(eq(importJobs.id, id));
      },
      async find(id: string) {
        const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
        return row;
      },
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(clinics);
      return Number(row?.n ?? 0) === 0;
    },

    async insertMany(rows: (typeof clinics.$inferInsert)[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200) {
        await db
          .insert(clinics)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing();
      }
      // Statistics for the planner, and the visibility map that lets a radius count read the position
      // index alone (PGlite has no autovacuum). It holds PGlite's thread: 70 ms for the sample
      // directory, 2.5 s for 20,000 clinics, so imports into a running server leave it out.
      await db.execute(sql`vacuum (analyze) clinics`);
    },
  };
}

export type ClinicStore = ReturnType<typeof createClinicStore>;
