import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { astrologyRequest, astrologyResponse } from "../../../contract/astrology";
import { errorResponse } from "../../../contract/errors";
import { rateLimit } from "../../http/rate-limit";
import { type AstrologyServiceOptions, createAstrologyService } from "./service";

export const astrologyRoutes: FastifyPluginAsyncZod<AstrologyServiceOptions> = async (app, options) => {
  const service = createAstrologyService(options);
  app.post(
    "/api/generate-astrology",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["astrology"],
        summary: "A pet's birth chart and reading (entertainment only)",
        body: astrologyRequest,
        response: { 200: astrologyResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => service.read(request.body),
  );
};
