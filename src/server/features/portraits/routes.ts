import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAGIC_STYLES, PORTRAIT_LIMITS, SESSION_ID, theStyle } from "../../../contract/portrait-styles";
import {
  aiTransformRequest,
  aiTransformResponse,
  createSessionRequest,
  createSessionResponse,
  portraitError,
  portraitSessionResponse,
  sampleTransformationsResponse,
  saveTransformationsRequest,
  saveTransformationsResponse,
  sessionIdSchema,
  uploadResponse,
} from "../../../contract/portraits";
import { decodeDataUrl } from "../../engines/images/images";
import { createConcurrencyGate } from "../../http/concurrency-gate";
import { badRequest } from "../../http/errors";
import { readUpload } from "../../http/multipart";
import { ensurePortraitOwner, portraitOwner } from "../../http/portrait-owner";
import { rateLimit } from "../../http/rate-limit";
import type { PortraitService } from "./service";

const errors = {
  400: portraitError,
  403: portraitError,
  404: portraitError,
  413: portraitError,
  415: portraitError,
  422: portraitError,
  429: portraitError,
  503: portraitError,
};
/** JSON of a transform carries the photo as a data URL: allow its base64 size, no more. */
const TRANSFORM_BODY_LIMIT = 15 * 1024 * 1024;
/** Image requests in flight: enough for every worker and its queue, two per client (a photo and a style). */
const IMAGE_REQUESTS = { perInstance: 8, perClient: 2 };

export const portraitRoutes: FastifyPluginAsyncZod<{ service: PortraitService }> = async (
  app,
  { service },
) => {
  const gate = createConcurrencyGate(IMAGE_REQUESTS);
  /** Runs image work holding a place at the gate; refused at once (429/503) when there is none. */
  async function gated<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
    const release = gate.enter(request.ip);
    try {
      return await work();
    } finally {
      release();
    }
  }

  await app.register(multipart, {
    limits: { fileSize: PORTRAIT_LIMITS.uploadMaxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
  });

  app.post(
    "/api/create-portrait-session",
    {
      config: rateLimit(30, "1 minute"),
      schema: {
        tags: ["portraits"],
        body: createSessionRequest,
        response: { 200: createSessionResponse, 409: portraitError, ...errors },
      },
    },
    (request, reply) =>
      service.createSession(request.body.sessionId, request.ip, ensurePortraitOwner(request, reply)),
  );

  app.post(
    "/api/portrait-photo",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["portraits"],
        summary:
          "Upload a pet photo (multipart: sessionId, then photo). 10 MB, JPEG/PNG/WebP, 40 megapixels.",
        consumes: ["multipart/form-data"],
        response: { 200: uploadResponse, ...errors },
      },
    },
    (request) =>
      gated(request, async () => {
        const { fields, bytes } = await readUpload(
          request,
          "File too large - Please upload an image smaller than 10MB",
        );
        const sessionId = fields.sessionId ?? "";
        if (!SESSION_ID.test(sessionId)) throw badRequest("Send the sessionId field before the photo.");
        return service.upload(sessionId, portraitOwner(request), bytes);
      }),
  );

  app.post(
    "/api/ai-transform",
    {
      bodyLimit: TRANSFORM_BODY_LIMIT,
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["portraits"],
        summary: "Paint the session's photo in a style; answers a watermarked preview",
        body: aiTransformRequest,
        response: {
          200: aiTransformResponse,
          402: portraitError,
          410: portraitError,
          502: portraitError,
          ...errors,
        },
      },
    },
    (request) =>
      gated(request, () =>
        service.transform({
          sessionId: request.body.sessionId,
          owner: portraitOwner(request),
          style: request.body.style,
          imageData: decodeDataUrl(request.body.imageData),
          petName: request.body.petName,
        }),
      ),
  );

  app.get(
    "/api/portrait-sessions/:sessionId",
    {
      config: rateLimit(60, "1 minute"),
      schema: {
        tags: ["portraits"],
        summary: "This browser's portraits in a session, to show them again",
        params: z.object({ sessionId: sessionIdSchema }),
        response: { 200: portraitSessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.portraits(request.params.sessionId, portraitOwner(request));
    },
  );

  app.get(
    "/api/portrait-previews/:id",
    {
      config: rateLimit(300, "1 minute"),
      schema: { hide: true, params: z.object({ id: z.string().max(100) }) },
    },
    async (request, reply) => {
      const bytes = await service.preview(request.params.id);
      return reply
        .type("image/jpeg")
        .header("cache-control", "private, max-age=86400, immutable")
        .send(bytes);
    },
  );

  app.post(
    "/api/save-transformations",
    {
      config: rateLimit(30, "1 minute"),
      schema: {
        tags: ["portraits"],
        body: saveTransformationsRequest,
        response: { 200: saveTransformationsResponse, ...errors },
      },
    },
    (request) =>
      service.save(
        request.body.sessionId,
        portraitOwner(request),
        request.body.transformations.map((t) => t.id),
      ),
  );

  app.get(
    "/api/sample-transformations",
    {
      config: rateLimit(120, "1 minute"),
      schema: { tags: ["portraits"], response: { 200: sampleTransformationsResponse } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      // Rendered by our own stylizer from the site's sample photo (npm run samples).
      return {
        samples: MAGIC_STYLES.map((style) => ({
          filterName: style.name,
          imageUrl: `/images/samples/${style.id}.webp`,
          alt: `A tabby cat painted in ${theStyle(style.name)} by Minty`,
        })),
      };
    },
  );
};
