import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789";

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // With TEST_REPORT_DIR set (CI), a JSON report is written there for the summary.
  reporter: process.env.TEST_REPORT_DIR
    ? [["list"], ["json", { outputFile: path.join(process.env.TEST_REPORT_DIR, "playwright.json") }]]
    : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "off",
  },
  webServer: {
    command: "node e2e/serve.mjs",
    url: `http://127.0.0.1:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://minty.test",
      PAYMENTS_MODE: "test",
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
