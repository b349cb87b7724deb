import type { FastifyPluginAsync } from "fastify";
import type { StripeProvider } from "../../providers/stripe";
import type { PaymentService } from "./service";

/** Stripe's webhook: the signature is checked over the raw body before anything is trusted. */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  stripe: StripeProvider;
  service: PaymentService;
}> = async (app, { stripe, service }) => {
  // Raw bytes for this plugin's routes only: the signature covers the exact body.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post("/api/stripe/webhook", { schema: { hide: true } }, async (request, reply) => {
    const signature = request.headers["stripe-signature"];
    let event: ReturnType<StripeProvider["verifyWebhook"]>;
    try {
      event = stripe.verifyWebhook(request.body as Buffer, String(signature ?? ""));
    } catch {
      return reply.status(400).send({ error: "Invalid or expired webhook signature." });
    }
    if (event.type === "payment_intent.succeeded") {
      const result = await service.fulfil((event.data.object as { id: string }).id);
      request.log.info({ eventId: event.id, result }, "stripe payment_intent.succeeded");
    } else if (event.type === "payment_intent.payment_failed") {
      request.log.info({ eventId: event.id }, "stripe payment_intent.payment_failed");
    }
    return { received: true };
  });
};
