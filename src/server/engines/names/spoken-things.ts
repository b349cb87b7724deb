import nlp from "compromise";
import {
  FAVOURITE_WORDS,
  FOCUS_OPENERS,
  IDENTITY_OPENERS,
  MORE_LOVE_OPENERS,
  openerEnd,
} from "./phrase-context";

/**
 * The thing an owner dwells on, whatever it is: "behaves like he's the landlord" is a landlord, "like a
 * stormcloud" a stormcloud, "exactly the colour of a dark chocolate hobnob" a hobnob. No table can list every
 * such thing (things.ts knows the common ones), so the words after a focus phrase are read by their part of
 * speech: the nouns of the first noun phrase, each one a name the owner has as good as written.
 */

/** Memoised by phrase, as phrases recur; cleared when full, so arbitrary input cannot grow it without end. */
const MEMO_LIMIT = 10_000;
function memo<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  const value = compute();
  cache.set(key, value);
  return value;
}

/** Phrases that the thing follows, beyond the reader's own focus, love and identity openers. */
const MORE_OPENERS = [
  ["looking", "like"],
  ["resembles"],
  ["named", "after"],
  // "exactly the colour of a dark chocolate hobnob", "the shade of golden syrup"
  ["colour", "of"],
  ["color", "of"],
  ["shade", "of"],
];
/** "an absolute unit", "the absolute highlight of his day": praise, not a thing. */
const PRAISE = new Set(["total", "absolute", "proper"]);
const OPENERS = [
  ...FOCUS_OPENERS.filter((opener) => !(opener.length === 1 && PRAISE.has(opener[0]!))),
  ...IDENTITY_OPENERS,
  ...MORE_LOVE_OPENERS,
  ...MORE_OPENERS,
];

/** Words between an opener and its thing: "like a bit of a", "loves his", "behaves like he's the". */
const LEAD_IN = new Set(
  "hes shes theyre he she it they is are was honestly literally just really definitely probably exactly basically a an the some any of his her their my our your its those these that this bit lot little tiny big wee small huge giant real actual total absolute proper whole entire all kind sort type".split(
    " ",
  ),
);
/**
 * Nouns too plain to be a name or to be the thing itself: "favourite thing", "food", "toy" in "bell toy".
 * "favourite food in the whole world is peas": these, and what follows them up to "is", are passed over.
 */
const PLAIN_NOUNS = new Set(
  "thing things stuff food foods toy toys treat treats snack snacks world time times day days night nights one ones bit lot piece pieces kind sort type way life place spot person people everything anything something nothing everyone anyone someone somebody hobby game games activity sound noise job part bits lots song songs show shows film films book books colour color shade mile miles hh hands kg kgs cm km ft lb lbs".split(
    " ",
  ),
);
/** "favourite food in the whole world is": the words that lead from a favourite to what it is. */
const FAVOURITE_BRIDGE = new Set(
  "in the whole wide world entire house universe is are was has to be would be by a far and away of all".split(
    " ",
  ),
);
/** Words that only lead from a favourite to what it is: "favourite toy by a mile is a little bell". */
export const leadsToFavourite = (word: string) =>
  PLAIN_NOUNS.has(word) || FAVOURITE_BRIDGE.has(word) || LEAD_IN.has(word);
const MAX_THING_WORDS = 4;

type PartOfSpeech = "noun" | "modifier" | "other";
function partOf(tags: Set<string>): PartOfSpeech {
  const has = (...names: string[]) => names.some((name) => tags.has(name));
  if (has("Gerund")) return "modifier";
  if (
    has(
      "Pronoun",
      "Possessive",
      "Value",
      "Date",
      "Preposition",
      "Conjunction",
      "Determiner",
      "Adverb",
      "Verb",
    )
  )
    return "other";
  if (has("Noun")) return "noun";
  return has("Adjective") ? "modifier" : "other";
}

const phraseParts = new Map<string, PartOfSpeech[] | undefined>();
/**
 * The parts of speech of a phrase's words, read in context ("a walking mop": mop is a noun, though "mop" alone
 * reads as a verb). Undefined when the tagger splits the words otherwise than we do.
 */
function partsOfSpeech(words: string[]): PartOfSpeech[] | undefined {
  return memo(phraseParts, words.join(" "), () => {
    const sentences: { terms: { tags: string[] }[] }[] = nlp(words.join(" ")).json({ terms: { tags: true } });
    const terms = sentences.flatMap((sentence) => sentence.terms);
    return terms.length === words.length ? terms.map((term) => partOf(new Set(term.tags))) : undefined;
  });
}

/**
 * The nouns of the thing phrase starting at `at`, as written ("bell toy" → bell, "polo mints" → polo, mints).
 * `from` is where its opener starts: the opener is part of the context its words are read in.
 */
function thingAt(tokens: string[], from: number, at: number, end: number, favourite: boolean): string[] {
  let i = at;
  if (favourite) {
    // "favourite food in the whole world is peas" → peas; "favourite toy: a bell" → bell.
    while (i < end && (PLAIN_NOUNS.has(tokens[i]!) || FAVOURITE_BRIDGE.has(tokens[i]!))) i++;
  }
  while (i < end && LEAD_IN.has(tokens[i]!)) i++;
  const window = tokens.slice(from, Math.min(end, i + MAX_THING_WORDS + 1));
  const parts = partsOfSpeech(window);
  if (!parts) return [];
  const nouns: string[] = [];
  for (let k = 0; i < end && k < MAX_THING_WORDS; i++, k++) {
    const word = tokens[i]!;
    const part = parts[i - from];
    if (part === "noun") nouns.push(word);
    else if (part !== "modifier" || nouns.length > 0) break;
  }
  return nouns.filter((noun) => !PLAIN_NOUNS.has(noun));
}

/**
 * The things the owner dwells on, as written, in the order the description names them. A thing
 * phrase stays within its clause (`clauseEnds[i]`: where the clause of word i ends).
 */
export function thingsDwelledOn(tokens: string[], clauseEnds: number[]): string[] {
  const things: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "a heart-shaped patch", "a star shaped blaze": the shape is the thing.
    if (tokens[i + 1] === "shaped" && partsOfSpeech(tokens.slice(i, i + 2))?.[0] === "noun") {
      if (!things.includes(tokens[i]!)) things.push(tokens[i]!);
      continue;
    }
    const start = openerEnd(tokens, i, OPENERS);
    if (start < 0) continue;
    const favourite = FAVOURITE_WORDS.has(tokens[start - 1]!);
    for (const thing of thingAt(tokens, i, start, clauseEnds[i]!, favourite))
      if (!things.includes(thing)) things.push(thing);
  }
  return things;
}
