import type { NameSuggestion } from "../../../contract/names";
import { PET_TAGS, type PetTagId } from "../../../contract/names-constants";
import { type CorpusName, nameCorpus } from "./corpus";
import { COAT_COLOURS, type Concept } from "./corpus-types";
import { similarityKey } from "./filters";
import { LEXICON } from "./lexicon";
import { type DescriptionReading, readDescription, tokenize } from "./reader";
import { meaningSentence, SUITS, speciesNoun, THEME_TRAIT, TRAIT } from "./wording";

export interface NameEngineInput {
  description: string;
  tags: readonly PetTagId[];
  /** Names already shown for this request; neither they nor their near-twins come back. */
  exclude: readonly string[];
  count: number;
  /** 0 for the first answer, then 1, 2... for 'more' rounds. */
  round: number;
}

/** How much a mention of each kind of idea counts. */
const WEIGHT: Partial<Record<Concept, number>> & { default: number } = {
  default: 2.5,
  food: 1.5,
  black: 3.5,
  white: 3.5,
  grey: 3.5,
  brown: 3.5,
  golden: 3.5,
  orange: 3.5,
  red: 3.5,
  cream: 3,
  spotted: 3.5,
  striped: 3.5,
  patchy: 3.5,
  japanese: 3.5,
  french: 3.5,
  italian: 3.5,
  spanish: 3.5,
  irish: 3.5,
  scottish: 3.5,
  german: 3.5,
  hawaiian: 3.5,
  greek: 3.5,
  norse: 3.5,
  british: 3,
  mexican: 3.5,
  chinese: 3.5,
  korean: 3.5,
  indian: 3.5,
  african: 3.5,
  russian: 3.5,
  young: 1,
  senior: 1.5,
};
const TAG_WEIGHT = 2.5;
const TAG_LABEL = new Map<string, string>(PET_TAGS.map((t) => [t.id, t.label]));
const MENTION_WEIGHT = 4;

type Evidence =
  | { kind: "description"; concept: Concept; word: string; weight: number }
  | { kind: "tag"; concept: Concept; label: string; weight: number }
  | { kind: "mention"; word: string; weight: number };

interface Scored {
  entry: CorpusName;
  key: string;
  score: number;
  evidence: Evidence[];
}

/** FNV-1a: a fast, stable hash for deterministic tie-breaking. */
function fnv1a(text: string, start = 0x811c9dc5): number {
  let hash = start;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Seattle's licences are for dogs and cats: a dog or a cat counts its own species, a pet of unknown
 * species both, and a budgie or a rabbit none (dogs named Kiwi say nothing about budgies).
 */
function licensedCount(entry: CorpusName, reading: DescriptionReading): number {
  if (reading.species === "dog") return entry.licensed.dog;
  if (reading.species === "cat") return entry.licensed.cat;
  return reading.species ? 0 : entry.licensed.dog + entry.licensed.cat;
}

const OPPOSITES: [Concept, Concept][] = [
  ["tiny", "big"],
  ["calm", "energetic"],
  ["lazy", "energetic"],
  ["shy", "friendly"],
  ["young", "senior"],
  ["fluffy", "hairless"],
  ["sleek", "scruffy"],
];

/** Penalty for a name that contradicts the description (a "Tiny" for a big dog, "Snowball" for a black cat). */
function contradiction(entry: CorpusName, reading: DescriptionReading): number {
  let penalty = 0;
  for (const [a, b] of OPPOSITES) {
    if (
      (entry.evokes.includes(a) && reading.concepts.has(b)) ||
      (entry.evokes.includes(b) && reading.concepts.has(a))
    )
      penalty += 4;
  }
  const nameColours = entry.evokes.filter((c) => COAT_COLOURS.has(c));
  const describedColours = [...reading.concepts.keys()].filter((c) => COAT_COLOURS.has(c));
  if (
    nameColours.length > 0 &&
    describedColours.length > 0 &&
    !nameColours.some((c) => reading.concepts.has(c))
  )
    penalty += 3;
  return penalty;
}

/** The colours a named coat pattern always has. */
const PATTERN_COLOURS: ReadonlyMap<string, readonly Concept[]> = new Map<string, Concept[]>([
  ["calico", ["white", "black", "orange"]],
  ["tortoiseshell", ["black", "orange"]],
  ["tortie", ["black", "orange"]],
  ["tuxedo", ["black", "white"]],
  ["piebald", ["black", "white"]],
]);
const PATTERNS: ReadonlySet<Concept> = new Set<Concept>(["patchy", "spotted", "striped"]);

/**
 * A patterned name for a coat that cannot have that pattern: "Calico" (white, black and orange) for a
 * black-and-white cat, "Tortie" for a solid black one. A name of a patterned coat with two or more
 * colours needs every one of them in the description (a pattern word brings its own: "tuxedo" is black
 * and white), unless the description names it outright; a coat described as solid has no pattern; and a
 * name that is only a pattern ("Tabby") needs one when the description gives a single colour.
 */
function breaksCoatPattern(entry: CorpusName, reading: DescriptionReading): boolean {
  if (!entry.evokes.some((c) => PATTERNS.has(c))) return false;
  if (reading.tokens.has("solid")) return true;
  const colours = entry.evokes.filter((c) => COAT_COLOURS.has(c));
  // A name that is only a pattern ("Tabby", "Patches") for a coat of one colour and no pattern named.
  const describedColours = [...reading.concepts.keys()].filter((c) => COAT_COLOURS.has(c));
  const describedPattern = [...reading.concepts.keys()].some((c) => PATTERNS.has(c));
  if (colours.length === 0 && describedColours.length === 1 && !describedPattern) return true;
  if (colours.length < 2 || reading.tokens.has(entry.name.toLowerCase())) return false;
  const described = new Set<Concept>(reading.concepts.keys());
  for (const [word, implied] of PATTERN_COLOURS) {
    if (reading.tokens.has(word)) for (const colour of implied) described.add(colour);
  }
  return !colours.every((c) => described.has(c));
}

/**
 * What a cultural note says the name's bearer is: the head of "X is the orange tabby kitten of…", "X was
 * the St. Bernard in…". Only that phrase counts, so "follows the White Rabbit" or "the underdog boxer"
 * (a person) say nothing about the animal.
 */
const noteSubjects = new Map<string, DescriptionReading | undefined>();
const HUMAN_HOMONYMS = new Set(["boxer"]);
function noteSubject(note: string): DescriptionReading | undefined {
  if (noteSubjects.has(note)) return noteSubjects.get(note);
  const predicate = /\b(?:is|was)\s+(.*?)(?=\s+(?:of|in|from|who|that|which|and|with|for)\b|[,.;:(]|$)/.exec(
    note.replace(/\bSt\./g, "St"), // "St. Bernard" does not end the sentence
  )?.[1];
  // The animal word must end the phrase: "the white shepherd dog", "the St Bernard", not "the kitten-sized hero".
  const words = predicate ? tokenize(predicate) : [];
  let subject: DescriptionReading | undefined;
  for (let length = Math.min(3, words.length); length >= 1 && !subject; length--) {
    const tail = words.slice(-length).join(" ");
    const reading = readDescription(tail);
    if (reading.species && reading.speciesWord === tail && !HUMAN_HOMONYMS.has(tail)) subject = reading;
  }
  noteSubjects.set(note, subject);
  return subject;
}
const NOTE_CLASH_PENALTY = 1.5;
const GENERIC_DOG_WORDS = new Set([
  "dog",
  "dogs",
  "puppy",
  "puppies",
  "pup",
  "pups",
  "doggo",
  "hound",
  "mutt",
  "pooch",
]);
/** Dog breeds at the ends of the size range: a note about one of them does not fit a dog of another size. */
const BREED_SIZE = new Map<string, "giant" | "toy">([
  ...[
    "st bernard",
    "saint bernard",
    "great dane",
    "mastiff",
    "newfoundland",
    "irish wolfhound",
    "leonberger",
  ].map((breed) => [breed, "giant"] as const),
  ...["chihuahua", "pomeranian", "yorkie", "yorkshire terrier", "maltese", "papillon", "toy poodle"].map(
    (breed) => [breed, "toy"] as const,
  ),
]);

/**
 * A cultural note about another animal than the pet: a comic-strip cat's name for a lizard, or a dog of
 * another size, like the film St. Bernard Beethoven for a whippet. The name is a weaker fit, and its
 * note, true of another animal, is left out. A Labrador's name for a golden retriever keeps its note.
 */
function noteClashes(entry: CorpusName, reading: DescriptionReading): boolean {
  if (!entry.culturalContext || !reading.species) return false;
  const subject = noteSubject(entry.culturalContext);
  if (!subject?.species) return false;
  if (subject.species !== reading.species) return true;
  const size = subject.speciesWord && BREED_SIZE.get(subject.speciesWord);
  return (
    reading.species === "dog" &&
    size !== undefined &&
    reading.speciesWord !== undefined &&
    reading.speciesWord !== subject.speciesWord &&
    BREED_SIZE.get(reading.speciesWord) !== size &&
    !GENERIC_DOG_WORDS.has(reading.speciesWord)
  );
}

/** Names of things ("Pumpkin", "Clover") may be suggested because the description names the thing. */
const THING_THEMES = new Set(["foods", "nature", "weather", "sounds"]);

function scoreName(
  entry: CorpusName,
  reading: DescriptionReading,
  tags: ReadonlySet<string>,
  seed: number,
): Scored | undefined {
  const { species } = reading;
  if (species && entry.species && !entry.species.includes(species)) return undefined;
  if (reading.gender && entry.gender !== "u" && entry.gender !== reading.gender) return undefined;
  if (breaksCoatPattern(entry, reading)) return undefined;

  const key = entry.name.toLowerCase();
  const evidence: Evidence[] = [];
  for (const concept of entry.evokes) {
    const mention = reading.concepts.get(concept);
    if (mention)
      evidence.push({
        kind: "description",
        concept,
        word: mention.words[0]!,
        weight: WEIGHT[concept] ?? WEIGHT.default,
      });
    if (tags.has(concept))
      evidence.push({ kind: "tag", concept, label: TAG_LABEL.get(concept)!, weight: TAG_WEIGHT });
  }
  // A favourite thing named outright ("loves pumpkin") makes a name of its own.
  if (reading.tokens.has(key) && LEXICON.has(key) && entry.themes.some((t) => THING_THEMES.has(t))) {
    evidence.push({ kind: "mention", word: key, weight: MENTION_WEIGHT });
  }

  let score = evidence.reduce((sum, e) => sum + e.weight, 0) - contradiction(entry, reading);
  if (noteClashes(entry, reading)) score -= NOTE_CLASH_PENALTY;
  if (species && entry.species?.includes(species)) score += 2;
  const licensed = licensedCount(entry, reading);
  score += 0.3 * Math.log1p(licensed);
  if (species && species !== "dog" && species !== "cat" && entry.themes.every((t) => t === "classic"))
    score -= 1.5;
  if (reading.gender && entry.gender === reading.gender) score += 1;
  if (entry.meaning) score += 0.4;
  if (entry.syllables <= 2) score += 0.3;
  if (entry.syllables >= 4) score -= 0.8;
  score += fnv1a(key, seed) / 0xffffffff;
  return { entry, key, score, evidence };
}

function nearDuplicate(a: string, b: string): boolean {
  if (similarityKey(a) === similarityKey(b)) return true;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.length >= 4 && y.length >= 4 && x.slice(0, 4) === y.slice(0, 4);
}

/** The strongest thing a name was matched on, so one idea does not fill the whole list. */
function leadingIdea(scored: Scored): string | undefined {
  const top = strongest(scored.evidence)[0];
  return top && (top.kind === "mention" ? top.word : top.concept);
}

const strongest = (evidence: Evidence[]) => [...evidence].sort((a, b) => b.weight - a.weight);

/** Greedy pick of the best names, each step penalising a style already chosen so the list stays mixed. */
function diversify(ranked: Scored[], count: number, exclude: readonly string[]): Scored[] {
  const chosen: Scored[] = [];
  const pool = ranked.filter((s) => !exclude.some((name) => nearDuplicate(name, s.entry.name))).slice(0, 300);
  while (chosen.length < count && pool.length > 0) {
    let bestIndex = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < Math.min(pool.length, 80); i++) {
      const candidate = pool[i]!;
      const sameTheme = chosen.filter((c) => c.entry.themes[0] === candidate.entry.themes[0]).length;
      const sameInitial = chosen.filter((c) => c.key[0] === candidate.key[0]).length;
      const idea = leadingIdea(candidate);
      const sameIdea = idea ? chosen.filter((c) => leadingIdea(c) === idea).length : 0;
      const adjusted = candidate.score - 1.2 * sameTheme - 0.6 * sameInitial - 2 * sameIdea;
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestIndex = i;
      }
    }
    const [picked] = pool.splice(bestIndex, 1);
    chosen.push(picked!);
    for (let i = pool.length - 1; i >= 0; i--)
      if (nearDuplicate(pool[i]!.entry.name, picked!.entry.name)) pool.splice(i, 1);
  }
  return chosen;
}

function subjectOf(reading: DescriptionReading): string {
  return reading.speciesWord ? `your ${reading.speciesWord}` : "your pet";
}

function reasonFor(scored: Scored, reading: DescriptionReading): string {
  const { entry, evidence } = scored;
  const sentences: string[] = [];
  const best = strongest(evidence);
  const first = best[0];
  const cueOf = (e: Evidence) => (e.kind === "tag" ? e.label : e.word);
  if (first?.kind === "mention") {
    sentences.push(`You mentioned "${first.word}", and it makes a charming name.`);
  } else if (first?.kind === "description") {
    sentences.push(`You mentioned "${first.word}": ${entry.name} ${SUITS[first.concept]}.`);
  } else if (first?.kind === "tag") {
    sentences.push(`You picked "${first.label}": ${entry.name} ${SUITS[first.concept]}.`);
  }
  const second = best.find(
    (e) =>
      e !== first &&
      e.kind !== "mention" &&
      e.concept !== (first as { concept?: Concept } | undefined)?.concept &&
      (!first || cueOf(e) !== cueOf(first)),
  );
  if (second && second.kind !== "mention") {
    const cue = second.kind === "description" ? `"${second.word}"` : `the "${second.label}" tag`;
    sentences.push(`It also fits ${cue}.`);
  }
  if (sentences.length === 0) sentences.push(fallbackReason(entry, reading));
  if (entry.meaning) sentences.push(meaningSentence(entry.name, entry.meaning));
  return sentences.join(" ");
}

/** Why a name was picked when nothing it evokes was in the description: fit and popularity for the species. */
function fallbackReason(entry: CorpusName, reading: DescriptionReading): string {
  const licensed = licensedCount(entry, reading);
  if (reading.species && licensed > 0 && (reading.species === "dog" || reading.species === "cat")) {
    return `A proven favourite for ${subjectOf(reading)}: ${licensed} ${speciesNoun(reading.species, licensed !== 1)} in Seattle's public pet licence records are called ${entry.name}.`;
  }
  if (reading.species && entry.species?.includes(reading.species)) {
    return `${entry.name} is a name made for ${speciesNoun(reading.species, true)}, just right for ${subjectOf(reading)}.`;
  }
  if (licensed > 0) {
    return `A proven favourite for ${subjectOf(reading)}: ${licensed} pets in Seattle's public licence records share it.`;
  }
  return `A ${THEME_TRAIT[entry.themes[0]!].toLowerCase()} pick for ${subjectOf(reading)}, short and easy to call.`;
}

function traitsFor(scored: Scored): string[] {
  const traits: string[] = [];
  const add = (trait: string | undefined) => {
    if (trait && !traits.includes(trait) && traits.length < 4) traits.push(trait);
  };
  for (const e of strongest(scored.evidence)) if (e.kind !== "mention") add(TRAIT[e.concept]);
  // Fill with what the name itself evokes, but never a colour the description did not give.
  for (const concept of scored.entry.evokes)
    if (traits.length < 2 && !COAT_COLOURS.has(concept)) add(TRAIT[concept]);
  add(THEME_TRAIT[scored.entry.themes[0]!]);
  if (traits.length < 3) add(scored.entry.syllables <= 2 ? "Easy to call" : "Distinctive");
  if (traits.length < 2) add(scored.entry.gender === "u" ? "Unisex" : "Classic");
  return traits.slice(0, 4);
}

/** The offline name engine: reads the description, scores the corpus, and returns a varied pick. */
export function generateNames(input: NameEngineInput): NameSuggestion[] {
  const reading = readDescription(input.description);
  const seed = fnv1a(
    `${input.description.trim().toLowerCase()}|${[...input.tags].sort().join(",")}|${input.round}`,
  );
  const tags = new Set<string>(input.tags);
  const ranked = nameCorpus()
    .map((entry) => scoreName(entry, reading, tags, seed))
    .filter((s): s is Scored => s !== undefined)
    .sort((a, b) => b.score - a.score);
  return diversify(ranked, input.count, input.exclude).map((scored) => ({
    name: scored.entry.name,
    traits: traitsFor(scored),
    reason: reasonFor(scored, reading),
    ...(scored.entry.culturalContext && !noteClashes(scored.entry, reading)
      ? { culturalContext: scored.entry.culturalContext }
      : {}),
  }));
}
