import { createHmac, timingSafeEqual } from "node:crypto";

/** Short-lived download links: the path, an expiry and an HMAC over both. */
export function createUrlSigner(secret: string, ttlSeconds = 15 * 60) {
  const sign = (path: string, expires: number) =>
    createHmac("sha256", secret).update(`${path}\n${expires}`).digest("base64url");
  return {
    sign(path: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + ttlSeconds;
      return `${path}?expires=${expires}&sig=${sign(path, expires)}`;
    },
    verify(
      path: string,
      expires: string | undefined,
      signature: string | undefined,
      now = Date.now(),
    ): boolean {
      const at = Number(expires);
      if (!Number.isInteger(at) || !signature || at < Math.floor(now / 1000)) return false;
      const expected = Buffer.from(sign(path, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
