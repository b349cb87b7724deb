import { z } from "zod";

export const ASTRO_SPECIES_OPTIONS = [
  { id: "dog", label: "Dog" },
  { id: "cat", label: "Cat" },
  { id: "bird", label: "Bird" },
  { id: "rabbit", label: "Rabbit" },
  { id: "hamster", label: "Hamster" },
  { id: "guinea-pig", label: "Guinea pig" },
  { id: "fish", label: "Fish" },
  { id: "reptile", label: "Reptile" },
  { id: "horse", label: "Horse" },
  { id: "other", label: "Other" },
] as const;
export type AstroSpeciesId = (typeof ASTRO_SPECIES_OPTIONS)[number]["id"];
const SPECIES_IDS = ASTRO_SPECIES_OPTIONS.map((s) => s.id) as [AstroSpeciesId, ...AstroSpeciesId[]];

export const PET_NAME_MAX = 50;
export const EARLIEST_BIRTH_YEAR = 1900;

/** Today's date as YYYY-MM-DD; birth dates are checked against the latest time zone's today. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

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

export const SIGN_NAMES = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpio",
  "Sagittarius",
  "Capricorn",
  "Aquarius",
  "Pisces",
] as const;
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

export const SIGN_SYMBOLS: Record<(typeof SIGN_NAMES)[number], string> = {
  Aries: "♈",
  Taurus: "♉",
  Gemini: "♊",
  Cancer: "♋",
  Leo: "♌",
  Virgo: "♍",
  Libra: "♎",
  Scorpio: "♏",
  Sagittarius: "♐",
  Capricorn: "♑",
  Aquarius: "♒",
  Pisces: "♓",
};
