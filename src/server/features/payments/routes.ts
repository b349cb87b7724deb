import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "../../../contract/errors";
import {
  createPaymentIntentRequest,
  localAuthenticateRequest,
  localConfirmRequest,
  localPaymentResult,
  paymentIntentResponse,
} from "../../../contract/payments";
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
};
