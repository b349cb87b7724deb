import { defineConfig } from "vitest/config";

// `npm run test:dev`: `npm run dev` started for real and driven by Chromium (test/dev). It edits a source
// file and puts it back, so it is not part of `npm test`.
export default defineConfig({
  test: {
    include: ["test/dev/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
