import { and, asc, eq, sql } from "drizzle-orm";
import type { NameSuggestion } from "../../../contract/names";
import type { Db } from "../../db/client";
import { nameRequests, nameSuggestions } from "../../db/schema";

/** Round number of the names added when the paid 25-name collection is first built. */
export const COLLECTION_ROUND = 1_000;

export interface StoredRequest {
  id: string;
  description: string;
  tags: string[];
}

export interface StoredName extends NameSuggestion {
  round: number;
}

const toSuggestion = (row: typeof nameSuggestions.$inferSelect): StoredName => ({
  name: row.name,
  traits: row.traits,
  ...(row.reason ? { reason: row.reason } : {}),
  ...(row.culturalContext ? { culturalContext: row.culturalContext } : {}),
  round: row.round,
});

export function createNamesStore(db: Db) {
  return {
    async createRequest(description: string, tags: string[], ipHash: string): Promise<string> {
      const [row] = await db
        .insert(nameRequests)
        .values({ description, tags, ipHash })
        .returning({ id: nameRequests.id });
      return row!.id;
    },

    async findRequest(id: string): Promise<StoredRequest | undefined> {
      const [row] = await db.select().from(nameRequests).where(eq(nameRequests.id, id));
      return row && { id: row.id, description: row.description, tags: row.tags };
    },

    async names(requestId: string): Promise<StoredName[]> {
      const rows = await db
        .select()
        .from(nameSuggestions)
        .where(eq(nameSuggestions.requestId, requestId))
        .orderBy(asc(nameSuggestions.round), asc(nameSuggestions.position));
      return rows.map(toSuggestion);
    },

    /** Stores a round; a name already stored for the request (by a racing call) is skipped and not returned. */
    async addNames(requestId: string, round: number, names: NameSuggestion[]): Promise<NameSuggestion[]> {
      if (names.length === 0) return [];
      const rows = await db
        .insert(nameSuggestions)
        .values(
          names.map((n, position) => ({
            requestId,
            round,
            position,
            name: n.name,
            traits: n.traits,
            reason: n.reason ?? null,
            culturalContext: n.culturalContext ?? null,
          })),
        )
        .onConflictDoNothing()
        .returning();
      const kept = new Set(rows.map((r) => r.name));
      return names.filter((n) => kept.has(n.name));
    },

    async nextRound(requestId: string): Promise<number> {
      const [row] = await db
        .select({ max: sql<number | null>`max(${nameSuggestions.round})` })
        .from(nameSuggestions)
        .where(
          and(eq(nameSuggestions.requestId, requestId), sql`${nameSuggestions.round} < ${COLLECTION_ROUND}`),
        );
      return (row?.max ?? -1) + 1;
    },
  };
}

export type NamesStore = ReturnType<typeof createNamesStore>;
