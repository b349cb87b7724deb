import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

export const EMPTY_BODY = "The request body is empty: send a JSON object.";

/**
 * Many HTTP clients send `Content-Type: application/json` with an empty body on a call that takes
 * none ("more names", the paid collection). Fastify answers those 400; here an empty or blank body
 * is no body on a route without a body schema, and still "empty" on a route that needs one. Anything
 * else goes to Fastify's own parser (prototype poisoning refused).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, raw, done) => {
    // parseAs "string" hands a string; the type covers the "buffer" form too.
    const body = String(raw);
    if (body.trim() === "") {
      if (request.routeOptions.schema?.body) return done(badRequest(EMPTY_BODY), undefined);
      return done(null, undefined);
    }
    return parseJson(request, body, done);
  });
}
