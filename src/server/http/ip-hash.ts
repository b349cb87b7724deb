import { createHmac } from "node:crypto";

/**
 * Client addresses are kept only as a keyed hash (HMAC-SHA-256 with the server's secret): enough to
 * see abuse from one address, and, unlike a plain SHA-256 of an IPv4 address, not reversible by trying
 * all four billion of them.
 */
export function createIpHasher(secret: string): (ip: string) => string {
  return (ip) => createHmac("sha256", secret).update(`ip:${ip}`).digest("hex").slice(0, 32);
}

export type IpHasher = ReturnType<typeof createIpHasher>;
