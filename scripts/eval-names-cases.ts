/** The judging set of `npm run eval:names` (eval/names/): its parts and the shape of a case. */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { NAMES, PET_TAG_IDS } from "../src/contract/names-constants";

/** The parts we look at and improve on, each by another judge. */
export const TUNE = [
  "tune",
  "tune-2",
  "tune-3",
  "tune-4",
  "tune-5",
  "tune-6",
  "tune-7",
  "tune-8",
  "tune-9",
  "tune-10",
  "tune-11",
  "tune-12",
  "tune-13",
  "tune-14",
  "tune-15",
  "tune-16",
  "tune-17",
  "tune-18",
  "tune-19",
  "tune-20",
  "tune-21",
] as const;
/** Never tuned on; its misses are never printed. */
export const HELD_OUT = "holdout";
/**
 * Written by judges who saw neither the engine nor the other parts, never looked at, never tuned on and never
 * printed: the honest figure, as the held-out part has been compared across changes. A later round may move
 * them into TUNE and write new ones.
 */
export const FRESH = ["fresh-12", "fresh-13"] as const;

/** The species of the astrology form (SPEC §5): every one must be judged. */
export const FORM_SPECIES = [
  "dog",
  "cat",
  "bird",
  "rabbit",
  "hamster",
  "guinea-pig",
  "fish",
  "reptile",
  "horse",
  "other",
] as const;

export const evalCase = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  description: z.string().min(NAMES.minDescription).max(NAMES.maxDescription),
  tags: z.array(z.enum(PET_TAG_IDS)).max(2).default([]),
  species: z.enum(FORM_SPECIES),
  kind: z.string(),
  cue: z.string().min(1),
  accept: z.array(z.string()).min(12),
  misreadings: z.array(z.string()).min(3),
});
export type EvalCase = z.infer<typeof evalCase>;

export function loadPart(part: string): EvalCase[] {
  const raw = JSON.parse(readFileSync(new URL(`../eval/names/${part}.json`, import.meta.url), "utf8"));
  return z.array(evalCase).parse(raw);
}
