/** Entry of a portrait worker process (see process-pool.ts): runs one task per message. */

import { type PortraitTask, runPortraitTask } from "./portrait-tasks";
import type { WorkerReply } from "./process-pool";

process.on("message", async (job: PortraitTask) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, result: await runPortraitTask(job) };
  } catch (error) {
    const { name = "Error", message = String(error), statusCode } = error as Error & { statusCode?: number };
    reply = { ok: false, error: { name, message, ...(statusCode ? { statusCode } : {}) } };
  }
  process.send?.(reply);
});
// The parent going away (even by SIGKILL) closes the channel: nothing is left running.
process.on("disconnect", () => process.exit(0));
