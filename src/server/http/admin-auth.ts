import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sha256 } from "../secrets";
import { HttpError, unauthorized } from "./errors";
import type { FailureCounter } from "./failure-counter";
import type { IpHasher } from "./ip-hash";

/** Wrong tokens one address may send per window before every admin call from it answers 429. */
export const ADMIN_FAILURES = { max: 10, windowMs: 15 * 60_000 } as const;

/**
 * A preHandler that lets through only `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant
 * time; an address that keeps guessing is shut out for the rest of the window, on every instance when
 * the failures are counted in Redis.
 */
export type AdminGuard = ReturnType<typeof requireAdmin>;

export function requireAdmin({
  adminTokenSha256,
  failures,
  hashIp,
}: {
  adminTokenSha256: Buffer;
  /** Wrong tokens per client, counted by the keyed hash of its address. */
  failures: FailureCounter;
  hashIp: IpHasher;
}) {
  return async (request: FastifyRequest) => {
    const client = hashIp(request.ip);
    if ((await failures.count(client)) >= ADMIN_FAILURES.max) {
      throw new HttpError(429, "Too many wrong admin tokens from this address. Please wait and try again.");
    }
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (match && timingSafeEqual(sha256(match[1]!), adminTokenSha256)) return;
    await failures.add(client);
    throw unauthorized();
  };
}
