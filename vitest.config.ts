import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// With TEST_REPORT_DIR set (CI), a JSON report per database kind is written there for the summary.
const reportDir = process.env.TEST_REPORT_DIR;
const reportName = process.env.TEST_DATABASE_URL ? "vitest-postgres.json" : "vitest-pglite.json";

// Unit and API tests only; browser tests run under Playwright (e2e/).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts", "test/**/*.test.ts"],
    // Several server processes on shared services: `npm run test:instances` (vitest.instances.config.ts);
    // `npm run dev` in a browser: `npm run test:dev` (vitest.dev.config.ts).
    exclude: ["test/instances/**", "test/dev/**", "node_modules/**"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default (cores − 1) runs these files one at a time on a 2-core machine; most of them wait on
    // sockets, child processes and databases, so a worker per core cuts the run by about a third.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ["scripts/vitest-global-setup.ts"],
    reporters: reportDir ? ["default", "json"] : ["default"],
    outputFile: reportDir ? { json: path.join(reportDir, reportName) } : undefined,
  },
});
