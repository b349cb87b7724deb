import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { nameRequests, orderIntents, orders, portraitResults, portraitSessions } from "../../db/schema";

export type Order = typeof orders.$inferSelect;

export function createOrderStore(db: Db) {
  return {
    async nameRequestExists(requestId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: nameRequests.id })
        .from(nameRequests)
        .where(eq(nameRequests.id, requestId));
      return row !== undefined;
    },

    async portraitSession(sessionId: string) {
      const [row] = await db.select().from(portraitSessions).where(eq(portraitSessions.id, sessionId));
      return row;
    },

    async portraitResults(sessionId: string) {
      return db.select().from(portraitResults).where(eq(portraitResults.sessionId, sessionId));
    },

    async create(order: typeof orders.$inferInsert): Promise<Order> {
      const [row] = await db.insert(orders).values(order).returning();
      return row!;
    },

    async attachIntent(orderId: string, paymentIntentId: string): Promise<void> {
      await db.insert(orderIntents).values({ orderId, paymentIntentId }).onConflictDoNothing();
    },

    /** The order an intent was made for, whichever of its intents it is. */
    async byIntent(paymentIntentId: string): Promise<Order | undefined> {
      const [row] = await db
        .select({ order: orders })
        .from(orderIntents)
        .innerJoin(orders, eq(orders.id, orderIntents.orderId))
        .where(eq(orderIntents.paymentIntentId, paymentIntentId));
      return row?.order;
    },

    /** The session's paid portrait orders, each with one of its intents (any leads to the order). */
    async paidPortraitOrders(sessionId: string) {
      return db
        .selectDistinctOn([orders.id], { order: orders, paymentIntentId: orderIntents.paymentIntentId })
        .from(orders)
        .innerJoin(orderIntents, eq(orderIntents.orderId, orders.id))
        .where(and(eq(orders.status, "paid"), sql`${orders.items}->>'sessionId' = ${sessionId}`))
        .orderBy(orders.id, orderIntents.paymentIntentId);
    },

    /** The open order for a name request, so reloading the checkout reuses it. */
    async pendingNamesOrder(requestId: string): Promise<Order | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.kind, "names_pdf"),
            eq(orders.status, "pending"),
            sql`${orders.items}->>'requestId' = ${requestId}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** Marks an order paid; true only for the one call that changed it (fulfilment happens once). */
    async markPaid(orderId: string): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: "paid", paidAt: sql`now()` })
        .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    async namesPaid(requestId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.kind, "names_pdf"),
            eq(orders.status, "paid"),
            sql`${orders.items}->>'requestId' = ${requestId}`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
