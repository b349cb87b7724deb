import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/app";
import { EMPTY_BODY } from "./json-body";

let t: TestApp;
let octet = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** As many HTTP clients send a call without a body: the JSON content type, and nothing. */
const postJson = (url: string, payload: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json" },
    payload,
    remoteAddress: `10.9.0.${++octet % 250}`,
  });

async function namesRequestId(): Promise<string> {
  const res = await postJson(
    "/api/generate-names",
    JSON.stringify({ description: "a fluffy ginger cat who naps in the sun", tags: [] }),
  );
  expect(res.statusCode).toBe(200);
  return res.json().requestId;
}

describe("a JSON content type with an empty body", () => {
  it.each(["", "  \n"])("is no body: POST /api/generate-more/{id} answers 200 (body %j)", async (body) => {
    const res = await postJson(`/api/generate-more/${await namesRequestId()}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().names.length).toBeGreaterThan(0);
  });

  it("is no body for the other body-less calls too: the paid collection says it needs payment", async () => {
    const res = await postJson(`/api/generate-complete/${await namesRequestId()}`, "");
    expect(res.statusCode).toBe(402);
  });

  it("on a call that needs a body, is a 400 that says what is missing", async () => {
    const res = await postJson("/api/generate-names", "");
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(EMPTY_BODY);
  });

  it("still refuses broken JSON and prototype poisoning", async () => {
    expect((await postJson("/api/generate-names", "{")).statusCode).toBe(400);
    const poisoned = await postJson(
      "/api/generate-names",
      '{"description":"a fluffy ginger cat","tags":[],"__proto__":{"admin":true}}',
    );
    expect(poisoned.statusCode).toBe(400);
  });
});
