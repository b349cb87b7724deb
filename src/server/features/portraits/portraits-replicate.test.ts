import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAGIC_STYLES } from "../../../contract/portrait-styles";
import { createInlinePortraitWork } from "../../engines/portrait-work";
import { createLocalStorage } from "../../providers/storage";
import { browserCookie, createTestApp, type TestApp } from "../../testing/app";
import { startReplicateStub } from "../../testing/replicate-stub";

const CAT = readFileSync("public/images/chelsea-cat.webp");
const work = createInlinePortraitWork({
  detect: async () => ({ isPet: true, animals: ["cat"] }),
  segment: async () => {
    throw new Error("the pet mask is for the local stylizer only");
  },
  stylize: async () => {
    throw new Error("the local stylizer must not run when Replicate is configured");
  },
});

let t: TestApp;
let stub: Awaited<ReturnType<typeof startReplicateStub>>;
let root: string;
let octet = 0;
const BROWSER = browserCookie();

const session = async () => {
  const sessionId = `magic_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await t.app.inject({
    method: "POST",
    url: "/api/create-portrait-session",
    payload: { sessionId },
    headers: { cookie: BROWSER },
  });
  return sessionId;
};
const transform = (sessionId: string, style = MAGIC_STYLES[0].prompt) =>
  t.app.inject({
    method: "POST",
    url: "/api/ai-transform",
    headers: { cookie: BROWSER },
    remoteAddress: `10.9.1.${++octet % 250}`,
    payload: {
      imageData: `data:image/webp;base64,${CAT.toString("base64")}`,
      style,
      width: 451,
      height: 300,
      provider: "replicate",
      sessionId,
    },
  });

beforeAll(async () => {
  stub = await startReplicateStub();
  root = mkdtempSync(path.join(tmpdir(), "minty-rep-"));
  t = await createTestApp(
    { REPLICATE_API_TOKEN: "r8_test", REPLICATE_MODEL: "owner/img2img", REPLICATE_BASE_URL: stub.baseUrl },
    { storage: createLocalStorage(root), portraitWork: work },
  );
});
afterAll(async () => {
  await t.close();
  await stub.close();
  rmSync(root, { recursive: true, force: true });
});

describe("portraits through Replicate", () => {
  it("sends the style's prompt and the photo, and stores the answer as a watermarked preview", async () => {
    stub.setMode("ok");
    const res = await transform(await session());
    expect(res.statusCode).toBe(200);
    expect(stub.created.at(-1)?.body.input.prompt).toBe(MAGIC_STYLES[0].prompt);
    expect(stub.created.at(-1)?.body.input.image).toMatch(/^data:image\/jpeg;base64,/);
    const preview = await t.app.inject(res.json().transformedImageUrl);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(640);
  });

  it("answers requiresApiKey when the account has no credits", async () => {
    stub.setMode("no-credits");
    const res = await transform(await session());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      requiresApiKey: true,
      error: expect.stringContaining("AI transformations require Replicate credits"),
    });
  });

  it("reports a failed prediction as a failed transformation", async () => {
    stub.setMode("failed");
    const res = await transform(await session());
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatch(/^AI transformation failed: /);
  });

  it("limits the portraits one session can make", async () => {
    stub.setMode("ok");
    const sessionId = await session();
    for (let i = 0; i < 12; i++) expect((await transform(sessionId)).statusCode).toBe(200);
    const res = await transform(sessionId);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/all its portraits/);
  }, 60_000);
});
