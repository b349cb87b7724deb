import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { ImageRejected } from "./images/images";
import { createProcessPool, PoolBusyError, type WorkerError } from "./process-pool";

type Answer = { value: unknown; pid: number };
const pools: ReturnType<typeof createProcessPool>[] = [];

function pool(options: { size?: number; maxQueue?: number; timeoutMs?: number } = {}) {
  const created = createProcessPool({
    file: fileURLToPath(new URL("../testing/echo-worker.ts", import.meta.url)),
    execArgv: ["--import", "tsx"],
    size: options.size ?? 1,
    maxQueue: options.maxQueue ?? 2,
    timeoutMs: options.timeoutMs ?? 20_000,
    revive: ({ name, message, statusCode }: WorkerError) =>
      name === "ImageRejected" ? new ImageRejected(message, statusCode) : new Error(message),
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe("process pool", () => {
  it("runs jobs in another process, in order, and sends errors back as their class", async () => {
    const p = pool();
    const answers = await Promise.all([1, 2, 3].map((value) => p.run<Answer>({ value })));
    expect(answers.map((a) => a.value)).toEqual([1, 2, 3]);
    expect(answers[0]!.pid).not.toBe(process.pid);
    const failed = p.run({ value: 0, fail: "Not an image" });
    await expect(failed).rejects.toBeInstanceOf(ImageRejected);
    await expect(failed).rejects.toMatchObject({ statusCode: 422, message: "Not an image" });
  });

  it("refuses past its queue at once, instead of piling work up", async () => {
    const p = pool({ size: 1, maxQueue: 2 });
    const accepted = [p.run({ value: "a", ms: 300 }), p.run({ value: "b" }), p.run({ value: "c" })];
    await expect(p.run({ value: "d" })).rejects.toBeInstanceOf(PoolBusyError);
    expect(p.queueDepth()).toBe(2);
    expect((await Promise.all(accepted)).map((a) => (a as Answer).value)).toEqual(["a", "b", "c"]);
  });

  it("fails the job of a worker that dies, and goes on with a new worker", async () => {
    const p = pool();
    const first = await p.run<Answer>({ value: 1 });
    await expect(p.run({ value: 2, exit: true })).rejects.toThrow(/stopped unexpectedly/);
    const next = await p.run<Answer>({ value: 3 });
    expect(next.value).toBe(3);
    expect(next.pid).not.toBe(first.pid);
  });

  it("stops a job that runs too long and replaces its worker", async () => {
    const p = pool({ timeoutMs: 2_000 });
    await expect(p.run({ value: 1, ms: 5_000 })).rejects.toThrow(/took longer than 2000 ms/);
    expect((await p.run<Answer>({ value: 2 })).value).toBe(2);
  });
});
