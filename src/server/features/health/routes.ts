import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** A configured dependency that readiness proves answers. */
export interface Dependency {
  name: "database" | "storage" | "redis";
  ping: () => Promise<void>;
}

const CHECK_TIMEOUT_MS = 3_000;

function withTimeout(ping: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([ping(), timeout]).finally(() => clearTimeout(timer));
}

/** Liveness does no I/O; readiness proves every configured dependency answers, and names those that do not. */
export const healthRoutes: FastifyPluginAsyncZod<{ dependencies: Dependency[] }> = async (
  app,
  { dependencies },
) => {
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
          200: z.object({ status: z.literal("ready"), checked: z.array(z.string()) }),
          503: z.object({
            status: z.literal("unavailable"),
            error: z.string(),
            failing: z.array(z.string()),
          }),
        },
      },
    },
    async (request, reply) => {
      const results = await Promise.allSettled(dependencies.map((d) => withTimeout(d.ping)));
      const failing = dependencies.filter((_, i) => results[i]!.status === "rejected").map((d) => d.name);
      if (failing.length === 0) return { status: "ready" as const, checked: dependencies.map((d) => d.name) };
      results.forEach((result, i) => {
        if (result.status === "rejected")
          request.log.error(
            { err: result.reason, dependency: dependencies[i]!.name },
            "readiness check failed",
          );
      });
      return reply
        .status(503)
        .send({ status: "unavailable" as const, error: `${failing.join(", ")} unreachable`, failing });
    },
  );
};
