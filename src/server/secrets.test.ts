import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { Database } from "./db/client";
import { createUrlSigner } from "./http/signed-urls";
import { loadServerSecrets, sha256 } from "./secrets";
import { createTestDatabase } from "./testing/database";

const unconfigured = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });

describe("server secrets", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("are made once and then shared by every instance on the database, the admin token shown only to the first", async () => {
    const first = await loadServerSecrets(database.db, unconfigured);
    const [second, third] = await Promise.all([
      loadServerSecrets(database.db, unconfigured),
      loadServerSecrets(database.db, unconfigured),
    ]);
    expect(first.signingSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.newAdminToken).toBeDefined();
    expect(sha256(first.newAdminToken!)).toEqual(first.adminTokenSha256);
    for (const later of [second, third]) {
      expect(later.signingSecret).toBe(first.signingSecret);
      expect(later.adminTokenSha256).toEqual(first.adminTokenSha256);
      expect(later.newAdminToken).toBeUndefined();
    }
    // A link signed by one instance verifies on another.
    const link = new URL(createUrlSigner(first.signingSecret).sign("/api/download/x"), "http://h");
    const params = link.searchParams;
    expect(
      createUrlSigner(second.signingSecret).verify(
        link.pathname,
        params.get("expires") ?? "",
        params.get("sig") ?? "",
      ),
    ).toBe(true);
  });

  it("keeps no admin token in the database, only its hash", async () => {
    const { newAdminToken } = await loadServerSecrets(database.db, unconfigured);
    const rows = await database.db.query.serverSecrets.findMany();
    expect(JSON.stringify(rows)).not.toContain(newAdminToken ?? "(made earlier)");
    const made = (await loadServerSecrets(database.db, unconfigured)).adminTokenSha256.toString("hex");
    expect(rows.find((r) => r.name === "admin_token_sha256")?.value).toBe(made);
  });

  it("come from SIGNING_SECRET and ADMIN_TOKEN when they are set", async () => {
    const configured = loadConfig({ SIGNING_SECRET: "s".repeat(32), ADMIN_TOKEN: "configured-admin-token" });
    const secrets = await loadServerSecrets(database.db, configured);
    expect(secrets.signingSecret).toBe("s".repeat(32));
    expect(secrets.adminTokenSha256).toEqual(sha256("configured-admin-token"));
    expect(secrets.newAdminToken).toBeUndefined();
  });

  it("let a second app on the database accept the admin token the first one made", async () => {
    const fresh = await createTestDatabase();
    try {
      const secrets = await loadServerSecrets(fresh.db, unconfigured);
      const pressure = { maxEventLoopDelay: 0 };
      const first = await buildApp(unconfigured, { database: fresh, secrets, pressure });
      const second = await buildApp(unconfigured, { database: fresh, pressure });
      for (const app of [first, second]) {
        const call = (token: string) =>
          app.inject({ url: "/api/admin/messages", headers: { authorization: `Bearer ${token}` } });
        expect((await call(secrets.newAdminToken!)).statusCode).toBe(200);
        expect((await call(`${secrets.newAdminToken}x`)).statusCode).toBe(401);
        await app.close();
      }
    } finally {
      await fresh.close();
    }
  });
});
