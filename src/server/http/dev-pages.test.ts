import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { contentSecurityPolicy } from "./security";

// `npm run dev` itself is tested in a browser by `npm run test:dev` (test/dev); these hold its limits.
describe("npm run dev's Vite", () => {
  it("is imported only by dev-pages.ts, which is imported only dynamically: `npm start` never needs it", () => {
    const dir = path.resolve("src/server");
    const sources = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
    const importingVite = sources.filter((file) =>
      /from\s*["'](vite|@react-router\/dev[^"']*)["']/.test(readFileSync(file, "utf8")),
    );
    expect(importingVite.map((f) => path.relative(dir, f))).toEqual([path.join("http", "dev-pages.ts")]);
    for (const file of sources) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/from\s*["'][./]*(http\/)?dev-pages["']/);
    }
  });

  it("loosens the pages' CSP in development only, for the blob: worker of Vite's client", () => {
    const production = contentSecurityPolicy(loadConfig({}), "n");
    const development = contentSecurityPolicy(loadConfig({ NODE_ENV: "development" }), "n");
    expect(production).not.toContain("worker-src");
    expect(development).toBe(`${production}; worker-src 'self' blob:`);
  });
});
