import { sql } from "drizzle-orm";
import type { AnalyticsEventRequest } from "../../../contract/analytics";
import { type Db, selectRows } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export function createAnalyticsStore(db: Db) {
  return {
    /**
     * Page views → Lead → InitiateCheckout → Purchase over the last `days`, with paid revenue. The
     * Purchase step is the orders whose payment the server verified, never an event a client sent.
     */
    async funnel(days: number) {
      const counts = await selectRows<{ name: string; n: number }>(
        db,
        sql`select name, count(*)::int as n from analytics_events
            where created_at > now() - make_interval(days => ${days}) group by name`,
      );
      const [revenue] = await selectRows<{ cents: number | null; orders: number }>(
        db,
        sql`select sum(amount_cents)::int as cents, count(*)::int as orders from orders
            where status = 'paid' and paid_at > now() - make_interval(days => ${days})`,
      );
      const of = (name: string) => counts.find((c) => c.name === name)?.n ?? 0;
      return {
        days,
        steps: [
          { name: "PageView", count: of("PageView") },
          { name: "Lead", count: of("Lead") },
          { name: "InitiateCheckout", count: of("InitiateCheckout") },
          { name: "Purchase", count: revenue?.orders ?? 0 },
        ],
        paidOrders: revenue?.orders ?? 0,
        revenueUsd: (revenue?.cents ?? 0) / 100,
      };
    },

    async insert(event: AnalyticsEventRequest): Promise<void> {
      await db.insert(analyticsEvents).values({
        name: event.name,
        path: event.path,
        sessionId: event.sessionId ?? null,
        payload: event.payload ?? null,
      });
    },
  };
}
