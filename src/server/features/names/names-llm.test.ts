import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateNames } from "../../engines/names/engine";
import { createTestApp, type TestApp } from "../../testing/app";
import { startLlmStub } from "../../testing/llm-stub";

let t: TestApp;
let llm: Awaited<ReturnType<typeof startLlmStub>>;
let octet = 0;

const DESCRIPTION = "A big black Labrador who loves swimming in the lake and carrying sticks";
const post = (url: string, payload?: object) =>
  t.app.inject({
    method: "POST",
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.4.0.${++octet % 250}`,
  });
const local = (exclude: string[] = [], count = 4) =>
  generateNames({ description: DESCRIPTION, tags: [], exclude, count, round: 0 }).map((n) => n.name);

beforeAll(async () => {
  llm = await startLlmStub();
  t = await createTestApp({
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: "sk-test",
    LLM_MODEL: "stub-model",
    LLM_TIMEOUT_MS: "1000",
  });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

const suggestion = (name: string, traits = ["Loyal", "Water-loving"]) => ({
  name,
  traits,
  reason: `You mentioned "lake": ${name} suits a water lover.`,
  culturalContext: "",
});

describe("names from an OpenAI-compatible model", () => {
  it("asks for JSON-schema output with the description, and keeps only names that pass our checks", async () => {
    llm.answer({
      names: [
        suggestion("Marlin"),
        suggestion("Sit"), // a command
        suggestion("Booty"), // blocklisted
        suggestion("Lucy"),
        suggestion("Lucie"), // near-duplicate of Lucy
        suggestion("Tide", ["Only one trait"]), // fails the schema: 2-4 traits
        suggestion("Bayou"),
        suggestion("Onyx"),
      ],
    });
    const res = await post("/api/generate-names", { description: DESCRIPTION, tags: ["playful"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().names.map((n: { name: string }) => n.name)).toEqual([
      "Marlin",
      "Lucy",
      "Bayou",
      "Onyx",
    ]);
    expect(res.json().names[0].culturalContext).toBeUndefined();

    const [request] = llm.requests;
    expect(request?.authorization).toBe("Bearer sk-test");
    expect(request?.body.model).toBe("stub-model");
    expect(request?.body.response_format.type).toBe("json_schema");
    expect(request?.body.response_format.json_schema.strict).toBe(true);
    expect(request?.body.messages.at(-1)?.content).toContain(DESCRIPTION);
    expect(request?.body.messages.at(-1)?.content).toContain("Playful");
  });

  it("tops up from the local engine when too few names survive, and never repeats shown names", async () => {
    llm.answer({ names: [suggestion("Marlin"), suggestion("Sit")] });
    const first = (await post("/api/generate-names", { description: DESCRIPTION })).json();
    expect(first.names).toHaveLength(4);
    expect(first.names[0].name).toBe("Marlin");
    expect(first.names.slice(1).map((n: { name: string }) => n.name)).toEqual(local(["Marlin"], 3));

    llm.answer({
      names: [
        suggestion("Marlin"),
        suggestion("Harbor"),
        suggestion("Pike"),
        suggestion("Cove"),
        suggestion("Lagoon"),
      ],
    });
    const more = (await post(`/api/generate-more/${first.requestId}`)).json();
    const shown = first.names.map((n: { name: string }) => n.name);
    expect(more.names.map((n: { name: string }) => n.name)).toEqual(["Harbor", "Pike", "Cove", "Lagoon"]);
    expect(llm.requests.at(-1)?.body.messages.at(-1)?.content).toContain(
      `already shown): ${shown.join(", ")}`,
    );
  });

  it("holds the model's names to the local engine's sense of the description", async () => {
    llm.answer({
      names: [
        suggestion("Snowball"), // a white coat's name for a black dog
        suggestion("Calico"), // a cat's coat pattern
        { ...suggestion("Figgy"), culturalContext: "Figgy is the tabby cat in a picture book." },
        suggestion("Marlin"),
        suggestion("Onyx"),
        suggestion("Bayou"),
      ],
    });
    const res = await post("/api/generate-names", { description: DESCRIPTION });
    const names = res.json().names as { name: string; culturalContext?: string }[];
    expect(names.map((n) => n.name)).toEqual(["Figgy", "Marlin", "Onyx", "Bayou"]);
    // A note about a cat is not about this dog: the name may stay, its note goes.
    expect(names[0]?.culturalContext).toBeUndefined();
  });

  it.each(["error", "hang", "not-json"] as const)(
    "falls back to the local engine when the model answers %s",
    async (mode) => {
      llm.setMode(mode);
      const res = await post("/api/generate-names", { description: DESCRIPTION });
      expect(res.statusCode).toBe(200);
      expect(res.json().names.map((n: { name: string }) => n.name)).toEqual(local());
      expect(llm.requests).toHaveLength(1);
    },
  );
});
