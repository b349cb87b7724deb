import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { loadWebBuild, type WebBuild } from "./pages";

let t: TestApp;
let web: WebBuild;

beforeAll(async () => {
  web = await loadWebBuild();
  t = await createTestApp({}, { web });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("compression and caching", () => {
  it("sends pages in Brotli when the browser takes it, else gzip, else as they are", async () => {
    const br = await get("/", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString("utf8");
    expect(html).toContain("<html");

    const gz = await get("/", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toContain("<html");

    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("<html");
    // The home page is far smaller compressed.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it("serves a built script from its Brotli file made at build time, cached for a year", async () => {
    const assets = path.join(web.clientDir, "assets");
    const script = readdirSync(assets).find(
      (f) => f.endsWith(".js") && readdirSync(assets).includes(`${f}.br`),
    );
    expect(script).toBeDefined();
    const res = await get(`/assets/${script}`, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.equals(readFileSync(path.join(assets, `${script}.br`)))).toBe(true);
    const plain = await get(`/assets/${script}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(path.join(assets, script!)))).toBe(true);
  });

  it("compresses larger JSON, and leaves small answers and images alone", async () => {
    const api = await get("/api/openapi.json", "br");
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString("utf8"))).toHaveProperty("openapi");

    const small = await get("/healthz", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();

    const image = await get("/images/chelsea-cat.webp", "br, gzip");
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["cache-control"]).toBe("public, max-age=604800, stale-while-revalidate=604800");
  });
});
