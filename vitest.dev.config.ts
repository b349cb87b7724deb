import path from "node:path";
import { defineConfig } from "vitest/config";

const reportDir = process.env.TEST_REPORT_DIR;

// `npm run test:dev`: `npm run dev` started for real and driven by Chromium (test/dev). It edits a source
// file and puts it back, so it is not part of `npm test`.
export default defineConfig({
  test: {
    include: ["test/dev/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: path.join(reportDir, "vitest-dev.json") } : undefined,
  },
});
