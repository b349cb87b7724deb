import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReplicateStub } from "../testing/replicate-stub";
import { createReplicateClient, ReplicateCreditsError, ReplicateError } from "./replicate";

let stub: Awaited<ReturnType<typeof startReplicateStub>>;
const client = (model = "owner/img2img", timeoutMs = 5_000) =>
  createReplicateClient({ token: "r8_test", model, baseUrl: stub.baseUrl, timeoutMs, pollIntervalMs: 20 });

beforeAll(async () => {
  stub = await startReplicateStub();
});
afterAll(() => stub.close());

describe("Replicate provider", () => {
  it("creates a prediction with the style prompt, waits for it, and downloads the output", async () => {
    stub.setMode("ok");
    const image = await client().transform("data:image/jpeg;base64,AAAA", "A Van Gogh portrait");
    expect((await sharp(image).metadata()).width).toBe(640);
    expect(stub.created.at(-1)).toEqual({
      authorization: "Bearer r8_test",
      path: "/v1/models/owner/img2img/predictions",
      prefer: "wait=4",
      body: { input: { image: "data:image/jpeg;base64,AAAA", prompt: "A Van Gogh portrait" } },
    });
  });

  it("polls a prediction that outlasts the wait", async () => {
    stub.setMode("slow");
    const image = await client().transform("data:image/jpeg;base64,AAAA", "p");
    expect((await sharp(image).metadata()).width).toBe(640);
  });

  it("uses the versioned endpoint for owner/name:version", async () => {
    stub.setMode("ok");
    await client("owner/img2img:0123456789abcdef0123").transform("data:image/jpeg;base64,AAAA", "p");
    expect(stub.created.at(-1)?.path).toBe("/v1/predictions");
  });

  it("maps 402 to the requiresApiKey error", async () => {
    stub.setMode("no-credits");
    await expect(client().transform("data:,", "p")).rejects.toBeInstanceOf(ReplicateCreditsError);
  });

  it("reports a failed prediction and gives up when it never finishes", async () => {
    stub.setMode("failed");
    await expect(client().transform("data:,", "p")).rejects.toThrow(/Prediction failed: NSFW/);
    stub.setMode("never-finishes");
    await expect(client("owner/img2img", 300).transform("data:,", "p")).rejects.toBeInstanceOf(
      ReplicateError,
    );
  });
});
