import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/app";
import { startLlmStub } from "../../testing/llm-stub";

let octet = 0;
const post = (t: TestApp, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/generate-astrology",
    payload,
    remoteAddress: `10.5.0.${++octet % 250}`,
  });

const valid = { petName: "  Luna  ", species: "cat", birthDate: "2021-07-30" };

describe("POST /api/generate-astrology (local engine)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { today: () => "2026-11-22" });
  });
  afterAll(() => t.close());

  it("answers the reading, the trimmed name, species, birth date and the chart", async () => {
    const res = await post(t, valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ petName: "Luna", species: "cat", birthDate: "2021-07-30" });
    expect(body.reading).toMatch(/^Luna, you were born on July 30, 2021/);
    expect(body.chart.placements).toHaveLength(5);
    expect(body.chart.placements[0]).toEqual({ body: "Sun", sign: "Leo", retrograde: false });
    expect(body.chart.chinese).toEqual({ animal: "Ox", element: "Metal" });
  });

  it.each([
    [{ ...valid, petName: "   " }, "petName", "Please enter your pet's name."],
    [{ ...valid, petName: "x".repeat(51) }, "petName", "Pet names can be at most 50 characters."],
    [{ ...valid, species: "dragon" }, "species", "Please choose a species"],
    [{ ...valid, birthDate: "2023-02-30" }, "birthDate", "Please enter a real birth date"],
    [{ ...valid, birthDate: "30/07/2021" }, "birthDate", "Please enter a real birth date"],
    [{ ...valid, birthDate: "1899-12-31" }, "birthDate", "Birth dates before 1900 aren't supported."],
    [{ ...valid, birthDate: "2999-01-01" }, "birthDate", "The birth date can't be in the future."],
    [{ petName: "Rex" }, "species", "Please choose a species"],
  ])("rejects %j with a clear 400 that names no field", async (payload, field, message) => {
    const res = await post(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().error.startsWith(`${field}:`)).toBe(false);
    expect(res.json().fields).toContain(field);
  });
});

describe("POST /api/generate-astrology with an LLM", () => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startLlmStub>>;
  beforeAll(async () => {
    llm = await startLlmStub();
    t = await createTestApp(
      { LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: "sk-test", LLM_MODEL: "stub", LLM_TIMEOUT_MS: "1000" },
      { today: () => "2026-11-22" },
    );
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  const paragraphs = [
    "Luna, with your **Sun in Leo** you rule the sunniest windowsill in the house.",
    "Your **Moon in Taurus** loves a soft blanket and a steady routine.",
    "With **Venus in Virgo** you show love by sitting exactly one cushion away.",
    "Tip: hide a crinkle ball under a paper bag and let the Leo in you pounce.",
  ];

  it("gives the model the computed placements as facts and uses its prose", async () => {
    llm.answer({ paragraphs });
    const res = await post(t, valid);
    expect(res.json().reading).toBe(paragraphs.join("\n\n"));
    const facts = llm.requests.at(-1)!.body.messages.at(-1)!.content;
    expect(facts).toContain("Sun in Leo");
    expect(facts).toContain("Chinese zodiac: Metal Ox");
    expect(llm.requests.at(-1)!.body.response_format.type).toBe("json_schema");
  });

  it.each([
    ["a health claim", [...paragraphs.slice(0, 3), "Tip", "watch her diet and visit the vet."]],
    ["no Sun sign", paragraphs.map((p) => p.replace("Leo", "Lion"))],
    ["too few paragraphs", paragraphs.slice(0, 2)],
  ])("falls back to the local reading when the answer has %s", async (_why, answer) => {
    llm.answer({ paragraphs: answer });
    const res = await post(t, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().reading).toMatch(/^Luna, you were born on July 30, 2021 with your \*\*Sun in Leo\*\*/);
  });

  it("falls back when the model fails", async () => {
    llm.setMode("error");
    const res = await post(t, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().reading).toMatch(/^Luna, you were born on July 30, 2021/);
  });
});
