import { COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import {
  AMBIGUOUS_TIMES,
  AVERSIONS,
  FEMALE_WORDS,
  LEXICON,
  type LexiconEntry,
  MALE_WORDS,
  MAX_PHRASE_WORDS,
  NEGATIONS,
  STOP_WORDS,
  stems,
  TIME_INTRODUCERS,
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
  /**
   * Ideas the owner put weight on: what the pet takes itself for or looks like ("thinks she's royalty",
   * "looks like a potato"), or what it is rather than what it is not ("never barks" → calm).
   */
  cues: Set<Concept>;
  /** The animal the pet takes itself for ("thinks she's a dog"): names of famous ones of it suit. */
  identity: Species | undefined;
  /** Things the owner dwells on: words said twice, or named after "like a", "loves", "obsessed with". */
  focus: Set<string>;
  /** Ideas read inside "thinks she's a rottweiler": they may stand against its real size or species. */
  identityConcepts: Set<Concept>;
  /** Words the pet avoids or is not ("won't touch a banana"): never a name. */
  avoidedWords: Set<string>;
  /** What the description says the pet is not or avoids ("not shy", "hates water"): names of it would jar. */
  avoided: Set<Concept>;
  /** Every word of the description. */
  tokens: Set<string>;
  /** Words that stand on their own, not inside a phrase ("star" in "Star Wars"): names it mentions outright. */
  standalone: Set<string>;
  /** Two words written as one name: "pine cone" for Pinecone, "jelly bean" for Jellybean. */
  compounds: Set<string>;
}

/** A colour before these is a small marking, not the coat: "blue eyes", "a white blaze", "a pink nose". */
const MARKING_WORDS = new Set([
  "eyes",
  "eye",
  "eyed",
  "blaze",
  "star",
  "snip",
  "nose",
  "muzzle",
  "tip",
  "toes",
  "whiskers",
]);
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

const FAN_DEGREES = new Set(["huge", "big", "massive", "giant", "enormous", "total", "little"]);
const FAN_WORDS = new Set([
  "fan",
  "fans",
  "nerd",
  "nerds",
  "geek",
  "geeks",
  "lover",
  "lovers",
  "buff",
  "buffs",
]);

const SIZE_WORDS = new Set([
  "big",
  "little",
  "tiny",
  "small",
  "huge",
  "giant",
  "large",
  "massive",
  "enormous",
]);
/** Nouns that are the pet itself: "big boy", "little guy", "a huge lump". */
const PET_NOUNS = new Set(
  "boy boys girl girls guy guys one ones baby babies lady man fella fellow buddy lump thing floof fluff fluffball ball furball beast babe bub chonk unit dude gal".split(
    " ",
  ),
);
/** Words that end a size phrase without naming another thing: "big and goofy", "tiny for her age". */
const PHRASE_ENDS = new Set(
  "and but or for with who that which as to in at on is was has had he she it its they when while so because like than by now too already lately though yet still really".split(
    " ",
  ),
);
const TAKING_VERBS = new Set(
  "steals stealing stole chews chewing hoards hoarding collects collecting carries carrying".split(" "),
);

const POSSESSIVES = new Set(["my", "your", "our", "their", "his", "her", "all", "any", "every"]);
const HIDDEN_THINGS = new Set(
  "them it things stuff toys treats food socks shoes his her bones everything snacks".split(" "),
);
const MARKING_THINGS = new Set(["socks", "sock", "mittens", "boots", "gloves", "stockings"]);
const HANDLING_VERBS = new Set(
  "steals stealing stole steal chews chewing chewed eats eating ate loves hides hiding collects collecting hoards carries carrying grabs grabbing hunts my your our".split(
    " ",
  ),
);
const AFTER_TIME = new Set(["gets", "getting", "got", "the", "its", "after", "until", "before", "when"]);

/**
 * A size word about something else than the pet: "her big rock", "a little cube of cheddar", "tiny pink
 * feet". The first word after the size and its adjectives must be a pet noun, a species, or the phrase's end.
 */
function sizesSomethingElse(tokens: string[], i: number): boolean {
  let k = i + 1;
  while (
    k < tokens.length &&
    lookup(tokens[k]!)?.concepts.some((c) => LOOKS.has(c) || c === "tiny" || c === "big")
  )
    k++;
  const noun = tokens[k];
  if (!noun || PET_NOUNS.has(noun) || PHRASE_ENDS.has(noun) || DEGREE_WORDS.has(noun)) return false;
  const entry = lookup(noun);
  return (
    !entry || (entry.species.length === 0 && !WEAK_SPECIES_WORDS.has(noun) && entry.concepts.length === 0)
  );
}

/** Whether a one-word match only modifies the word after it ("a little shy", "bright orange"). */
function onlyModifies(tokens: string[], i: number): boolean {
  const word = tokens[i]!;
  // "the kind of orange", "sort of shy": a hedge, not kindness.
  if ((word === "kind" || word === "sort") && tokens[i + 1] === "of") return true;
  // "huge Star Wars fans", "big baseball nerds": a degree of the fandom, not the pet's size.
  if (FAN_DEGREES.has(word) && tokens.slice(i + 1, i + 5).some((w) => FAN_WORDS.has(w))) return true;
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a" && tokens[i + 1] === "bit") return true;
  if (SIZE_WORDS.has(word) && sizesSomethingElse(tokens, i)) return true;
  // "hides them", "hides treats": a habit of hiding things, not shyness.
  if ((word === "hides" || word === "hiding") && HIDDEN_THINGS.has(tokens[i + 1] ?? "")) return true;
  // "caramel brown", "honey gold": a food that names a shade.
  if (
    lookup(word)?.concepts.includes("food") &&
    tokens[i + 1] &&
    lookup(tokens[i + 1]!)?.concepts.some((c) => COAT_COLOURS.has(c))
  )
    return true;
  // "steals socks", "chews mittens": things the pet takes, not its markings (the word may still be a name).
  if (MARKING_THINGS.has(word) && HANDLING_VERBS.has(tokens[i - 1] ?? "")) return true;
  // "before it gets dark", "the sand bath": a time of day or a habit's setting, not a coat or a swim.
  if (word === "dark" && AFTER_TIME.has(tokens[i - 1] ?? "")) return true;
  if (word === "bath" && (tokens[i - 1] === "sand" || tokens[i - 1] === "dust")) return true;
  const next = tokens[i + 1] ? lookup(tokens[i + 1]!) : undefined;
  if (!next) return false;
  if (SHADE_WORDS.has(word)) return next.concepts.some((c) => COAT_COLOURS.has(c));
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a") {
    return next.species.length === 0 && next.concepts.length > 0 && !next.concepts.some((c) => LOOKS.has(c));
  }
  return false;
}

/** "water is lava", "the hose is her mortal enemy": what follows the word says the pet avoids it. */
function declaredEnemy(tokens: string[], after: number): boolean {
  if (tokens[after] !== "is") return false;
  const rest = tokens.slice(after + 1, after + 4);
  return rest.some((w) => ENEMY_WORDS.has(w));
}
const ENEMY_WORDS = new Set(["lava", "enemy", "nemesis", "poison", "evil", "terrifying", "torture"]);

/** "she may", "marches in", "falls asleep": a month or season word that is not a time here. */
function notATime(tokens: string[], i: number): boolean {
  const word = tokens[i]!;
  const bare = [word, ...stems(word)].find((w) => AMBIGUOUS_TIMES.has(w));
  if (!bare) return false;
  if (bare !== word) return true;
  const before = tokens[i - 1] === "the" ? tokens[i - 2] : tokens[i - 1];
  return !before || !TIME_INTRODUCERS.has(before);
}

/**
 * Where the negation or aversion is that switches off the word at i ("not shy", "hates water",
 * "scared of thunder"), or -1; a negation undone ("never stops playing") does not count.
 */
function negationBefore(tokens: string[], i: number, clauseStart: number): number {
  const from = Math.max(clauseStart, i - 3);
  const before = tokens.slice(from, i);
  const at = before.findLastIndex((w) => NEGATIONS.has(w) || AVERSIONS.has(w));
  if (at < 0 || before.slice(at + 1).some((w) => STOP_WORDS.has(w))) return -1;
  // "not afraid of thunder" is no aversion.
  if (AVERSIONS.has(before[at]!) && before.slice(0, at).some((w) => NEGATIONS.has(w))) return -1;
  return from + at;
}

/** What a pet is when it is not the other: "not shy" is bold and friendly, "never barks" is quiet. */
const NEGATED_MEANS: Partial<Record<Concept, Concept[]>> = {
  shy: ["friendly", "brave"],
  cuddly: ["independent"],
  vocal: ["quiet", "calm"],
  fast: ["lazy", "calm"],
  lazy: ["energetic"],
  calm: ["energetic"],
  energetic: ["calm"],
  friendly: ["independent"],
  tiny: ["big"],
  big: ["tiny"],
};

/** Words that may stand between a negation and what the pet is not: "not at all shy", "isn't a very vocal". */
const NEGATION_GLUE = new Set([
  "a",
  "an",
  "at",
  "all",
  "very",
  "really",
  "that",
  "so",
  "too",
  "much",
  "of",
  "in",
  "the",
  "slightest",
]);

/** Ideas too broad to rule out by one word: a pet that won't touch bananas still loves mango. */
const BROAD = new Set<Concept>(["food", "outdoors"]);
/** Ideas that only mean something as what the pet takes itself for: "believes he's a person". */
const IDENTITY_ONLY = new Set<Concept>(["human"]);

/** Phrases after which the owner says what the pet takes itself for: "thinks hes", "acts like a". */
const IDENTITY_OPENERS = [
  ["thinks", "hes"],
  ["thinks", "shes"],
  ["thinks", "he", "is"],
  ["thinks", "she", "is"],
  ["thinks", "its"],
  ["thinks", "they", "are"],
  ["believes", "hes"],
  ["believes", "shes"],
  ["believes", "he", "is"],
  ["believes", "she", "is"],
  ["convinced", "hes"],
  ["convinced", "shes"],
  ["convinced", "he", "is"],
  ["convinced", "she", "is"],
  ["acts", "like"],
  ["pretends", "to", "be"],
  ["identifies", "as"],
  ["certain", "hes"],
  ["certain", "shes"],
  ["sure", "hes"],
  ["sure", "shes"],
];
/** Phrases after which the owner names what the pet looks like or loves most. */
const FOCUS_OPENERS = [
  ["looks", "like"],
  ["look", "like"],
  ["like", "a"],
  ["like", "an"],
  ["shaped", "like"],
  ["loves"],
  ["obsessed", "with"],
  ["favourite"],
  ["favorite"],
  ["addicted", "to"],
  ["crazy", "about"],
  ["crazy", "for"],
  ["nuts", "for"],
  ["nuts", "about"],
  ["mad", "about"],
  ["anything", "for"],
  ["lives", "for"],
  ["adores"],
  ["basically", "a"],
  ["begs", "for"],
];
/** Words after which the owner has named what they love: "Harry Potter obsessed", "a Red Sox family". */
const FOCUS_CLOSERS = new Set([
  "obsessed",
  "fan",
  "fans",
  "nerd",
  "nerds",
  "geek",
  "geeks",
  "mad",
  "crazy",
  "household",
  "family",
  "lovers",
  "fanatic",
  "fanatics",
]);
const FILLER = new Set([
  "a",
  "an",
  "the",
  "some",
  "little",
  "big",
  "tiny",
  "real",
  "actual",
  "total",
  "of",
  "his",
  "her",
]);
const SCOPE = 4;
/** Words an owner repeats without dwelling on them. */
const COMMON_WORDS = new Set(
  "when with that this from have they them then than what just like very into over your their there about been were will would could also loves love always every everything really where which while only some much more most even still thing things time times".split(
    " ",
  ),
);

/** Where an opener ends if one starts at i, else -1. */
function openerEnd(tokens: string[], i: number, openers: string[][]): number {
  for (const opener of openers) {
    if (opener.every((word, k) => tokens[i + k] === word)) return i + opener.length;
  }
  return -1;
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
  // A negation reaches only within its clause: "(it does not work). sweetest boy" is sweet.
  const tokens: string[] = [];
  const clauseStarts: number[] = [];
  for (const clause of description.split(/[.,;:!?()\n—–]+/)) {
    const start = tokens.length;
    for (const token of tokenize(clause)) {
      tokens.push(token);
      clauseStarts.push(start);
    }
  }
  const concepts = new Map<Concept, ConceptEvidence>();
  const avoided = new Set<Concept>();
  const speciesVotes = new Map<Species, { count: number; word: string; first: number }>();
  let female = 0;
  let male = 0;

  const clauseEnd = (i: number) => {
    let end = i;
    while (end < tokens.length && clauseStarts[end] === clauseStarts[i]) end++;
    return end;
  };
  const cues = new Set<Concept>();
  const identityConcepts = new Set<Concept>();
  const avoidedWords = new Set<string>();
  const inPhrases = new Set<string>();
  const focus = new Set<string>();
  let identity: Species | undefined;
  let [identityFrom, identityUntil, focusFrom, focusUntil] = [0, -1, 0, -1];
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  // What the pet steals, chews, carries or hoards is a favourite thing: "steals socks" may well be Socks.
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!TAKING_VERBS.has(tokens[i]!)) continue;
    for (const w of tokens.slice(i + 1, i + 4)) if (!FILLER.has(w) && !POSSESSIVES.has(w)) focus.add(w);
  }
  for (let i = 0; i < tokens.length; i++) {
    if (!FOCUS_CLOSERS.has(tokens[i]!)) continue;
    for (let k = Math.max(clauseStarts[i]!, i - 3); k < i; k++)
      if (!FILLER.has(tokens[k]!) && !COMMON_WORDS.has(tokens[k]!)) focus.add(tokens[k]!);
  }
  for (const [token, count] of counts)
    if (count >= 2 && token.length >= 4 && !COMMON_WORDS.has(token)) focus.add(token);

  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    const identityStart = openerEnd(tokens, i, IDENTITY_OPENERS);
    // A scope ends with its clause: "thinks she is a big dog, tan" is a tan dog who thinks she is big.
    if (identityStart >= 0)
      [identityFrom, identityUntil] = [
        identityStart,
        Math.min(identityStart + SCOPE, clauseEnd(identityStart)),
      ];
    const focusStart = openerEnd(tokens, i, FOCUS_OPENERS);
    if (focusStart >= 0)
      [focusFrom, focusUntil] = [focusStart, Math.min(focusStart + SCOPE, clauseEnd(focusStart))];
    const inIdentity = i >= identityFrom && i < identityUntil;
    const inFocus = i >= focusFrom && i < focusUntil;
    if ((inIdentity || inFocus) && !FILLER.has(token)) focus.add(token);
    if (FEMALE_WORDS.has(token)) female++;
    if (MALE_WORDS.has(token)) male++;

    let matched: { entry: LexiconEntry; length: number; phrase: string } | undefined;
    for (let length = Math.min(MAX_PHRASE_WORDS, tokens.length - i); length >= 1 && !matched; length--) {
      const phrase = tokens.slice(i, i + length).join(" ");
      const entry = lookup(phrase);
      if (entry) matched = { entry, length, phrase };
    }
    if (!matched || (matched.length === 1 && (onlyModifies(tokens, i) || notATime(tokens, i)))) {
      i++;
      continue;
    }
    if (matched.length > 1) for (const word of matched.phrase.split(" ")) inPhrases.add(word);
    const negation = negationBefore(tokens, i, clauseStarts[i]!);
    const negated = negation >= 0 || declaredEnemy(tokens, i + matched.length);
    const next = tokens[i + matched.length];
    if (negated) for (const word of matched.phrase.split(" ")) avoidedWords.add(word);
    const emphasised =
      inIdentity || inFocus || matched.phrase.split(" ").some((w) => focus.has(w) && !FILLER.has(w));
    for (const concept of matched.entry.concepts) {
      if (IDENTITY_ONLY.has(concept) && !inIdentity) continue;
      if (negated) {
        // "won't touch a banana" is not off all food.
        if (!BROAD.has(concept)) avoided.add(concept);
        // Only what the pet itself is not ("not shy", "never barks", "not a lap cat"), not "won't cross the smallest creek".
        const between = tokens.slice(negation + 1, i);
        const aboutThePet = between.every((w) => NEGATION_GLUE.has(w));
        for (const opposite of aboutThePet ? (NEGATED_MEANS[concept] ?? []) : []) {
          const evidence = concepts.get(opposite) ?? { words: [] };
          evidence.words.push(tokens.slice(negation, i + matched.length).join(" "));
          concepts.set(opposite, evidence);
          cues.add(opposite);
        }
      }
      // The cue is the food named, not food in general: "nuts for zucchini" brings Zucchini, not every snack.
      if (emphasised && !negated && !BROAD.has(concept)) cues.add(concept);
      if (inIdentity && !negated) identityConcepts.add(concept);
      // "blue eyes", "a white blaze" are markings, not the coat.
      if (negated || (COAT_COLOURS.has(concept) && next && MARKING_WORDS.has(next))) continue;
      const evidence = concepts.get(concept) ?? { words: [] };
      if (!evidence.words.includes(matched.phrase)) evidence.words.push(matched.phrase);
      concepts.set(concept, evidence);
    }
    // "thinks she's a dog": the animal she takes herself for, not her species.
    if (inIdentity && matched.entry.species.length > 0) {
      identity ??= matched.entry.species[0];
      i += matched.length;
      continue;
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

  // An idea the owner writes two ways ("desert", "basking spot", "warm") is one they dwell on.
  for (const [concept, evidence] of concepts)
    if (evidence.words.length >= 2 && !BROAD.has(concept)) cues.add(concept);

  // What the pet avoids anywhere it does not love elsewhere: "acts like water is lava … won't cross a creek".
  for (const concept of avoided) {
    concepts.delete(concept);
    cues.delete(concept);
  }

  const species = best?.[0];
  // "Blue" means a grey coat on a dog or cat, but a blue bird or fish is simply blue.
  const furred = !species || ["dog", "cat", "rabbit", "small-pet", "horse"].includes(species);
  const grey = concepts.get("grey");
  if (grey && !furred) {
    grey.words = grey.words.filter((w) => w !== "blue");
    if (grey.words.length === 0) concepts.delete("grey");
  }
  if (furred && concepts.get("blue")?.words.every((w) => w === "blue")) concepts.delete("blue");

  return {
    species,
    speciesWord: best?.[1].word,
    gender: female > male ? "f" : male > female ? "m" : undefined,
    concepts,
    cues,
    identityConcepts,
    avoidedWords,
    identity: identity === best?.[0] ? undefined : identity,
    focus,
    avoided,
    tokens: new Set(tokens),
    standalone: new Set(tokens.filter((t) => !inPhrases.has(t))),
    compounds: new Set(tokens.slice(1).map((t, k) => `${tokens[k]}${t}`)),
  };
}
