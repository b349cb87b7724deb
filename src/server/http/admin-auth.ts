import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sha256 } from "../secrets";
import { HttpError, unauthorized } from "./errors";

/** Wrong tokens one address may send per window before every admin call from it answers 429. */
export const ADMIN_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;

/**
 * A preHandler that lets through only `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant
 * time; an address that keeps guessing is shut out for the rest of the window.
 */
export type AdminGuard = ReturnType<typeof requireAdmin>;

export function requireAdmin(adminTokenSha256: Buffer, now: () => number = Date.now) {
  const expected = adminTokenSha256;
  const failures = new Map<string, { count: number; until: number }>();
  return async (request: FastifyRequest) => {
    const at = now();
    const record = failures.get(request.ip);
    if (record && record.until <= at) failures.delete(request.ip);
    const current = failures.get(request.ip);
    if (current && current.count >= ADMIN_FAILURES.max) {
      throw new HttpError(429, "Too many wrong admin tokens from this address. Please wait and try again.");
    }
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (match && timingSafeEqual(sha256(match[1]!), expected)) return;
    failures.set(request.ip, {
      count: (current?.count ?? 0) + 1,
      until: current?.until ?? at + ADMIN_FAILURES.windowMs,
    });
    // Keeps the map small when many addresses try once.
    if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    throw unauthorized();
  };
}
