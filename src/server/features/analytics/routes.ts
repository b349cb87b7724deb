import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { funnelQuery, funnelResponse } from "../../../contract/admin";
import { analyticsEventRequest } from "../../../contract/analytics";
import { errorResponse } from "../../../contract/errors";
import type { Db } from "../../db/client";
import type { AdminGuard } from "../../http/admin-auth";
import { RATE_LIMITS } from "../../http/rate-limit";
import { createAnalyticsStore } from "./store";

/** First-party analytics: every page view and funnel event, with no third party involved. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; adminAuth: AdminGuard }> = async (
  app,
  { db, adminAuth },
) => {
  const store = createAnalyticsStore(db);

  app.get(
    "/api/admin/funnel",
    {
      config: RATE_LIMITS.admin,
      preHandler: adminAuth,
      schema: {
        tags: ["admin"],
        summary: "The purchase funnel with revenue",
        security: [{ adminToken: [] }],
        querystring: funnelQuery,
        response: { 200: funnelResponse, 401: errorResponse },
      },
    },
    (request) => store.funnel(request.query.days),
  );
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
