import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../contract/errors";
import {
  generateCompleteResponse,
  generateMoreResponse,
  generateNamesRequest,
  generateNamesResponse,
  nameRequestResponse,
} from "../../../contract/names";
import { rateLimit } from "../../http/rate-limit";
import type { NamesService } from "./service";

const params = z.object({ requestId: z.string().max(100) });
const errors = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

export const namesRoutes: FastifyPluginAsyncZod<{ service: NamesService }> = async (app, { service }) => {
  app.post(
    "/api/generate-names",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["names"],
        summary: "Suggest names for a described pet",
        body: generateNamesRequest,
        response: { 200: generateNamesResponse, ...errors },
      },
    },
    (request) => service.generate(request.body.description, request.body.tags, request.ip),
  );

  app.get(
    "/api/names/:requestId",
    {
      config: rateLimit(60, "1 minute"),
      schema: {
        tags: ["names"],
        summary: "A request's description, tags and free names, to show them again after Back or a reload",
        params,
        response: { 200: nameRequestResponse, ...errors },
      },
    },
    (request) => service.shown(request.params.requestId),
  );

  app.post(
    "/api/generate-more/:requestId",
    {
      config: rateLimit(30, "1 minute"),
      schema: {
        tags: ["names"],
        summary: "More names for the same request, none shown before",
        params,
        response: { 200: generateMoreResponse, 409: errorResponse, ...errors },
      },
    },
    (request) => service.more(request.params.requestId),
  );

  app.post(
    "/api/generate-complete/:requestId",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["names"],
        summary: "The paid 25-name collection of a request",
        params,
        response: { 200: generateCompleteResponse, 402: errorResponse, ...errors },
      },
    },
    (request) => service.complete(request.params.requestId),
  );
};
