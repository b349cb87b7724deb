import path from "node:path";
import { defineConfig } from "vitest/config";

const reportDir = process.env.TEST_REPORT_DIR;

// `npm run test:instances`: several server processes sharing PostgreSQL, S3 and Redis (test/instances).
export default defineConfig({
  test: {
    include: ["test/instances/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: path.join(reportDir, "vitest-instances.json") } : undefined,
  },
});
