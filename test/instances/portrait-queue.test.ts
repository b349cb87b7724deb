/**
 * Portrait work on the PostgreSQL job queue: a web instance with PORTRAIT_WORK=queue paints nothing
 * itself; `npm run worker` processes do. A worker killed mid-job: the job is retried and the user still
 * gets the portrait.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../src/server/db/client";
import { createPostgresTestDatabase } from "../../src/server/testing/database";
import { freshAddress } from "../../src/server/testing/redis";
import { type ServerProcess, startServerProcess, startWorkerProcess } from "./server-process";

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CAT = readFileSync("public/images/chelsea-cat.webp");

let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
let web: ServerProcess;
const workers: Awaited<ReturnType<typeof startWorkerProcess>>[] = [];
const headers = {
  cookie: `minty_owner=${randomBytes(32).toString("base64url")}`,
  "x-forwarded-for": freshAddress(),
};
const post = (url: string, body: object) =>
  fetch(web.base + url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function newSessionWithPhoto() {
  const sessionId = `magic_${Date.now()}_${randomBytes(3).toString("hex")}`;
  expect((await post("/api/create-portrait-session", { sessionId })).status).toBe(200);
  const form = new FormData();
  form.append("sessionId", sessionId);
  form.append("photo", new Blob([new Uint8Array(CAT)]), "cat.webp");
  const uploaded = await fetch(`${web.base}/api/portrait-photo`, { method: "POST", body: form, headers });
  expect(uploaded.status, await uploaded.clone().text()).toBe(200);
  return sessionId;
}

const transform = async (sessionId: string) =>
  post("/api/ai-transform", {
    imageData: `data:image/jpeg;base64,${(await sharp(CAT).resize(300).jpeg().toBuffer()).toString("base64")}`,
    style: "pop-art",
    width: 300,
    height: 200,
    sessionId,
  });

/** The queue's jobs in a state, by task. */
const jobs = (state: string) =>
  selectRows<{ task: string; retry_count: number }>(
    database.db,
    sql`select data->>'task' as task, retry_count from pgboss.job where name = 'portrait-work' and state = ${state}`,
  );

beforeAll(async () => {
  database = await createPostgresTestDatabase(POSTGRES);
  const env = { DATABASE_URL: database.url };
  workers.push(await startWorkerProcess(env));
  web = await startServerProcess({ ...env, PORTRAIT_WORK: "queue", TRUST_PROXY: "127.0.0.1" });
}, 120_000);

afterAll(async () => {
  await web?.stop();
  for (const worker of workers) await worker.stop();
  await database?.close();
});

describe("portraits on the job queue", () => {
  it("are painted by the worker, and the jobs (which carry the photo) are deleted once read", async () => {
    const sessionId = await newSessionWithPhoto();
    const made = await transform(sessionId);
    expect(made.status, await made.clone().text()).toBe(200);
    const preview = await fetch(web.base + (await made.json()).transformedImageUrl);
    expect(preview.status).toBe(200);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBeGreaterThan(100);
    expect(await jobs("completed")).toEqual([]);
  });

  it("refuses a file that is no image through the worker, with the same 415 answer", async () => {
    const sessionId = `magic_${Date.now()}_${randomBytes(3).toString("hex")}`;
    await post("/api/create-portrait-session", { sessionId });
    const text = Buffer.from("not an image at all");
    const form = new FormData();
    form.append("sessionId", sessionId);
    form.append("photo", new Blob([new Uint8Array(text)]), "cat.jpg");
    const refused = await fetch(`${web.base}/api/portrait-photo`, { method: "POST", body: form, headers });
    expect(refused.status).toBe(415);
  });

  it("still delivers the portrait when the worker is killed mid-job: the job is retried on another", async () => {
    const sessionId = await newSessionWithPhoto();
    const pending = transform(sessionId);
    // Wait until the painting itself is running, then kill its worker outright.
    for (const deadline = Date.now() + 60_000; ; ) {
      if ((await jobs("active")).some((j) => j.task === "stylize")) break;
      if (Date.now() > deadline) throw new Error("the stylize job never started");
      await new Promise((r) => setTimeout(r, 25));
    }
    await workers[0]!.kill();
    workers.push(await startWorkerProcess({ DATABASE_URL: database.url }));
    const made = await pending;
    expect(made.status, await made.clone().text()).toBe(200);
    const preview = await fetch(web.base + (await made.json()).transformedImageUrl);
    expect(preview.status).toBe(200);
  }, 180_000);
});
