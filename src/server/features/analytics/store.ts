import type { AnalyticsEventRequest } from "../../../contract/analytics";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export function createAnalyticsStore(db: Db) {
  return {
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
