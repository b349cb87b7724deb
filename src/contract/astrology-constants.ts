// The astrology form's species, limits and the zodiac's signs, free of zod so the browser can import them without it.

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
export const PET_NAME_MAX = 50;
export const EARLIEST_BIRTH_YEAR = 1900;

/** Today's date as YYYY-MM-DD; birth dates are checked against the latest time zone's today. */
export function latestToday(now = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

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
