/** A process-pool worker for tests: answers after `ms`, fails, or dies, as each message asks. */
import type { WorkerReply } from "../engines/process-pool";

type EchoTask = { value: unknown; ms?: number; fail?: string; exit?: boolean };

process.on("message", async (task: EchoTask) => {
  if (task.ms) await new Promise((resolve) => setTimeout(resolve, task.ms));
  if (task.exit) process.exit(3);
  const reply: WorkerReply = task.fail
    ? { ok: false, error: { name: "ImageRejected", message: task.fail, statusCode: 422 } }
    : { ok: true, result: { value: task.value, pid: process.pid } };
  process.send?.(reply);
});
process.on("disconnect", () => process.exit(0));
