import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { TEST_CARDS } from "../../contract/payments";
import { type AppDeps, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import type { Database } from "../db/client";
import { createTestDatabase } from "./database";

/** The body that pays an intent with the local test processor's succeeding card. */
export const testCardPayment = (intent: { paymentIntentId: string; clientSecret: string }) => ({
  paymentIntentId: intent.paymentIntentId,
  clientSecret: intent.clientSecret,
  cardNumber: TEST_CARDS.succeeds,
  expiry: "12/34",
  cvc: "123",
});

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...env });
}

/** A browser's portrait-owner cookie (http/portrait-owner.ts), for the `cookie` header of a request. */
export const browserCookie = () => `minty_owner=${randomBytes(32).toString("base64url")}`;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** An app on a fresh database, for `app.inject()` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, "database"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Opening another PGlite, migrating it or seeding it blocks this process's event loop for a second
  // or more on a slow host, which the load shedder would read as overload of every app in the file.
  // Load shedding has its own test with its own limits (app.test.ts).
  const pressure = { maxEventLoopDelay: 0, ...deps.pressure };
  const app = await buildApp(testConfig(env), { database, ...deps, pressure });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
