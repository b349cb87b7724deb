import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Portrait sessions belong to the browser that created them. The browser holds a random secret in an
 * HttpOnly, SameSite cookie; sessions store only its hash, so knowing a session id (it is in checkout
 * URLs) is not enough to upload into it, paint it, buy it or download it.
 */
const COOKIE = "minty_owner";
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_SECONDS = 30 * 24 * 3600;

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

function cookieSecret(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === COOKIE && value && SECRET.test(value)) return value;
  }
  return undefined;
}

/** The hash of this browser's owner secret, or undefined when it sent none. */
export function portraitOwner(request: FastifyRequest): string | undefined {
  const secret = cookieSecret(request);
  return secret && hashSecret(secret);
}

/** This browser's owner hash, issuing the cookie first when the browser has none. */
export function ensurePortraitOwner(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieSecret(request);
  if (existing) return hashSecret(existing);
  const secret = randomBytes(32).toString("base64url");
  const secure = request.protocol === "https" ? "; Secure" : "";
  reply.header(
    "set-cookie",
    `${COOKIE}=${secret}; Path=/api; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  return hashSecret(secret);
}
