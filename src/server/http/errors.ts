import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { PoolBusyError } from "../engines/process-pool";
import { trackRouteMethods } from "./method-not-allowed";

/** An error whose message is safe and useful to show the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields of the answer a client acts on (e.g. isPetDetectionError). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message = "Missing or invalid admin token.") => new HttpError(401, message);

export const BUSY = "We're busy painting portraits right now. Please try again in a minute.";
/** A message as a sentence: capitalised and ending in a full stop, so several read as one text. */
const sentence = (message: string) => {
  const text = message.trim();
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};

const GENERIC_5XX = "Something went wrong on our side. Please try again in a moment.";

/**
 * One place decides what a failure looks like to the caller: 4xx carry a helpful message,
 * 5xx a generic one with the request id, never a stack trace or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The messages are written for people and shown as they are; which inputs they concern goes
      // apart, in `fields`, for the page to mark (and for developers).
      const messages = new Set(
        error.validation.map((issue) => sentence(issue.message ?? "Please check what you entered.")),
      );
      const fields = error.validation
        .map((issue) => issue.instancePath.replace(/^\//, "").replaceAll("/", "."))
        .filter(Boolean);
      return reply.status(400).send({ error: [...messages].join(" "), fields: [...new Set(fields)] });
    }
    if (error instanceof PoolBusyError) {
      return reply.status(503).header("retry-after", "30").send({ error: BUSY });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "request rejected");
      if (status === 429) reply.header("retry-after", reply.getHeader("retry-after") ?? "60");
      const details = error instanceof HttpError ? error.details : {};
      return reply.status(status).send({ error: clientMessage(error, status), ...details });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "30").send({
        error: "We can't reach our database right now. Please try again in a minute.",
        requestId: request.id,
      });
    }
    request.log.error({ err: error }, "request failed");
    // Our own HttpError carries a message written for the caller (e.g. an upstream AI failure);
    // anything else that failed is hidden behind a generic message.
    const safe = error instanceof HttpError;
    if (status === 503) reply.header("retry-after", reply.getHeader("retry-after") ?? "30");
    return reply.status(status >= 500 && status < 600 ? status : 500).send({
      error: safe ? error.message : `${GENERIC_5XX} (request id: ${request.id})`,
      requestId: request.id,
      ...(safe ? error.details : {}),
    });
  });

  const methodsOf = trackRouteMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!;
    const pagesServed = !path.startsWith("/api/") && app.hasRoute({ method: "GET", url: "/*" });
    const allowed = pagesServed ? ["GET", "HEAD"] : methodsOf(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ error: `${request.method} is not allowed here. Use ${allowed.join(" or ")}.` });
    }
    return reply.status(404).send({ error: `No API route ${request.method} ${path}.` });
  });
}

/** Codes of a database that cannot be reached (network errors, PostgreSQL's connection classes). */
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|08\w{3}|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i;

/** Whether an error (or one of its causes) says the database is down rather than the request wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? "");
    if (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

function clientMessage(error: FastifyError, status: number): string {
  if (error instanceof HttpError) return error.message;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type: send JSON.";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
  }
  if (error instanceof SyntaxError) return "The request body is not valid JSON.";
  if (status === 429) return "Too many requests. Please wait a minute and try again.";
  // Fastify's own 4xx messages are written for clients; anything else gets a plain one.
  return error.code?.startsWith("FST_") ? error.message : "The request could not be processed.";
}
