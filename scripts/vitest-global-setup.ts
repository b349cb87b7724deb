// Vitest global setup, so that `npx vitest run` works on a clean clone: the server-process tests start
// `src/server/main.ts`, which serves the web build (built here once, a no-op when it is up to date), and
// the PDF tests read PDFs with poppler's `pdftotext`, and the shared-limit tests count in Redis.
import { ensureBuild } from "./ensure-build.mjs";
import { ensureSystemTools } from "./ensure-system-tools.mjs";

export default async function setup(): Promise<void> {
  ensureSystemTools(["pdftotext", "redis-server"]);
  await ensureBuild();
}
