import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("serves on port 3000 with embedded defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.brandName).toBe("Minty");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtp).toBeUndefined();
    // Made once and kept in the database instead (secrets.ts).
    expect(config.adminToken).toBeUndefined();
    expect(config.signingSecret).toBeUndefined();
  });

  it("refuses a public https site with no Stripe keys unless PAYMENTS_MODE=test asks for the test processor", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    };
    expect(() => loadConfig({ PUBLIC_URL: "https://minty.example" })).toThrow(
      /PAYMENTS_MODE: PUBLIC_URL is https/,
    );
    expect(loadConfig({ PUBLIC_URL: "https://minty.example", PAYMENTS_MODE: "test" }).stripe).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://minty.example", ...stripe }).stripe).toBeDefined();
    // The offline default and a plain-http address are unchanged.
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).stripe).toBeUndefined();
    expect(() => loadConfig({ PAYMENTS_MODE: "test", ...stripe })).toThrow(/PAYMENTS_MODE: is test/);
    expect(() => loadConfig({ PAYMENTS_MODE: "live" })).toThrow(/PAYMENTS_MODE/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "  " }).port).toBe(3000);
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        PUBLIC_URL: "not a url",
        ADMIN_TOKEN: "short",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "PUBLIC_URL", "ADMIN_TOKEN"]) expect(message).toContain(name);
  });

  it("requires SMTP_URL and CONTACT_TO together", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:25" })).toThrow(/CONTACT_TO/);
    expect(() => loadConfig({ CONTACT_TO: "team@example.com" })).toThrow(/SMTP_URL/);
    const config = loadConfig({ SMTP_URL: "smtp://localhost:25", CONTACT_TO: "team@example.com" });
    expect(config.smtp).toEqual({
      url: "smtp://localhost:25",
      to: "team@example.com",
      from: "team@example.com",
    });
  });

  it("strips the trailing slash of PUBLIC_URL and parses TRUST_PROXY", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://minty.example/",
      TRUST_PROXY: "2",
      PAYMENTS_MODE: "test",
    });
    expect(config.publicUrl).toBe("https://minty.example");
    expect(config.trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1");
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /would trust an X-Forwarded-For header from anyone/,
    );
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
