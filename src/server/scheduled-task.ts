import { randomUUID } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client";
import { taskLeases } from "./db/schema";

/**
 * Takes the named lease for `ms` unless another holder has it: whoever takes it runs the task, the
 * others skip this turn. It is held to its end (one run per turn on all instances together) and ends by
 * itself, so a holder that dies frees it.
 */
export async function takeLease(db: Db, name: string, holder: string, ms: number): Promise<boolean> {
  const until = sql`now() + ${`${ms} milliseconds`}::interval`;
  const taken = await db
    .insert(taskLeases)
    .values({ name, holder, lockedUntil: until })
    .onConflictDoUpdate({
      target: taskLeases.name,
      set: { holder, lockedUntil: until },
      setWhere: lt(taskLeases.lockedUntil, sql`now()`),
    })
    .returning({ holder: taskLeases.holder });
  return taken[0]?.holder === holder;
}

/**
 * Runs `task` every `everyMs` (first after `firstAfterMs`) on one instance at a time across every
 * instance on the database; answers a function that stops it.
 */
export function scheduleTask(options: {
  db: Db;
  name: string;
  everyMs: number;
  firstAfterMs: number;
  task: () => Promise<void>;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const holder = randomUUID();
  let running: Promise<void> | undefined;
  const turn = () => {
    if (running) return;
    running = (async () => {
      if (!(await takeLease(options.db, options.name, holder, options.everyMs))) return;
      await options.task();
    })()
      .catch((err: unknown) => options.log.error({ err, task: options.name }, "scheduled task failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(turn, options.firstAfterMs);
  const every = setInterval(turn, options.everyMs);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
