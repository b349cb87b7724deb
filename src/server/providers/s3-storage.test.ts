import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startTestS3 } from "../testing/s3";
import { createS3Storage } from "./s3-storage";

describe("S3 storage (against s3rver on loopback)", () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let storage: ReturnType<typeof createS3Storage>;
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = createS3Storage(loadConfig(s3.env).s3!);
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it("puts, gets and deletes files in the bucket", async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await storage.put("originals/abc.jpg", bytes);
    expect(await s3.keys()).toContain("originals/abc.jpg");
    expect((await storage.get("originals/abc.jpg"))?.equals(bytes)).toBe(true);
    await storage.delete("originals/abc.jpg");
    expect(await storage.get("originals/abc.jpg")).toBeUndefined();
    expect(await s3.keys()).not.toContain("originals/abc.jpg");
  });

  it("answers undefined for a missing file and refuses keys a client could have chosen", async () => {
    expect(await storage.get("previews/none.jpg")).toBeUndefined();
    await expect(storage.put("../escape", Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
  });

  it("is ready when the bucket answers, and not when it is missing", async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    const wrong = createS3Storage({ ...loadConfig(s3.env).s3!, bucket: "no-such-bucket" });
    await expect(wrong.ping()).rejects.toThrow();
    wrong.close();
  });
});

describe("S3 settings", () => {
  it("need a bucket and a region together, and both keys or neither", () => {
    expect(() => loadConfig({ S3_BUCKET: "pets" })).toThrow(/S3_REGION: is required/);
    expect(() => loadConfig({ S3_BUCKET: "pets", S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "k" })).toThrow(
      /set both, or neither/,
    );
    expect(loadConfig({ S3_BUCKET: "pets", S3_REGION: "us-east-1" }).s3).toEqual({
      bucket: "pets",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
