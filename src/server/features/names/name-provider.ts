import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { type NameSuggestion, nameSuggestion } from "../../../contract/names";
import { NAMES, PET_TAGS } from "../../../contract/names-constants";
import { generateNames, type NameEngineInput } from "../../engines/names/engine";
import { isSuggestible, similarityKey } from "../../engines/names/filters";
import { jarsWith, noteClashes } from "../../engines/names/fit";
import { readDescription } from "../../engines/names/reader";
import type { LlmClient } from "../../providers/llm";

export interface NameProvider {
  readonly kind: "local" | "llm";
  suggest(input: NameEngineInput): Promise<NameSuggestion[]>;
}

export const localNameProvider: NameProvider = {
  kind: "local",
  suggest: async (input) => generateNames(input),
};

/**
 * The checks every provider's names pass: valid shape, fit to suggest (no command clash, nothing
 * blocklisted), no repeats within the answer or of names already shown, and the local engine's sense
 * of the description: no name that contradicts it (a calico's name for a black-and-white cat, a water
 * name for a pet that hates water), and no cultural note about another kind of animal.
 */
export function acceptableNames(candidates: unknown[], input: NameEngineInput): NameSuggestion[] {
  const reading = readDescription(input.description);
  const seen = new Set(input.exclude.map(similarityKey));
  const accepted: NameSuggestion[] = [];
  for (const candidate of candidates) {
    const parsed = nameSuggestion.safeParse(candidate);
    if (!parsed.success || !isSuggestible(parsed.data.name) || jarsWith(parsed.data.name, reading)) continue;
    const key = similarityKey(parsed.data.name);
    if (seen.has(key)) continue;
    seen.add(key);
    const { culturalContext, ...name } = parsed.data;
    accepted.push(noteClashes(culturalContext, reading) ? name : parsed.data);
    if (accepted.length === input.count) break;
  }
  return accepted;
}

const LLM_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["names"],
  properties: {
    names: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "traits", "reason", "culturalContext"],
        properties: {
          name: { type: "string" },
          traits: { type: "array", items: { type: "string" } },
          reason: { type: "string" },
          culturalContext: { type: "string" },
        },
      },
    },
  },
};

const llmAnswer = z.object({ names: z.array(z.unknown()) });

function prompt(input: NameEngineInput): string {
  const tags = input.tags.map((id) => PET_TAGS.find((t) => t.id === id)?.label ?? id);
  return [
    `Suggest ${input.count + 4} pet names for this pet.`,
    `Description: """${input.description}"""`,
    tags.length ? `Personality tags chosen by the owner: ${tags.join(", ")}.` : "",
    input.exclude.length ? `Do not suggest any of these (already shown): ${input.exclude.join(", ")}.` : "",
    "Rules: names must fit the species and what the description says; give each 2-4 short traits;",
    "the reason must quote or name what in the description the name matches (no generic praise);",
    "culturalContext: one factual sentence about the name's origin only when you are certain, otherwise an empty string;",
    "never invent meanings; no names that sound like dog commands (sit, stay, no, down, come, heel, off, wait);",
    "nothing offensive, sexual or slang; mix styles and avoid near-duplicates.",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Names from an OpenAI-compatible model, checked like the local engine's, topped up or replaced by it on failure. */
export function createLlmNameProvider(client: LlmClient, log: FastifyBaseLogger): NameProvider {
  return {
    kind: "llm",
    async suggest(input) {
      let names: NameSuggestion[] = [];
      try {
        const raw = await client.completeJson(
          [
            {
              role: "system",
              content: "You are a thoughtful pet-naming expert. Answer only with the requested JSON.",
            },
            { role: "user", content: prompt(input) },
          ],
          "pet_names",
          LLM_SCHEMA,
        );
        const parsed = llmAnswer.safeParse(raw);
        if (!parsed.success) throw new Error("answer did not match the schema");
        const cleaned = parsed.data.names.map((n) =>
          n && typeof n === "object" && (n as { culturalContext?: unknown }).culturalContext === ""
            ? { ...n, culturalContext: undefined }
            : n,
        );
        names = acceptableNames(cleaned, input);
      } catch (error) {
        log.warn({ err: error, model: client.model }, "LLM names failed; using the local engine");
      }
      if (names.length < input.count) {
        const topUp = generateNames({
          ...input,
          exclude: [...input.exclude, ...names.map((n) => n.name)],
          count: input.count - names.length,
        });
        names = [...names, ...topUp];
      }
      return names.slice(0, Math.max(input.count, 0)).slice(0, NAMES.collectionSize);
    },
  };
}
