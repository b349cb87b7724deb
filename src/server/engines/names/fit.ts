/**
 * Whether a name fits a description at all: its species and sex, the coat (colours and named patterns),
 * nothing it contradicts, and whether its cultural note is about the pet's own kind of animal.
 */
import { type CorpusName, corpusEntry } from "./corpus";
import { COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import {
  CONTRARY_ICONIC,
  ICONIC,
  type IconicName,
  type IconicSet,
  LOUD_ICONIC,
  TRAIT_ICONIC,
  TRAIT_ORDER,
  WORD_ICONIC,
} from "./data/curated-cues";
import { KIND_SETS, PACE_AND_SIZE_ICONIC, PACE_FIRST, SIZE_AFTER } from "./data/curated-looks";
import { lookup } from "./phrase-context";
import { type DescriptionReading, playedDown, readDescription, tokenize } from "./reader";
import { likeness, lovedOrDone } from "./things";

const OPPOSITES: [Concept, Concept][] = [
  ["tiny", "big"],
  ["calm", "energetic"],
  ["lazy", "energetic"],
  ["shy", "friendly"],
  ["young", "senior"],
  ["fluffy", "hairless"],
  ["sleek", "scruffy"],
];

const CHARACTER: ReadonlySet<Concept> = new Set<Concept>(["calm", "energetic", "lazy", "shy", "friendly"]);

/** Pets that are small whatever the description says: a "Tank" or a "Moose" jars for a hamster. */
const SMALL_SPECIES: ReadonlySet<Species> = new Set<Species>(["small-pet", "bird", "fish", "rabbit"]);

/**
 * A name that contradicts the description: a "Tiny" for a big dog, "Snowball" for a black cat, a water
 * name for a pet that hates water, a "Moose" for a hamster.
 */
function contradicts(entry: CorpusName, reading: DescriptionReading, { colours = true } = {}): boolean {
  // A name that evokes nothing (most of the licence records' names) contradicts nothing.
  if (entry.evokes.length === 0) return false;
  const opposite = oppositesOf(reading);
  const opposed = entry.evokes.some((c) => opposite.has(c));
  const avoided = entry.evokes.some((c) => reading.avoided.has(c));
  const tooBig =
    entry.evokes.includes("big") &&
    !iconicName(entry, reading) &&
    reading.species !== undefined &&
    SMALL_SPECIES.has(reading.species) &&
    !reading.concepts.has("big");
  const nameColours = entry.evokes.filter((c) => COAT_COLOURS.has(c));
  const describedColours = colours && nameColours.length > 0 ? coatColours(reading) : undefined;
  const otherColour =
    describedColours !== undefined &&
    describedColours.size > 0 &&
    !nameColours.some((c) => describedColours.has(c));
  // A basker under its lamp is a sun-seeker, however cold the winter outside: no snow names.
  const cold =
    entry.evokes.includes("snow") &&
    !entry.evokes.includes("sun") &&
    reading.species === "reptile" &&
    basks(reading);
  return opposed || avoided || tooBig || otherColour || cold;
}

/**
 * Whether a name evoking `own` is ruled out for a pet described as `described`, its opposite. A chihuahua sure she is a rottweiler
 * may have a rottweiler's name: the identity outranks the size; so does the owner's order ("the biggest name
 * possible" for a dwarf hamster). A dog "a little shy with new people" is shy and likes people: a character may
 * be both, a size not.
 */
function opposes(reading: DescriptionReading, own: Concept, described: Concept): boolean {
  return (
    reading.concepts.has(described) &&
    !(CHARACTER.has(own) && reading.concepts.has(own)) &&
    !reading.identityConcepts.has(own) &&
    !reading.identityConcepts.has(described) &&
    !reading.askedFor.has(own)
  );
}

/** The ideas no name may evoke, for the description says their opposite; once per reading, not per name. */
const oppositesFound = new WeakMap<DescriptionReading, ReadonlySet<Concept>>();
function oppositesOf(reading: DescriptionReading): ReadonlySet<Concept> {
  let found = oppositesFound.get(reading);
  if (!found) {
    found = new Set(
      OPPOSITES.flatMap(([a, b]) => [
        ...(opposes(reading, a, b) ? [a] : []),
        ...(opposes(reading, b, a) ? [b] : []),
      ]),
    );
    oppositesFound.set(reading, found);
  }
  return found;
}

/** The coat's colours, and a named pattern's: a tuxedo with a white bib is no Garfield, nor a Snowball. */
const coatColoursOf = new WeakMap<DescriptionReading, Set<Concept>>();
function coatColours(reading: DescriptionReading): Set<Concept> {
  let found = coatColoursOf.get(reading);
  if (!found) {
    found = new Set([
      ...[...reading.concepts.keys()].filter((c) => COAT_COLOURS.has(c)),
      ...reading.kindColours,
      ...[...PATTERN_COLOURS].flatMap(([word, implied]) => (reading.tokens.has(word) ? implied : [])),
    ]);
    coatColoursOf.set(reading, found);
  }
  return found;
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
  if (namesOtherPattern(entry, reading)) return true;
  if (reading.tokens.has("solid")) return true;
  const colours = entry.evokes.filter((c) => COAT_COLOURS.has(c));
  // A name that is only a pattern ("Tabby", "Patches") for a coat of one colour and no pattern named.
  const describedColours = [...reading.concepts.keys()].filter((c) => COAT_COLOURS.has(c));
  const describedPattern = [...reading.concepts.keys()].some((c) => PATTERNS.has(c));
  if (colours.length === 0 && describedColours.length === 1 && !describedPattern) return true;
  // Spots are not stripes: a bee's name for a spotted leopard gecko, a zebra's for a dalmatian.
  for (const [own, other] of [
    ["striped", "spotted"],
    ["spotted", "striped"],
  ] as const) {
    if (
      entry.evokes.includes(own) &&
      !entry.evokes.includes(other) &&
      reading.concepts.has(other) &&
      !reading.concepts.has(own)
    )
      return true;
  }
  if (colours.length < 2 || reading.tokens.has(entry.key)) return false;
  const described = new Set<Concept>(reading.concepts.keys());
  for (const [word, implied] of PATTERN_COLOURS) {
    if (reading.tokens.has(word)) for (const colour of implied) described.add(colour);
  }
  return !colours.every((c) => described.has(c));
}

/** Words for one coat pattern each; a word may name two (brindle and tabby are both stripes). */
const PATTERN_GROUPS: readonly (readonly string[])[] = [
  ["tuxedo", "tux", "tuxie"],
  ["calico"],
  ["tortoiseshell", "tortie", "torbie"],
  ["tabby", "stripes", "stripey", "stripy", "tiger", "tigger", "zebra"],
  ["brindle", "stripes", "stripey", "tiger", "zebra"],
  ["merle", "marble", "marbles"],
  ["dapple", "dappled"],
  ["pinto", "paint", "skewbald"],
  ["piebald", "patches", "patch", "skewbald"],
  ["roan"],
  ["appaloosa", "spots", "spot", "spotty", "spotted", "dotty", "dalmatian"],
  ["leopard", "spots", "spot", "spotty", "spotted", "cheetah"],
  ["patches", "patchy", "patch", "patchwork"],
];

/**
 * Patterns no colour list implies: a tricolour beagle is not merle, a bay with white patches is not a
 * pinto, so these names need their pattern named.
 */
const NAMED_ONLY: ReadonlySet<string> = new Set([
  "merle",
  "brindle",
  "roan",
  "dapple",
  "appaloosa",
  "piebald",
  "skewbald",
  "pinto",
]);

/**
 * A name that is one coat pattern for a pet whose pattern the owner named as another: Pinto for a dapple
 * grey, Patches for a tuxedo, Tiger for a calico. Stripes still suits a tabby.
 */
function namesOtherPattern(entry: CorpusName, reading: DescriptionReading): boolean {
  const own = PATTERN_GROUPS.filter((group) => group.includes(entry.key));
  if (own.length === 0) return false;
  const described = PATTERN_GROUPS.filter((group) => group.some((word) => reading.tokens.has(word)));
  if (described.length > 0) return !own.some((group) => described.includes(group));
  if (NAMED_ONLY.has(entry.key)) return true;
  // A name that is a coat pattern ("Brindle", "Tabby") claims that coat: it needs the pattern described.
  return !entry.evokes.some((c) => PATTERNS.has(c) && reading.concepts.has(c));
}

/**
 * What a cultural note says the name's bearer is: the head of "X is the orange tabby kitten of…", "X was
 * the St. Bernard in…". Only that phrase counts, so "follows the White Rabbit" or "the underdog boxer"
 * (a person) say nothing about the animal.
 */
const noteSubjects = new Map<string, DescriptionReading | undefined>();
const HUMAN_HOMONYMS = new Set(["boxer"]);
export function noteSubject(note: string | undefined): DescriptionReading | undefined {
  if (!note) return undefined;
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
export function noteClashes(note: string | undefined, reading: DescriptionReading): boolean {
  if (!note || !reading.species) return false;
  const subject = noteSubject(note);
  if (!subject?.species || subject.species === reading.identity) return false;
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

/**
 * A girl may carry a famous male character's name (Snoopy, Yoda, Scooby) as owners often do; a boy a
 * female character's (Lady, Elsa, Cinderella) far less often, so that way stays closed.
 */
export function playsAcrossSex(entry: CorpusName, gender: "f" | "m"): boolean {
  return (
    gender === "f" &&
    entry.gender === "m" &&
    entry.themes.includes("literature-film") &&
    !!entry.culturalContext
  );
}

/** Whether a name is made for the kind of animal the pet takes itself for ("acts like a cat": Garfield). */
export function madeForIdentity(entry: CorpusName, reading: DescriptionReading): boolean {
  return (
    reading.identity !== undefined && entry.species?.length === 1 && entry.species[0] === reading.identity
  );
}

/** A rottweiler's size and strength in "sure she's a rottweiler": a guard dog, not any dog. */
const TOUGH: readonly Concept[] = ["strong", "fierce", "big"];
type ChosenSet = IconicSet & {
  concept?: Concept;
  word?: string;
  /** What the pet loves, does or looks like, when that chose the set (data/curated-things.ts). */
  words?: readonly string[];
  /** A habit chose it ("howls"): its names do not lead the owner's other cues. */
  habit?: true;
  /** What the pet loves, does or looks like when another cue chose the set: its names come after. */
  second?: true;
  ranks?: Map<string, number>;
  /**
   * A trait the owner stressed chose the set: its names lead that trait's, not every other cue. Graded
   * ("kind of grumpy") it is the owner's own cue; dwelled on ("loves naps") one trait of the pet's.
   */
  trait?: "graded" | "cue";
  /**
   * The owner said what the pet is not ("not a lap cat", "no fan of water", "not dirty at all"): what
   * it is instead is the cue they wrote on purpose, and its first names lead.
   */
  contrary?: true;
};
/** The last reading's set: a request scores every name of the corpus against one reading. */
let lastSet:
  | { reading: DescriptionReading; set: ChosenSet | undefined; thing: ChosenSet | undefined }
  | undefined;

/**
 * The names people reach for first for what the pet takes itself for: famous dogs for a cat sure she is
 * one, guard dogs' names for a rabbit sure she is a rottweiler, racehorses, royalty, babies; and for a
 * pet that will not go near water, dry-land names and Gizmo. The concept that chose the set, when one
 * did, is what the owner wrote for it.
 */
export function iconicSet(reading: DescriptionReading): ChosenSet | undefined {
  if (lastSet?.reading === reading) return lastSet.set;
  const { identity, identityConcepts: seen } = reading;
  const tough = TOUGH.find((c) => seen.has(c));
  const animal: ChosenSet | undefined =
    identity === "dog" && tough
      ? { ...ICONIC["tough-dog"], concept: tough }
      : identity === "dog"
        ? { ...ICONIC.dog }
        : identity === "cat"
          ? { ...ICONIC.cat }
          : identity === "bird"
            ? { ...ICONIC.bird }
            : seen.has("fast") && (identity === "horse" || (!identity && reading.species === "horse"))
              ? { ...ICONIC.racehorse, concept: "fast" }
              : seen.has("regal")
                ? { ...ICONIC.royal, concept: "regal" }
                : seen.has("young")
                  ? { ...ICONIC.baby, concept: "young" }
                  : undefined;
  // What the pet is likened to, then a trait the owner graded ("kind of grumpy"), come before a habit.
  // A water-hater is a dry-land, sun-seeking pet, unless the reader took that back ("loves the snow").
  const mighty = mightyAsked(reading);
  const habit: ChosenSet | undefined =
    reading.avoided.has("water") && reading.concepts.has("sun")
      ? { ...ICONIC.dry, concept: "sun", contrary: true }
      : mighty
        ? { ...ICONIC.mighty, ...mighty }
        : reading.species === "reptile" && basks(reading)
          ? { ...ICONIC.basker, concept: "sun" }
          : reading.species === "bird" && talks(reading)
            ? { ...ICONIC.talker, concept: "vocal" }
            : undefined;
  // What the pet looks like, loves or does ("a walking mop", "sells her soul for cheddar", "runs on her wheel").
  const found = likeness(reading);
  const looks: ChosenSet | undefined = found && { ...found.set, names: found.names, word: found.said };
  const cue = lovedOrDone(reading);
  const loves: ChosenSet | undefined = cue && { ...cue.set, names: cue.names, word: cue.said };
  // "not a lap cat… what she does do is judge everyone": the habit the owner turns to is their cue.
  const turnedTo = pivotsTo(reading, cue?.said) ? loves && { ...loves, habit: undefined } : undefined;
  const kind = kindKnownFor(reading);
  // A favourite above all others ("favourite thing in the world is coriander") is what the owner wrote to say.
  const set =
    animal ??
    likenedTo(reading) ??
    turnedTo ??
    // What the pet is known for ("copies the microwave") leads, unless the owner graded a trait ("pretty
    // clever"): the grading is their stress.
    (cue?.foremost && !(cue.set.standout && reading.graded.size > 0) ? loves : undefined) ??
    (looks?.habit ? undefined : looks) ??
    gentleGiant(reading) ??
    contrarySet(reading) ??
    traitStressed(reading, reading.graded, "graded") ??
    habit ??
    loves ??
    traitStressed(reading, reading.cues, "cue", { sizes: false }) ??
    kind ??
    // "the colour of a digestive": one look of the pet's, after what its kind is known for.
    looks;
  // "very gentle, goes bonkers for squeaky toys": the favourite still has its names, after the set's; and a
  // pygmy goat that climbs everything still has its goat's names.
  const thing = [looks, loves, kind?.beyond ? kind : undefined].find((s) => s !== undefined && s !== set);
  for (const chosen of [set, thing])
    if (chosen) chosen.ranks = new Map(chosen.names.map((n, rank) => [n.name, rank]));
  lastSet = { reading, set, thing: thing && { ...thing, second: true } };
  return set;
}

/** Words that turn from what the pet is not to what it does: "not a lap cat… what she does do is sit…". */
const PIVOTS =
  / what (?:she|he|it|they) (?:does do|does|do|did) (?:is |are )?| instead | (?:she|he)d rather /;
/**
 * Whether the owner turns from a denial to what the pet does, and says it: "she's not a lap cat… what she
 * does do is sit on top of the cupboards and judge everyone". That, not the denial, is their cue.
 */
function pivotsTo(reading: DescriptionReading, said: string | undefined): boolean {
  if (!said || reading.contraryTraits.size === 0) return false;
  const pivot = PIVOTS.exec(reading.text);
  return pivot !== null && reading.text.indexOf(` ${said} `, pivot.index) > pivot.index;
}

/**
 * What the pet's kind is known for, when nothing the owner stressed chose a set: a Roborovski's tininess,
 * a Shire's size, a hedgehog's prickles, a tortoise's shell, a pleco's glass-cleaning (data/curated-looks.ts).
 * A kind written of another pet ("shares a field with a Shetland") or ruled out is not the pet's.
 */
function kindKnownFor(reading: DescriptionReading): (ChosenSet & { beyond?: true }) | undefined {
  for (const [kind, { species, set, beyond }] of KIND_SETS)
    if (
      species === reading.species &&
      reading.text.includes(` ${kind} `) &&
      !kind.split(" ").some((w) => reading.avoidedWords.has(w))
    )
      return { ...set, word: kind, ...(beyond ? { beyond } : {}) };
  return undefined;
}

/**
 * What the pet takes itself for or is likened to that is no animal ("swears she's a mermaid", "runs the
 * house like a sergeant major"): the names people reach for first for it.
 */
function likenedTo(reading: DescriptionReading): ChosenSet | undefined {
  for (const [phrase, set] of WORD_ICONIC) {
    const words = phrase.split(" ");
    // "an old man's name": the possessive is the phrase too.
    const focused = (w: string) => reading.focus.has(w) || reading.focus.has(`${w}s`);
    if (!reading.text.includes(` ${phrase}`) || !words.every(focused)) continue;
    const identity = words.every((w) => reading.identityWords.has(w));
    return { ...set, word: phrase, ...(identity ? {} : { lead: "mentions" as const }) };
  }
  return undefined;
}

/** Words of a voice that is loud, not chatty: "incredibly loud", "SO noisy", "screams the house down". */
const LOUD_WORDS = new Set([
  "loud",
  "noisy",
  "screams",
  "screaming",
  "screeches",
  "screechy",
  "shrieks",
  "squawks",
  "deafening",
  "racket",
]);
/** Which stressed trait chooses: a pace first ("nothing fast about him" is slow before calm), a size last. */
const STRESS_ORDER: readonly Concept[] = [...PACE_FIRST, ...TRAIT_ORDER, ...SIZE_AFTER];
/** A trait the owner stressed ("kind of grumpy", "isn't scared of anything"): the names people reach for first. */
function traitStressed(
  reading: DescriptionReading,
  stressed: ReadonlySet<Concept>,
  how: "graded" | "cue",
  { sizes = true } = {},
): ChosenSet | undefined {
  // A size merely dwelled on ("looks like a tiny panther") is no order for a tiny pet's name; graded
  // ("super tiny") or denied ("not small") it is.
  const fits = (c: Concept) =>
    stressed.has(c) && reading.concepts.has(c) && (sizes || !(SIZE_AFTER as readonly Concept[]).includes(c));
  // "extremely fluffy … slightly scared of the hoover": the trait played up leads the one played down.
  const concept = STRESS_ORDER.find((c) => fits(c) && !(how === "graded" && playedDown(reading, c)));
  const loud = concept === "vocal" && reading.concepts.get("vocal")?.words.some((w) => LOUD_WORDS.has(w));
  const set = concept && (loud ? LOUD_ICONIC : (TRAIT_ICONIC[concept] ?? PACE_AND_SIZE_ICONIC[concept]));
  return set ? { ...set, concept, trait: how } : undefined;
}

/**
 * What the pet is when the owner says what it is not: a late riser for "not a morning person", a free
 * spirit for "not a lap cat", a fearless heart for "not a timid bunny". The owner's phrase is quoted whole.
 */
function contrarySet(reading: DescriptionReading): ChosenSet | undefined {
  // A fussy eater with a favourite ("picky, but goes mad for mango"): the favourite is the cue.
  const favouriteFood = [...reading.focus].some((w) => lookup(w)?.concepts.includes("food"));
  if (reading.contrary && !(reading.contrary.id === "fussy" && favouriteFood)) {
    const { id, said } = reading.contrary;
    return { ...CONTRARY_ICONIC[id], word: said, contrary: true };
  }
  const trait = traitStressed(reading, reading.contraryTraits, "cue");
  return trait && { ...trait, contrary: true };
}

/** Traits that, stressed of a big pet, make it a gentle giant. */
const SOFT_TRAITS: ReadonlySet<Concept> = new Set<Concept>(["gentle", "calm"]);
/**
 * A big pet whose owner stresses, or turns a denial into, how soft it is ("140 lbs of pure dog, hella
 * chill and super gentle", "everyone assumes he's a guard dog but he is absolutely NOT one"): a gentle
 * giant's names, for the trait that chose them.
 */
function gentleGiant(reading: DescriptionReading): ChosenSet | undefined {
  if (!reading.concepts.has("big") || reading.concepts.has("tiny")) return undefined;
  if (reading.species && SMALL_SPECIES.has(reading.species)) return undefined;
  const trait = contrarySet(reading) ?? traitStressed(reading, reading.graded, "graded");
  if (!trait?.concept || !SOFT_TRAITS.has(trait.concept) || reading.contrary) return undefined;
  const { concept, trait: how, contrary } = trait;
  return {
    ...ICONIC["gentle-giant"],
    concept,
    ...(how ? { trait: how } : {}),
    ...(contrary ? { contrary } : {}),
  };
}

/**
 * A small one sure it is a big one of its own kind ("9hh Shetland … believes he's a 17hh warmblood", "my
 * chihuahua thinks she's a great dane"): the word for the big one, which mighty names play up.
 */
function biggerSelf(reading: DescriptionReading): string | undefined {
  if (!reading.species || reading.identity || !reading.concepts.has("tiny")) return undefined;
  return [...reading.identityWords].find((w) => lookup(w)?.species.includes(reading.species!));
}
/** "a HUGE personality", "a big attitude": a small pet's spirit, not its size. */
const BIG_SPIRIT = / (?:huge|big|massive|giant|enormous) (?:personality|attitude|character|energy) /;
/**
 * A small pet whose owner wrote of its huge personality or asked for the grandest name: mighty names suit
 * it as a joke. The owner's words for it, when one concept carries them.
 */
function mightyAsked(reading: DescriptionReading): { concept?: Concept; word?: string } | undefined {
  const bigger = biggerSelf(reading);
  if (bigger) return { word: bigger };
  if (!reading.species || !SMALL_SPECIES.has(reading.species)) return undefined;
  const spirit = BIG_SPIRIT.exec(reading.text)?.[0].trim();
  if (spirit) return { word: spirit };
  return reading.askedFor.has("big") ? { concept: "big" } : undefined;
}
/** Words of talking, not singing: a parrot that says "hello darling" or does the microwave beep. */
const TALK_WORDS = new Set([
  "talks",
  "talking",
  "talker",
  "says",
  "mimics",
  "mimic",
  "mimicking",
  "imitates",
  "repeats",
  "copies sounds",
  "talkative",
]);
/** A parrot that talks and mimics, written more than once ("says 'hello darling' … the microwave beep"). */
const talks = (reading: DescriptionReading) =>
  reading.cues.has("vocal") && reading.concepts.get("vocal")?.words.some((w) => TALK_WORDS.has(w)) === true;
/** A reptile that basks ("basks under his lamp"), not one that merely lives in the desert. */
const basks = (reading: DescriptionReading) =>
  reading.concepts.get("sun")?.words.some((w) => w.startsWith("bask") || w.includes("lamp")) === true;

/**
 * The name's place among the names for what the pet loves, does or looks like, when another cue chose the
 * iconic set ("very gentle" and "goes bonkers for squeaky toys").
 */
export function thingName(
  entry: CorpusName,
  reading: DescriptionReading,
): { rank: number; iconic: IconicName; set: ChosenSet } | undefined {
  iconicSet(reading);
  const set = lastSet?.thing;
  const rank = set?.ranks?.get(entry.name);
  const iconic = rank === undefined ? undefined : set?.names[rank];
  if (
    !set ||
    rank === undefined ||
    !iconic ||
    (iconic.gender && reading.gender && iconic.gender !== reading.gender)
  )
    return undefined;
  return { rank, iconic, set };
}

/** The name's place among the iconic ones for what the pet takes itself for, if it is one. */
export function iconicName(
  entry: CorpusName,
  reading: DescriptionReading,
): { rank: number; iconic: IconicName; set: ChosenSet } | undefined {
  const set = iconicSet(reading);
  if (!set) return undefined;
  const rank = set.ranks?.get(entry.name);
  const iconic = rank === undefined ? undefined : set.names[rank];
  if (rank === undefined || !iconic || (iconic.gender && reading.gender && iconic.gender !== reading.gender))
    return undefined;
  return { rank, iconic, set };
}

/** Guard dogs' and fighters' names: never for a pet whose owner denies any fierceness. */
const TOUGH_NAMES = new Set(
  [...ICONIC["tough-dog"].names, ...(TRAIT_ICONIC.fierce?.names ?? [])].map((n) => n.name),
);

/**
 * The first four letters of each name the owner ruled out or gave another: its variants are ruled out too
 * ("Shelly, please no" rules out Sheldon; "hates olives" rules out no Oliver).
 */
const avoidedStarts = new WeakMap<DescriptionReading, Set<string>>();
function namesAvoided(reading: DescriptionReading): Set<string> {
  let starts = avoidedStarts.get(reading);
  if (!starts) {
    starts = new Set(
      [...reading.namesOfOthers].filter((w) => w.length >= 4 && corpusEntry(w)).map((w) => w.slice(0, 4)),
    );
    avoidedStarts.set(reading, starts);
  }
  return starts;
}

/** Kinds of fish a name may be of: the famous fish its note tells of (Nemo, Dory), or its own word (Guppy). */
const FISH_KINDS = ["clownfish", "blue tang", "guppy", "pufferfish", "moorish idol", "angelfish", "tetra"];
const FISH_KIND_NOTE = new RegExp(`\\b(${FISH_KINDS.join("|")})\\b`, "i");
const fishKinds = new Map<string, string | undefined>();
/** The kind of fish a name is of, if any. */
function fishKindOf(entry: CorpusName): string | undefined {
  if (fishKinds.has(entry.name)) return fishKinds.get(entry.name);
  const own = entry.name.toLowerCase();
  const kind = FISH_KINDS.includes(own)
    ? own
    : FISH_KIND_NOTE.exec(entry.culturalContext ?? "")?.[1]?.toLowerCase();
  fishKinds.set(entry.name, kind);
  return kind;
}
/**
 * For a fish, a name of one kind of fish fits that kind, one that takes itself for it, or an owner who names
 * the fish or its film ("Finding Nemo", "Pixar"); not any fish nor an axolotl. For a dog or a cat it is a
 * name like any other, whose note is about another animal (Marlin for a lab who loves the lake).
 */
function fitsFishKind(entry: CorpusName, reading: DescriptionReading): boolean {
  const kind = reading.species === "fish" ? fishKindOf(entry) : undefined;
  if (!kind) return true;
  const said = (word: string) =>
    [word, `${word}s`, word.replace(/y$/, "ies")].some((form) => reading.text.includes(` ${form} `));
  return (
    said(kind) ||
    said(kind.split(" ").at(-1)!) ||
    mentioned(entry.name.toLowerCase(), reading) !== undefined ||
    reading.concepts.has("disney")
  );
}

/** Whether a name can be offered at all: the pet's species and sex, its coat, and nothing it contradicts. */
export function fits(entry: CorpusName, reading: DescriptionReading): boolean {
  const { species, gender } = reading;
  // A famous cat's name is for cats, and for a whippet who acts like one.
  const playsIdentity = madeForIdentity(entry, reading);
  // The word for what the pet loves, does or looks like is the thing's, not a species' or a sex's:
  // Cheddar for a staffie mad on cheddar, Bell for a conure boy and his bell.
  const own = iconicName(entry, reading) ?? thingName(entry, reading);
  const thingsName = own?.set.words !== undefined;
  if (species && entry.species && !entry.species.includes(species) && !playsIdentity && !thingsName)
    return false;
  // A name for the kind the pet is not: "thinks she's a dog" is no dog.
  if (!species && reading.identity && entry.species?.length === 1 && entry.species[0] !== reading.identity)
    return false;
  // A girl sure she is a rottweiler may be Brutus, as a girl may be Snoopy.
  const crossSex = gender !== undefined && entry.gender !== "u" && entry.gender !== gender;
  if (
    crossSex &&
    !playsAcrossSex(entry, gender) &&
    !((gender === "f" && iconicName(entry, reading)) || thingsName)
  )
    return false;
  const { key } = entry;
  // "hates carrots" rules out Carrot too; "not a morning person" rules out Dawn; "Shelly, please no" Sheldon.
  if (reading.avoidedWords.has(key) || namesAvoided(reading).has(key.slice(0, 4))) return false;
  if (reading.contrary && CONTRARY_ICONIC[reading.contrary.id].shuns.includes(entry.name)) return false;
  // Nemo is a clownfish, Guppy a guppy: no name for a goldfish or an axolotl, unless the owner says it.
  if (!fitsFishKind(entry, reading)) return false;
  // A word the owner wrote is theirs to name the pet by: a black rabbit who loves banana may be Banana.
  // A famous cat is a famous cat whatever its coat (Garfield for a white whippet who acts like one).
  // So is the mermaid's own name whatever her hair (Ariel for a blue budgie sure she is a mermaid).
  const set = own?.set;
  // "not one aggressive bone in his body": no guard dog's or fighter's name.
  // "nothing brave about him": no fighter's name either.
  if ((reading.avoided.has("fierce") || reading.avoided.has("brave")) && TOUGH_NAMES.has(entry.name))
    return false;
  // So is the word for what the pet loves or looks like (Hedwig for a grey cat who sits like a little owl).
  const playsPart = set !== undefined && ((!set.trait && !set.lead) || set.words !== undefined);
  // A trait's own names (Angel, Honey for a gentle soul) are for the character, whatever their colour.
  if (set?.trait) return !contradicts(entry, reading, { colours: false });
  if (mentioned(key, reading) || (playsIdentity && entry.culturalContext) || playsPart)
    return !contradicts(entry, reading, { colours: false });
  return !breaksCoatPattern(entry, reading) && !contradicts(entry, reading);
}

/**
 * Whether a name from another provider (the LLM) jars with the description, judged by what the corpus
 * knows of it: the same checks the local engine's own names pass. A name the corpus lacks passes.
 */
export function jarsWith(name: string, reading: DescriptionReading): boolean {
  const entry = corpusEntry(name);
  return entry !== undefined && !fits(entry, reading);
}

/** The description's word for a name, as written or inflected ("blueberries" for Blueberry), if it says it. */
export function mentioned(key: string, reading: DescriptionReading): string | undefined {
  if (reading.standalone.has(key) || reading.compounds.has(key)) return key;
  return reading.inflected.get(key);
}
