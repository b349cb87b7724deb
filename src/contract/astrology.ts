import { z } from "zod";
import {
  ASTRO_SPECIES_OPTIONS,
  type AstroSpeciesId,
  EARLIEST_BIRTH_YEAR,
  latestToday,
  PET_NAME_MAX,
  SIGN_NAMES,
} from "./astrology-constants";

const SPECIES_IDS = ASTRO_SPECIES_OPTIONS.map((s) => s.id) as [AstroSpeciesId, ...AstroSpeciesId[]];

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const astrologyRequest = z.object({
  petName: z
    .string({ error: "Please enter your pet's name." })
    .trim()
    .min(1, "Please enter your pet's name.")
    .max(PET_NAME_MAX, `Pet names can be at most ${PET_NAME_MAX} characters.`),
  species: z.enum(SPECIES_IDS, { error: `Please choose a species: ${SPECIES_IDS.join(", ")}.` }),
  birthDate: z
    .string({ error: "Please enter your pet's birth date." })
    .refine(isRealDate, "Please enter a real birth date (YYYY-MM-DD).")
    .refine(
      (d) => d >= `${EARLIEST_BIRTH_YEAR}-01-01`,
      `Birth dates before ${EARLIEST_BIRTH_YEAR} aren't supported.`,
    )
    .refine((d) => d <= latestToday(), "The birth date can't be in the future."),
});
export type AstrologyRequest = z.infer<typeof astrologyRequest>;

const sign = z.enum(SIGN_NAMES);

export const astrologyChart = z.object({
  placements: z.array(
    z.object({
      body: z.enum(["Sun", "Moon", "Mercury", "Venus", "Mars"]),
      sign,
      changesTo: sign.optional(),
      retrograde: z.boolean(),
    }),
  ),
  elements: z.object({ fire: z.number(), earth: z.number(), air: z.number(), water: z.number() }),
  chinese: z.object({ animal: z.string(), element: z.string() }),
});
export type AstrologyChart = z.infer<typeof astrologyChart>;

export const astrologyResponse = z.object({
  reading: z.string(),
  petName: z.string(),
  species: z.enum(SPECIES_IDS),
  birthDate: z.string(),
  chart: astrologyChart,
});
export type AstrologyResponse = z.infer<typeof astrologyResponse>;
