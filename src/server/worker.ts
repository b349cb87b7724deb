/**
 * `npm run worker`: runs portrait image work from the PostgreSQL job queue (PORTRAIT_WORK=queue on the web
 * instances), in as many worker processes as the machine has cores to spare. Start as many as needed.
 */
import { loadConfigOrExit } from "./config";
import { ImageRejected } from "./engines/images/images";
import {
  createBoss,
  decode,
  encode,
  type JobOutput,
  PORTRAIT_QUEUE,
  startBoss,
} from "./engines/portrait-queue";
import type { PortraitTask } from "./engines/portrait-tasks";
import { createPortraitTaskPool } from "./engines/portrait-work";

const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL: the queue lives in PostgreSQL.");
  process.exit(1);
}

const pool = createPortraitTaskPool();
const boss = createBoss(config.databaseUrl);
boss.on("error", (error) => console.error("queue error:", error.message));
await startBoss(boss);

async function runJob(data: unknown): Promise<JobOutput> {
  try {
    return { result: encode(await pool.run(decode(data) as PortraitTask)) };
  } catch (error) {
    // A refused image is the user's answer, not a failure to retry.
    if (error instanceof ImageRejected)
      return { rejected: { name: error.name, message: error.message, statusCode: error.statusCode } };
    throw error;
  }
}

for (let i = 0; i < pool.size; i++) {
  await boss.work(PORTRAIT_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, ([job]) =>
    runJob(job!.data),
  );
}
console.log(`Portrait worker: ${pool.size} image processes, waiting for jobs on "${PORTRAIT_QUEUE}"`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    // Lets running jobs finish (a job cut short would be retried elsewhere anyway).
    await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    await pool.close();
    process.exit(0);
  });
}
