import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_SUCCESS_MESSAGE } from "../../../contract/contact-constants";
import { ADMIN_FAILURES } from "../../http/admin-auth";
import { createIpHasher } from "../../http/ip-hash";
import { createSmtpMailer } from "../../providers/mail";
import { createTestApp, TEST_ADMIN_TOKEN, type TestApp } from "../../testing/app";
import { startSmtpStub } from "../../testing/smtp-stub";
import { createContactService, RETRY_DELAYS_S } from "./service";
import { createContactStore } from "./store";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Portrait question",
  message: "Can I order a portrait of two cats together?",
};

let lastOctet = 0;
/** Each request from its own address, so the contact rate limit does not interfere. */
const post = (payload: object) => ({
  method: "POST" as const,
  url: "/api/contact",
  payload,
  remoteAddress: `10.1.0.${++lastOctet}`,
});

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

async function listMessages(t: TestApp) {
  const res = await t.app.inject({ url: "/api/admin/messages", headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json().messages as Array<Record<string, unknown>>;
}

describe("POST /api/contact without SMTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the message in the outbox and thanks the sender", async () => {
    const res = await t.app.inject(post(valid));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    const [stored] = await listMessages(t);
    expect(stored).toMatchObject({ ...valid, status: "stored", attempts: 0 });
  });

  it("stores a retried message once when it carries the same idempotency key", async () => {
    const before = (await listMessages(t)).length;
    const message = { ...valid, subject: "Sent twice", idempotencyKey: "retry-key-0123456789" };
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject(post(message));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    }
    expect((await listMessages(t)).length).toBe(before + 1);
    await t.app.inject(post({ ...message, idempotencyKey: "another-key-0123456789" }));
    expect((await listMessages(t)).length).toBe(before + 2);
  });

  it("pages through the admin list past any page size", async () => {
    for (let i = 0; i < 4; i++) await t.app.inject(post({ ...valid, subject: `Paged ${i}` }));
    const total = (await listMessages(t)).length;
    const seen: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const res = await t.app.inject({ url: `/api/admin/messages?limit=2&offset=${offset}`, headers: admin });
      const page: { messages: { id: string }[]; nextOffset: number | null } = res.json();
      seen.push(...page.messages.map((m) => m.id));
      offset = page.nextOffset;
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("trims fields before storing them", async () => {
    await t.app.inject(post({ ...valid, name: "  Grace  ", email: " grace@example.com " }));
    const [stored] = await listMessages(t);
    expect(stored).toMatchObject({ name: "Grace", email: "grace@example.com" });
  });

  it.each([
    [{ ...valid, email: "not-an-email" }, "email", "Please enter a valid email address."],
    [{ ...valid, name: "   " }, "name", "Name is required."],
    [{ ...valid, message: "hi" }, "message", "Message must be at least 10 characters."],
    [{ ...valid, subject: "s".repeat(151) }, "subject", "Subject must be at most 150 characters."],
    [{ name: "A", email: "a@example.com" }, "subject", "Subject is required."],
  ])("rejects %j with a helpful 400 that names no field", async (payload, field, expected) => {
    const before = (await listMessages(t)).length;
    const res = await t.app.inject(post(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(expected);
    expect(res.json().error.startsWith(`${field}:`)).toBe(false);
    expect(res.json().fields).toContain(field);
    expect((await listMessages(t)).length).toBe(before);
  });

  it("pretends success to bots that fill the honeypot but stores nothing", async () => {
    const before = (await listMessages(t)).length;
    const res = await t.app.inject(post({ ...valid, website: "http://spam.example" }));
    expect(res.statusCode).toBe(200);
    expect((await listMessages(t)).length).toBe(before);
  });

  it("rate-limits one address to 5 messages in 10 minutes", async () => {
    const from = (ip: string) => ({
      method: "POST" as const,
      url: "/api/contact",
      payload: valid,
      remoteAddress: ip,
    });
    for (let i = 0; i < 5; i++) expect((await t.app.inject(from("10.0.0.9"))).statusCode).toBe(200);
    const limited = await t.app.inject(from("10.0.0.9"));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many requests/);
    expect((await t.app.inject(from("10.0.0.10"))).statusCode).toBe(200);
  });
});

describe("GET /api/admin/messages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [{}],
    [{ authorization: "Bearer wrong-token" }],
    [{ authorization: TEST_ADMIN_TOKEN }],
    [{ authorization: `Bearer ${TEST_ADMIN_TOKEN}x` }],
  ])("answers 401 to %j", async (headers) => {
    const res = await t.app.inject({ url: "/api/admin/messages", headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/admin token/);
  });

  it("lists messages for the admin token", async () => {
    expect((await listMessages(t)).length).toBe(0);
  });

  it("shuts out an address that keeps guessing, on every admin route, right token or not", async () => {
    const from = (remoteAddress: string, authorization: string, url = "/api/admin/messages") =>
      t.app.inject({ url, headers: { authorization }, remoteAddress });
    for (let i = 0; i < ADMIN_FAILURES.max; i++) {
      expect((await from("10.66.0.1", `Bearer guess-${i}`)).statusCode).toBe(401);
    }
    const locked = await from("10.66.0.1", `Bearer ${TEST_ADMIN_TOKEN}`);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    expect((await from("10.66.0.1", `Bearer ${TEST_ADMIN_TOKEN}`, "/api/admin/funnel")).statusCode).toBe(429);
    expect((await from("10.66.0.2", `Bearer ${TEST_ADMIN_TOKEN}`)).statusCode).toBe(200);
  });
});

describe("contact outbox with SMTP", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;

  beforeAll(async () => {
    smtp = await startSmtpStub();
    t = await createTestApp(
      { SMTP_URL: smtp.url, CONTACT_TO: "team@minty.example" },
      { mailer: createSmtpMailer(smtp.url) },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function service() {
    const store = createContactStore(t.database.db);
    return createContactService({
      store,
      mailer: createSmtpMailer(smtp.url),
      mail: { to: "team@minty.example", from: "team@minty.example", brandName: "Minty" },
      hashIp: createIpHasher("contact-test-secret-0123456789abcdef"),
      log: t.app.log,
    });
  }

  it("stores first, then sends the message by SMTP", async () => {
    const res = await t.app.inject(post(valid));
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["team@minty.example"]);
    expect(mail.raw).toContain("Subject: [Minty contact] Portrait question");
    expect(mail.raw).toContain("Reply-To: Ada Lovelace <ada@example.com>");
    expect(mail.raw).toContain(valid.message);
    await expect.poll(async () => (await listMessages(t))[0]?.status).toBe("sent");
  });

  it("keeps a CR/LF in the name or subject out of the mail's headers", async () => {
    const sent = smtp.received.length;
    const res = await t.app.inject(
      post({ ...valid, name: "Ada\r\nBcc: evil@example.com", subject: "Hi\r\nX-Spam: no" }),
    );
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length).toBe(sent + 1);
    const raw = smtp.received.at(-1)!.raw;
    const headers = raw.split("\r\n\r\n")[0]!;
    expect(headers).not.toMatch(/^(Bcc|X-Spam):/im);
    expect(headers).toMatch(/^Reply-To: "Ada Bcc: evil@example\.com" <ada@example\.com>$/m);
    expect(raw).toContain("Subject: [Minty contact] Hi X-Spam: no");
  });

  it("keeps a message whose sending fails and retries it later", async () => {
    smtp.setFailing(true);
    const sent = smtp.received.length;
    const res = await t.app.inject(post({ ...valid, subject: "Retry me" }));
    expect(res.statusCode).toBe(200);
    await expect.poll(async () => (await listMessages(t))[0]?.attempts).toBe(1);
    const [failed] = await listMessages(t);
    expect(failed).toMatchObject({ subject: "Retry me", status: "pending" });
    expect(String(failed!.lastError)).toMatch(/451|Mailbox unavailable/);

    // Not due yet: a run now leaves it alone.
    const outbox = service();
    await outbox.deliverDue();
    expect((await listMessages(t))[0]?.attempts).toBe(1);

    // Once due and the server is back, it goes out.
    smtp.setFailing(false);
    await t.database.db.execute(
      sql`update contact_messages set next_attempt_at = now() where status = 'pending'`,
    );
    await outbox.deliverDue();
    expect((await listMessages(t))[0]).toMatchObject({ subject: "Retry me", status: "sent", attempts: 2 });
    expect(smtp.received.length).toBe(sent + 1);
  });

  it("marks a message failed after the last retry but never deletes it", async () => {
    smtp.setFailing(true);
    await t.app.inject(post({ ...valid, subject: "Never delivered" }));
    const outbox = service();
    for (let i = 0; i <= RETRY_DELAYS_S.length; i++) {
      await t.database.db.execute(
        sql`update contact_messages set next_attempt_at = now() where status = 'pending'`,
      );
      await outbox.deliverDue();
    }
    const [message] = await listMessages(t);
    expect(message).toMatchObject({ subject: "Never delivered", status: "failed" });
    expect(message!.attempts).toBe(RETRY_DELAYS_S.length + 1);
    smtp.setFailing(false);
  });
});
