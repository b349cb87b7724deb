import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

const BUCKET = "minty-test";

/**
 * A real S3-protocol server on loopback (s3rver, files in a temporary folder), and the environment that
 * points the app at it.
 */
export async function startTestS3() {
  const directory = await mkdtemp(path.join(tmpdir(), "minty-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    /** The keys in the bucket, as s3rver keeps them on disk (`<key>._S3rver_object`). */
    async keys(): Promise<string[]> {
      const entries = await readdir(path.join(directory, BUCKET), { recursive: true });
      return entries
        .filter((e) => e.endsWith("._S3rver_object"))
        .map((e) =>
          e
            .replace(/\._S3rver_object$/, "")
            .split(path.sep)
            .join("/"),
        )
        .sort();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
