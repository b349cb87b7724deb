import type { NameSuggestion } from "../../../contract/names";
import { PET_TAGS, type PetTagId } from "../../../contract/names-constants";
import { US_STATES } from "../../../contract/us-states";
import { loadCityTable } from "../vets/city-table";
import { type CorpusName, corpusEntry, nameCorpus, plainName } from "./corpus";
import { type Angle, angleOf, CONCEPTS, type Concept, CUE_CONCEPTS, type Species } from "./corpus-types";
import { CULTURE_PLACE_CONCEPTS, cultureRank } from "./data/curated-culture";
import { HOLIDAYS } from "./data/curated-holidays";
import { OTHER_KINDS, USUAL_KIND_TRAITS, type UsualKind } from "./data/curated-kinds";
import { PLACE_CONCEPTS } from "./data/curated-places";
import { THEME_ORDER } from "./data/curated-themes";
import { isSuggestible, similarityKey } from "./filters";
import {
  fits,
  iconicName,
  iconicSet,
  madeForIdentity,
  mentioned,
  noteClashes,
  noteSubject,
  thingName,
} from "./fit";
import { LEXICON, singular, stems } from "./lexicon";
import { lookChosen, lookNames, RANK_STEP } from "./looks";
import { COAT_LOOKS, LOVE_OPENERS, MORE_LOVE_OPENERS, measuredAt, NAME_WORDS } from "./phrase-context";
import { type DescriptionReading, playedDown, readDescription } from "./reader";
import { askedLead, withArticle } from "./themes-asked";
import { type Title, titleNamed } from "./titles";
import { asWritten, meaningSentence, SUITS, speciesNoun, THEME_TRAIT, TRAIT } from "./wording";

export interface NameEngineInput {
  description: string;
  tags: readonly PetTagId[];
  /** Names already shown for this request; neither they nor their near-twins come back. */
  exclude: readonly string[];
  count: number;
  /** 0 for the first answer, then 1, 2... for 'more' rounds. */
  round: number;
}

/** The places owners write about: towns, regions and countries (data/curated-places.ts, curated-culture.ts). */
const TOWNS = new Set<Concept>([...PLACE_CONCEPTS, ...CULTURE_PLACE_CONCEPTS]);
/** How much a mention of each kind of idea counts. */
const WEIGHT: Partial<Record<Concept, number>> & { default: number } = {
  default: 2.5,
  food: 1.5,
  black: 3,
  white: 3,
  grey: 3,
  brown: 3,
  golden: 3,
  orange: 3,
  red: 3,
  cream: 3,
  spotted: 3,
  striped: 3,
  patchy: 3,
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
  ...Object.fromEntries([...TOWNS].map((place) => [place, 3.5])),
  young: 1,
  senior: 1.5,
};
/** The owner's own cue (a franchise, a holiday, what the pet takes itself for) counts most: it was written on purpose. */
const CUE_WEIGHT = 5;
/** How much less a land counts when only a town in it was written: "a Glasgow girl" is Clyde before Haggis. */
const WIDER_LAND_STEP = 1.5;
/** Whether every word that brought the land also named a town in it the owner wrote ("Glasgow" → Scottish). */
const onlyViaTown = (concept: Concept, words: readonly string[], reading: DescriptionReading) =>
  angleOf(concept) === "heritage" &&
  !TOWNS.has(concept) &&
  words.every((w) =>
    LEXICON.get(w)?.concepts.some((c) => c !== concept && TOWNS.has(c) && reading.concepts.has(c)),
  );
const weightOf = (concept: Concept) =>
  WEIGHT[concept] ?? (CUE_CONCEPTS.has(concept) ? CUE_WEIGHT : WEIGHT.default);
const TAG_WEIGHT = 2.5;
const TAG_LABEL = new Map<string, string>(PET_TAGS.map((t) => [t.id, t.label]));
/** A breed's country of origin counts a little: it is where the breed comes from, not the owner's story. */
const BREED_ORIGIN_WEIGHT = 1.5;
/** What a kind beyond the usual pets is known for (a goat climbs) weighs least of what ties a name. */
const KIND_TRAIT_WEIGHT = 1;
const KIND_WORDS: ReadonlySet<string> = new Set(OTHER_KINDS.flatMap((k) => k.words));
/**
 * What a usual kind is known for (a goldfish swims, a tortoise takes its time) ties a name the description
 * ties to nothing else, and no more: such names fill the paid 25 after all the owner wrote and the names made
 * for the kind, before any name tied to nothing at all (KIND_ONLY_PENALTY).
 */
const USUAL_KIND_OF: ReadonlyMap<string, UsualKind> = new Map(
  USUAL_KIND_TRAITS.flatMap((kind) => kind.words.map((w) => [w, kind] as const)),
);
const usualKindTraits = (reading: DescriptionReading): readonly Concept[] =>
  (reading.speciesWord && USUAL_KIND_OF.get(reading.speciesWord)?.traits) || [];
/**
 * Where the owner merely lives or works, when something else is worth naming ("we're in Kerry… quotes Father
 * Ted"): its names come after the owner's other cues and take none of the first names.
 */
const RESIDENCE_WEIGHT = 1;
const residing = (e: Evidence | undefined, reading: DescriptionReading) =>
  (e?.kind === "description" && reading.residence.concepts.has(e.concept)) ||
  (e?.kind === "mention" && reading.residence.words.has(e.word));
/** A thing or place the owner wrote that is itself a name ("cheese", "Memphis"). */
const MENTION_WEIGHT = 5;
/** What the owner dwells on (a simile, an identity, a word said twice, "Harry Potter obsessed") counts more. */
const EMPHASIS = 2.5;
/** The name people reach for first for what the pet takes itself for, and how much less each next one. */
const ICONIC_BONUS = 4;
const ICONIC_STEP = 0.3;
/** What a favourite's names gain when another cue chose the set and they already fit something else. */
const SECOND_SET_NUDGE = 1;
/**
 * How far the first names for what the pet takes itself for lead. What it loves or looks like is the owner's
 * own cue too ("mad on cheddar", "a walking mop"); a habit ("howls"), another thing the set is about
 * ("basks all day") or a favourite another cue outranked is one idea of several.
 */
const leadBonus = (set: { lead?: string; words?: readonly string[]; habit?: true; second?: true }) =>
  set.words ? (set.habit || set.second ? 0 : ICONIC_BONUS) : set.lead ? 0 : ICONIC_BONUS;
/**
 * Whether the owner says what the pet is instead more than one way: "She is not fast, will never be fast,
 * she ambles along", "NOT shy, not timid". Its names then lead what the pet merely also is.
 */
const insisted = (concept: Concept | undefined, reading: DescriptionReading) =>
  concept !== undefined && (reading.concepts.get(concept)?.words.length ?? 0) >= 2;
/** How far the first names for a stressed trait lead the other names of that trait. */
const TRAIT_ICONIC_BONUS = 2;

type Evidence =
  | {
      kind: "description";
      concept: Concept;
      word: string;
      weight: number;
      breedOrigin?: true;
      /** Only what the pet's kind is known for ties it (usualKindTraits). */
      ofKind?: true;
    }
  | { kind: "tag"; concept: Concept; label: string; weight: number }
  | { kind: "mention"; word: string; weight: number }
  | { kind: "identity"; species: Species; weight: number }
  | {
      kind: "iconic";
      /** What the pet takes itself for, as the owner wrote it ("rottweiler"), or the species ("dog"). */
      idea: string;
      species: Species | undefined;
      word: string | undefined;
      why: string;
      lead: "mentions" | undefined;
      note: string | undefined;
      /** The trait the owner dwelled on that chose the names ("loves naps"): they take its angle. */
      trait?: Concept;
      /** What the pet is instead of what the owner denied ("not a morning person"): its character. */
      contrary?: true;
      weight: number;
    }
  | { kind: "work"; title: Title; weight: number };

interface Scored {
  entry: CorpusName;
  key: string;
  score: number;
  /** Only the look or a place ties it, when the owner asked the name to be about something else. */
  offAngle: boolean;
  /** Strongest first. */
  evidence: Evidence[];
}

/** Popularity breaks ties; it never fills a list while names tied to what the owner wrote remain. */
const UNTIED_PENALTY = 100;
/** A name tied only by what the pet's kind is known for comes after every name the owner's words tie. */
const KIND_ONLY_PENALTY = UNTIED_PENALTY / 2;

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

/** A name famous as another kind of animal is a weak fit: Clifford the big red dog for a ginger cat. */
const NOTE_CLASH_PENALTY = 4;
/** A male character's name for a girl (fit.ts) comes only with the owner's own cue, and after her own names. */
const CROSS_SEX_PENALTY = 1.5;

/** Where a pet lives, not what it loves: a fish's "tank" is no reason to call it Tank (nor "dog" to call it Dog). */
const HABITATS = new Set([
  "tank",
  "aquarium",
  "cage",
  "hutch",
  "bowl",
  "crate",
  "enclosure",
  "terrarium",
  "vivarium",
]);

/** A thing the pet's size is measured by ("the size of a walnut"): it says how big it is, not what it loves. */
function measure(word: string, reading: DescriptionReading): boolean {
  const tokens = reading.text.trim().split(" ");
  return tokens.some((token, i) => token === word && measuredAt(tokens, i));
}

/** Ideas that are things a pet can love, so a word for one makes a name ("Cheese", "Pickle"). */
const THING_CONCEPTS = new Set<Concept>([
  "food",
  "flowers",
  "trees",
  "ball",
  "water",
  "snow",
  "sun",
  "music",
]);

/**
 * What a thing the owner names only in passing counts: "through the strawberry patch", "the sound of a tuna
 * tin", "petrol in a puddle" set a scene or tell of something else, so the name is a weak tie that comes after
 * the names of what the owner dwells on, the pet's traits and the tags.
 */
const PASSING_MENTION_WEIGHT = 2;
/**
 * Every way of saying the pet loves a thing or looks like one, as text to find in a clause: " obsessed with ",
 * " fave ", " the colour of ", " as fluffy as a ".
 */
const DWELLING_PHRASES = [
  ...[...LOVE_OPENERS, ...MORE_LOVE_OPENERS].map((phrase) => phrase.join(" ")),
  ...["colour of", "color of", "shade of", "looks like", "like a", "like an", "as a", "as an"],
].map((phrase) => ` ${phrase} `);
/** Whether the clause that names the word says the pet loves or looks like something: "his fave is kale". */
const inDwellingClause = (word: string, reading: DescriptionReading) =>
  reading.clauses.some((clause) => {
    if (!clause.includes(word)) return false;
    const text = ` ${clause.join(" ")} `;
    return DWELLING_PHRASES.some((phrase) => text.includes(phrase));
  });
/**
 * Whether the owner names a thing only in passing: not what the pet loves, looks like, steals or takes itself
 * for, not its coat, and not a place (places have rules of their own). A food is what a pet eats more often
 * than not ("goes mental for peas", "screams for cucumber"), so it is never passing.
 */
function passingMention(
  entry: CorpusName,
  written: string,
  focused: boolean,
  reading: DescriptionReading,
): boolean {
  return (
    !focused &&
    !reading.colourWords.has(entry.key) &&
    !reading.identityWords.has(written) &&
    !reading.things.includes(written) &&
    !reading.arrivalTowns.has(written) &&
    !reading.placeWords.has(written) &&
    !entry.themes.includes("places") &&
    !LEXICON.get(entry.key)?.concepts.includes("food") &&
    !inDwellingClause(written, reading)
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
  if (!fits(entry, reading)) return undefined;
  const evidence = mayBeTied(entry, reading, tags) ? evidenceFor(entry, reading, tags) : [];
  return scoreWith(entry, evidence, reading, seed);
}

/**
 * Whether anything in the description or the tags could tie the name to it: most of the corpus cannot, and
 * `evidenceFor` need not look. It must hold for every name `evidenceFor` finds evidence for (engine.test.ts
 * compares both ways on varied descriptions): a name with a note, a species, an idea the owner wrote or
 * tagged, a word the owner wrote, a look, or a place among the names chosen for what the pet takes itself for,
 * loves or does.
 */
function mayBeTied(entry: CorpusName, reading: DescriptionReading, tags: ReadonlySet<string>): boolean {
  return (
    exhaustive ||
    entry.culturalContext !== undefined ||
    entry.cueNotes !== undefined ||
    entry.species !== undefined ||
    entry.evokes.some((c) => reading.concepts.has(c) || tags.has(c)) ||
    usualKindTraits(reading).includes(entry.evokes[0]!) ||
    reading.colourWords.has(entry.key) ||
    mentioned(entry.key, reading) !== undefined ||
    lookNames(reading).has(entry.key) ||
    iconicName(entry, reading) !== undefined ||
    thingName(entry, reading) !== undefined
  );
}

/** Set by the test that checks `mayBeTied` misses nothing: every name's evidence is then gathered. */
let exhaustive = false;
export function gatherAllEvidence(all: boolean): void {
  exhaustive = all;
}

/** The twelve months. */
const MONTH_CONCEPTS = new Set<Concept>(
  CONCEPTS.slice(CONCEPTS.indexOf("january"), CONCEPTS.indexOf("december") + 1),
);
/** The days of the year that have names of their own: a month alone does not call for them. */
const HOLIDAY_CONCEPTS = new Set<Concept>([
  "christmas",
  "halloween",
  ...CONCEPTS.slice(CONCEPTS.indexOf("valentine"), CONCEPTS.indexOf("january")),
  ...(Object.keys(HOLIDAYS) as Concept[]),
]);
/**
 * "Born in March" (or "12 March") is the month, not St Patrick's Day: a name of a day in the month
 * (Patrick, Valentine, Cupid) is no name for the month alone when the owner names no such day.
 */
const aDayNotNamed = (entry: CorpusName, concept: Concept, reading: DescriptionReading) =>
  MONTH_CONCEPTS.has(concept) &&
  entry.evokes.some((c) => HOLIDAY_CONCEPTS.has(c) && !reading.concepts.has(c));

/** What ties a name to the description and the tags, strongest first once scored. */
function evidenceFor(entry: CorpusName, reading: DescriptionReading, tags: ReadonlySet<string>): Evidence[] {
  const { key } = entry;
  const evidence: Evidence[] = [];
  for (const concept of entry.evokes) {
    const mention = reading.concepts.get(concept);
    if (mention && !aDayNotNamed(entry, concept, reading)) {
      const word = mention.words[0]!;
      // A breed's origin ("Greek tortoise", "African grey") is a nod, not the owner's heritage.
      // ("I'm from St. John's, Newfoundland… a goldfish": a breed of another kind is the place itself.)
      const breeds = LEXICON.get(word)?.species ?? [];
      const breedOrigin =
        angleOf(concept) === "heritage" &&
        breeds.length > 0 &&
        reading.species !== undefined &&
        breeds.includes(reading.species);
      // "a pygmy goat" is a climber as goats are: a nod, after the goat's own names and what the owner said.
      const kindTrait = mention.words.every((w) => KIND_WORDS.has(w));
      evidence.push({
        kind: "description",
        concept,
        word,
        weight: reading.residence.concepts.has(concept)
          ? RESIDENCE_WEIGHT
          : (breedOrigin
              ? BREED_ORIGIN_WEIGHT
              : kindTrait
                ? KIND_TRAIT_WEIGHT
                : reading.cues.has(concept)
                  ? Math.max(CUE_WEIGHT, weightOf(concept)) + EMPHASIS
                  : reading.graded.has(concept) && !playedDown(reading, concept)
                    ? Math.max(CUE_WEIGHT, weightOf(concept))
                    : weightOf(concept)) +
            // A theme the owner asked for ("herb names") or dwells on leads, the names people reach for first first.
            (reading.cues.has(concept) ? askedLead(concept, key, reading.askedFor.has(concept)) : 0) -
            (onlyViaTown(concept, mention.words, reading) ? WIDER_LAND_STEP : 0) -
            // "faint stripes on his tail", "a tiny touch of white": a look played down is half the coat's.
            (reading.faintLooks.has(concept) ? weightOf(concept) / 2 : 0),
        ...(breedOrigin ? { breedOrigin } : {}),
      });
    }
    if (tags.has(concept))
      evidence.push({ kind: "tag", concept, label: TAG_LABEL.get(concept)!, weight: TAG_WEIGHT });
  }
  // "not a lap cat" says one thing, whatever opposites it brings (independent, regal): a name counts it
  // once, and when its own set was chosen (Solo, Maverick), that set's names lead the others of it.
  const denialSet = iconicSet(reading)?.contrary === true;
  for (let k = evidence.length - 1; k >= 0; k--) {
    const e = evidence[k]!;
    if (e.kind !== "description" || !reading.contraryTraits.has(e.concept)) continue;
    const again = evidence.some(
      (o, j) =>
        j !== k &&
        o.kind === "description" &&
        o.word === e.word &&
        reading.contraryTraits.has(o.concept) &&
        (o.weight > e.weight || (o.weight === e.weight && j < k)),
    );
    if (again) evidence.splice(k, 1);
    else if (denialSet) e.weight = Math.min(e.weight, CUE_WEIGHT);
  }
  // A favourite thing named outright ("loves pumpkin", "looks like a potato") makes a name of its own; so
  // does a place the pet comes from ("rescued in Memphis").
  // The owner's own word for the coat ("slate", "rusty red", "ginger") is a name already; "black" is not.
  const shade = reading.colourWords.has(key);
  const written = mentioned(key, reading) ?? (shade ? key : undefined);
  if (written && !HABITATS.has(key) && !LEXICON.get(key)?.species.length && !measure(written, reading)) {
    const thing =
      entry.themes.includes("places") ||
      reading.arrivalTowns.has(key) ||
      entry.themes.some((t) => THING_THEMES.has(t)) ||
      LEXICON.get(key)?.concepts.some((c) => THING_CONCEPTS.has(c));
    const focused = reading.focus.has(key) || [...reading.focus].some((w) => stems(w).includes(key));
    // "we live in a tiny flat in hackney… looks like a friesian cow": while anything else is worth naming,
    // where the owner merely lives names nothing (generateNames lets it back when nothing else is).
    if ((thing || focused || shade) && !reading.residence.words.has(written)) {
      // The word counts once: as the name the owner wrote, not also as the idea it stands for.
      const counted = evidence.findIndex(
        (e) => e.kind === "description" && (e.word === written || e.word.split(" ").includes(key)),
      );
      const [replaced] = counted >= 0 ? evidence.splice(counted, 1) : [];
      // The owner's own word says more than a synonym of it would; what the pet takes itself for ("thinks
      // she's a meerkat") is the owner's cue as much as a famous meerkat's name would be.
      const weight = reading.residence.words.has(written)
        ? RESIDENCE_WEIGHT
        : passingMention(entry, written, focused, reading)
          ? Math.max(PASSING_MENTION_WEIGHT, replaced?.weight ?? 0)
          : Math.max(
              // A town the pet came from is the owner's own word for its story, before its land's names.
              MENTION_WEIGHT + (focused || reading.arrivalTowns.has(written) ? EMPHASIS : 0),
              (replaced?.weight ?? 0) + 1,
            ) +
            (reading.identityWords.has(written)
              ? ICONIC_BONUS
              : reading.things.includes(written)
                ? EMPHASIS
                : 0);
      evidence.push({ kind: "mention", word: written, weight });
    }
  }
  // "dark chocolate": Cocoa and Hershey before any brown name; the shade counts once, as the owner put it.
  const look = lookNames(reading).get(key);
  // The owner's shade chose its colour's first names: another name of that colour counts it plainly.
  if (!look)
    for (const e of evidence)
      if (e.kind === "description" && lookChosen(reading).has(e.concept))
        e.weight = Math.min(e.weight, weightOf(e.concept));
  if (look) {
    let said = reading.cues.has(look.concept)
      ? CUE_WEIGHT + EMPHASIS
      : reading.graded.has(look.concept)
        ? CUE_WEIGHT
        : weightOf(look.concept);
    for (let k = evidence.length - 1; k >= 0; k--) {
      const e = evidence[k]!;
      if ((e.kind === "description" && e.concept === look.concept) || e.kind === "mention")
        said = Math.max(said, evidence.splice(k, 1)[0]!.weight);
    }
    evidence.push({
      kind: "description",
      concept: look.concept,
      word: look.said,
      weight: said + look.lead - RANK_STEP * look.rank,
    });
  }
  // "a Finding Nemo name": Dory comes from it, Ariel only from the same studio.
  const title = titleNamed(entry, reading.text);
  if (title) evidence.push({ kind: "work", title, weight: EMPHASIS });
  // "thinks she's a dog": Snoopy and Scooby first, the names people reach for; then any famous dog.
  const iconic = iconicName(entry, reading) ?? thingName(entry, reading);
  if (iconic) {
    const { concept } = iconic.set;
    // A stressed trait's first names ("Grouch" for "kind of grumpy") lead the names of that trait by a
    // little; they do not outrank the owner's other cues. The trait counts once.
    const traitAt = iconic.set.trait
      ? evidence.findIndex((e) => e.kind === "description" && e.concept === concept)
      : -1;
    const [traitSaid] = traitAt >= 0 ? evidence.splice(traitAt, 1) : [];
    // "grumpy" is read as grumpy and as fierce: the one word counts once.
    for (let k = evidence.length - 1; k >= 0; k--) {
      const e = evidence[k]!;
      if (traitSaid?.kind === "description" && e.kind === "description" && e.word === traitSaid.word)
        evidence.splice(k, 1);
      // "dances across the rug": a dancer's name for it, not also the idea "dances" carries.
      else if (iconic.set.words && e.kind === "description" && iconic.set.word?.split(" ").includes(e.word))
        evidence.splice(k, 1);
    }
    const traitWeight =
      concept && (reading.cues.has(concept) ? CUE_WEIGHT + EMPHASIS : CUE_WEIGHT) + TRAIT_ICONIC_BONUS;
    evidence.push({
      kind: "iconic",
      idea: concept ?? iconic.set.word ?? reading.identity ?? "identity",
      species: concept || iconic.set.word ? undefined : reading.identity,
      word: iconic.set.word ?? (concept && reading.concepts.get(concept)?.words[0]),
      why: iconic.set.why,
      lead: iconic.set.lead,
      note: iconic.iconic.note,
      ...(iconic.set.trait === "cue" && concept ? { trait: concept } : {}),
      ...(iconic.set.contrary ? { contrary: true as const } : {}),
      // What the pet takes itself for is the owner's own cue; a habit ("basks all day") is one idea of several.
      // A favourite's names, when another cue chose the set, lead only where nothing else chose them:
      // "never still … dances across the rug" keeps Zoom before Salsa.
      weight:
        iconic.set.second && evidence.length > 0
          ? SECOND_SET_NUDGE
          : (iconic.set.contrary
              ? Math.max(
                  CUE_WEIGHT + EMPHASIS + ICONIC_BONUS + (insisted(concept, reading) ? EMPHASIS : 0),
                  (traitSaid?.weight ?? 0) + TRAIT_ICONIC_BONUS,
                )
              : iconic.set.trait && traitWeight
                ? Math.max(traitWeight, (traitSaid?.weight ?? 0) + TRAIT_ICONIC_BONUS)
                : CUE_WEIGHT + EMPHASIS + leadBonus(iconic.set)) -
            ICONIC_STEP * iconic.rank,
    });
  }
  // "a little cheeky": the graded trait chose its first names (Trouble, Rascal); another name of that trait
  // counts it plainly, so a name that also fits the colour (Kitsune for a ginger) does not jump them.
  const chosen = iconicSet(reading);
  if (
    chosen?.trait === "graded" &&
    chosen.concept &&
    !(iconic?.set.trait && iconic.set.concept === chosen.concept)
  )
    for (const e of evidence)
      if (e.kind === "description" && e.concept === chosen.concept)
        e.weight = Math.min(e.weight, weightOf(e.concept));
  if (
    !iconic &&
    reading.identity &&
    (madeForIdentity(entry, reading) || noteSubject(entry.culturalContext)?.species === reading.identity)
  ) {
    evidence.push({ kind: "identity", species: reading.identity, weight: CUE_WEIGHT });
  }
  const madeForKind = reading.species !== undefined && entry.species?.includes(reading.species) === true;
  if (evidence.length === 0 && !madeForKind && reading.speciesWord) {
    // The trait must be what the name is first about (Bailey, after a sea area, is first a Disney dog's), and
    // no place: Aruba is an island before it is water.
    const known = entry.themes.includes("places")
      ? undefined
      : usualKindTraits(reading).find((c) => entry.evokes[0] === c);
    if (known)
      evidence.push({
        kind: "description",
        concept: known,
        word: reading.speciesWord,
        weight: 0,
        ofKind: true,
      });
  }
  return evidence;
}

/** A fitting name's score from its evidence: the owner's cues first, then species, sex, sound and popularity. */
function scoreWith(
  entry: CorpusName,
  evidence: Evidence[],
  reading: DescriptionReading,
  seed: number,
): Scored | undefined {
  const { species } = reading;
  const { key } = entry;
  const crossSex = reading.gender !== undefined && entry.gender !== "u" && entry.gender !== reading.gender;
  const ownCue = evidence.some(
    (e) =>
      e.kind === "identity" ||
      e.kind === "iconic" ||
      e.kind === "mention" ||
      e.kind === "work" ||
      (e.kind === "description" && CUE_CONCEPTS.has(e.concept)),
  );
  if (crossSex && !ownCue) return undefined;

  let score = evidence.reduce((sum, e) => sum + e.weight, 0);
  // "it has to be space names", "another pokemon name": the story asked for comes before any other.
  const asked = askedStories(reading);
  if (asked.size > 0 && !evidence.some((e) => e.kind === "description" && asked.has(e.concept)))
    score -= OFF_STORY_PENALTY;
  // For a place, a holiday or a story the owner named, the names people reach for first lead.
  let first = 0;
  for (const e of evidence) first = Math.max(first, firstNameBonus(e, entry.name, reading));
  score += first;
  score += askedTraitLead(evidence, reading);
  // Most names have no evidence; sorting an empty list still costs a builtin call per name.
  if (evidence.length > 1) evidence.sort((a, b) => b.weight - a.weight);
  // A name of the story the owner named (Queen Charlotte of Bridgerton for a horse) is that story's: a note
  // on another sense of it, about another animal (Charlotte's spider), does not weaken it.
  const ofStory = evidence.some(
    (e) =>
      e.kind === "work" ||
      (e.kind === "description" &&
        (cultureRank(e.concept, entry.name) >= 0 || THEME_ORDER.get(e.concept)?.has(key) === true)),
  );
  if (!ofStory && noteClashes(toldNote(entry, evidence), reading)) score -= NOTE_CLASH_PENALTY;
  if (species && entry.species?.includes(species)) score += 2;
  const licensed = licensedCount(entry, reading);
  score += 0.3 * Math.log1p(licensed);
  if (species && species !== "dog" && species !== "cat" && entry.themes.every((t) => t === "classic"))
    score -= 1.5;
  if (reading.gender && entry.gender === reading.gender) score += 1;
  if (crossSex) score -= CROSS_SEX_PENALTY;
  if (entry.meaning) score += 0.4;
  if (entry.syllables <= 2) score += 0.3;
  if (entry.syllables >= 4) score -= 0.8;
  // Tied to the description or a tag by an idea, a word or a mention, or made for the species.
  const tied = evidence.length > 0 || (species !== undefined && entry.species?.includes(species) === true);
  if (!tied) score -= UNTIED_PENALTY;
  else if (evidence[0]?.kind === "description" && evidence[0].ofKind) score -= KIND_ONLY_PENALTY;
  score += fnv1a(key, seed) / 0xffffffff;
  const off = residing(evidence[0], reading) ? "aside" : offTheAskedAngle(entry, evidence, reading);
  if (off === "off") score -= OFF_ANGLE_PENALTY;
  // "a name for her personality, not her looks": a name of the look alone is what the owner ruled out.
  if (reading.looksRuledOut && evidence.length > 0 && evidence.every((e) => ofTheLook(e, reading)))
    return undefined;
  return { entry, key, score, evidence, offAngle: off !== undefined };
}

/**
 * What the owner asks the name itself to say of the pet ("a name that respects that she's an elderly lady",
 * "a name for a quiet fella", "I want something that shows how brave he is") leads what they merely tell
 * of it ("still loves a sunny spot"): its names come first.
 */
const ASKED_TRAIT_LEAD = 2.5;
/** Words that ask for a trait by pointing back at what was told: "a name that suits the attitude". */
const POINTING_NOUNS = new Set(["attitude", "personality", "character", "vibe", "mood", "nature", "energy"]);
const askedTraitLead = (evidence: readonly Evidence[], reading: DescriptionReading) =>
  reading.askedFor.size > 0 &&
  evidence.some((e) => {
    const idea = e.kind === "description" ? e.concept : e.kind === "iconic" ? (e.idea as Concept) : undefined;
    const said = idea === undefined ? undefined : reading.askedFor.get(idea);
    return said !== undefined && angleOf(idea!) === "character" && !POINTING_NOUNS.has(said);
  })
    ? ASKED_TRAIT_LEAD
    : 0;

/** Evidence of the pet's look: its coat, size or build, or the owner's word for its colour. */
const ofTheLook = (e: Evidence, reading: DescriptionReading) =>
  ((e.kind === "description" || e.kind === "tag") && angleOf(e.concept) === "look") ||
  (e.kind === "mention" && reading.colourWords.has(e.word));

/** How much a name tied only by the coat or a place yields when the owner asked for another angle. */
const OFF_ANGLE_PENALTY = 6;
/**
 * How a name stands to the angle the owner asked the name to take. "off": tied only by the coat's colour
 * or a place when the owner asked for something else ("want the dancing to come through" for an albino
 * ferret is no Snowy; "something for the colour combo" for a horse bought in Montana is no Montana; "a name
 * that remembers where she's from" is no Sandy); it yields everywhere. "aside": tied by something, but not
 * by the coat or place asked for; it takes none of the first names. A place or colour the owner asked for
 * (askedFor, askedOrigin) counts as neither.
 */
function offTheAskedAngle(
  entry: CorpusName,
  evidence: Evidence[],
  reading: DescriptionReading,
): "off" | "aside" | undefined {
  const wanted = reading.askedAngle;
  if (!wanted) return undefined;
  const asked = askedStories(reading);
  // What the owner asked for by name ("a proper Welsh name") is on the angle however it is read.
  if (
    evidence.some(
      (e) =>
        (e.kind === "description" || e.kind === "tag") &&
        (asked.has(e.concept) || reading.askedFor.has(e.concept)),
    )
  )
    return undefined;
  if (evidence.length === 0) return undefined;
  const side = (e: Evidence): "coat" | "place" | "other" => {
    // A town the owner wrote, each word of it a name ("Milton Keynes"), is a place.
    if (e.kind === "mention")
      return entry.themes.includes("places") ||
        reading.arrivalTowns.has(e.word) ||
        reading.placeWords.has(e.word)
        ? "place"
        : "other";
    if (e.kind !== "description" && e.kind !== "tag") return "other";
    if (COAT_LOOKS.has(e.concept)) return "coat";
    return angleOf(e.concept) === "heritage" ? "place" : "other";
  };
  const sides = evidence.map(side);
  // "something about her coat": a name with nothing of the coat does not lead; one of a place alone yields.
  // ("looks like a jester": what the owner likens the pet to is its look too.)
  const likened = evidence.some((e) => (e.kind === "iconic" && !e.trait) || e.kind === "mention");
  if (wanted === "look")
    return sides.every((s) => s === "place")
      ? "off"
      : sides.includes("coat") || likened
        ? undefined
        : "aside";
  if (wanted === "place")
    return sides.every((s) => s === "coat") ? "off" : sides.includes("place") ? undefined : "aside";
  return sides.includes("other") ? undefined : "off";
}

/** The stories and places the owner asked the name to come from, once per reading. */
const asking = new WeakMap<DescriptionReading, ReadonlySet<Concept>>();
function askedStories(reading: DescriptionReading): ReadonlySet<Concept> {
  let asked = asking.get(reading);
  if (!asked) {
    asked = new Set([
      ...[...reading.askedFor.keys()].filter((c) => CUE_CONCEPTS.has(c)),
      ...reading.askedOrigin,
    ]);
    asking.set(reading, asked);
  }
  return asked;
}

/** Names outside the story the owner asked for ("has to be space names") come only after its own. */
const OFF_STORY_PENALTY = UNTIED_PENALTY;
/** How far the first names of a place, holiday or story lead its others, and how much less each next one. */
const FIRST_NAME_BONUS = 3;
const FIRST_NAME_STEP = 0.2;
function firstNameBonus(e: Evidence, name: string, reading: DescriptionReading): number {
  if (e.kind !== "description" || e.breedOrigin || !reading.cues.has(e.concept)) return 0;
  const rank = cultureRank(e.concept, name);
  return rank < 0 ? 0 : Math.max(0, FIRST_NAME_BONUS - FIRST_NAME_STEP * rank);
}

/**
 * The `n` highest scores, highest first, in the order a stable sort of the whole list gives. Only the names
 * at or above the n-th score are sorted: sorting every fitting name cost a fifth of a request.
 */
function best(scored: Scored[], n: number): Scored[] {
  let top = scored;
  if (scored.length > n) {
    const scores = new Float64Array(scored.length);
    for (let i = 0; i < scored.length; i++) scores[i] = scored[i]!.score;
    const floor = scores.sort()[scored.length - n]!;
    top = scored.filter((s) => s.score >= floor);
  }
  return top.sort((a, b) => b.score - a.score).slice(0, n);
}

/** A name as near-duplicates are judged: lowercase, and its sound-alike key. */
interface NameShape {
  lower: string;
  similar: string;
}
const shapeOf = (name: string): NameShape => ({ lower: name.toLowerCase(), similar: similarityKey(name) });
/** Each corpus name's shape, computed once: every request compares hundreds of them. */
const entryShapes = new WeakMap<CorpusName, NameShape>();
function entryShape(entry: CorpusName): NameShape {
  let shape = entryShapes.get(entry);
  if (!shape) {
    shape = shapeOf(entry.name);
    entryShapes.set(entry, shape);
  }
  return shape;
}

function nearDuplicate(a: NameShape, b: NameShape): boolean {
  if (a.similar === b.similar) return true;
  const x = a.lower;
  const y = b.lower;
  if (x === `${y}s` || y === `${x}s`) return true;
  return x.length >= 4 && y.length >= 4 && x.slice(0, 4) === y.slice(0, 4);
}

/** The idea a piece of evidence stands for: a concept, a word the owner wrote, a title, a species. */
function ideaOf(e: Evidence): string {
  if (e.kind === "description" || e.kind === "tag") return e.concept;
  if (e.kind === "identity") return e.species;
  if (e.kind === "iconic") return e.idea;
  if (e.kind === "work") return e.title.words;
  return e.word;
}
/** What the owner wrote or picked that the evidence rests on, as the reason quotes it. */
function cueOf(e: Evidence): string {
  if (e.kind === "description" || e.kind === "mention") return e.word;
  if (e.kind === "iconic") return e.word ?? e.idea;
  return e.kind === "tag" ? e.label : ideaOf(e);
}

/** The strongest thing a name was matched on, so one idea does not fill the whole list. */
function leadingIdea(scored: Scored): string | undefined {
  const top = scored.evidence[0];
  if (!top) return undefined;
  return ideaOf(top);
}

/** The angle a name takes on the pet: its look, its character, the owner's own cue, or its heritage. */
function angle(scored: Scored): Angle | undefined {
  const top = scored.evidence[0];
  if (!top) return undefined;
  if (top.kind === "iconic" && top.trait) return angleOf(top.trait);
  if (top.kind === "iconic" && top.contrary) return "character";
  // A place the pet comes from is its story, not a cue like a favourite thing: both may lead.
  if (top.kind === "mention" && scored.entry.themes.includes("places")) return "heritage";
  return top.kind === "description" || top.kind === "tag" ? angleOf(top.concept) : "cue";
}

/** The first answer's names each take a different angle where the description offers several. */
const VARIED_ANGLES = 4;

/**
 * How many chosen names already take the candidate's angle. A name tied only by species takes no angle
 * of its own, so it counts as one taken: it does not jump the queue for variety's sake.
 */
function angleTaken(candidate: Scored, chosen: Scored[]): number {
  const view = angle(candidate);
  return view ? chosen.filter((c) => angle(c) === view).length : 1;
}

/** What keeps a name off the asked angle out of the first names. */
const OFF_ANGLE_FIRST = 50;

/** What a name tied by the tags alone yields in the first answer. */
const TAG_ONLY_FIRST = 3;
const onlyTagged = (s: Scored) => s.evidence.length > 0 && s.evidence.every((e) => e.kind === "tag");

/**
 * How much more each name past the second of a coat the owner merely states yields: "a grey fella… loves the
 * crinkle of a crisp packet" wants the crinkle's names in the paid 25, not Smokey, Ash, Storm, Misty and Slate.
 */
const PLAIN_COAT_STEP = 6;
/** At most this much, so a coat name still comes before a name tied to nothing ("a black cat" alone). */
const PLAIN_COAT_MOST = 40;
/**
 * The coat colours and patterns of the pet, when the owner said more than the coat and did not ask the name to
 * be about the look: even a coat said twice ("african grey… grey obviously") is a fact of the pet more often than the story its name should tell.
 */
function plainCoatIdeas(reading: DescriptionReading): ReadonlySet<string> {
  const ideas = [...reading.concepts.keys()];
  // "a black cat" and nothing more: the coat is all the owner said, so it may fill the list.
  const saidMore = ideas.some((c) => !COAT_LOOKS.has(c)) || reading.things.length > 0 || reading.identity;
  if (reading.askedAngle === "look" || !saidMore) return new Set();
  return new Set(ideas.filter((c) => COAT_LOOKS.has(c) && !reading.askedFor.has(c)));
}

/** How many names of each plain coat idea the rounds before this one showed (the names it excludes). */
function coatNamesShown(
  scored: Scored[],
  exclude: readonly string[],
  plainCoat: ReadonlySet<string>,
): Map<string, number> {
  const shown = new Map<string, number>();
  if (plainCoat.size === 0 || exclude.length === 0) return shown;
  const excluded = new Set(exclude);
  for (const s of scored) {
    const idea = excluded.has(s.entry.name) ? leadingIdea(s) : undefined;
    if (idea && plainCoat.has(idea)) shown.set(idea, (shown.get(idea) ?? 0) + 1);
  }
  return shown;
}

/** How many of the best names the varied pick chooses from. */
const POOL_SIZE = 300;

/**
 * The `count` names to show from every name that fits, unranked: a greedy pick of the best that are not
 * near-twins of a name already shown, each step penalising a theme, initial, idea or angle already chosen so
 * the list stays mixed.
 */
function diversify(
  scored: Scored[],
  count: number,
  exclude: readonly string[],
  reading: DescriptionReading,
): Scored[] {
  const chosen: Scored[] = [];
  const plainCoat = plainCoatIdeas(reading);
  const coatShown = coatNamesShown(scored, exclude, plainCoat);
  const excluded = exclude.map(shapeOf);
  const pool = best(
    scored.filter((s) => !excluded.some((shape) => nearDuplicate(shape, entryShape(s.entry)))),
    POOL_SIZE,
  );
  while (chosen.length < count && pool.length > 0) {
    let bestIndex = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < Math.min(pool.length, 80); i++) {
      const candidate = pool[i]!;
      const sameTheme = chosen.filter((c) => c.entry.themes[0] === candidate.entry.themes[0]).length;
      const sameInitial = chosen.filter((c) => c.key[0] === candidate.key[0]).length;
      const idea = leadingIdea(candidate);
      const sameIdea = idea ? chosen.filter((c) => leadingIdea(c) === idea).length : 0;
      // The coat the owner merely states gives a name or two, and the rest of the list goes to the cues.
      const moreCoat =
        idea && plainCoat.has(idea)
          ? Math.min(
              PLAIN_COAT_MOST,
              PLAIN_COAT_STEP * Math.max(0, sameIdea + (coatShown.get(idea) ?? 0) - 1),
            )
          : 0;
      const sameAngle = chosen.length < VARIED_ANGLES ? angleTaken(candidate, chosen) : 0;
      // A name off the angle the owner asked for takes none of the first names.
      const aside = candidate.offAngle && chosen.length < VARIED_ANGLES ? OFF_ANGLE_FIRST : 0;
      // A name only a tag picked ("Calm") says nothing the owner wrote: the written cues come first.
      const tagOnly = chosen.length < VARIED_ANGLES && onlyTagged(candidate) ? TAG_ONLY_FIRST : 0;
      const adjusted =
        candidate.score -
        1.2 * sameTheme -
        0.6 * sameInitial -
        2 * sameIdea -
        moreCoat -
        3 * sameAngle -
        aside -
        tagOnly;
      if (adjusted > bestScore) {
        bestScore = adjusted;
        bestIndex = i;
      }
    }
    const [picked] = pool.splice(bestIndex, 1);
    chosen.push(picked!);
    for (let i = pool.length - 1; i >= 0; i--)
      if (nearDuplicate(entryShape(pool[i]!.entry), entryShape(picked!.entry))) pool.splice(i, 1);
  }
  return chosen;
}

/** Heritage ideas that are nationalities, so "a Japanese breed", "a British name". */
const NATIONALITIES: ReadonlySet<Concept> = new Set<Concept>(
  CONCEPTS.slice(CONCEPTS.indexOf("japanese"), CONCEPTS.indexOf("russian") + 1),
);

const REFLEXIVE = { f: "herself", m: "himself", u: "itself" } as const;
/** "chirp" and "chirps", "tabby" and "tabby cat": one cue, not two. */
const sameRoot = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/** Breed words that are proper nouns, so "your Siamese", "your German Shepherd". */
const PROPER_BREED_WORDS = new Set(
  "siamese persian maine coon bengal british russian abyssinian himalayan burmese birman balinese egyptian turkish norwegian siberian scottish labrador german great dane dalmatian chihuahua pomeranian yorkie yorkshire jack russell border shih tzu pekingese maltese havanese bernese newfoundland bernard saint st irish english french welsh african holland netherland american australian alaskan japanese akita shiba inu boston cavalier king charles weimaraner rottweiler doberman".split(
    " ",
  ),
);
const properBreed = (word: string) =>
  word
    .split(" ")
    .map((w) => (PROPER_BREED_WORDS.has(w) ? capitalise(w) : w))
    .join(" ");

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function subjectOf(reading: DescriptionReading): string {
  return reading.speciesWord ? `your ${properBreed(singular(reading.speciesWord))}` : "your pet";
}

function reasonFor(scored: Scored, reading: DescriptionReading): string {
  const { entry, evidence } = scored;
  const sentences: string[] = [];
  // A film or book the owner named says more than its studio or franchise.
  const first = evidence.find((e) => e.kind === "work") ?? evidence[0];
  if (first?.kind === "work") {
    sentences.push(`${entry.name} comes straight from ${first.title.display}, which you mentioned.`);
  } else if (first?.kind === "identity") {
    sentences.push(
      `${capitalise(subjectOf(reading))} takes ${REFLEXIVE[reading.gender ?? "u"]} for a ${speciesNoun(first.species)}, and ${
        noteSubject(entry.culturalContext)?.species === first.species
          ? `${entry.name} is a famous one.`
          : `${entry.name} is a ${speciesNoun(first.species)}'s name through and through.`
      }`,
    );
  } else if (first?.kind === "iconic") {
    const self = REFLEXIVE[reading.gender ?? "u"];
    const famous = first.note !== undefined || noteSubject(entry.culturalContext)?.species === first.species;
    const said = asWritten(first.word ?? first.idea);
    sentences.push(
      first.species
        ? `${capitalise(subjectOf(reading))} takes ${self} for a ${speciesNoun(first.species)}, and ${entry.name} is ${famous ? "a famous one" : first.why}.`
        : first.lead === "mentions"
          ? `You mentioned "${said}": ${entry.name} is ${first.why}.`
          : `You said ${subjectOf(reading)} sees ${self} as "${said}": ${entry.name} is ${first.why}.`,
    );
  } else if (first?.kind === "mention") {
    sentences.push(
      (entry.themes.includes("places") || reading.arrivalTowns.has(first.word)) && !LEXICON.has(first.word)
        ? `You mentioned ${entry.name}: a place name keeps that part of your pet's story.`
        : reading.identityWords.has(first.word)
          ? `You said ${subjectOf(reading)} sees ${REFLEXIVE[reading.gender ?? "u"]} as a ${asWritten(first.word)}: ${entry.name} says it outright.`
          : `You mentioned "${asWritten(first.word)}", and ${entry.name} makes a charming name of it.`,
    );
  } else if (first?.kind === "description" && reading.askedFor.has(first.concept)) {
    sentences.push(
      `You asked for ${withArticle(`"${asWritten(reading.askedFor.get(first.concept)!)}"`)} name, and ${entry.name} is one.`,
    );
  } else if (first?.kind === "description" && reading.identityConcepts.has(first.concept)) {
    sentences.push(
      `You said ${subjectOf(reading)} sees ${REFLEXIVE[reading.gender ?? "u"]} as "${asWritten(first.word)}": ${entry.name} plays along.`,
    );
  } else if (first?.kind === "description" && first.breedOrigin) {
    // "nods to where the breed comes from" was true only loosely: say which land, and that the name is of it.
    const land = NATIONALITIES.has(first.concept) ? capitalise(first.concept) : undefined;
    sentences.push(
      land
        ? `You mentioned "${asWritten(first.word)}", a ${land} breed: ${entry.name} is a ${land} name too.`
        : `You mentioned "${asWritten(first.word)}": ${entry.name} nods to where the breed comes from.`,
    );
  } else if (first?.kind === "description" && first.ofKind) {
    sentences.push(`${entry.name} is ${USUAL_KIND_OF.get(first.word)?.why}, for ${subjectOf(reading)}.`);
  } else if (first?.kind === "description") {
    sentences.push(`You mentioned "${asWritten(first.word)}": ${entry.name} ${SUITS[first.concept]}.`);
  } else if (first?.kind === "tag") {
    sentences.push(`You picked "${first.label}": ${entry.name} ${SUITS[first.concept]}.`);
  }
  const second = evidence.find(
    (e) =>
      e !== first &&
      (e.kind === "description" || e.kind === "tag") &&
      !(
        e.kind === "description" &&
        (e.breedOrigin || e.concept === "food" || reading.identityConcepts.has(e.concept))
      ) &&
      !(first && sameRoot(cueOf(e), cueOf(first))) &&
      e.concept !== (first as { concept?: Concept } | undefined)?.concept &&
      (!first || cueOf(e) !== cueOf(first)),
  );
  if (second && (second.kind === "description" || second.kind === "tag")) {
    const cue = second.kind === "description" ? `"${asWritten(second.word)}"` : `the "${second.label}" tag`;
    sentences.push(`It also fits ${cue}.`);
  }
  if (sentences.length === 0) sentences.push(fallbackReason(entry, reading));
  // The meaning belongs to one sense of the name; when another sense was matched, its note tells it.
  const otherSense =
    (first?.kind === "iconic" && first.note !== undefined) ||
    (first?.kind === "description" && entry.cueNotes?.has(first.concept)) ||
    (first?.kind === "work" && first.title.note !== entry.culturalContext);
  if (entry.meaning && !otherSense) sentences.push(meaningSentence(entry.name, entry.meaning));
  return sentences.join(" ");
}

/** Why a name was picked when nothing it evokes was in the description: fit and popularity for the species. */
function fallbackReason(entry: CorpusName, reading: DescriptionReading): string {
  const licensed = licensedCount(entry, reading);
  if (reading.species && entry.species?.includes(reading.species)) {
    const made = `${entry.name} is a name made for ${speciesNoun(reading.species, true)}, just right for ${subjectOf(reading)}.`;
    return licensed > 0
      ? `${made} ${licensed} ${speciesNoun(reading.species, licensed !== 1)} in Seattle's public pet licence records share it.`
      : made;
  }
  if (reading.species && licensed > 0 && (reading.species === "dog" || reading.species === "cat")) {
    return `A proven favourite for ${subjectOf(reading)}: ${licensed} ${speciesNoun(reading.species, licensed !== 1)} in Seattle's public pet licence records are called ${entry.name}.`;
  }
  if (licensed > 0) {
    return `A proven favourite for ${subjectOf(reading)}: ${licensed} pets in Seattle's public licence records share it.`;
  }
  return `A ${THEME_TRAIT[entry.themes[0]!].toLowerCase()} pick for ${subjectOf(reading)}, short and easy to call.`;
}

function traitsFor(scored: Scored, reading: DescriptionReading): string[] {
  const traits: string[] = [];
  const name = scored.entry.name.toLowerCase();
  const add = (trait: string | undefined) => {
    // Never the name itself as its own trait ("Slinky: Slinky"), nor a trait that repeats another's word.
    const word = trait?.toLowerCase().split(/[\s&-]+/)[0];
    if (!trait || !word || word === name || traits.some((t) => t.toLowerCase().startsWith(word))) return;
    if (traits.length < 4) traits.push(trait);
  };
  for (const e of scored.evidence) if (e.kind === "description" || e.kind === "tag") add(TRAIT[e.concept]);
  // Fill with the character the name itself evokes; never a look, a season or a story the owner did not
  // give, nor what the pet is not.
  for (const concept of scored.entry.evokes)
    if (traits.length < 2 && angleOf(concept) === "character" && !reading.avoided.has(concept))
      add(TRAIT[concept]);
  add(THEME_TRAIT[scored.entry.themes[0]!]);
  if (traits.length < 3) add(scored.entry.syllables <= 2 ? "Easy to call" : "Distinctive");
  if (traits.length < 2) add(scored.entry.gender === "u" ? "Unisex" : "Classic");
  return traits.slice(0, 4);
}

/** The note on the sense of the name that was matched: a work the owner named, else the strongest evidence's. */
function toldNote(entry: CorpusName, evidence: Evidence[]): string | undefined {
  const top = evidence.find((e) => e.kind === "work") ?? evidence[0];
  return (
    (top?.kind === "iconic" && top.note) ||
    (top?.kind === "work" && top.title.note) ||
    (top?.kind === "description" && entry.cueNotes?.get(top.concept)) ||
    entry.culturalContext
  );
}

/** The note on the sense of the name that was matched, unless it is about another kind of animal. */
function noteFor(scored: Scored, reading: DescriptionReading): { culturalContext?: string } {
  const note = toldNote(scored.entry, scored.evidence);
  return note && !noteClashes(note, reading) ? { culturalContext: note } : {};
}

/** Words for food in general, not a food a pet could be named after. */
const GENERIC_FOODS = new Set(
  "food foods treat treats snack snacks seeds hay eggs rice meat kibble fruit veggies dinner breakfast lunch meal meals".split(
    " ",
  ),
);

/**
 * Foods the owner wrote that the corpus lacks still make names: "goes nuts for zucchini" may be Zucchini,
 * "carries his plush avocado toy everywhere" Avocado.
 */
function spokenFoods(reading: DescriptionReading): CorpusName[] {
  const names: CorpusName[] = [];
  for (const token of reading.standalone) {
    const word = [...stems(token), token].find((w) => LEXICON.get(w)?.concepts.includes("food"));
    if (!word || GENERIC_FOODS.has(word) || reading.avoidedWords.has(token) || corpusEntry(word)) continue;
    const name = capitalise(word);
    if (!isSuggestible(name) || names.some((n) => n.name === name)) continue;
    names.push(plainName(name, ["foods"], [...(LEXICON.get(word)?.concepts ?? [])]));
  }
  return names;
}

/**
 * Whatever the owner dwells on makes a name even when no table knows it ("looks like a stormcloud":
 * Stormcloud, "behaves like he's the landlord": Landlord); a thing the tables know names itself through its set.
 */
function spokenThings(reading: DescriptionReading): CorpusName[] {
  const names: CorpusName[] = [];
  for (const thing of reading.things) {
    // "I'd like a name with that long life in it": the name asked for is no thing of the pet's.
    if (HABITATS.has(thing) || NAME_WORDS.has(thing) || LEXICON.get(thing)?.species.length) continue;
    const one = singular(thing);
    const word = one.length >= 3 && mentioned(one, reading) ? one : thing;
    if (corpusEntry(word)) continue;
    const name = capitalise(word);
    if (!isSuggestible(name) || names.some((n) => n.name === name)) continue;
    names.push(plainName(name, [], []));
  }
  return names;
}

/** US states and big cities of one word ("Montana", "Nashville"), lower case → as written. */
let placeNames: Map<string, string> | undefined;
const BIG_CITY_POPULATION = 100_000;
function knownPlaces(): Map<string, string> {
  placeNames ??= new Map(
    [
      ...Object.values(US_STATES),
      ...loadCityTable()
        .filter(([, , population]) => population >= BIG_CITY_POPULATION)
        .map(([city]) => city),
    ]
      .filter((place) => /^[A-Za-z]+$/.test(place))
      .map((place) => [place.toLowerCase(), place]),
  );
  return placeNames;
}

/** A place the pet comes from makes a name even when the corpus lacks it: "rescued in Nashville", "in Hamm". */
function spokenPlaces(reading: DescriptionReading): CorpusName[] {
  const names: CorpusName[] = [];
  for (const word of new Set([...reading.placeWords, ...reading.arrivalTowns])) {
    // A town the pet came from names it as the owner wrote it ("in Hamm in Germany"), known or not.
    const name = knownPlaces().get(word) ?? (reading.arrivalTowns.has(word) ? capitalise(word) : undefined);
    if (!name || corpusEntry(name) || !isSuggestible(name)) continue;
    names.push(plainName(name, ["places"], []));
  }
  return names;
}

/** Every fitting name, scored. */
function scoreAll(reading: DescriptionReading, tags: ReadonlySet<string>, seed: number): Scored[] {
  const scored: Scored[] = [];
  for (const entries of [nameCorpus(), spokenFoods(reading), spokenPlaces(reading), spokenThings(reading)])
    for (const entry of entries) {
      const s = scoreName(entry, reading, tags, seed);
      if (s) scored.push(s);
    }
  return scored;
}

/** How many names another of the owner's cues must bring for the owner's mere home to step back: a first answer. */
const WORTH_NAMING = 4;
/** Evidence of the owner's own cue: what the pet takes itself for, a thing or story named, an idea dwelt on. */
const ownCue = (e: Evidence, reading: DescriptionReading) =>
  e.kind === "identity" ||
  e.kind === "iconic" ||
  e.kind === "mention" ||
  e.kind === "work" ||
  (e.kind === "description" && (CUE_CONCEPTS.has(e.concept) || reading.cues.has(e.concept)));

/** The offline name engine: reads the description, scores the corpus, and returns a varied pick. */
export function generateNames(input: NameEngineInput): NameSuggestion[] {
  const reading = readDescription(input.description);
  const seed = fnv1a(
    `${input.description.trim().toLowerCase()}|${[...input.tags].sort().join(",")}|${input.round}`,
  );
  const tags = new Set<string>(input.tags);
  let scored = scoreAll(reading, tags, seed);
  // Where the owner merely lives steps back only for something else worth naming; else it is the story.
  if (
    (reading.residence.concepts.size > 0 || reading.residence.words.size > 0) &&
    scored.filter((s) => s.evidence.some((e) => ownCue(e, reading) && !residing(e, reading))).length <
      WORTH_NAMING
  ) {
    reading.residence = { concepts: new Set(), words: new Set() };
    scored = scoreAll(reading, tags, seed);
  }
  return diversify(scored, input.count, input.exclude, reading).map((chosen) => ({
    name: chosen.entry.name,
    traits: traitsFor(chosen, reading),
    reason: reasonFor(chosen, reading),
    ...noteFor(chosen, reading),
  }));
}
