import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { analyticsEventRequest } from "../../../contract/analytics";
import { errorResponse } from "../../../contract/errors";
import type { Db } from "../../db/client";
import { RATE_LIMITS } from "../../http/rate-limit";
import { createAnalyticsStore } from "./store";

/** First-party analytics: every page view and funnel event, with no third party involved. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const store = createAnalyticsStore(db);
  app.post(
    "/api/events",
    {
      config: RATE_LIMITS.events,
      schema: {
        tags: ["analytics"],
        summary: "Record a first-party analytics event",
        body: analyticsEventRequest,
        response: { 204: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await store.insert(request.body);
      return reply.status(204).send(null);
    },
  );
};
