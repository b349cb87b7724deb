import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { unauthorized } from "./errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** A preHandler that lets through only `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
export function requireAdmin(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer (.+)$/.exec(header);
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw unauthorized();
  };
}
