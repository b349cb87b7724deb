import path from "node:path";
import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { openDatabase } from "./db/client";
import { seedSampleDirectory } from "./features/vets/service";
import { createClinicStore } from "./features/vets/store";
import { loadWebBuild } from "./http/pages";
import { createShutdown } from "./lifecycle";
import { createSmtpMailer } from "./providers/mail";
import { loadServerSecrets } from "./secrets";

const config = loadConfigOrExit();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, "pg") },
);
await database.migrate();
const seeded = await seedSampleDirectory(createClinicStore(database.db));
if (seeded > 0)
  console.log(`  Vet finder: ${seeded} sample clinics generated (fictional, labelled as a sample directory)`);
const mailer = config.smtp ? createSmtpMailer(config.smtp.url) : undefined;
const secrets = await loadServerSecrets(database.db, config);
const development = config.env === "development";
const app = await buildApp(config, {
  database,
  mailer,
  secrets,
  // `npm run dev` renders pages with Vite's dev server, a devDependency: imported only then.
  web: development ? (await import("./http/dev-pages")).devWebBuild(config.dataDir) : await loadWebBuild(),
  // Vite compiles on the event loop; its pauses are no overload to shed with 503s.
  ...(development ? { pressure: { maxEventLoopDelay: 0 } } : {}),
});

const shutdown = createShutdown(app, async () => {
  mailer?.close();
  await database.close();
});
process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(
  [
    "",
    `  ${config.brandName} is running at http://localhost:${port}`,
    `  Database: ${database.kind === "pglite" ? `embedded PGlite in ${path.join(config.dataDir, "pg")}` : "PostgreSQL"}`,
    `  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : `on disk in ${path.join(config.dataDir, "files")}`}`,
    `  Rate limits: ${config.redisUrl ? "counted in Redis (shared by every instance)" : "counted in this process"}`,
    `  Portrait work: ${config.portraitWork === "queue" ? "on the job queue (run npm run worker)" : "worker processes of this instance"}`,
    `  Contact mail: ${config.smtp ? `SMTP to ${config.smtp.to}` : "kept in the database outbox (GET /api/admin/messages)"}`,
    adminTokenLine(),
    "",
  ].join("\n"),
);

/** A made admin token is shown this once: the database keeps only its hash. */
function adminTokenLine(): string {
  if (config.adminToken) return "  Admin token: ADMIN_TOKEN";
  if (secrets.newAdminToken)
    return `  Admin token (made now and shown only this once; the database keeps its hash): ${secrets.newAdminToken}`;
  return "  Admin token: the one printed at the first start (set ADMIN_TOKEN to choose your own)";
}
