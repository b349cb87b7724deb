import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { AstrologyRequest, AstrologyResponse } from "../../../contract/astrology";
import { ASTRO_SPECIES_OPTIONS } from "../../../contract/astrology-constants";
import { isAcceptableReading } from "../../engines/astrology/checks";
import { composeReading, formatBirthDate } from "../../engines/astrology/reading";
import { type BirthSky, birthSky } from "../../engines/astrology/sky";
import type { LlmClient } from "../../providers/llm";

const READING_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["paragraphs"],
  properties: { paragraphs: { type: "array", items: { type: "string" } } },
};
const llmReading = z.object({ paragraphs: z.array(z.string().min(1)).min(4).max(6) });

function facts(input: AstrologyRequest, sky: BirthSky): string {
  const placements = sky.placements.map(
    (p) =>
      `${p.body} in ${p.sign}${p.changesTo ? ` (moved into ${p.changesTo} during that day)` : ""}${p.retrograde ? " (retrograde)" : ""}`,
  );
  const species = ASTRO_SPECIES_OPTIONS.find((s) => s.id === input.species)!.label;
  return [
    `Pet: ${input.petName}, a ${species.toLowerCase()}, born ${formatBirthDate(input.birthDate)} (birth time unknown).`,
    `Computed placements (facts, use exactly these): ${placements.join("; ")}.`,
    `Element balance: ${Object.entries(sky.elements)
      .map(([e, n]) => `${e} ${n}`)
      .join(", ")}.`,
    `Chinese zodiac: ${sky.chinese.element} ${sky.chinese.animal}.`,
  ].join("\n");
}

const PROMPT_RULES = [
  "Write a playful pet astrology reading of 4 to 6 paragraphs addressed to the pet by name, in the second person.",
  "Paragraph 1 is an overview, then personality, love and play, and a tip for the owner.",
  "Write it for this species specifically (how it lives, plays and shows love), not generic.",
  "Put every placement in markdown bold, like **Sun in Leo**. Name the Sun sign. Use only the placements given.",
  "If a body moved into another sign that day, say so and name both signs: the birth time is unknown.",
  "Entertainment only: no health, diet, medical or veterinary claims, no predictions of events.",
].join("\n");

export interface AstrologyServiceOptions {
  llm: LlmClient | undefined;
  log: FastifyBaseLogger;
  today?: () => string;
}

export function createAstrologyService({
  llm,
  log,
  today = () => new Date().toISOString().slice(0, 10),
}: AstrologyServiceOptions) {
  async function llmText(
    input: AstrologyRequest,
    sky: BirthSky,
    sunSign: string,
  ): Promise<string | undefined> {
    if (!llm) return undefined;
    try {
      const raw = await llm.completeJson(
        [
          { role: "system", content: PROMPT_RULES },
          { role: "user", content: facts(input, sky) },
        ],
        "pet_astrology_reading",
        READING_SCHEMA,
      );
      const parsed = llmReading.safeParse(raw);
      const reading = parsed.success ? parsed.data.paragraphs.map((p) => p.trim()).join("\n\n") : undefined;
      if (reading && isAcceptableReading(reading, sunSign)) return reading;
      log.warn({ model: llm.model }, "LLM reading failed our checks; using the local engine");
    } catch (error) {
      log.warn({ err: error, model: llm.model }, "LLM reading failed; using the local engine");
    }
    return undefined;
  }

  return {
    async read(input: AstrologyRequest): Promise<AstrologyResponse> {
      const sky = birthSky(input.birthDate);
      const sunSign = sky.placements[0]!.sign;
      const reading =
        (await llmText(input, sky, sunSign)) ?? composeReading({ ...input, sky, today: today() });
      return {
        reading,
        petName: input.petName,
        species: input.species,
        birthDate: input.birthDate,
        chart: {
          placements: sky.placements,
          elements: sky.elements,
          chinese: { animal: sky.chinese.animal, element: sky.chinese.element },
        },
      };
    },
  };
}
