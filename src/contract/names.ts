import { z } from "zod";
import { NAMES, PET_TAG_IDS } from "./names-constants";

export const nameSuggestion = z.object({
  name: z.string().min(1).max(40),
  traits: z.array(z.string().min(1).max(40)).min(2).max(4),
  reason: z.string().max(400).optional(),
  culturalContext: z.string().max(400).optional(),
});
export type NameSuggestion = z.infer<typeof nameSuggestion>;

export const generateNamesRequest = z.object({
  description: z
    .string({ error: "Please describe your pet." })
    .trim()
    .min(
      NAMES.minDescription,
      `Please provide a more detailed description of your pet (at least ${NAMES.minDescription} characters).`,
    )
    .max(NAMES.maxDescription, `Please keep the description under ${NAMES.maxDescription} characters.`),
  tags: z
    .array(z.enum(PET_TAG_IDS, { error: `Unknown tag: use ${PET_TAG_IDS.join(", ")}.` }))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type GenerateNamesRequest = z.input<typeof generateNamesRequest>;

export const generateNamesResponse = z.object({ names: z.array(nameSuggestion), requestId: z.string() });
export type GenerateNamesResponse = z.infer<typeof generateNamesResponse>;

export const generateMoreResponse = z.object({ names: z.array(nameSuggestion) });
export type GenerateMoreResponse = z.infer<typeof generateMoreResponse>;

/**
 * A request as the page last showed it, for Back and reload: the description, tags and every free
 * round of names in order (never the paid collection's).
 */
export const nameRequestResponse = z.object({
  requestId: z.string(),
  description: z.string(),
  tags: z.array(z.enum(PET_TAG_IDS)),
  rounds: z.array(z.array(nameSuggestion)),
});
export type NameRequestResponse = z.infer<typeof nameRequestResponse>;

export const generateCompleteResponse = z.object({
  success: z.literal(true),
  names: z.array(nameSuggestion),
  petDescription: z.string(),
  tags: z.array(z.enum(PET_TAG_IDS)),
});
export type GenerateCompleteResponse = z.infer<typeof generateCompleteResponse>;
