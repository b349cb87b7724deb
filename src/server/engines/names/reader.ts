import { COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import {
  FEMALE_WORDS,
  LEXICON,
  type LexiconEntry,
  MALE_WORDS,
  MAX_PHRASE_WORDS,
  NEGATIONS,
  stems,
  WEAK_SPECIES_WORDS,
} from "./lexicon";

export interface ConceptEvidence {
  /** The description's own words that mention the concept, as written (lower case). */
  words: string[];
}

export interface DescriptionReading {
  species: Species | undefined;
  /** The word that named the species ("puppy", "beagle"). */
  speciesWord: string | undefined;
  gender: "f" | "m" | undefined;
  concepts: Map<Concept, ConceptEvidence>;
  /** Every word of the description, for names it mentions outright. */
  tokens: Set<string>;
}

const EYE_WORDS = new Set(["eyes", "eye", "eyed"]);
/** "a little shy", "a bit grumpy": a degree, not a size, before a word of character or mood. */
const DEGREE_WORDS = new Set(["little", "bit", "tad"]);
/** "bright orange", "dark brown", "pale grey": a shade of the colour that follows, not a trait or colour of its own. */
const SHADE_WORDS = new Set(["bright", "light", "dark", "deep", "pale", "soft", "rich"]);
/** After "a little", words that still leave it a size: "a little black cat", "a little fluffy kitten". */
const LOOKS: ReadonlySet<Concept> = new Set<Concept>([
  ...COAT_COLOURS,
  "fluffy",
  "scruffy",
  "sleek",
  "hairless",
  "spotted",
  "striped",
  "patchy",
]);

/** Whether a one-word match only modifies the word after it ("a little shy", "bright orange"). */
function onlyModifies(tokens: string[], i: number): boolean {
  const word = tokens[i]!;
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a" && tokens[i + 1] === "bit") return true;
  const next = tokens[i + 1] ? lookup(tokens[i + 1]!) : undefined;
  if (!next) return false;
  if (SHADE_WORDS.has(word)) return next.concepts.some((c) => COAT_COLOURS.has(c));
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a") {
    return next.species.length === 0 && next.concepts.length > 0 && !next.concepts.some((c) => LOOKS.has(c));
  }
  return false;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

function lookup(phrase: string): LexiconEntry | undefined {
  const direct = LEXICON.get(phrase);
  if (direct || phrase.includes(" ")) return direct;
  for (const stem of stems(phrase)) {
    const found = LEXICON.get(stem);
    if (found) return found;
  }
  return undefined;
}

/** Reads species, gender, and concepts (colours, coat, size, character, habits, origin) from a description. */
export function readDescription(description: string): DescriptionReading {
  const tokens = tokenize(description);
  const concepts = new Map<Concept, ConceptEvidence>();
  const speciesVotes = new Map<Species, { count: number; word: string; first: number }>();
  let female = 0;
  let male = 0;

  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    if (FEMALE_WORDS.has(token)) female++;
    if (MALE_WORDS.has(token)) male++;

    let matched: { entry: LexiconEntry; length: number; phrase: string } | undefined;
    for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - i); length >= 1 && !matched; length--) {
      const phrase = tokens.slice(i, i + length).join(" ");
      const entry = lookup(phrase);
      if (entry) matched = { entry, length, phrase };
    }
    if (!matched || (matched.length === 1 && onlyModifies(tokens, i))) {
      i++;
      continue;
    }
    const before = tokens.slice(Math.max(0, i - 3), i);
    const negated = before.some((w) => NEGATIONS.has(w));
    const next = tokens[i + matched.length];
    for (const concept of matched.entry.concepts) {
      // "blue eyes" is about the eyes, not the coat.
      if (negated || (COAT_COLOURS.has(concept) && next && EYE_WORDS.has(next))) continue;
      const evidence = concepts.get(concept) ?? { words: [] };
      if (!evidence.words.includes(matched.phrase)) evidence.words.push(matched.phrase);
      concepts.set(concept, evidence);
    }
    for (const species of matched.entry.species) {
      // The pet is usually named first; behaviours ("chirps") count less than names ("kitten").
      const firstMention = speciesVotes.size === 0 ? 0.75 : 0;
      const vote = speciesVotes.get(species) ?? { count: firstMention, word: matched.phrase, first: i };
      vote.count += WEAK_SPECIES_WORDS.has(matched.phrase) ? 0.5 : 1;
      if (WEAK_SPECIES_WORDS.has(vote.word) && !WEAK_SPECIES_WORDS.has(matched.phrase))
        vote.word = matched.phrase;
      speciesVotes.set(species, vote);
    }
    i += matched.length;
  }

  // The most-mentioned species wins; on a tie, the first mentioned. "Fish" as a food loses to "cat".
  let best: [Species, { count: number; word: string; first: number }] | undefined;
  for (const candidate of speciesVotes) {
    const [species, vote] = candidate;
    const weight = (s: Species, v: { count: number }) =>
      v.count - (s === "fish" && speciesVotes.size > 1 ? 0.5 : 0);
    if (
      !best ||
      weight(species, vote) > weight(best[0], best[1]) ||
      (weight(species, vote) === weight(best[0], best[1]) && vote.first < best[1].first)
    ) {
      best = candidate;
    }
  }

  const species = best?.[0];
  // "Blue" means a grey coat on a dog or cat, but a blue bird or fish is simply blue.
  const grey = concepts.get("grey");
  if (grey && species && !["dog", "cat", "rabbit", "small-pet", "horse"].includes(species)) {
    grey.words = grey.words.filter((w) => w !== "blue");
    if (grey.words.length === 0) concepts.delete("grey");
  }

  return {
    species,
    speciesWord: best?.[1].word,
    gender: female > male ? "f" : male > female ? "m" : undefined,
    concepts,
    tokens: new Set(tokens),
  };
}
