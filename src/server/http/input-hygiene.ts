import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/** Control characters no field needs; tab, line feed and carriage return stay. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const MAX_DEPTH = 32;

/**
 * Text that PostgreSQL cannot store (NUL, lone UTF-16 surrogates) made the database fail and the
 * request answer 500, losing a contact message on the way. Every string of a body, query and path is
 * cleaned before validation: control characters dropped, lone surrogates replaced by U+FFFD.
 */
export function cleanText(value: string): string {
  return value.replace(CONTROL, "").toWellFormed();
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === "string") return cleanText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) throw badRequest("The request is nested too deeply.");
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[cleanText(key)] = clean(item, depth + 1);
  return out;
}

export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) request.body = clean(request.body, 0);
    request.query = clean(request.query, 0) as typeof request.query;
    request.params = clean(request.params, 0) as typeof request.params;
  });
}
