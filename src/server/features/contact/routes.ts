import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminMessagesResponse, contactRequest, contactResponse } from "../../../contract/contact";
import { errorResponse } from "../../../contract/errors";
import type { AdminGuard } from "../../http/admin-auth";
import { RATE_LIMITS } from "../../http/rate-limit";
import type { ContactService } from "./service";
import type { ContactStore } from "./store";

export interface ContactRoutesOptions {
  service: ContactService;
  store: ContactStore;
  adminAuth: AdminGuard;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { service, store, adminAuth },
) => {
  app.post(
    "/api/contact",
    {
      config: RATE_LIMITS.contact,
      schema: {
        tags: ["contact"],
        summary: "Send a message to the team",
        body: contactRequest,
        response: { 200: contactResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => service.submit(request.body, request.ip),
  );

  app.get(
    "/api/admin/messages",
    {
      config: RATE_LIMITS.admin,
      preHandler: adminAuth,
      schema: {
        tags: ["admin"],
        summary: "List stored contact messages, newest first, a page at a time (limit, offset)",
        security: [{ adminToken: [] }],
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(100),
          offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
        }),
        response: { 200: adminMessagesResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const rows = await store.list(limit, offset);
      return {
        nextOffset: rows.length === limit ? offset + limit : null,
        messages: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          subject: row.subject,
          message: row.message,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
