import { ASTRO_SPECIES_OPTIONS, type AstroSpeciesId } from "../../../contract/astrology-constants";
import { type BirthSky, type Placement, SIGN_ELEMENT, SIGN_MODALITY } from "./sky";
import { voiced } from "./species-voice";
import type { Element } from "./text-types";
import { TEXTS } from "./texts";

export interface ReadingInput {
  petName: string;
  species: AstroSpeciesId;
  birthDate: string;
  sky: BirthSky;
  /** Today's date (YYYY-MM-DD), for the pet's age. */
  today: string;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function formatBirthDate(birthDate: string): string {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "3 years old", "7 months old", "2 weeks old", or "born today". */
export function ageText(birthDate: string, today: string): string {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  let months = (ty - by) * 12 + (tm - bm);
  if (td < bd) months--;
  if (months >= 24) return `${Math.floor(months / 12)} years old`;
  if (months >= 12)
    return months === 12 ? "1 year old" : `1 year and ${months - 12} month${months === 13 ? "" : "s"} old`;
  if (months >= 1) return `${months} month${months === 1 ? "" : "s"} old`;
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(by, bm - 1, bd)) / 86_400_000);
  if (days <= 0) return "born today";
  return days < 14 ? `${days} day${days === 1 ? "" : "s"} old` : `${Math.floor(days / 7)} weeks old`;
}

/** "**Moon in Gemini**", or for a sign change during the day "**Moon in Gemini**, then **Cancer**". */
function placed(p: Placement): string {
  const base = `**${p.body} in ${p.sign}**${p.retrograde ? " (retrograde)" : ""}`;
  return p.changesTo ? `${base}, moving into **${p.changesTo}** that day` : base;
}

/**
 * A little over the longest lives on record (a hamster 4.5 years, a rabbit 18, a cat 38, a horse 62,
 * a parrot over 80, a tortoise over 150). Past it the pet is more likely remembered than alive, so the
 * reading says when it arrived instead of how old it is today.
 */
const LONGEST_LIFE_YEARS: Record<AstroSpeciesId, number> = {
  dog: 30,
  cat: 38,
  bird: 90,
  rabbit: 19,
  hamster: 5,
  "guinea-pig": 15,
  fish: 50,
  reptile: 150,
  horse: 62,
  other: 200,
};

/** "Today you are 3 years old", "You arrived today", or past the species' longest life "You arrived 40 years ago". */
function ageSentence(species: AstroSpeciesId, birthDate: string, today: string): string {
  const age = ageText(birthDate, today);
  if (age === "born today") return "You arrived today";
  const years = Number(/^(\d+) years old$/.exec(age)?.[1] ?? 0);
  return years > LONGEST_LIFE_YEARS[species] ? `You arrived ${years} years ago` : `Today you are ${age}`;
}

/** "a" or "an", by the sound the word starts with (every word here starts as it is spelt). */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

/** "air", "air and earth", "fire, air and water". */
const listed = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0]!;

/**
 * The keys with the highest count, in the given order: a 2-2-1 chart leans to both. The first is the
 * Sun's own when it is among them, since the Sun is a chart's centre; otherwise the first in order.
 */
function strongest<K extends string>(counts: Record<K, number>, order: readonly K[], sunKey: K): K[] {
  const top = Math.max(...order.map((key) => counts[key]));
  const tied = order.filter((key) => counts[key] === top);
  return tied.includes(sunKey) ? [sunKey, ...tied.filter((key) => key !== sunKey)] : tied;
}

/**
 * The local reading: 5 paragraphs (overview, inner self, love and play, Chinese zodiac and balance,
 * a tip), written for the species and addressed to the pet, with every placement in bold.
 */
export function composeReading({ petName, species, birthDate, sky, today }: ReadingInput): string {
  const byBody = Object.fromEntries(sky.placements.map((p) => [p.body, p])) as Record<
    Placement["body"],
    Placement
  >;
  const sun = byBody.Sun;
  const moon = byBody.Moon;
  const [a1, a2, a3] = TEXTS.signAdjectives[sun.sign];
  const elements = strongest(
    sky.elements,
    ["fire", "earth", "air", "water"] as const,
    SIGN_ELEMENT[sun.sign],
  );
  const modalities = strongest(
    sky.modalities,
    ["cardinal", "fixed", "mutable"] as const,
    SIGN_MODALITY[sun.sign],
  );
  const [element, modality] = [elements[0]!, modalities[0]!];
  const speciesLabel = ASTRO_SPECIES_OPTIONS.find((s) => s.id === species)!.label.toLowerCase();
  const changed = sky.placements.filter((p) => p.changesTo);
  const fill = (text: string) => voiced(text, petName, species);

  const overview = [
    `${petName}, you were born on ${formatBirthDate(birthDate)} with your ${placed(sun)}: you are ${a1}, ${a2} and ${a3}.`,
    fill(TEXTS.sun[species][sun.sign]),
    `${ageSentence(species, birthDate, today)}, and your chart ${
      elements.length > 1 ? `leans equally to ${listed(elements)}` : `leans to ${element}`
    }.`,
  ].join(" ");

  const inner = [
    `${placed(moon)}: ${fill(TEXTS.moon[moon.sign])}`,
    `${placed(byBody.Mercury)}: ${fill(TEXTS.mercury[byBody.Mercury.sign])}`,
    changed.length > 0
      ? `Nobody wrote down the minute you arrived, and ${changed.map((p) => `the ${p.body}`).join(" and ")} changed sign that very day, so both signs are part of you.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");

  const lovePlay = [
    `${placed(byBody.Venus)}: ${fill(TEXTS.venus[byBody.Venus.sign])}`,
    `${placed(byBody.Mars)}: ${fill(TEXTS.mars[byBody.Mars.sign])}`,
    fill(TEXTS.lovePlay[species][element]),
  ].join(" ");

  const { animal, element: chineseElement } = sky.chinese;
  const balance = (Object.entries(sky.elements) as [Element, number][])
    .filter(([, n]) => n > 0)
    .map(([e, n]) => `${n} ${e}`)
    .join(", ");
  const chinese = [
    `In the Chinese zodiac you are ${article(chineseElement)} **${chineseElement} ${animal}**. ${fill(TEXTS.chinese[animal])}`,
    `Your five placements hold ${balance}, ${article(modalities[0]!)} ${listed(modalities)} ${speciesLabel} at heart.`,
  ].join(" ");

  const tip = `A tip for your human: ${fill(TEXTS.tip[species][modality])}`;

  return [overview, inner, lovePlay, chinese, tip].join("\n\n");
}
