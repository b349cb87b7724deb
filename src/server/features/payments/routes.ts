import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../contract/errors";
import {
  alreadyPurchasedError,
  createPaymentIntentRequest,
  localAuthenticateRequest,
  localConfirmRequest,
  localPaymentResult,
  paymentIntentResponse,
  transformationIntentRequest,
  transformationIntentResponse,
  verifyTransformationRequest,
  verifyTransformationResponse,
} from "../../../contract/payments";
import { portraitOwner } from "../../http/portrait-owner";
import { rateLimit } from "../../http/rate-limit";
import type { PaymentService } from "./service";

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

export const paymentRoutes: FastifyPluginAsyncZod<{ service: PaymentService }> = async (app, { service }) => {
  app.post(
    "/api/create-payment-intent",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["payments"],
        summary: "Start paying for a 25-name PDF",
        body: createPaymentIntentRequest,
        response: { 200: paymentIntentResponse, ...errors },
      },
    },
    (request) => service.namesIntent(request.body.requestId),
  );

  app.post(
    "/api/local-payments/confirm",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["payments"],
        summary: "Pay with a test card (local test processor only)",
        body: localConfirmRequest,
        response: { 200: localPaymentResult, ...errors },
      },
    },
    (request) =>
      service.confirmLocal(request.body.paymentIntentId, request.body.clientSecret, request.body.cardNumber),
  );

  app.post(
    "/api/local-payments/authenticate",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["payments"],
        summary: "Answer the extra confirmation step of a test card",
        body: localAuthenticateRequest,
        response: { 200: localPaymentResult, ...errors },
      },
    },
    (request) =>
      service.authenticateLocal(
        request.body.paymentIntentId,
        request.body.clientSecret,
        request.body.approve,
      ),
  );

  app.post(
    "/api/create-transformation-payment-intent",
    {
      config: rateLimit(20, "1 minute"),
      schema: {
        tags: ["payments"],
        summary: "Start paying for portraits",
        body: transformationIntentRequest,
        response: {
          200: transformationIntentResponse,
          403: errorResponse,
          ...errors,
          409: alreadyPurchasedError,
        },
      },
    },
    (request) => service.portraitIntent(request.body, portraitOwner(request)),
  );

  app.post(
    "/api/verify-transformation-payment",
    {
      config: rateLimit(30, "1 minute"),
      schema: {
        tags: ["payments"],
        summary: "Verify a portrait payment; answers signed download links",
        body: verifyTransformationRequest,
        response: { 200: verifyTransformationResponse, ...errors },
      },
    },
    (request) => service.verifyPortrait(request.body.paymentIntentId, portraitOwner(request)),
  );

  app.get(
    "/api/downloads/:id",
    {
      config: rateLimit(60, "1 minute"),
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(100) }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          sig: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const png = await service.download(request.params.id, request.query.expires, request.query.sig);
      return reply.type("image/png").header("cache-control", "private, no-store").send(png);
    },
  );
};
