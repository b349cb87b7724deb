import { corpusEntry } from "./corpus";
import { angleOf, COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import { readCulture, withDatesRead } from "./culture-reading";
import type { ContraryId } from "./data/curated-cues";
import { TEAM_CONCEPTS } from "./data/curated-culture";
import { type PlaceConcept, REGION_NAMED, REGION_OF } from "./data/curated-places";
import { THEME_ORDER } from "./data/curated-themes";
import {
  AVERSIONS,
  FEMALE_WORDS,
  type LexiconEntry,
  MALE_WORDS,
  MAX_PHRASE_WORDS,
  stems,
  WEAK_SPECIES_WORDS,
} from "./lexicon";
import { misspeltSpecies } from "./misspelt-species";
import { namesGivenElsewhere, namesWritten, tiedToPlace } from "./others-names";
import {
  answerDenies,
  answerEnd,
  answeredViewEnd,
  asksForName,
  asksForNameBefore,
  BROAD,
  COAT_LOOKS,
  COLOURS,
  colourOfAThing,
  comparativeBase,
  contraryAt,
  correctedWord,
  declaredEnemy,
  deniedRoleAt,
  dwelledOn,
  FILLER,
  FOCUS_OPENERS,
  faintLookAt,
  fearedAround,
  forItsKind,
  gradedByDegree,
  hedgedBase,
  IDENTITY_ONLY,
  IDENTITY_OPENERS,
  inAnothersBody,
  intensifiedComparative,
  lookup,
  MARKING_WORDS,
  measuredAt,
  minimisedAt,
  NAME_WORDS,
  NEGATED_MEANS,
  NEGATED_WORDS,
  NEGATION_GLUE,
  nameTaken,
  negatedPhrase,
  negationBefore,
  notATime,
  OPINING,
  onlyModifies,
  openerEnd,
  otherPetEnd,
  pastTraitAt,
  placesNamed,
  ruledOutForName,
  SCOPE,
  SHUNNED_HANDLING,
  SHUNNED_MEANS,
  sizeByWeight,
  softenedByDegree,
  speciesIdiom,
  withoutDismissed,
} from "./phrase-context";
import { askedTraitBefore, coveringMarksAt, marksColourAt, shoutedAt, shoutedPlaces } from "./salience";
import { thingsDwelledOn } from "./spoken-things";
import { spelledOut } from "./text-speak";
import {
  type AskedAngle,
  askedAngle,
  asksForTheme,
  householdTheme,
  looksRuledOut,
  themeAsWritten,
  withSameBearer,
} from "./themes-asked";
import { knownThing, likenedSettings, unnamedThings } from "./things";
import { loudNamesRuledOut } from "./voices";
import { othersSpeechAt, sortNounAt } from "./word-sense";

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
   * "looks like a potato"), or what it is rather than what it is not ("never barks" → quiet).
   */
  cues: Set<Concept>;
  /** Traits the owner graded ("super chill", "mildly feral", "fairly old"): weighed, if less than a cue. */
  graded: Set<Concept>;
  /** Of those, the ones played down ("slightly scared", "a tad nervous"): they yield to a trait played up. */
  softened: Set<Concept>;
  /** Looks only ever played down ("faint stripes", "a tiny touch of white"): they count less than the coat. */
  faintLooks: Set<Concept>;
  /**
   * Colours the pet's kind is named for ("african grey", "blue-tongue skink"): every one of the kind has them,
   * so they name nothing of this pet, though the coat still rules out the names of other colours.
   */
  kindColours: Set<Concept>;
  /** The owner rules the look out for the name ("for her personality, not her looks"). */
  looksRuledOut: boolean;
  /** The animal the pet takes itself for ("thinks she's a dog"): names of famous ones of it suit. */
  identity: Species | undefined;
  /** Things the owner dwells on: words said twice, or named after "like a", "loves", "obsessed with". */
  focus: Set<string>;
  /** What the owner dwells on, named outright ("looks like a walking mop": mop): names as written. */
  things: string[];
  /** The words inside "thinks she's a unicorn", "acts like a shark": what the pet takes itself for. */
  identityWords: Set<string>;
  /** Ideas read inside "thinks she's a rottweiler": they may stand against its real size or species. */
  identityConcepts: Set<Concept>;
  /** Ideas the owner asks the name itself to have, and how ("the biggest name possible" for a dwarf hamster). */
  askedFor: Map<Concept, string>;
  /**
   * The angle the owner asks the name to take, when said: "want the dancing to come through" (other than
   * the look), "something for the colour combo" (the look), "a name that remembers where she's from" (a place).
   */
  askedAngle?: AskedAngle;
  /** Where the pet came from, when the owner asks the name to remember it ("where she came from"). */
  askedOrigin: Set<Concept>;
  /**
   * Where the owner merely lives, works or is ("we're in Kerry", "my classroom in Tampa"), when the owner
   * asks for no place: its ideas and words weigh little while anything else is worth naming.
   */
  residence: { concepts: Set<Concept>; words: Set<string> };
  /** Words the pet avoids or is not ("won't touch a banana"), and their singulars: never a name. */
  avoidedWords: Set<string>;
  /** Names the owner gave another being or ruled out, as written ("her brother Thumper", "NOT Luna"). */
  namesOfOthers: Set<string>;
  /** The owner's own words for the coat ("slate", "rusty", "ginger"), not the plain colour names. */
  colourWords: Set<string>;
  /** What the description says the pet is not or avoids ("not shy", "hates water"): names of it would jar. */
  avoided: Set<Concept>;
  /** Traits read as the opposite of what the owner says the pet is not ("not a lap cat": independent). */
  contraryTraits: Set<Concept>;
  /**
   * What the pet is when the owner denies something no concept carries ("not a morning person": a late
   * riser; "won't touch carrots": a fussy eater), with the owner's phrase whole.
   */
  contrary: { id: ContraryId; said: string } | undefined;
  /** Every word of the description. */
  tokens: Set<string>;
  /** The description's words in order, joined and wrapped by spaces: what a title is looked up in. */
  text: string;
  /** Words just after "in", "from", "near": where the pet comes from ("rescued in Nashville"). */
  placeWords: Set<string>;
  /** Towns the pet came from, written as names the lexicon lacks: "bought him at a show in Hamm in Germany". */
  arrivalTowns: Set<string>;
  /** Words that stand on their own, not inside a phrase ("star" in "Star Wars"): names it mentions outright. */
  standalone: Set<string>;
  /** Each standalone word by the stems it begins with ("socks" under "sock"), to find a name inflected. */
  inflected: Map<string, string>;
  /** Two words written as one name: "pine cone" for Pinecone, "jelly bean" for Jellybean. */
  compounds: Set<string>;
  /** The description's words clause by clause: what the pet loves, does or looks like is read within one. */
  clauses: string[][];
}

/**
 * Kinds named for a colour every one of them wears (the coat's, `true`), or that only a part of them has
 * (a tongue, an ear, a belly): no name of that colour.
 */
const KIND_COLOURS: readonly (readonly [string, Concept, boolean])[] = [
  ["african grey", "grey", true],
  ["african gray", "grey", true],
  ["congo grey", "grey", true],
  ["timneh grey", "grey", true],
  ["green cheek conure", "green", true],
  ["green cheeked conure", "green", true],
  ["blue tongue", "blue", false],
  ["blue tongued", "blue", false],
  ["red eared slider", "red", false],
  ["red footed tortoise", "red", false],
];

/** Words before a place: "from St. John's, Newfoundland", "back home in Newfoundland". */
const PLACE_BEFORE = new Set(["from", "in", "near", "outside"]);
/** Words that make an animal one of the household's or one about: "our dog", "the cat next door". */
const OTHER_ANIMAL_OPENERS = new Set(["the", "our", "my", "his", "her", "their", "a"]);
/**
 * Whether an animal named after the pet, of another kind, is another animal: "african pygmy hedgehog … rolls
 * into a ball whenever the dog barks … our dog is called Sonic" is a hedgehog, not a dog.
 */
function anotherAnimal(
  before: string | undefined,
  kinds: readonly Species[],
  firstKind: readonly Species[] | undefined,
  word: string,
): boolean {
  if (!firstKind || kinds.length === 0 || WEAK_SPECIES_WORDS.has(word)) return false;
  if (!OTHER_ANIMAL_OPENERS.has(before ?? "")) return false;
  return !kinds.some((k) => firstKind.includes(k));
}

/** A trait played down ("slightly scared") while another is played up ("extremely fluffy"): it yields. */
export const playedDown = (reading: Pick<DescriptionReading, "graded" | "softened">, concept: Concept) =>
  reading.softened.has(concept) && [...reading.graded].some((c) => !reading.softened.has(c));

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, "")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/** A pet's glass home: water only for the kinds that live in it. */
const TANKS = new Set(["tank", "tanks", "aquarium"]);
/** Kinds of pet that live in the water of their tank, by the last word the owner names them with. */
const AQUATIC_KINDS = new Set(
  "turtle turtles terrapin terrapins slider sliders cooter axolotl axolotls frog frogs newt newts shrimp snail snails".split(
    " ",
  ),
);
const RULED_OUT = new Set(["not", "no"]);
/**
 * Names tied to a thing a pet may fear that the lexicon reads as no idea of its own (fireworks belong to
 * several holidays): a name of it must not lead for a pet that fears it.
 */
const FIREWORK_NAMES =
  "sparkler sparkles firework fireworks firecracker banger boom bang kaboom sparky fizz rocket whizz catherine".split(
    " ",
  );
const FEARED_THINGS = new Map<string, readonly string[]>(
  ["firework", "fireworks", "bang", "bangs", "bangy", "banging", "fireworky"].map((w) => [w, FIREWORK_NAMES]),
);
/** Words that show fear of what follows, beyond a plain aversion: "shaking from the fireworks". */
const FEAR_SIGNS = new Set([
  ...AVERSIONS,
  "shaking",
  "shakes",
  "trembling",
  "trembles",
  "hid",
  "hides",
  "hiding",
  "spooked",
  "panics",
  "panicked",
  "cowers",
  "hate",
]);
/** Words that undo a fear: "isn't scared of fireworks", "never hides". */
const FEAR_UNDONE = new Set(["not", "isnt", "doesnt", "never", "wasnt", "didnt", "no", "nt"]);
/** What the pet fears, as the names of it: "terrified of the fireworks" rules out Sparkler and Rocket. */
function fearedNames(tokens: readonly string[], clauseStarts: readonly number[]): string[] {
  const names: string[] = [];
  tokens.forEach((token, i) => {
    const tied = FEARED_THINGS.get(token);
    if (!tied) return;
    const from = Math.max(clauseStarts[i] ?? 0, i - 4);
    // "nothing bang-y please", "no fireworks names"
    const refused = tokens[i - 1] === "nothing" || tokens[i - 1] === "no";
    const sign = tokens.slice(from, i).findIndex((w) => FEAR_SIGNS.has(w));
    const feared =
      sign >= 0 && !tokens.slice(Math.max(0, from + sign - 2), from + sign).some((w) => FEAR_UNDONE.has(w));
    if (refused || feared) names.push(...tied);
  });
  return names;
}
/** Spots in a town where a pet is found: "outside the Dunedin railway station", "on Bondi beach". */
const FOUND_SPOTS = new Set(
  "railway train bus station airport beach park market harbour harbor port motorway road street bridge carpark car square".split(
    " ",
  ),
);
/** Endings of the words for a land's people or language ("Scottish", "Italian", "Icelandic", "Dutch"). */
const DEMONYM_ENDING = /(ish|an|ese|i|ic|ch|er)$/;
/**
 * Words that name the sex of an animal outright ("mare", "gelding", "jill") count above a pronoun, which
 * may be a person's ("my instructor says he…"); the young one's ("colt", "filly") above a parent's, as
 * "our mare foaled… a little colt" names the foal.
 */
const SEX_NOUNS = new Set(
  "mare hen doe sow jill ewe stallion gelding rooster buck boar tomcat hob cockerel drake".split(" "),
);
const YOUNG_SEX_NOUNS = new Set(["colt", "filly"]);
const sexWeight = (word: string) => (YOUNG_SEX_NOUNS.has(word) ? 4 : SEX_NOUNS.has(word) ? 3 : 1);
/** Words that open a clause about the one just named: "Nutmeg who is totally chill". */
const RELATIVES = new Set(["who", "whos", "which"]);
/** What links another's name to what is said of them: "Bokkie is jet black", "Kiwi was the quiet one". */
const SAID_OF = new Set(["is", "was", "isnt", "wasnt"]);
/** Words that turn a denial round: "zero interest in talking, BUT he whistles". */
const CONTRASTS = new Set(["but", "though", "although", "except", "yet"]);

/** Ideas a degree word can grade: a character, a colour, a size, an age ("fairly old"). */
const GRADED_LOOKS = new Set<Concept>(["tiny", "big", "chubby", "fluffy", "senior", "young"]);
const gradable = (concept: Concept) =>
  (angleOf(concept) === "character" && !BROAD.has(concept)) ||
  COLOURS.has(concept) ||
  GRADED_LOOKS.has(concept);

/** A coat's marks: spots, stripes, patches. */
const MARK_CONCEPTS = new Set<Concept>(["spotted", "striped", "patchy"]);

/** Whether a word names a coat colour ("yellow", "ginger"), for the colour of a coat's marks. */
const coatColourWord = (word: string) => lookup(word)?.concepts.some((c) => COAT_COLOURS.has(c)) === true;

/** Whether a word names a trait of character ("steady", "sensible"), for a trait asked among others. */
const characterWord = (word: string) =>
  lookup(word)?.concepts.some((c) => angleOf(c) === "character") === true;

/** A word said twice running ("night night", "bye bye", "no no no") is one saying, not a word dwelled on. */
const DOUBLED = /\b(\p{L}+)(?:\s+\1\b)+/giu;

/** Reads species, gender, and concepts (colours, coat, size, character, habits, origin) from a description. */
export function readDescription(description: string): DescriptionReading {
  // "Tank has a blue background…, ignore that": a sentence waved away is not read; its colours and places
  // are no names either, unless the pet has them too.
  // "born on the 25th of January": a date is read as its day (Burns Night), or its month.
  // "v shy", "luvs her wheel", "sooo fluffyyy": phone shorthand is read as the words in full.
  const { kept, dismissed } = withoutDismissed(withDatesRead(spelledOut(description).replace(DOUBLED, "$1")));
  const reading = readWords(kept);
  for (const word of dismissed) {
    const concepts = lookup(word)?.concepts ?? [];
    if (
      concepts.some((c) => COLOURS.has(c) || angleOf(c) === "heritage") &&
      !concepts.some((c) => reading.concepts.has(c))
    )
      for (const w of [word, ...stems(word)]) reading.avoidedWords.add(w);
  }
  return reading;
}

function readWords(description: string): DescriptionReading {
  // A negation or a scope reaches only within its clause: "(it does not work). sweetest boy" is sweet.
  const tokens: string[] = [];
  const clauseStarts: number[] = [];
  const clauseEnds: number[] = [];
  const sentenceEnds: number[] = [];
  const clauses: string[][] = [];
  for (const sentence of description.split(/[.!?\n]+/)) {
    for (const clause of sentence.split(/[,;:()—–]+/)) {
      const words = tokenize(clause);
      if (words.length > 0) clauses.push(words);
      const start = tokens.length;
      tokens.push(...words);
      clauseStarts.push(...words.map(() => start));
      clauseEnds.push(...words.map(() => tokens.length));
    }
    while (sentenceEnds.length < tokens.length) sentenceEnds.push(tokens.length);
  }
  const concepts = new Map<Concept, ConceptEvidence>();
  const avoided = new Set<Concept>();
  /** The kinds of the first animal the owner names: the pet, as a rule ("hedgehog … our dog" has a dog too). */
  let firstKind: readonly Species[] | undefined;
  const speciesVotes = new Map<Species, { count: number; word: string; first: number }>();
  let strongVoted = false;
  let female = 0;
  let male = 0;

  const cues = new Set<Concept>();
  const contraryTraits = new Set<Concept>();
  /** What the pet is instead of something denied ("NOT prickly at all" → gentle), in the owner's words. */
  const addContrary = (opposite: Concept, said: string) => {
    contraryTraits.add(opposite);
    const evidence = concepts.get(opposite) ?? { words: [] };
    if (!evidence.words.includes(said)) evidence.words.push(said);
    concepts.set(opposite, evidence);
    cues.add(opposite);
  };
  /** Each opposite read from a denial, with what was denied and how: "zero interest in talking" → quiet. */
  const oppositeOf = new Map<Concept, { of: Concept; said: string; at: number }>();
  /** Where the description says an idea outright, not denied: "BUT he whistles" is vocal after all. */
  const asserted = new Map<Concept, number[]>();
  let contrary: DescriptionReading["contrary"];
  const gradedConcepts = new Set<Concept>();
  const softened = new Set<Concept>();
  /** Traits graded up somewhere: "a little bit grumpy. Ok, a LOT grumpy" is not played down. */
  const playedUp = new Set<Concept>();
  /** Looks played down ("faint stripes"), and looks said plainly somewhere: only the first alone are faint. */
  const faintSeen = new Set<Concept>();
  const plainLooks = new Set<Concept>();
  const markingColours = new Map<string, Concept>();
  const identityConcepts = new Set<Concept>();
  const identityWords = new Set<string>();
  const askedFor = new Map<Concept, string>();
  // "her brother Thumper", "NOT Luna", "we already have a Pepper": names for another, or ruled out.
  // "the cat is Brie, the dog is Feta… need another cheese": the theme the house's names share, never them.
  const household = householdTheme(namesWritten(description), tokens);
  // "found him in Brixton, that's where we met": read once for the names of others and the places.
  const placeTied = tiedToPlace(tokens);
  const elsewhere = withSameBearer(
    new Set([...namesGivenElsewhere(description, placeTied), ...(household?.names ?? [])]),
  );
  const avoidedWords = new Set(elsewhere);
  // Of those, the ones written as names ("Shelly, please no"), not things the pet shuns ("hates olives").
  const written = description.replace(/[’']/g, "").split(/[^\p{L}]+/u);
  const capitalised = new Set(written.filter((word) => /^\p{Lu}/u.test(word)).map((w) => w.toLowerCase()));
  const lowerCase = new Set(written.filter((word) => /^\p{Ll}/u.test(word)));
  // "his last name was Smokey", "NOT Luna": written only as a name for another, the word says nothing of the pet.
  // (A place said in passing, "from a shelter in Sicily", is the culture reader's to weigh.)
  const onlyAsName = new Set(
    [...elsewhere].filter(
      (word) =>
        capitalised.has(word) &&
        !lowerCase.has(word) &&
        !lookup(word)?.concepts.some((c) => angleOf(c) === "heritage"),
    ),
  );
  /** The pet as who speaks: its kind ("the parrot says") or a name only ever capitalised ("Kiwi says hi"). */
  const petSpeaker = (at: number) =>
    (lookup(tokens[at]!)?.species.length ?? 0) > 0 ||
    (capitalised.has(tokens[at]!) && !lowerCase.has(tokens[at]!) && !lookup(tokens[at]!));
  const inPhrases = new Set<string>();
  /** Breeds and kinds as written ("great dane"): what such pets are, which the owner may say this one is not. */
  const kindWords = new Set<string>();
  /** Words both a place and a breed ("newfoundland"): the place, when the pet is of another kind. */
  const placeBreeds = new Map<string, boolean>();
  const focus = dwelledOn(tokens, clauseStarts);
  // "the LOUDEST dog on our road", "SUPER dramatic": a word in capitals is one the owner stresses.
  const shouted = shoutedPlaces(description);
  // A thing a table knows names itself through its set (things.ts): "cheese" brings Cheddar and Brie.
  const things = thingsDwelledOn(tokens, clauseEnds).filter((thing) => !knownThing(thing));
  for (const thing of things) focus.add(thing);
  const placeWords = placesNamed(tokens, clauseEnds);
  let identity: Species | undefined;
  let [identityFrom, identityUntil, focusFrom, focusUntil] = [0, -1, 0, -1];

  const thingColours: string[] = [];
  let otherPetUntil = -1;
  /** Words said of another pet ("our old tortie Marmalade"), and where. */
  const othersWords: string[] = [];
  const inOthers = new Set<number>();
  const settings = likenedSettings(clauses);
  /** Traits read from a view the owner denies ("everyone assumes he's a guard dog but he is NOT one"). */
  const viewDenied: [Concept, string][] = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i]!;
    otherPetUntil = Math.max(otherPetUntil, otherPetEnd(tokens, i, sentenceEnds[i] ?? tokens.length));
    // "everyone says she looks like a tiger…, but": a view the owner answers says nothing of the pet.
    const viewEnd = answeredViewEnd(tokens, i, sentenceEnds[i] ?? tokens.length);
    otherPetUntil = Math.max(otherPetUntil, viewEnd);
    // "everyone assumes she's scary but she is not at all": what the view said, the pet is not.
    if (viewEnd > i && answerDenies(tokens, viewEnd))
      for (let k = i + 1; k < viewEnd; k++) {
        // "everyone says": the saying is no trait of the pet's.
        if (OPINING.has(tokens[k]!)) continue;
        const entry = lookup(tokens[k]!);
        for (const c of entry?.concepts ?? []) if (angleOf(c) === "character") avoided.add(c);
        // "everyone assumes he's a guard dog but he is absolutely NOT one": a soft, friendly soul.
        const [one, two] = [tokens[k]!, `${tokens[k]} ${tokens[k + 1] ?? ""}`];
        const denied = k + 1 < viewEnd && NEGATED_WORDS.has(two) ? two : one;
        const means =
          NEGATED_WORDS.get(denied) ??
          (entry?.species.length ? [] : (entry?.concepts ?? []).flatMap((c) => NEGATED_MEANS[c] ?? []));
        // The owner's words from the role to the denial, or the role alone when far apart.
        const end = answerEnd(tokens, viewEnd);
        const said = (end - k <= 8 ? tokens.slice(k, end) : denied.split(" ")).join(" ");
        for (const opposite of means) viewDenied.push([opposite, said]);
        for (const word of denied.split(" ")) if (means.length > 0) avoidedWords.add(word);
      }
    // "shares with Nutmeg who is totally chill": what follows another's name is said of them.
    // "our dog Bokkie is jet black", "our budgie Kiwi is quiet as anything": so does what is said of them.
    if (onlyAsName.has(token) && (RELATIVES.has(tokens[i + 1] ?? "") || SAID_OF.has(tokens[i + 1] ?? "")))
      otherPetUntil = Math.max(otherPetUntil, sentenceEnds[i] ?? tokens.length);
    if (i < otherPetUntil) {
      othersWords.push(token);
      inOthers.add(i);
      i++;
      continue;
    }
    // "the size of a walnut": the walnut measures the pet; it is no food, colour or idea of the pet's.
    if (measuredAt(tokens, i)) {
      i++;
      continue;
    }
    // "looks like a mop that's been left out in the rain": the rain is the mop's, not the pet's.
    if (settings.has(i)) {
      avoidedWords.add(token);
      i++;
      continue;
    }
    const identityStart = openerEnd(tokens, i, IDENTITY_OPENERS);
    // A scope ends with its clause: "thinks she is a big dog, tan" is a tan dog who thinks she is big.
    if (identityStart >= 0)
      [identityFrom, identityUntil] = [
        identityStart,
        Math.min(identityStart + SCOPE, clauseEnds[identityStart] ?? tokens.length),
      ];
    const focusStart = openerEnd(tokens, i, FOCUS_OPENERS);
    if (focusStart >= 0)
      [focusFrom, focusUntil] = [
        focusStart,
        Math.min(focusStart + SCOPE, clauseEnds[focusStart] ?? tokens.length),
      ];
    let inIdentity = i >= identityFrom && i < identityUntil;
    const inFocus = i >= focusFrom && i < focusUntil;
    if ((inIdentity || inFocus) && !FILLER.has(token)) focus.add(token);
    if (inIdentity && !FILLER.has(token)) identityWords.add(token);
    if (FEMALE_WORDS.has(token)) female += sexWeight(token);
    if (MALE_WORDS.has(token)) male += sexWeight(token);

    contrary ??= contraryAt(tokens, i, clauseStarts[i]!, clauseEnds[i]!);
    // A phrase, and the word a modifier reaches, stay within the clause: "hates carrots. ginger" is no shade.
    const clause = tokens.slice(0, clauseEnds[i]);
    let matched: { entry: LexiconEntry; length: number; phrase: string } | undefined;
    for (let length = Math.min(MAX_PHRASE_WORDS, clause.length - i); length >= 1 && !matched; length--) {
      const phrase = tokens.slice(i, i + length).join(" ");
      const entry = lookup(phrase);
      if (entry) matched = { entry, length, phrase };
    }
    // "so much braver than her sister", "even louder now": a comparative grades the trait it is made of.
    const comparative = matched ? undefined : comparativeBase(tokens, i);
    // "smallish", "greyish": a hedge that plays the trait down.
    const hedged = matched || comparative ? undefined : hedgedBase(token);
    const madeOf = comparative ?? hedged;
    if (madeOf) matched = { entry: lookup(madeOf)!, length: 1, phrase: token };
    if (nameTaken(clause, i)) avoidedWords.add(token);
    const thingsColour =
      matched?.entry.concepts.some((c) => COLOURS.has(c)) && colourOfAThing(clause, i, matched.length);
    if (
      !matched ||
      thingsColour ||
      // ("NOT Tiger" still rules out the stripes it stands for.)
      (matched.length === 1 && onlyAsName.has(token) && negationBefore(tokens, i, clauseStarts[i]!) < 0) ||
      (matched.length === 1 && (onlyModifies(clause, i) || notATime(clause, i))) ||
      // "the proper checkerboard kind", "the kind you see everywhere": a sort, not a kind soul.
      (matched.length === 1 && sortNounAt(tokens, i, clauseStarts[i]!, clauseEnds[i]!)) ||
      // "my mum says he's a…", "something that says steady": another's words, not the pet's voice.
      (matched.length === 1 && othersSpeechAt(tokens, i, clauseStarts[i]!, petSpeaker))
    ) {
      // "a Finding Nemo name but NOT Nemo": a word ruled out outright is never the name.
      if (!matched && RULED_OUT.has(tokens[i - 1] ?? "") && clauseStarts[i]! < i) avoidedWords.add(token);
      // "only a little bit of a barker": hardly the pet's at all, so no name (Barker).
      if (!matched && minimisedAt(tokens, i, clauseStarts[i]!)) avoidedWords.add(token);
      // "NOT prickly at all", "not a peep", "nothing thundery about him": what the pet is instead.
      const role = matched ? undefined : deniedRoleAt(tokens, i, clauseStarts[i]!, clauseEnds[i]!);
      if (role) {
        for (const word of tokens.slice(i, i + role.length)) if (!FILLER.has(word)) avoidedWords.add(word);
        for (const opposite of role.means) addContrary(opposite, role.said);
      }
      if (thingsColour) for (const word of matched!.phrase.split(" ")) thingColours.push(word);

      i += thingsColour ? matched!.length : 1;
      continue;
    }
    // "acts like a proper cat burglar", "top dog": an idiom, no animal.
    if (matched.length === 1 && matched.entry.species.length > 0 && speciesIdiom(tokens, i)) {
      i++;
      continue;
    }
    if (matched.length > 1) for (const word of matched.phrase.split(" ")) inPhrases.add(word);
    if (matched.entry.species.length > 0) kindWords.add(matched.phrase);
    // "I'm from St. John's, Newfoundland": a word both a place and a breed, after "from" or "in", is the place.
    const placeBreed =
      !inIdentity &&
      matched.entry.species.length > 0 &&
      matched.entry.concepts.some((c) => angleOf(c) === "heritage");
    const asPlace =
      placeBreed &&
      [...tokens.slice(Math.max(0, i - 4), i), matched.phrase.split(" ")[0]!].some((w) =>
        PLACE_BEFORE.has(w),
      );
    if (placeBreed) placeBreeds.set(matched.phrase, asPlace || placeBreeds.get(matched.phrase) === true);
    // "she is a dog in a cat's body": the dog is who she takes herself for.
    if (matched.entry.species.length > 0 && inAnothersBody(tokens, i + matched.length)) inIdentity = true;
    const negation = negationBefore(tokens, i, clauseStarts[i]!);
    const enemyUntil = declaredEnemy(tokens, i + matched.length);
    // "bolts under the bed at thunder", "storms terrify her": what the pet fears, said by what it does.
    // ("freaks out whenever the dog barks": a sign of a kind is a sound it may fear, too.)
    const fear =
      matched.entry.species.length === 0 || WEAK_SPECIES_WORDS.has(matched.phrase)
        ? fearedAround(tokens, i, matched.length, clauseStarts[i]!, clauseEnds[i]!)
        : undefined;
    // "used to be so shy, now a show-off", "nervous at first": a trait left behind is not the pet now.
    const past =
      negation < 0 &&
      matched.entry.concepts.length > 0 &&
      matched.entry.concepts.every((c) => angleOf(c) === "character") &&
      pastTraitAt(tokens, i, matched.length, clauseStarts[i]!, clauseEnds[i]!);
    const shunned: [number, number] | undefined =
      enemyUntil >= 0 ? [i, enemyUntil] : (fear ?? (past ? [i, i + matched.length] : undefined));
    const negated = negation >= 0 || shunned !== undefined;
    const next = tokens[i + matched.length];
    if (negated) for (const word of matched.phrase.split(" ")) avoidedWords.add(word);
    // "bolts under the bed at the first rumble of thunder": the fright and its sound are no names either (Bolt, Rumble).
    if (fear) for (const word of tokens.slice(...fear)) if (!FILLER.has(word)) avoidedWords.add(word);
    // "a cream bib", "blue eyes": a marking, however often said, is not the coat.
    const marking = next !== undefined && MARKING_WORDS.has(next);
    // "tiny for a labrador", "chatty for a budgie": a trait against the pet's kind is one the owner weighs.
    const emphasised =
      inIdentity ||
      inFocus ||
      matched.phrase.split(" ").some((w) => focus.has(w) && !FILLER.has(w)) ||
      shoutedAt(tokens, i, matched.length, clauseStarts[i]!, shouted) ||
      (matched.entry.species.length === 0 && forItsKind(tokens, i + matched.length));
    // "super chill", "mildly feral", "kind of orange": a trait the owner graded is one they weighed.
    // ("SO much braver" is a degree; "bigger than our spaniel" only a measure.)
    const graded =
      !negated &&
      (hedged !== undefined ||
        (comparative ? intensifiedComparative(tokens, i) : gradedByDegree(tokens, i, clauseStarts[i]!)));
    // "yellow with loads of little black spots": the black is the spots', the yellow the coat's.
    const faint =
      !negated &&
      (faintLookAt(tokens, i, clauseStarts[i]!) ||
        (matched.entry.concepts.some((c) => COAT_COLOURS.has(c)) &&
          marksColourAt(tokens, i, matched.length, clauseStarts[i]!, clauseEnds[i]!, coatColourWord)));
    // "covered in spots", "rosettes everywhere": marks all over the pet are its look played up.
    const covering =
      !negated &&
      matched.entry.concepts.some((c) => MARK_CONCEPTS.has(c)) &&
      coveringMarksAt(tokens, i, matched.length, clauseStarts[i]!, clauseEnds[i]!, coatColourWord);
    for (const concept of matched.entry.concepts) {
      if (covering && MARK_CONCEPTS.has(concept)) {
        gradedConcepts.add(concept);
        playedUp.add(concept);
      }
      if (COAT_LOOKS.has(concept)) (faint ? faintSeen : plainLooks).add(concept);
      if (graded && gradable(concept) && !(marking && COAT_COLOURS.has(concept))) {
        gradedConcepts.add(concept);
        if (hedged || softenedByDegree(tokens, i, clauseStarts[i]!)) softened.add(concept);
        else playedUp.add(concept);
      }
      if (IDENTITY_ONLY.has(concept) && !inIdentity) continue;
      // "sure she's a rottweiler": a rottweiler's size and strength, not its German roots.
      if (inIdentity && matched.entry.species.length > 0 && angleOf(concept) === "heritage") continue;
      if (negated) {
        // "won't touch a banana" is not off all food.
        // "NOT Bluey, our fish is already Bluey": a character's name ruled out, not the show the owner loves.
        const characterRuledOut =
          matched.length === 1 &&
          capitalised.has(token) &&
          angleOf(concept) === "cue" &&
          corpusEntry(token)?.evokes.includes(concept) === true;
        // "no food names please": a theme ruled out for the name goes whole, however broad.
        const forTheName = ruledOutForName(tokens, i, matched.length, clauseEnds[i]!);
        if ((forTheName || !BROAD.has(concept)) && !characterRuledOut) avoided.add(concept);
        // Only what the pet itself is not ("not shy", "never barks", "not a lap cat"), not "won't cross the smallest creek".
        const between = negation >= 0 ? tokens.slice(negation + 1, i) : [];
        // ("waddles rather than runs": what the pet does instead is said outright, no opposite to read.)
        // ("not so much shy as cautious": the owner corrects the word, and the pet is the second.)
        const aboutThePet =
          negation >= 0 &&
          tokens[negation] !== "than" &&
          !correctedWord(tokens, negation, i + matched.length) &&
          between.every((w) => NEGATION_GLUE.has(w));
        // A pet that shuns water is a dry-land, sun-seeking one, however the owner puts it.
        // "no ocean names please": a theme ruled out for the name is no trait of the pet's.
        const opposites = forTheName
          ? []
          : (SHUNNED_HANDLING.get(matched.phrase) ??
            (aboutThePet ? (NEGATED_WORDS.get(matched.phrase) ?? NEGATED_MEANS[concept]) : undefined) ??
            SHUNNED_MEANS[concept] ??
            []);
        // The owner's phrase whole: "not a timid bunny", not "not a timid".
        const said =
          negation >= 0
            ? negatedPhrase(tokens, negation, i + matched.length, clauseEnds[i]!)
            : tokens.slice(...shunned!);
        for (const opposite of opposites) {
          contraryTraits.add(opposite);
          if (!oppositeOf.has(opposite))
            oppositeOf.set(opposite, { of: concept, said: said.join(" "), at: i });
          const evidence = concepts.get(opposite) ?? { words: [] };
          evidence.words.push(said.join(" "));
          concepts.set(opposite, evidence);
          cues.add(opposite);
        }
      }
      // The cue is the food named, not food in general: "nuts for zucchini" brings Zucchini, not every snack.
      if (emphasised && !negated && !BROAD.has(concept) && !(marking && COAT_COLOURS.has(concept)))
        cues.add(concept);
      if (inIdentity && !negated) identityConcepts.add(concept);
      // "I want the biggest, most ridiculous name", "cute names please": the owner's order for the name.
      // ("kitten names" only says what the pet is.)
      const forKind = matched.entry.species.length > 0;
      // "has banned Godzilla as a name": a name ruled out is no order for one.
      const ruledOut = matched.phrase.split(" ").some((w) => elsewhere.has(w));
      if (
        !negated &&
        !ruledOut &&
        ((!forKind &&
          (asksForName(tokens.slice(0, sentenceEnds[i]), i + matched.length) ||
            asksForNameBefore(tokens, i, clauseStarts[i]!) ||
            // "a name that respects that she's an elderly lady", "something that says steady and sensible"
            askedTraitBefore(tokens, i, clauseStarts[i]!, characterWord))) ||
          asksForTheme(tokens, i, matched.length, sentenceEnds, concept))
      ) {
        askedFor.set(concept, themeAsWritten(matched.phrase));
        cues.add(concept);
      }
      // A breed or kind ("racehorse") says what such pets are, not what the owner says this one does.
      // "His old racing name was Lightning Bay" says nothing of the pet: "He is not fast" stands.
      if (!negated && matched.entry.species.length === 0 && !NAME_WORDS.has(next ?? ""))
        asserted.set(concept, [...(asserted.get(concept) ?? []), i]);
      // "blue eyes", "a white blaze" are markings, not the coat.
      if (COAT_COLOURS.has(concept) && marking && !negated) markingColours.set(matched.phrase, concept);
      if (negated || (COAT_COLOURS.has(concept) && marking)) continue;
      const evidence = concepts.get(concept) ?? { words: [] };
      if (!evidence.words.includes(matched.phrase)) evidence.words.push(matched.phrase);
      concepts.set(concept, evidence);
    }
    // "thinks she's a dog": the animal she takes herself for, not her species. A kind beyond the usual pets
    // ("thinks she's a meerkat") has no famous names of its species: its word is the owner's cue.
    if (inIdentity && matched.entry.species.length > 0 && !matched.entry.species.includes("other")) {
      identity ??= matched.entry.species[0];
      i += matched.length;
      continue;
    }
    // "not a lap cat" is a cat, but no lap cat; "we had a tortoise called Speedy" is another pet.
    const speciesWord = negated ? matched.phrase.split(" ").at(-1)! : matched.phrase;
    // "so the birds get a warning", "watches the squirrels": animals about, not the pet.
    // "terrified of our cat Pickle": an animal with another's name after it is that other.
    const namedOne =
      next === "called" ||
      next === "named" ||
      (next !== undefined && onlyAsName.has(next)) ||
      (tokens[i - 1] === "the" && /[^s]s$/.test(matched.phrase)) ||
      anotherAnimal(tokens[i - 1], matched.entry.species, firstKind, speciesWord);
    const placeNamed = placeBreeds.get(matched.phrase) === true;
    if (!firstKind && !namedOne && !placeNamed && !inIdentity && !WEAK_SPECIES_WORDS.has(speciesWord))
      firstKind = matched.entry.species;
    const voting = namedOne || placeNamed || inIdentity ? [] : matched.entry.species;
    // The pet is usually named first; behaviours ("chirps") count less than names ("kitten"), and are no
    // first mention of its kind ("kneads the blankets … a Great Dane's body").
    const weak = WEAK_SPECIES_WORDS.has(speciesWord);
    const firstMention = !weak && !strongVoted ? 0.75 : 0;
    if (!weak && voting.length > 0) strongVoted = true;
    for (const species of voting) {
      const vote = speciesVotes.get(species) ?? { count: 0, word: speciesWord, first: i };
      vote.count += (weak ? 0.5 : 1) + firstMention;
      if (WEAK_SPECIES_WORDS.has(vote.word) && !WEAK_SPECIES_WORDS.has(speciesWord)) vote.word = speciesWord;
      speciesVotes.set(species, vote);
    }
    i += matched.length;
  }

  // Another pet's words are no names, unless the owner says them of this pet too: "she's a tortie … our
  // old tortie Marmalade" leaves Tortie hers.
  // What a view the owner denied makes the pet, quoted after any denial of the owner's own ("this one
  // doesn't say a thing"), which says it more plainly.
  for (const [opposite, said] of viewDenied) addContrary(opposite, said);
  const ownWords = new Set(tokens.filter((_, k) => !inOthers.has(k)));
  for (const word of othersWords) if (!ownWords.has(word)) avoidedWords.add(word);
  // "his purple ball", "her pink blanket": a thing's colour is no name, unless the coat has it too.
  for (const word of thingColours)
    if (!lookup(word)?.concepts.some((c) => concepts.has(c))) avoidedWords.add(word);
  // "her pink frisbee", "the red sofa", "hates dandelions": no name, nor the pet's cue.
  for (const word of unnamedThings(clauses)) avoidedWords.add(word);
  // "terrified of the fireworks", "shaking from the bangs", "nothing bang-y please": no name of what it fears.
  for (const word of fearedNames(tokens, clauseStarts)) avoidedWords.add(word);
  // "squeaks at the fridge", "little chirps": a small voice is no Thunder or Foghorn.
  for (const word of loudNamesRuledOut(tokens)) avoidedWords.add(word);

  // The most-mentioned species wins; on a tie, the first mentioned. "Fish" as a food loses to "cat".
  let best: [Species, { count: number; word: string; first: number }] | undefined;
  for (const candidate of speciesVotes) {
    const [species, vote] = candidate;
    // "thinks she's a cat … sleeps in the cat bed": the cat things are her act; she is the other kind.
    // ("a cat in a Great Dane's body … kneads the blankets": the cat's ways alone are her act too.)
    if (species === identity && (speciesVotes.size > 1 || WEAK_SPECIES_WORDS.has(vote.word))) continue;
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

  // "I'm from St. John's, Newfoundland… got a goldfish": a word both a place and a breed of another kind of
  // pet is the place; the breed's size or coat says nothing of this one.
  for (const [phrase, asPlace] of placeBreeds) {
    const entry = lookup(phrase);
    if (!entry || (!asPlace && (!best || entry.species.includes(best[0])))) continue;
    for (const concept of entry.concepts) {
      const seen = concepts.get(concept);
      if (angleOf(concept) === "heritage" || !seen?.words.every((w) => w === phrase)) continue;
      concepts.delete(concept);
      cues.delete(concept);
    }
  }

  // "something welsh" asks for Welsh names, not every British one: of the ideas one word asks for, the
  // themes with names in an order people reach for them outrank the broader rest.
  for (const [concept, phrase] of askedFor)
    if (
      !THEME_ORDER.has(concept) &&
      [...askedFor].some(([other, said]) => other !== concept && said === phrase && THEME_ORDER.has(other))
    ) {
      askedFor.delete(concept);
      cues.delete(concept);
    }
  if (household) {
    const evidence = concepts.get(household.concept) ?? { words: [] };
    evidence.words.unshift(household.names.join(", "));
    concepts.set(household.concept, evidence);
    cues.add(household.concept);
    // "our cats are Ludo and Jenga so it needs to be a board game": the owner's own word for it is the ask.
    const [word] = evidence.words.slice(1).sort((a, b) => a.length - b.length);
    if (word) askedFor.set(household.concept, themeAsWritten(word));
    // "need another cheese": the owner's ask is for the house's theme, not for any food.
    for (const [concept, phrase] of askedFor)
      if (concept !== household.concept && angleOf(concept) !== "look") {
        askedFor.delete(concept);
        cues.delete(concept);
        askedFor.set(household.concept, phrase);
      }
  }

  // Where and when the pet came from, where it lives now, and whose story it is (culture-reading.ts).
  const culture = readCulture(tokens, sentenceEnds, placeTied);
  // "born mid-January… in Adelaide": south of the equator the month brings the other season.
  for (const [month, [read, meant]] of culture.seasonsTurned) {
    const seen = concepts.get(read);
    if (!seen?.words.includes(month)) continue;
    seen.words = seen.words.filter((w) => w !== month);
    if (seen.words.length === 0) concepts.delete(read);
    if (cues.delete(read) && seen.words.length === 0) cues.add(meant);
    const evidence = concepts.get(meant) ?? { words: [] };
    if (!evidence.words.includes(month)) evidence.words.push(month);
    concepts.set(meant, evidence);
  }
  for (const [concept, word] of culture.added) {
    // "we're all Liverpool": the club, not the city.
    for (const [place, seen] of concepts)
      if (angleOf(place) === "heritage" && seen.words.every((w) => w === word)) concepts.delete(place);
    const evidence = concepts.get(concept) ?? { words: [] };
    if (!evidence.words.includes(word)) evidence.words.push(word);
    concepts.set(concept, evidence);
  }
  // A date or place the pet came on is the cue, unless the owner orders the name from a story.
  for (const concept of concepts.keys())
    if (
      (culture.arrival.has(concept) && culture.demanded.size === 0) ||
      TEAM_CONCEPTS.has(concept) ||
      culture.demanded.has(concept)
    )
      cues.add(concept);
  // "we live in swansea and want something welsh": a home the owner asks the name of stays.
  for (const concept of [
    ...[...culture.home.concepts].filter((c) => !askedFor.has(c)),
    ...culture.othersWish.concepts,
  ]) {
    concepts.delete(concept);
    cues.delete(concept);
    askedFor.delete(concept);
  }
  for (const concept of [...culture.othersWish.concepts, ...culture.ruledOut]) avoided.add(concept);
  for (const word of [...culture.home.words, ...culture.othersWish.words]) avoidedWords.add(word);
  // "took her to the Lake District", "we both work in Manhattan": a place only visited, worked in or left;
  // "freezing this winter", "cold but he doesnt care": no love of the season. No evidence, nor a name.
  for (const phrase of [...culture.visited, ...culture.passing]) {
    const place = culture.visited.has(phrase);
    for (const word of place ? phrase.split(" ") : [phrase]) avoidedWords.add(word);
    for (const [concept, seen] of concepts) {
      seen.words = seen.words.filter((w) => w !== phrase);
      if (seen.words.length === 0) {
        concepts.delete(concept);
        cues.delete(concept);
        if (place) askedFor.delete(concept);
      }
    }
  }
  for (const concept of culture.askedOrigin)
    if (concepts.has(concept) && !culture.home.concepts.has(concept)) cues.add(concept);
  // "found her at a holiday park in Skegness… want a name that remembers where we found her": the town leads.
  if (culture.originAsked) for (const town of culture.arrivalPlaces) focus.add(town);

  // An idea the owner writes two ways ("desert", "basking spot", "warm") is one they dwell on.
  for (const [concept, evidence] of concepts)
    if (evidence.words.length >= 2 && !BROAD.has(concept)) cues.add(concept);

  // "zero interest in talking … BUT he whistles": the denial was of one way of it, taken back after a
  // "but", so its opposite (quiet) would claim what the owner says the pet does.
  for (const [opposite, { of, said, at }] of oppositeOf) {
    const takenBack = asserted
      .get(of)
      ?.some((p) => p > at && tokens.slice(at, p).some((w) => CONTRASTS.has(w)));
    if (!takenBack) continue;
    contraryTraits.delete(opposite);
    const evidence = concepts.get(opposite);
    if (!evidence) continue;
    evidence.words = evidence.words.filter((w) => w !== said);
    if (evidence.words.length === 0) {
      concepts.delete(opposite);
      cues.delete(opposite);
    }
  }
  // "my nonna was from Sicily": Italy, read beside Sicily, yields to the place named outright, unless the
  // owner names the country too ("living in Glasgow and she's very Scottish").
  for (const [place, region] of Object.entries(REGION_OF) as [PlaceConcept, Concept][]) {
    const regionSaid = concepts.get(region)?.words.some((w) => REGION_NAMED.has(w));
    if (concepts.has(place) && concepts.has(region) && !askedFor.has(region) && !regionSaid) {
      concepts.delete(region);
      if (cues.delete(region)) cues.add(place);
    }
  }
  // "for a great dane he's surprisingly tiny", "a chihuahua, but massive": what the owner says of this pet
  // outweighs what its breed usually is, and is the surprise worth naming.
  for (const [concept, seen] of concepts) {
    if (!seen.words.every((w) => kindWords.has(w))) continue;
    const saidInstead = (NEGATED_MEANS[concept] ?? []).filter((o) =>
      concepts.get(o)?.words.some((w) => !kindWords.has(w)),
    );
    if (saidInstead.length === 0) continue;
    concepts.delete(concept);
    cues.delete(concept);
    for (const opposite of saidInstead) cues.add(opposite);
  }
  // What the pet avoids anywhere it does not love elsewhere: "acts like water is lava … won't cross a creek".
  for (const concept of avoided) {
    concepts.delete(concept);
    cues.delete(concept);
  }
  // A mare who hates water but loves galloping in the snow is no sun-seeker.
  if (avoided.has("water") && concepts.has("snow")) {
    concepts.delete("sun");
    cues.delete("sun");
  }

  // "the fin tips are a little bit blue … the rest of him is deep ruby red": a colour played down yields
  // to one said outright, and is no coat.
  for (const concept of softened)
    if (
      COLOURS.has(concept) &&
      [...concepts.keys()].some((c) => c !== concept && COLOURS.has(c) && !softened.has(c))
    ) {
      concepts.delete(concept);
      cues.delete(concept);
    }

  // "my hampster", "our tortise": when no kind was read, a kind's word typed one slip away.
  const slip = best ? undefined : misspeltSpecies(tokens);
  const species = best?.[0] ?? slip?.species;
  // "4kg", "140 pounds": a weight says the size, for the pet's own kind ("62 kg" is big for a dog).
  const size = sizeByWeight(description, species);
  if (size && !concepts.has(size.concept === "big" ? "tiny" : "big")) {
    const evidence = concepts.get(size.concept) ?? { words: [] };
    evidence.words.push(size.written);
    concepts.set(size.concept, evidence);
  }
  // "Blue" means a grey coat on a dog or cat, but a blue bird or fish is simply blue.
  const furred = !species || ["dog", "cat", "rabbit", "small-pet", "horse"].includes(species);
  const grey = concepts.get("grey");
  if (grey && !furred) {
    grey.words = grey.words.filter((w) => w !== "blue");
    if (grey.words.length === 0) concepts.delete("grey");
  }
  if (furred && concepts.get("blue")?.words.every((w) => w === "blue")) concepts.delete("blue");
  // A gecko's or a hamster's "tank" is its home, no love of water: only a fish, a turtle or an axolotl lives
  // in the water of its tank.
  const water = concepts.get("water");
  const kind = best?.[1].word.split(" ").at(-1) ?? "";
  if (water && species && species !== "fish" && !AQUATIC_KINDS.has(kind)) {
    water.words = water.words.filter((w) => !TANKS.has(w));
    if (water.words.length === 0) {
      concepts.delete("water");
      cues.delete("water");
    }
  }

  // "african grey… grey with a red tail like they all are", "blue-tongue skink… his tongue is bright blue":
  // the colour of the kind, or of its tongue, is no look of this pet's own.
  const kindColours = new Set<Concept>();
  const said = ` ${tokens.join(" ")} `;
  for (const [phrase, colour, coat] of KIND_COLOURS)
    if (said.includes(` ${phrase} `) && concepts.has(colour)) {
      if (coat) kindColours.add(colour);
      concepts.delete(colour);
      cues.delete(colour);
    }

  // "white with one ginger ear": a marking's colour the coat lacks is no name ("Ginger") for the pet.
  for (const [phrase, concept] of markingColours) if (!concepts.has(concept)) avoidedWords.add(phrase);
  const standalone = new Set(tokens.filter((t) => !inPhrases.has(t)));
  const angleAsked = askedAngle(
    tokens,
    sentenceEnds,
    (word) => lookup(word)?.concepts.some((c) => COAT_LOOKS.has(c)) === true,
    (word) => lookup(word)?.concepts.some((c) => angleOf(c) === "heritage") === true,
  );
  const keptThings = things.filter((thing) => !avoidedWords.has(thing));
  // "we're in Kerry and quote Father Ted non-stop": where the owner merely lives or works, unless the owner
  // asks for a place (the engine lets it lead again when nothing else is worth naming).
  const residence =
    angleAsked !== "place"
      ? {
          concepts: new Set(
            [...culture.residence.concepts].filter(
              (c) => concepts.has(c) && !askedFor.has(c) && !culture.askedOrigin.has(c),
            ),
          ),
          words: new Set(
            [...culture.residence.words].filter(
              (w) => capitalised.has(w) || lookup(w)?.concepts.some((c) => culture.residence.concepts.has(c)),
            ),
          ),
        }
      : { concepts: new Set<Concept>(), words: new Set<string>() };
  return {
    species,
    // "she meows at 5am" is a cat, but "your meows" no way to call her.
    speciesWord: best && !WEAK_SPECIES_WORDS.has(best[1].word) ? best[1].word : slip?.word,
    gender: female > male ? "f" : male > female ? "m" : undefined,
    concepts,
    cues,
    graded: gradedConcepts,
    softened: new Set([...softened].filter((c) => !playedUp.has(c))),
    faintLooks: new Set([...faintSeen].filter((c) => !plainLooks.has(c))),
    kindColours,
    looksRuledOut: looksRuledOut(tokens, sentenceEnds),
    identityConcepts,
    identityWords,
    askedFor,
    askedOrigin: new Set([...culture.askedOrigin].filter((c) => concepts.has(c))),
    askedAngle: angleAsked,
    residence,
    avoidedWords: new Set([...avoidedWords].flatMap((word) => [word, ...stems(word)])),
    namesOfOthers: new Set([...elsewhere].filter((word) => capitalised.has(word))),
    colourWords: new Set(
      [...concepts]
        .filter(([concept]) => COLOURS.has(concept))
        .flatMap(([concept, seen]) => seen.words.flatMap((w) => w.split(" ")).filter((w) => w !== concept)),
    ),
    identity: identity === best?.[0] ? undefined : identity,
    focus,
    things: keptThings,
    avoided,
    contraryTraits: new Set([...contraryTraits].filter((c) => concepts.has(c))),
    contrary,
    tokens: new Set(tokens),
    text: ` ${tokens.join(" ")} `,
    placeWords,
    arrivalTowns: new Set([
      ...[...culture.arrivalPlaces].filter(
        (w) => capitalised.has(w) && !lookup(w) && !avoidedWords.has(w) && w.length >= 3,
      ),
      // "left her outside the Dunedin railway station": a town the lexicon knows only as part of its land, at a
      // spot in it where the pet was found, is a name of its own ("from Cats Protection in Leeds" is in passing).
      ...tokens.filter(
        (w, k) =>
          placeWords.has(w) &&
          FOUND_SPOTS.has(tokens[k + 1] ?? "") &&
          capitalised.has(w) &&
          !avoidedWords.has(w) &&
          w.length >= 4 &&
          !DEMONYM_ENDING.test(w) &&
          (lookup(w)?.concepts.length ?? 0) > 0 &&
          lookup(w)!.concepts.every((c) => angleOf(c) === "heritage") &&
          lookup(w)!.concepts.some((c) => culture.arrival.has(c)),
      ),
    ]),
    standalone,
    inflected: new Map(
      [...standalone].flatMap((token) =>
        stems(token)
          .filter((stem) => token.startsWith(stem))
          .map((stem) => [stem, token] as const),
      ),
    ),
    compounds: new Set(tokens.slice(1).map((t, k) => `${tokens[k]}${t}`)),
    clauses,
  };
}
