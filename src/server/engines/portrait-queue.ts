/**
 * Portrait work on a PostgreSQL job queue (pg-boss; docs/decisions/0008-portrait-queue.md): web instances
 * send each task as a job and wait for its result; `npm run worker` processes run them. A job whose
 * worker dies is failed when it outlives its expiry and retried, so the waiting request still gets it.
 */
import PgBoss from "pg-boss";
import type { PortraitTask } from "./portrait-tasks";
import { type PortraitWork, portraitWorkOn, revive } from "./portrait-work";
import type { WorkerError } from "./process-pool";

export const PORTRAIT_QUEUE = "portrait-work";

/** How long a running job may take before it counts as lost (its worker died) and is retried. */
const EXPIRE_SECONDS = { preview: 30, print: 180 } as const;
/** Checks for lost jobs this often (pg-boss runs it on one instance at a time). */
const MAINTENANCE_SECONDS = 5;
/** A web request gives up on its job after this long, e.g. when no worker runs. */
const WAIT_MS = 240_000;
const POLL_MS = 200;

/** The queue's settings, the same in web and worker processes. */
export function createBoss(databaseUrl: string): PgBoss {
  return new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    // Jobs carry pet photos: the waiting request deletes its job once read; anything left (its request
    // gone) is archived after 10 minutes and deleted from the archive 10 minutes later.
    archiveCompletedAfterSeconds: 600,
    archiveFailedAfterSeconds: 600,
    deleteAfterSeconds: 600,
  });
}

export async function startBoss(boss: PgBoss): Promise<void> {
  await boss.start();
  await boss.createQueue(PORTRAIT_QUEUE, {
    name: PORTRAIT_QUEUE,
    retryLimit: 2,
    retryDelay: 1,
    expireInSeconds: EXPIRE_SECONDS.preview,
    retentionMinutes: 10,
  });
}

/** Image bytes travel as base64 inside the job's JSON. */
type Encoded = unknown;
export function encode(value: unknown): Encoded {
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
  return value;
}
export function decode(value: Encoded): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.$base64 === "string") return Buffer.from(record.$base64, "base64");
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, decode(v)]));
  }
  return value;
}

/** What a worker answers: the task's result, or the user's error (a refused image), which is final. */
export type JobOutput = { result: Encoded } | { rejected: WorkerError };

const isPrint = (task: PortraitTask) => task.task === "stylize" && (task.maxSide ?? 0) > 800;

/** Portrait work for a web instance: every task becomes a job that a worker process runs. */
export async function createQueuedPortraitWork(databaseUrl: string): Promise<PortraitWork> {
  const boss = createBoss(databaseUrl);
  boss.on("error", () => {}); // transient database errors: the next poll tries again
  await startBoss(boss);
  async function run<T>(task: PortraitTask): Promise<T> {
    const id = await boss.send(PORTRAIT_QUEUE, encode(task) as object, {
      expireInSeconds: isPrint(task) ? EXPIRE_SECONDS.print : EXPIRE_SECONDS.preview,
    });
    if (!id) throw new Error("The portrait job could not be queued.");
    for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; ) {
      const job = await boss.getJobById<object>(PORTRAIT_QUEUE, id);
      if (job?.state === "completed") {
        await boss.deleteJob(PORTRAIT_QUEUE, id);
        const output = job.output as JobOutput;
        if ("rejected" in output) throw revive(output.rejected);
        return decode(output.result) as T;
      }
      if (!job || job.state === "failed" || job.state === "cancelled") {
        if (job) await boss.deleteJob(PORTRAIT_QUEUE, id);
        throw new Error("The portrait could not be painted.");
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    await boss.cancel(PORTRAIT_QUEUE, id);
    await boss.deleteJob(PORTRAIT_QUEUE, id);
    throw new Error("No portrait worker answered in time.");
  }
  return portraitWorkOn(run, () => boss.stop({ graceful: false, wait: true }));
}
