import { describe, expect, it } from "vitest";
import { createUrlSigner } from "./signed-urls";

const signer = createUrlSigner("s".repeat(32), 900);
const parts = (link: string) => {
  const url = new URL(link, "http://x");
  return [
    url.pathname,
    url.searchParams.get("expires") ?? undefined,
    url.searchParams.get("sig") ?? undefined,
  ] as const;
};

describe("signed download links", () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const [path, expires, sig] = parts(signer.sign("/api/downloads/vintage_1_abcdef12", now));

  it("hold until their expiry, and a genuine signature does not outlive it", () => {
    expect(signer.verify(path, expires, sig, now)).toBe(true);
    expect(signer.verify(path, expires, sig, now + 899_000)).toBe(true);
    expect(signer.verify(path, expires, sig, now + 901_000)).toBe(false);
  });

  it("refuse another path, a moved expiry, another secret and a missing signature", () => {
    expect(signer.verify("/api/downloads/vintage_1_00000000", expires, sig, now)).toBe(false);
    expect(signer.verify(path, String(Number(expires) + 3600), sig, now)).toBe(false);
    expect(createUrlSigner("t".repeat(32)).verify(path, expires, sig, now)).toBe(false);
    expect(signer.verify(path, expires, undefined, now)).toBe(false);
    expect(signer.verify(path, "soon", sig, now)).toBe(false);
  });
});
