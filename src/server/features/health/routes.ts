import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** Liveness does no I/O; readiness proves the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    "/healthz",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({ status: z.literal("unavailable"), error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: "ready" as const };
      } catch (error) {
        request.log.error({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "unavailable" as const, error: "database unreachable" });
      }
    },
  );
};
