import { and, asc, count, desc, eq, inArray, lt, not, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, portraitPhotos, portraitResults, portraitSessions } from "../../db/schema";

export type PortraitSession = typeof portraitSessions.$inferSelect;
export type PortraitPhoto = typeof portraitPhotos.$inferSelect;
export type PortraitResult = typeof portraitResults.$inferSelect;

export function createPortraitStore(db: Db) {
  return {
    async createSession(session: typeof portraitSessions.$inferInsert): Promise<void> {
      await db.insert(portraitSessions).values(session).onConflictDoNothing();
    },

    async findSession(id: string): Promise<PortraitSession | undefined> {
      const [row] = await db.select().from(portraitSessions).where(eq(portraitSessions.id, id));
      return row;
    },

    async addPhoto(photo: typeof portraitPhotos.$inferInsert): Promise<PortraitPhoto> {
      const [row] = await db.insert(portraitPhotos).values(photo).returning();
      return row!;
    },

    async latestPhoto(sessionId: string): Promise<PortraitPhoto | undefined> {
      const [row] = await db
        .select()
        .from(portraitPhotos)
        .where(eq(portraitPhotos.sessionId, sessionId))
        .orderBy(desc(portraitPhotos.createdAt))
        .limit(1);
      return row;
    },

    async findPhoto(id: string): Promise<PortraitPhoto | undefined> {
      const [row] = await db.select().from(portraitPhotos).where(eq(portraitPhotos.id, id));
      return row;
    },

    async setPhotoMask(id: string, maskKey: string): Promise<void> {
      await db.update(portraitPhotos).set({ maskKey }).where(eq(portraitPhotos.id, id));
    },

    async setPrintKey(id: string, printKey: string): Promise<void> {
      await db.update(portraitResults).set({ printKey }).where(eq(portraitResults.id, id));
    },

    async addResult(result: typeof portraitResults.$inferInsert): Promise<void> {
      await db.insert(portraitResults).values(result);
    },

    async findResult(id: string): Promise<PortraitResult | undefined> {
      const [row] = await db.select().from(portraitResults).where(eq(portraitResults.id, id));
      return row;
    },

    /** The session's portraits, oldest first. */
    async results(sessionId: string): Promise<PortraitResult[]> {
      return db
        .select()
        .from(portraitResults)
        .where(eq(portraitResults.sessionId, sessionId))
        .orderBy(asc(portraitResults.createdAt), asc(portraitResults.id));
    },

    async countResults(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(portraitResults)
        .where(eq(portraitResults.sessionId, sessionId));
      return Number(row?.n ?? 0);
    },

    /**
     * Photos past retention, oldest first: all of them but one whose paid portrait still awaits its print
     * (the print is painted from the photo).
     */
    async expiredPhotos(before: Date, limit: number): Promise<PortraitPhoto[]> {
      return db
        .select()
        .from(portraitPhotos)
        .where(
          and(
            lt(portraitPhotos.createdAt, before),
            sql`not exists (select 1 from ${portraitResults} r where r.photo_id = ${portraitPhotos.id}
              and r.print_key is null and ${paidOrderOf(sql`r.id`)})`,
          ),
        )
        .orderBy(asc(portraitPhotos.createdAt))
        .limit(limit);
    },

    /** Portraits past retention: unpaid ones made before `unpaidBefore`, paid ones paid before `paidBefore`. */
    async expiredResults(unpaidBefore: Date, paidBefore: Date, limit: number): Promise<PortraitResult[]> {
      return db
        .select()
        .from(portraitResults)
        .where(
          or(
            and(lt(portraitResults.createdAt, unpaidBefore), not(paidOrderOf(portraitResults.id))),
            paidOrderOf(portraitResults.id, paidBefore),
          ),
        )
        .orderBy(asc(portraitResults.createdAt))
        .limit(limit);
    },

    async deletePhotos(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(portraitPhotos).where(inArray(portraitPhotos.id, ids));
    },

    async deleteResults(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(portraitResults).where(inArray(portraitResults.id, ids));
    },

    /** Marks the session's own results as saved; ids of other sessions are ignored. */
    async markSaved(sessionId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(portraitResults)
        .set({ saved: 1 })
        .where(and(eq(portraitResults.sessionId, sessionId), inArray(portraitResults.id, ids)))
        .returning({ id: portraitResults.id });
      return rows.length;
    },
  };
}

/** Whether a paid order (paid before `paidBefore`, when given) bought the portrait `resultId`. */
function paidOrderOf(resultId: SQLWrapper, paidBefore?: Date): SQL {
  return sql`exists (select 1 from ${orders} o where o.status = 'paid'
    and o.items -> 'transformationIds' @> jsonb_build_array(${resultId})
    ${paidBefore ? sql`and o.paid_at < ${paidBefore.toISOString()}` : sql``})`;
}

export type PortraitStore = ReturnType<typeof createPortraitStore>;
