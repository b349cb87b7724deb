/**
 * A theme the owner asks for by name ("all our pets get herb names", "we name all our animals after jazz
 * musicians", "something Welsh", "a proper tortoise name"): how the request is read, and the order its
 * names lead in (data/curated-themes.ts).
 */
import { angleOf, type Concept } from "./corpus-types";
import { SAME_BEARER, THEME_ORDER, TYPICAL_OF_KIND } from "./data/curated-themes";
import { singular } from "./lexicon";
import { NAMING_VERBS } from "./phrase-context";

/** Words that end a request for names of a kind: "herb names", "a bird theme". */
const ASK_ENDS = new Set(["name", "names", "theme", "themed", "inspired"]);
/** Words of a sentence that keep a theme going: "so we're keeping the theme", "that's the vibe we're after". */
const THEME_WORDS = new Set(["theme", "themed", "tradition", "vibe", "vibes"]);
/** Words between "after" and what the pets are named after: "named after the great jazz musicians". */
const GLUE = new Set(["the", "a", "an", "famous", "great"]);

/**
 * Whether the owner asks for the idea matched at tokens[i, i + length) as the pet's name: a kind's typical
 * name ("a proper tortoise name"), a request ending in "names" or "theme", "something Welsh", "named after
 * jazz musicians", or a theme the sentence keeps ("Mary and Paul after Bake Off, so we're keeping the theme").
 */
export function asksForTheme(
  tokens: readonly string[],
  i: number,
  length: number,
  sentenceEnds: readonly number[],
  concept: Concept,
): boolean {
  if (TYPICAL_OF_KIND.has(concept)) return true;
  const words = tokens.slice(i, i + length);
  if (words.length > 1 && (ASK_ENDS.has(words.at(-1)!) || words[0] === "after")) return true;
  const angle = angleOf(concept);
  if (angle === "look") return false;
  const end = sentenceEnds[i] ?? tokens.length;
  let start = i;
  while (start > 0 && sentenceEnds[start - 1] === end) start--;
  // "named after the Bake Off judges", "we name ALL our pets after F1 drivers"
  let before = i - 1;
  while (before > start && GLUE.has(tokens[before]!)) before--;
  if (
    tokens[before] === "after" &&
    tokens.slice(Math.max(start, before - 5), before).some((w) => NAMING_VERBS.has(w))
  )
    return true;
  if (angle !== "cue" && angle !== "heritage") return false;
  if (tokens[i - 1] === "something") return true;
  return tokens.slice(start, end).some((w) => THEME_WORDS.has(w));
}

/** Words before the theme itself: "named after rivers", "screams chameleon", "unmistakably hedgehog". */
const LEADS = new Set(["after", "screams", "unmistakably", "so", "very"]);

/** Words that say the new pet's name must fit the others': "need another cheese", "a driver name to fit in". */
const FITTING = [
  "another",
  "fit",
  "fits",
  "fit in",
  "same",
  "match",
  "matching",
  "theme",
  "themed",
  "tradition",
  "named after",
  "keep it going",
  "go with",
  "has to be",
  "needs to be",
  "must be",
];

/**
 * The theme the names of the house share, when the owner says the new one must fit: "the cat is Brie, the
 * dog is Feta… need another cheese" asks for a cheese; "our cats are Ludo and Jenga so it needs to be a board
 * game", a board game. Two names of one theme make it (the one with most wins); a kind's typical names
 * ("Peter and Thumper") say only what the pets are. With the names of it the owner wrote: never this pet's.
 */
export function householdTheme(
  names: readonly string[],
  tokens: readonly string[],
): { concept: Concept; names: string[] } | undefined {
  const text = ` ${tokens.join(" ")} `;
  if (!FITTING.some((phrase) => text.includes(` ${phrase} `))) return undefined;
  let best: { concept: Concept; names: string[] } | undefined;
  for (const [concept, order] of THEME_ORDER) {
    if (TYPICAL_OF_KIND.has(concept)) continue;
    const members = [...new Set(names.filter((name) => order.has(name)))];
    // Keats and Byron are writers, but poets first: of two themes as full, the narrower one.
    const fuller = members.length > (best?.names.length ?? 0);
    const narrower =
      members.length === best?.names.length && order.size < THEME_ORDER.get(best.concept)!.size;
    if (members.length >= 2 && (fuller || narrower)) best = { concept: concept as Concept, names: members };
  }
  return best;
}

/** The owner's words for the theme, without the asking: "herb theme" is "herb", "f drivers" is "F1 drivers". */
export function themeAsWritten(phrase: string): string {
  const words = phrase.split(" ");
  if (words.length > 1 && ASK_ENDS.has(words.at(-1)!)) words.pop();
  if (words.length > 1 && LEADS.has(words[0]!)) words.shift();
  // "a proper rabbit-y name" reads "rabbit y name": the owner wrote "rabbit-y".
  if (words.length > 1 && words.at(-1) === "y") words.splice(-2, 2, `${words.at(-2)}-y`);
  // "named after rivers" asks for a river's name; the reader drops digits: "F1" reads "f".
  const last = words.length - 1;
  return words.map((w, k) => (w === "f" ? "F1" : k === last ? singular(w) : w)).join(" ");
}

/** How far the first names of a theme the owner asked for lead, and how much less each next one. */
const ASKED_LEAD = 4;
const ASKED_STEP = 0.15;
const LAST_RANK = 20;

/**
 * The lead a name takes for a theme the owner asked for, by its place among the names people reach for
 * first (Sage before Chervil for "herb names"); a name of the theme from elsewhere comes after them.
 * Ideas asked for without a curated order ("cute names") take none.
 */
export function askedLead(concept: Concept, key: string, asked = true): number {
  const order = THEME_ORDER.get(concept);
  if (!order) return 0;
  const lead = ASKED_LEAD - ASKED_STEP * Math.min(order.get(key) ?? LAST_RANK, LAST_RANK);
  // A theme the owner dwells on without asking ("huge Bake Off fans") keeps the order, with half the lead.
  return asked ? lead : lead / 2;
}

/** The names given elsewhere, with their bearers' other names: "the tortoise is Lewis" rules out Hamilton. */
export function withSameBearer(names: Set<string>): Set<string> {
  for (const group of SAME_BEARER) if (group.some((n) => names.has(n))) for (const n of group) names.add(n);
  return names;
}

/** "a" or "an" before the owner's words, as they sound: an "egyptian mythology" name, an "F1 drivers" name. */
export function withArticle(phrase: string): string {
  const word = phrase.replace(/^\W+/, "");
  const an =
    /^[aeio]/i.test(word) ||
    /^(F1|FA|MLB|NBA|NFL|NHL|honou?r|hour)\b/i.test(word) ||
    /^u(?!ni|s[aeu]|ro)/i.test(word);
  return `${an ? "an" : "a"} ${phrase}`;
}
