import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { serverSecrets } from "./db/schema";

export const sha256 = (value: string) => createHash("sha256").update(value).digest();

export interface ServerSecrets {
  /** Signs download links and keys client-address hashes. */
  signingSecret: string;
  /** SHA-256 of the admin token: all an instance needs to check one. */
  adminTokenSha256: Buffer;
  /** The admin token this start created, to print once; undefined when it was configured or made before. */
  newAdminToken: string | undefined;
}

type SecretName = (typeof serverSecrets.$inferSelect)["name"];

/**
 * The configured secrets, or else ones kept in the database: the first instance to start creates each one
 * and every other instance, now or after a restart, reads the same, so links and the admin token hold
 * across instances and restarts.
 */
export async function loadServerSecrets(db: Db, config: Config): Promise<ServerSecrets> {
  const signingSecret =
    config.signingSecret ??
    (await keepOnce(db, "signing_secret", randomBytes(32).toString("base64url"))).value;
  if (config.adminToken) {
    return { signingSecret, adminTokenSha256: sha256(config.adminToken), newAdminToken: undefined };
  }
  const token = randomBytes(24).toString("base64url");
  const kept = await keepOnce(db, "admin_token_sha256", sha256(token).toString("hex"));
  return {
    signingSecret,
    adminTokenSha256: Buffer.from(kept.value, "hex"),
    newAdminToken: kept.created ? token : undefined,
  };
}

/** Stores `value` under `name` unless another instance got there first; answers the value that is kept. */
async function keepOnce(
  db: Db,
  name: SecretName,
  value: string,
): Promise<{ value: string; created: boolean }> {
  const inserted = await db
    .insert(serverSecrets)
    .values({ name, value })
    .onConflictDoNothing()
    .returning({ value: serverSecrets.value });
  if (inserted[0]) return { value: inserted[0].value, created: true };
  const [kept] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return { value: kept!.value, created: false };
}
