import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactStore(db: Db) {
  return {
    /** Stores a message; undefined when one with the same idempotency key is already stored. */
    async insert(message: NewContactMessage): Promise<ContactMessageRow | undefined> {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning();
      return row;
    },

    list(limit: number, offset = 0): Promise<ContactMessageRow[]> {
      return db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Takes up to `limit` pending messages that are due and leases them for `leaseSeconds`,
     * so that another server process working the same outbox skips them.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ContactMessageRow[]> {
      const due = db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(eq(contactMessages.status, "pending"), lte(contactMessages.nextAttemptAt, sql`now()`)))
        .orderBy(contactMessages.nextAttemptAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      return db
        .update(contactMessages)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(inArray(contactMessages.id, due))
        .returning();
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(contactMessages)
        .set({
          status: "sent",
          sentAt: sql`now()`,
          attempts: sql`${contactMessages.attempts} + 1`,
          lastError: null,
        })
        .where(eq(contactMessages.id, id));
    },

    /** Records a failed attempt; with no next attempt the message stays stored as 'failed'. */
    async markAttemptFailed(id: string, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .update(contactMessages)
        .set({
          attempts: sql`${contactMessages.attempts} + 1`,
          lastError: error.slice(0, 500),
          ...(retryInSeconds === null
            ? { status: "failed" as const, nextAttemptAt: null }
            : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(eq(contactMessages.id, id));
    },
  };
}

export type ContactStore = ReturnType<typeof createContactStore>;
