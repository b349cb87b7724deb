import { type ChildProcess, fork } from "node:child_process";

/** Thrown when the pool's queue is full: the caller should answer 503 and ask to retry. */
export class PoolBusyError extends Error {
  constructor() {
    super("The image workers are busy.");
    this.name = "PoolBusyError";
  }
}

/** An error thrown in a worker, sent back as plain data. */
export interface WorkerError {
  name: string;
  message: string;
  statusCode?: number;
}

export type WorkerReply = { ok: true; result: unknown } | { ok: false; error: WorkerError };

interface Job {
  task: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer?: NodeJS.Timeout;
}

export interface ProcessPoolOptions {
  /** The worker's entry module; it answers each message with one WorkerReply. */
  file: string;
  execArgv: string[];
  size: number;
  /** Jobs that may wait for a free worker; one more is refused with PoolBusyError. */
  maxQueue: number;
  /** A job running longer is failed and its worker replaced. */
  timeoutMs: number;
  /** Makes the caller's error from a worker's (e.g. to keep its class). */
  revive: (error: WorkerError) => Error;
}

/**
 * Worker processes, started on first use and replaced when they die. Processes, not threads: libuv's
 * thread pool is shared by every thread of a process, so image decoding in threads would still stall
 * the web process's file reads; each worker process has its own.
 */
export function createProcessPool({ file, execArgv, size, maxQueue, timeoutMs, revive }: ProcessPoolOptions) {
  const idle: ChildProcess[] = [];
  const running = new Map<ChildProcess, Job>();
  const queue: Job[] = [];
  let alive = 0;
  let closed = false;

  function settle(child: ChildProcess): Job | undefined {
    const job = running.get(child);
    running.delete(child);
    if (job?.timer) clearTimeout(job.timer);
    return job;
  }

  function spawnWorker(): ChildProcess {
    const child = fork(file, [], {
      execArgv,
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    alive++;
    child.on("message", (reply: WorkerReply) => {
      const job = settle(child);
      if (job) {
        if (reply.ok) job.resolve(reply.result);
        else job.reject(revive(reply.error));
      }
      const next = queue.shift();
      if (next) start(child, next);
      else idle.push(child);
    });
    child.on("exit", () => {
      alive--;
      const index = idle.indexOf(child);
      if (index >= 0) idle.splice(index, 1);
      settle(child)?.reject(new Error("An image worker stopped unexpectedly."));
      if (!closed) pump();
    });
    return child;
  }

  function start(child: ChildProcess, job: Job): void {
    running.set(child, job);
    job.timer = setTimeout(() => {
      settle(child)?.reject(new Error(`An image job took longer than ${timeoutMs} ms.`));
      child.kill("SIGKILL");
    }, timeoutMs);
    child.send(job.task as object);
  }

  function pump(): void {
    while (queue.length > 0 && (idle.length > 0 || alive < size)) {
      start(idle.pop() ?? spawnWorker(), queue.shift()!);
    }
  }

  return {
    run<T>(task: object): Promise<T> {
      if (closed) return Promise.reject(new Error("The image workers are shut down."));
      const free = idle.length > 0 || alive < size;
      if (!free && queue.length >= maxQueue) return Promise.reject(new PoolBusyError());
      return new Promise<T>((resolve, reject) => {
        queue.push({ task, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },

    /** Jobs waiting for a worker. */
    queueDepth: () => queue.length,

    async close(): Promise<void> {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("The image workers are shut down."));
      const children = [...idle, ...running.keys()];
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
    },
  };
}
