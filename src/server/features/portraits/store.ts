import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { portraitPhotos, portraitResults, portraitSessions } from "../../db/schema";

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

export type PortraitStore = ReturnType<typeof createPortraitStore>;
