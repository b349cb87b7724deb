import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clinicCountResponse,
  clinicResponse,
  clinicsResponse,
  nearbyVetsRequest,
  searchVetsRequest,
} from "../../../contract/clinics";
import { errorResponse } from "../../../contract/errors";
import { rateLimit } from "../../http/rate-limit";
import type { VetsService } from "./service";

const slug = z.string().regex(/^[a-z0-9-]{1,100}$/i, "Unknown clinic address.");

export const vetsRoutes: FastifyPluginAsyncZod<{ service: VetsService }> = async (app, { service }) => {
  app.get(
    "/api/clinic-count",
    {
      config: rateLimit(120, "1 minute"),
      schema: { tags: ["vets"], response: { 200: clinicCountResponse } },
    },
    () => service.count(),
  );

  app.post(
    "/api/search-vets",
    {
      config: rateLimit(60, "1 minute"),
      schema: {
        tags: ["vets"],
        body: searchVetsRequest,
        response: { 200: clinicsResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) => {
      const { query, latitude, longitude, radius, page } = request.body;
      const from = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
      return service.search(query, from, radius, page);
    },
  );

  app.post(
    "/api/nearby-vets",
    {
      config: rateLimit(60, "1 minute"),
      schema: {
        tags: ["vets"],
        body: nearbyVetsRequest,
        response: { 200: clinicsResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    (request) =>
      service.nearby(
        { latitude: request.body.latitude, longitude: request.body.longitude },
        request.body.radius,
      ),
  );

  app.get(
    "/api/clinic/:state/:city/:clinicSlug",
    {
      config: rateLimit(120, "1 minute"),
      schema: {
        tags: ["vets"],
        params: z.object({ state: slug, city: slug, clinicSlug: slug }),
        response: { 200: clinicResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=600");
      return service.clinic(request.params.state, request.params.city, request.params.clinicSlug);
    },
  );
};
