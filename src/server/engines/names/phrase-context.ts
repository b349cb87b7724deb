/**
 * The context rules of the description reader: when a word is a modifier, a time, an aversion or a
 * negation's target, and the phrases that mark what the owner dwells on or what the pet takes itself for.
 */
import { angleOf, COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import type { ContraryId } from "./data/curated-cues";
import {
  AMBIGUOUS_TIMES,
  AVERSIONS,
  LEXICON,
  type LexiconEntry,
  NEGATIONS,
  STOP_WORDS,
  stems,
  TIME_INTRODUCERS,
  WEAK_SPECIES_WORDS,
} from "./lexicon";

/** The lexicon's entry for a word or phrase, as written or by its stem ("barks" → "bark"). */
export function lookup(phrase: string): LexiconEntry | undefined {
  const direct = LEXICON.get(phrase);
  if (direct || phrase.includes(" ")) return direct;
  for (const stem of stems(phrase)) {
    const found = LEXICON.get(stem);
    if (found) return found;
  }
  return undefined;
}

/** A colour before these is a small marking, not the coat: "blue eyes", "a white blaze", "a pink nose". */
export const MARKING_WORDS = new Set([
  // "one ginger ear", "a tiny ginger splodge", "one single black spot", "a dark dorsal stripe"
  ..."tips ear ears splodge splodges smudge smudges spot dot dash tail crest streak fleck flecks mark patch stripe".split(
    " ",
  ),
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
  "chest",
  "bib",
  "belly",
  "tummy",
  "chin",
  "cheeks",
  "cheek",
  "splash",
  "flash",
  "mittens",
  "socks",
  "boots",
  "gloves",
  "stockings",
  "moustache",
  "mustache",
  "eyebrows",
  "eyebrow",
]);
/** "a little shy", "a bit grumpy": a degree, not a size, before a word of character or mood. */
const DEGREE_WORDS = new Set(["little", "bit", "tad"]);
/**
 * Words that grade the trait after them: "super chill", "mildly feral", "fairly old", "somewhat timid".
 * They are never read themselves ("super" is no superhero, "fairly" no fairy), and the trait they grade
 * is one the owner weighed.
 */
export const DEGREE_ADVERBS = new Set(
  "more very super really so extremely incredibly mildly fairly somewhat slightly quite pretty rather kinda sorta totally seriously ridiculously insanely properly hella terribly awfully most mega way too overly wildly majorly massively utterly dead wicked painfully absolutely extra ultra stupidly unbelievably exceptionally freakishly particularly especially remarkably surprisingly ludicrously absurdly outrageously truly deeply hopelessly bloody hugely enormously crazily extremly soo".split(
    " ",
  ),
);
/** Two-word degrees: "a little shy", "kind of orange", "a bit grumpy", "a wee bit clumsy". */
const DEGREE_PHRASES = new Set([
  "a little",
  "a bit",
  "a tad",
  "kind of",
  "sort of",
  "little bit",
  "wee bit",
  "tiny bit",
  "teeny bit",
  "a touch",
  "a smidge",
  "a lot",
  "so so",
]);
/** Sizes that only grade in "a wee bit", "a tiny bit": never the pet's size there. */
const BIT_SIZES = new Set(["wee", "tiny", "teeny", "teensy", "weeny", "little"]);
const SAYING = new Set(["say", "says", "said", "saying"]);
/** Who speaks when "says" follows: people, not the pet ("she says hello" may be a parrot). */
const SPEAKERS = new Set(
  "i we you they mum mom mam mummy dad daddy husband hubby wife partner son daughter brother sister nan nana gran granny grandma grandad grandpa aunt auntie uncle vet vets breeder breeders shelter rescue everyone everybody anyone anybody people friend friends kids boss instructor yard forum forums internet google final".split(
    " ",
  ),
);

/** Whether a degree word grades the word at i: "super chill", "a little shy", "kind of orange". */
export function gradedByDegree(tokens: string[], i: number, clauseStart: number): boolean {
  const one = tokens[i - 1];
  if (i - 1 < clauseStart || one === undefined) return false;
  // "the tiniest little thing", "the fluffiest cat ever": a superlative is its own degree.
  // ("the grandest name possible" is the name asked for.)
  if (
    one === "the" &&
    /est$/.test(tokens[i]!) &&
    tokens[i]!.length > 5 &&
    !NAME_NOUNS.has(tokens[i + 1] ?? "")
  )
    return true;
  if (DEGREE_PHRASES.has(`${tokens[i - 2]} ${one}`) && i - 2 >= clauseStart) return true;
  // "a massive nosy parker", "a total drama queen", "a right grump", "an absolute softie": a degree of a trait-noun.
  // ("a proper dignified name" is the name asked for, no degree of the pet's.)
  if (
    NOUN_DEGREES.has(one) &&
    ARTICLES.has(tokens[i - 2] ?? "") &&
    i - 2 >= clauseStart &&
    !NAME_NOUNS.has(tokens[i + 1] ?? "") &&
    gradesATrait(tokens, i)
  )
    return true;
  return DEGREE_ADVERBS.has(one);
}
/** Whether the word at i is one a degree may grade: a trait, a look, a size, or another degree ("very very"). */
function gradesNext(tokens: string[], i: number): boolean {
  const next = tokens[i];
  if (next === undefined) return false;
  if (DEGREE_ADVERBS.has(next)) return true;
  const entry = lookup(next);
  return entry !== undefined && entry.species.length === 0 && entry.concepts.length > 0;
}
/** Words that grade a trait-noun after "a": "a massive nosy parker", "a total softie", "a proper diva". */
const NOUN_DEGREES = new Set(
  "big huge massive giant enormous total complete absolute real right proper utter major mega".split(" "),
);
const ARTICLES = new Set(["a", "an"]);
const NAME_NOUNS = new Set(["name", "names", "nickname", "title"]);

/** Degrees that play a trait down: "slightly scared", "a tad nervous", "kind of shy". */
const SOFTENERS = new Set("slightly mildly somewhat kinda sorta little bit tad of touch smidge".split(" "));
/**
 * Whether the degree before the word at i plays it down ("slightly scared", "a wee bit clumsy") rather than
 * up ("extremely fluffy"): of two graded traits, the one played up is the owner's cue.
 */
export function softenedByDegree(tokens: string[], i: number, clauseStart: number): boolean {
  return gradedByDegree(tokens, i, clauseStart) && SOFTENERS.has(tokens[i - 1]!);
}

/** Words that mark a comparative before it: "so much braver", "even louder", "way faster than". */
const COMPARATIVE_LEADS = new Set(
  "much even far way lot bit little getting got slightly somewhat".split(" "),
);
/** Of those, the ones that play the comparative up: "so much braver", "way louder", "even noisier". */
const COMPARATIVE_INTENSIFIERS = new Set(["much", "even", "far", "way", "lot"]);
/** Whether the comparative at i is played up, so a degree the owner weighed: "SO much braver than her sister". */
export const intensifiedComparative = (tokens: readonly string[], i: number) =>
  COMPARATIVE_INTENSIFIERS.has(tokens[i - 1] ?? "");
/**
 * The trait a comparative at i grades, when the context shows it is one ("much braver than her sister",
 * "even louder now", "calmer than he was"): "braver" → "brave", "louder" → "loud", "bigger" → "big". Only
 * then, as "-er" ends many words that are no comparative ("water", "border", "corner").
 */
export function comparativeBase(tokens: readonly string[], i: number): string | undefined {
  const word = tokens[i]!;
  if (word.length < 5 || !word.endsWith("er")) return undefined;
  if (tokens[i + 1] !== "than" && !COMPARATIVE_LEADS.has(tokens[i - 1] ?? "")) return undefined;
  const stem = word.slice(0, -2);
  const doubled = stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : undefined;
  return [stem, word.slice(0, -1), doubled].find((base) => {
    const entry = base ? LEXICON.get(base) : undefined;
    return entry !== undefined && entry.species.length === 0 && entry.concepts.length > 0;
  });
}

/** Words that play a degree down to next to nothing: "only a little bit of a barker", "merely slightly shy". */
const MINIMISERS = new Set(["only", "merely"]);
/** Words that may stand inside such a degree: "only a teeny bit of a", "only ever so slightly". */
const MINIMISED_GLUE = new Set([...SOFTENERS, ...BIT_SIZES, "a", "an", "of", "ever", "so", "very"]);
/**
 * Whether the owner plays the word at i down to next to nothing ("only a little bit of a barker"): hardly
 * the pet's at all, so no name of it. (A trait the lexicon knows, "only slightly shy", stays the pet's.)
 */
export function minimisedAt(tokens: readonly string[], i: number, clauseStart: number): boolean {
  if (MINIMISED_GLUE.has(tokens[i]!)) return false;
  for (let k = i - 1; k >= Math.max(clauseStart, i - 7); k--) {
    if (MINIMISERS.has(tokens[k]!)) return tokens.slice(k + 1, i).some((w) => SOFTENERS.has(w));
    if (!MINIMISED_GLUE.has(tokens[k]!)) return false;
  }
  return false;
}

/**
 * The trait a word hedged with "-ish" is made of ("smallish", "greyish", "reddish", "whitish"): a degree
 * that plays it down. Only words the lexicon lacks are tried, so "british" or "irish" stay as they are, and
 * only bases with no animal in them ("sluggish" is no slug).
 */
export function hedgedBase(word: string): string | undefined {
  if (word.length < 6 || !word.endsWith("ish")) return undefined;
  const stem = word.slice(0, -3);
  const undoubled = stem.length > 2 && stem.at(-1) === stem.at(-2) ? stem.slice(0, -1) : undefined;
  return [stem, `${stem}e`, undoubled].find((base) => {
    const entry = base ? LEXICON.get(base) : undefined;
    return entry !== undefined && entry.species.length === 0 && entry.concepts.length > 0;
  });
}

/** Words that play a look down right before it: "faint stripes", "slight ticking", "subtle spots". */
const FAINT_WORDS = new Set("faint faintly slight slightly subtle barely hardly".split(" "));
/** Small amounts of a colour, before "of": "a hint of white", "just a tiny touch of white", "a dash of cream". */
const FAINT_AMOUNTS = new Set("hint touch dash smidge smidgen trace tinge".split(" "));
/**
 * Whether the look at i is played down ("faint stripes on his tail", "a tiny touch of white on one paw"):
 * there, not the pet's coat at large.
 */
export function faintLookAt(tokens: readonly string[], i: number, clauseStart: number): boolean {
  if (i - 1 >= clauseStart && FAINT_WORDS.has(tokens[i - 1]!)) return true;
  if (i - 2 < clauseStart || tokens[i - 1] !== "of") return false;
  return FAINT_AMOUNTS.has(tokens[i - 2]!);
}

/** "bright orange", "dark brown", "pale grey": a shade of the colour that follows, not a trait or colour of its own. */
export const SHADE_WORDS = new Set("bright light dark deep pale soft rich pure jet hot baby neon".split(" "));
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
/** Words after the story a person is a fan of: "Star Wars fans", "Harry Potter obsessed", "a Marvel fanatic". */
export const FANDOM_WORDS = new Set([
  ...FAN_WORDS,
  "obsessed",
  "obsession",
  "mad",
  "crazy",
  "fanatic",
  "fanatics",
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
/** Things that are markings on the pet as well as things: "white socks", "black boots". */
export const MARKING_THINGS = new Set(
  "sock socks boot boots mitten mittens glove gloves bib mask cap stockings".split(" "),
);
/** Markings named after a garment, which are one only in a colour: "white socks", "four white mittens". */
const GARMENT_MARKINGS = new Set(
  "sock socks mitten mittens mitts boot boots glove gloves stockings".split(" "),
);
/** Words before a thing the pet handles rather than wears: "steals socks", "eats my mittens". */
const HANDLING_WORDS = new Set([
  ...TAKING_VERBS,
  ..."steal chewed eats eating ate loves hides hiding grabs grabbing hunts my your our".split(" "),
]);
const AGE_UNITS = new Set(
  "year years yr yrs yo y week weeks wk wks wo month months mo mos mths day days".split(" "),
);
const WATER_THINGS = new Set(["bowl", "bowls", "dish", "bottle", "fountain", "dispenser"]);
const AFTER_TIME = new Set(["gets", "getting", "got", "the", "its", "after", "until", "before", "when"]);

/** The markings, and the parts a size may be of: "little black spots", "tiny white paws", "big ears". */
const MARKING_NOUNS = new Set([
  ...MARKING_WORDS,
  ..."spots dots stripes patches markings freckles splotches speckles paws feet face".split(" "),
]);
/**
 * A size word about something else than the pet: "her big rock", "a little cube of cheddar", "tiny pink
 * feet". The first word after the size and its adjectives must be a pet noun, a species, or the phrase's end.
 */
function sizesSomethingElse(tokens: string[], i: number): boolean {
  const describes = (word: string | undefined) =>
    word !== undefined &&
    lookup(word)?.concepts.some((c) => LOOKS.has(c) || c === "tiny" || c === "big") === true;
  let k = i + 1;
  // "little black and tan face": the looks may be joined by "and".
  while (describes(tokens[k]) || (tokens[k] === "and" && describes(tokens[k + 1]))) k++;
  // "little black spots", "tiny white paws": the size of a marking, not of the pet.
  if (k > i + 1 && MARKING_NOUNS.has(tokens[k - 1]!)) return true;
  const noun = tokens[k];
  if (!noun || PET_NOUNS.has(noun) || PHRASE_ENDS.has(noun) || DEGREE_WORDS.has(noun)) return false;
  if (MARKING_NOUNS.has(noun)) return true;
  const entry = lookup(noun);
  return (
    !entry || (entry.species.length === 0 && !WEAK_SPECIES_WORDS.has(noun) && entry.concepts.length === 0)
  );
}

/** What a pet had before, after "old": "his old racing name", "her old owners", "our old house". */
const FORMER_THINGS = new Set(
  "name names owner owners home homes house family families yard stable".split(" "),
);
/** Sizes that grade a trait-noun after them ("a massive drama queen"); "little" and "tiny" stay sizes. */
const TRAIT_DEGREES = new Set(["big", "huge", "massive", "giant", "enormous", "large"]);
/**
 * Whether the words at `at` name a trait the pet is, not the pet's kind: "nosy parker", "drama queen",
 * "softie". Not "friendly lab" or "fluffy boy", where the size is the pet's.
 */
function gradesATrait(tokens: string[], at: number): boolean {
  const entry = lookup(tokens[at] ?? "");
  if (!entry || entry.species.length > 0 || !entry.concepts.some((c) => angleOf(c) === "character"))
    return false;
  const noun = tokens[at + 1];
  return noun === undefined || !(PET_NOUNS.has(noun) || (lookup(noun)?.species.length ?? 0) > 0);
}

/** Things around the pet that owners describe by colour. */
export const THINGS = new Set(
  "ball balls toy toys cover curtain curtains collar collars harness lead leash bandana bow throw blanket blankets bed beds cushion pillow rug sofa couch chair bowl crate cage hutch box jumper sweater hoodie hat sock socks slipper slippers shoe shoes mouse frisbee kong rope stick towel mat door car van truck house wall walls carpet bag basket tent hammock perch swing bell feather string light lamp wheel hide hidey tunnel igloo castle ornament ornaments decoration gravel log ladder mirror ribbon quilt duvet settee armchair fleece jacket raincoat tag duck plushie squeaker tug tugger chew kennel fence gate shed bike bucket bottle dish feeder tank submarine ship boat treehouse cave hideout background".split(
    " ",
  ),
);
/** Fabrics a coat may be likened to too ("velvet"), so a thing must follow: "a red velvet collar". */
const FABRICS = new Set(
  "velvet satin silk silky tartan leather sparkly glittery woolly wool cotton".split(" "),
);
/** What a toy or a thing is made of: "a yellow rubber duck", "a squeaky red hedgehog", "her fleece tunnel". */
const MATERIALS = new Set(
  "rubber plastic plush plushy stuffed squeaky squeaker fleece wooden knitted toy crinkly crinkle foam leather".split(
    " ",
  ),
);
const COLOUR_CHANGES = new Set("out goes going went turns turned turning".split(" "));
/** Every colour word, the coat's and a bird's or fish's blue and green. */
export const COLOURS: ReadonlySet<Concept> = new Set<Concept>([...COAT_COLOURS, "blue", "green"]);
/** The word "name" itself: a trait word before it names a name ("his racing name"), and it is no name. */
export const NAME_WORDS: ReadonlySet<string> = new Set(["name", "names"]);
/** The coat's colours and markings: what an ask for "the colour" or "her markings" is about. */
export const COAT_LOOKS: ReadonlySet<Concept> = new Set<Concept>([
  ...COLOURS,
  "spotted",
  "striped",
  "patchy",
]);
/** A word the lexicon knows as a coat colour. */
export const isColour = (word: string) => lookup(word)?.concepts.some((c) => COLOURS.has(c)) === true;
/** Colours owners give a toy or a sofa, beyond the coat's ("pink", "lilac", "crimson"). */
const OBJECT_COLOURS = new Set(
  "pink purple violet lilac lavender mauve magenta fuchsia red crimson scarlet maroon blue navy teal turquoise aqua green lime yellow orange gold golden silver neon rainbow multicoloured multicolored sparkly glittery".split(
    " ",
  ),
);
/** A colour of a coat or of a thing. */
export const isAnyColour = (word: string) => OBJECT_COLOURS.has(word) || isColour(word);

const isPetWord = (word: string | undefined) =>
  word !== undefined && (PET_NOUNS.has(word) || (lookup(word)?.species.length ?? 0) > 0);
/** A word that may name the kind of a thing ("life" jacket, "tennis" ball): no look, marking, pet or joiner. */
const thingsKind = (word: string | undefined) =>
  word !== undefined &&
  /^[a-z]+$/.test(word) &&
  !PHRASE_ENDS.has(word) &&
  !MARKING_NOUNS.has(word) &&
  !isPetWord(word) &&
  !["and", "or", "with", "of", "in", "on", "at", "to", "as", "like"].includes(word) &&
  !lookup(word)?.concepts.some((c) => LOOKS.has(c));

/** "his orange ball", "the cage cover is navy blue": the colour of a thing, not of the coat. */
export function colourOfAThing(tokens: string[], i: number, length: number): boolean {
  // "puffs his beard out black", "goes dark when he's cross": a change of mood, not the coat.
  if (COLOUR_CHANGES.has(tokens[i - 1] ?? "")) return true;
  let k = i + length;
  while (k < tokens.length && (isColour(tokens[k]!) || (tokens[k] === "and" && isColour(tokens[k + 1]!))))
    k++;
  // "a yellow rubber duck", "his red squeaky toy": the thing's material comes between; "a red velvet
  // collar", "her pink sparkly harness": a fabric, when a thing follows it.
  if (MATERIALS.has(tokens[k] ?? "") && k < tokens.length - 1) return true;
  if (FABRICS.has(tokens[k] ?? "") && THINGS.has(tokens[k + 1] ?? "")) return true;
  if (THINGS.has(tokens[k] ?? "")) return true;
  // "a little yellow life jacket", "her pink tennis ball", "a blue water bowl": a word naming the kind of
  // thing comes between; not "a silver tabby house cat", whose last word is the pet.
  if (thingsKind(tokens[k]) && THINGS.has(tokens[k + 1] ?? "") && !isPetWord(tokens[k + 2])) return true;
  let before = i - 1;
  while (before > 0 && (SHADE_WORDS.has(tokens[before]!) || isColour(tokens[before]!))) before--;
  // "a squeaky red hedgehog", "her plush pink bunny": a toy, whatever animal it is.
  if (MATERIALS.has(tokens[before] ?? "")) return true;
  return ["is", "are", "was"].includes(tokens[before] ?? "") && THINGS.has(tokens[before - 1] ?? "");
}

/** What opens a measure of the pet's size: "the size of", "no bigger than", "as small as". */
const MEASURE_OPENERS = [
  ["size", "of"],
  ["big", "as"],
  ["bigger", "than"],
  ["small", "as"],
  ["smaller", "than"],
];
const MEASURE_LEAD = new Set("a an the my your our his her".split(" "));
/**
 * Whether the word at i is a thing the pet's size is measured by ("the size of a walnut", "no bigger than my
 * thumb", "walnut-sized"): it says how big the pet is, not what it loves or is like.
 */
export function measuredAt(tokens: readonly string[], i: number): boolean {
  if (MEASURE_LEAD.has(tokens[i]!)) return false;
  if (tokens[i + 1] === "sized") return true;
  // The opener, an article or owner, and a word of the thing's own may stand before it: "size of a large grapefruit".
  for (let from = i - 1; from >= Math.max(0, i - 4); from--) {
    const opened = MEASURE_OPENERS.some(([a, b]) => tokens[from - 1] === a && tokens[from] === b);
    if (!opened) continue;
    const between = tokens.slice(from + 1, i);
    const lead = between.length > 0 && MEASURE_LEAD.has(between[0]!) ? 1 : 0;
    return between.length - lead <= 1;
  }
  return false;
}

/** Words of naming: "called Copernicus", "we name all our pets after…", "the kids call her Pegasus". */
export const NAMING_VERBS = new Set("call calls calling called name names naming named".split(" "));
/** Who is named after such a word: "call her", "name him". */
export const NAMED_ONES = new Set(["her", "him", "it", "them", "theirs", "hers"]);

/**
 * "a tortoise called Copernicus", "a dog named Kepler": a name already taken, not this pet's; and one the
 * owner rules out ("NOT calling her George", "won't name him Max").
 */
export function nameTaken(tokens: string[], i: number): boolean {
  if ((tokens[i - 1] === "called" || tokens[i - 1] === "named") && tokens[i] !== "after") return true;
  return (
    NAMED_ONES.has(tokens[i - 1] ?? "") &&
    NAMING_VERBS.has(tokens[i - 2] ?? "") &&
    tokens.slice(Math.max(0, i - 5), i - 2).some((w) => NEGATIONS.has(w))
  );
}

/** Marks a colour may make on a coat (in MARKING_WORDS too) whose words are other ideas: "a white star". */
const COLOUR_MARKS = new Set(["splash", "flash", "star", "blaze", "streak", "spot", "dash", "stripe"]);

/** Nouns "-wise" follows to say in what respect: "personality-wise", "colour-wise", "food-wise". */
const WISE_RESPECTS = new Set(
  "personality temperament character nature behaviour behavior attitude size colour color looks health food energy weight coat age breed".split(
    " ",
  ),
);
/** Whether a one-word match only modifies the word after it ("a little shy", "bright orange"). */
export function onlyModifies(tokens: string[], i: number): boolean {
  const word = tokens[i]!;
  // "the kind of orange", "sort of shy": a hedge, not kindness.
  if ((word === "kind" || word === "sort") && tokens[i + 1] === "of") return true;
  // "NOT prickly at all personality-wise", "size-wise": a respect in which, not wisdom.
  if (word === "wise" && WISE_RESPECTS.has(tokens[i - 1] ?? "")) return true;
  // "massively shy", "dead tiny", "hugely nosy": an adverb of degree grades the trait after it, it is no size.
  if (DEGREE_ADVERBS.has(word) && word.endsWith("ly") && gradesNext(tokens, i + 1)) return true;
  // "huge Star Wars fans", "big baseball nerds": a degree of the fandom, not the pet's size.
  if (FAN_DEGREES.has(word) && tokens.slice(i + 1, i + 5).some((w) => FAN_WORDS.has(w))) return true;
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a" && tokens[i + 1] === "bit") return true;
  // "a little on the chubby side", "a bit on the small side": a degree of the trait, not a size.
  if (DEGREE_WORDS.has(word) && tokens[i - 1] === "a" && tokens[i + 1] === "on" && tokens[i + 2] === "the")
    return true;
  // "a wee bit clumsy", "a teeny bit shy": a degree of the trait, not a size.
  if (BIT_SIZES.has(word) && tokens[i - 1] === "a" && tokens[i + 1] === "bit") return true;
  // "my mum says", "the vet said", "gets final say": a person speaking, not a talking pet.
  if (SAYING.has(word) && SPEAKERS.has(tokens[i - 1] ?? "")) return true;
  if (SIZE_WORDS.has(word) && sizesSomethingElse(tokens, i)) return true;
  // "a massive nosy parker", "a MASSIVE drama queen", "a huge softie": a degree of the trait, not a size.
  if (TRAIT_DEGREES.has(word) && gradesATrait(tokens, i + 1)) return true;
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
  if (MARKING_THINGS.has(word) && HANDLING_WORDS.has(tokens[i - 1] ?? "")) return true;
  // "his old racing name", "her old owners": what the pet had before, not its age.
  if (word === "old" && tokens.slice(i + 1, i + 3).some((w) => FORMER_THINGS.has(w))) return true;
  // "makes off with socks", "hides my gloves": a garment is a marking only in a colour ("four white socks").
  if (GARMENT_MARKINGS.has(word) && !tokens.slice(Math.max(0, i - 3), i).some(isColour)) return true;
  // "2 yrs old", "ten weeks old": an age, not a senior.
  if ((word === "old" || word === "older") && AGE_UNITS.has(tokens[i - 1] ?? "")) return true;
  // "a white splash on his chest", "a black star": a small marking, not a love of water or of space.
  if (COLOUR_MARKS.has(word) && isColour(tokens[i - 1] ?? "")) return true;
  // "his water bowl": a thing in the house, not a love of water.
  if (word === "water" && WATER_THINGS.has(tokens[i + 1] ?? "")) return true;
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

/**
 * "water is lava", "the hose is her mortal enemy": what follows the word says the pet avoids it. Where that
 * saying ends, or -1.
 */
export function declaredEnemy(tokens: string[], after: number): number {
  if (tokens[after] !== "is") return -1;
  const at = tokens.slice(after + 1, after + 4).findIndex((w) => ENEMY_WORDS.has(w));
  return at < 0 ? -1 : after + 2 + at;
}
const ENEMY_WORDS = new Set(["lava", "enemy", "nemesis", "poison", "evil", "terrifying", "torture"]);

/**
 * What a frightened pet does: "bolts under the bed", "shakes for hours", "cowers", "runs from". Said of a
 * thing ("at thunder", "during storms", "whenever the hoover comes out"), the thing is what it fears.
 */
export const FEAR_REACTIONS = new Set(
  "bolts bolted bolting hides hid hiding shakes shaking shook shaky trembles trembling trembled cowers cowering cowered panics panicking panicked quakes quaking quivers quivering whimpers whimpering pieces flees fled legs scarpers scarpered spooks spooked freaks freaking bolt hide shake tremble cower panic flee".split(
    " ",
  ),
);
/** Words that tie a fear reaction to its cause: "hides at thunder", "shakes during storms", "runs from the rain". */
const FEAR_CAUSES = new Set(["at", "from", "during", "whenever", "when", "because", "time", "times"]);
/** Of those, the ones that open a saying of their own: "hides when the wind howls", "bolts every time it thunders". */
const CLAUSE_CAUSES = new Set(["when", "whenever", "time", "times"]);
/** Words that make a shake or a squeal one of joy: "trembles with excitement when he sees the lead". */
const GLAD_WORDS = new Set("excitement excited joy glee happiness delight happy".split(" "));
/** Words that may stand between the cause word and the thing feared: "whenever there's a storm", "at the first drop of rain". */
const FEAR_GLUE = new Set(
  "the a an any every first slightest distant loud big sound noise noises sight smell hint drop rumble clap crack of there theres is are it its comes starts".split(
    " ",
  ),
);
/** Verbs said by the thing feared: "thunder terrifies him", "storms scare her silly", "the hoover spooks him". */
const FEAR_VERBS = new Set(
  "terrifies terrify terrified scares scare scared frightens frighten frightened spooks spook petrifies petrify freaks freak unsettles terrorises terrorizes".split(
    " ",
  ),
);
/** Verbs by which the thing feared drives the pet off: "thunder sends him under the bed", "has her hiding". */
const FEAR_DRIVERS = new Set(["sends", "send", "sent", "drives", "makes", "make", "has", "gets"]);
/** Where it drives the pet: "sends him straight under the bed", "has her running for the stairs". */
const FEAR_PLACES = new Set([
  "under",
  "behind",
  "hiding",
  "running",
  "cowering",
  "upstairs",
  "indoors",
  "inside",
]);
const DRIVEN = new Set(["him", "her", "them", "it", "us"]);
/** Words that may stand between the thing feared and its verb: "thunder absolutely terrifies him". */
const FEAR_VERB_GLUE = new Set(
  "storms storm absolutely totally really completely just always so utterly genuinely properly".split(" "),
);
/** Words that undo a fear reaction before it: "never hides from storms", "doesn't flinch at thunder". */
const FEAR_UNDONE = new Set([...NEGATIONS, "wasnt"]);

/**
 * Whether a trait is said against the pet's kind, from `after` on: "tiny for a labrador", "enormously chatty
 * for a budgie", "calm for a husky". The surprise is what the owner weighs, so the trait is a cue.
 */
export function forItsKind(tokens: readonly string[], after: number): boolean {
  if (tokens[after] !== "for" || !ARTICLES.has(tokens[after + 1] ?? "")) return false;
  const kind = (phrase: string) => (lookup(phrase)?.species.length ?? 0) > 0;
  return kind(tokens[after + 2] ?? "") || kind(tokens.slice(after + 2, after + 4).join(" "));
}

/** Words that set a trait in the past: "used to be shy", "was once a nervous wreck", "formerly feral". */
const PAST_MARKS = new Set(["formerly", "previously", "originally", "once"]);
/** Words that say the trait has passed: "is still shy" keeps it. */
const STILL_WORDS = new Set(["still", "now", "always"]);
/**
 * Whether the trait at i, of `length` words, is one the pet had and has left behind: "used to be so shy",
 * "was once a nervous wreck", "shy at first", "no longer timid" (a negation). Read as not the pet now.
 */
export function pastTraitAt(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseStart: number,
  clauseEnd: number,
): boolean {
  const before = tokens.slice(Math.max(clauseStart, i - 5), i);
  if (before.some((w) => STILL_WORDS.has(w))) return false;
  if (before.some((w, k) => (w === "used" && before[k + 1] === "to") || PAST_MARKS.has(w))) return true;
  // "she was shy at first", "nervous around men to begin with"
  const after = tokens.slice(i + length, Math.min(clauseEnd, i + length + 4)).join(" ");
  return /\b(at first|to begin with|to start with|in the beginning)\b/.test(after);
}

/**
 * Where the owner's words of a fear of the thing at i (of `length` words) begin and end: "bolts under the
 * bed at thunder", "shakes during storms", "thunder terrifies him". A pet named for what it fears would jar.
 */
export function fearedAround(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseStart: number,
  clauseEnd: number,
): [number, number] | undefined {
  // "thunder absolutely terrifies him", "the hoover scares her"
  for (let k = i + length; k < Math.min(clauseEnd, i + length + 3); k++) {
    if (FEAR_VERBS.has(tokens[k]!)) return [i, k + 1];
    // "thunder sends him straight under the bed", "the hoover has her hiding"
    if (FEAR_DRIVERS.has(tokens[k]!) && DRIVEN.has(tokens[k + 1] ?? "")) {
      const to = tokens
        .slice(k + 2, Math.min(clauseEnd, k + 5))
        .findIndex((w) => FEAR_PLACES.has(w) || FEAR_REACTIONS.has(w));
      if (to >= 0) return [i, k + 3 + to];
    }
    if (!FEAR_VERB_GLUE.has(tokens[k]!)) break;
  }
  // "hides under the bed whenever there's thunder": back over the glue to the cause word, past one other
  // word when the cause opens a saying of its own ("when the wind howls": howls).
  let cause = i - 1;
  let skipped = 0;
  for (; cause >= Math.max(clauseStart, i - 6) && !FEAR_CAUSES.has(tokens[cause]!); cause--)
    if (!FEAR_GLUE.has(tokens[cause]!) && skipped++ > 0) return undefined;
  if (cause < Math.max(clauseStart, i - 6)) return undefined;
  if (skipped > 0 && !CLAUSE_CAUSES.has(tokens[cause]!)) return undefined;
  const from = Math.max(clauseStart, cause - 6);
  const reaction = tokens.slice(from, cause).findLastIndex((w) => FEAR_REACTIONS.has(w));
  if (reaction < 0) return undefined;
  const at = from + reaction;
  if (tokens.slice(Math.max(clauseStart, at - 2), at).some((w) => FEAR_UNDONE.has(w))) return undefined;
  if (tokens.slice(at, i).some((w) => GLAD_WORDS.has(w))) return undefined;
  return [at, i + length];
}

/** "she may", "marches in", "falls asleep": a month or season word that is not a time here. */
export function notATime(tokens: string[], i: number): boolean {
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
export function negationBefore(tokens: string[], i: number, clauseStart: number): number {
  // "there's nothing fast about him", "so nothing orange please": what the pet is not, or must not be.
  // ("nothing too spooky please", "nothing overly girly")
  const nothing = NOTHING_DEGREES.has(tokens[i - 1] ?? "") ? i - 2 : i - 1;
  if (tokens[nothing] === "nothing" && nothing >= clauseStart && NOTHING_ENDS.has(tokens[i + 1] ?? ""))
    return nothing;
  // "not a (big) fan of (the) rain", "not very fond of baths", "not keen on anything sea-ish": the negation
  // reaches past the liking.
  const of = tokens[i - 1] === "the" || tokens[i - 1] === "anything" ? i - 2 : i - 1;
  const liking =
    (["fan", "fond", "keen"].includes(tokens[of - 1] ?? "") && ["of", "on"].includes(tokens[of] ?? "")) ||
    // "not remotely interested in toys"
    (tokens[of - 1] === "interested" && tokens[of] === "in");
  // "won't go anywhere near the pond", "won't set foot in the sea": the negation reaches past the approach.
  const reaching = tokens.slice(Math.max(clauseStart, i - 3), i).some(
    (w, k, near) =>
      REACHING_WORDS.has(w) ||
      (w === "much" && near[k + 1] === "of") ||
      // "won't go out in the rain", "refuses to step out in snow"
      (w === "out" && GOING_OUT.has(tokens[Math.max(clauseStart, i - 3) + k - 1] ?? "")),
  );
  const from = Math.max(clauseStart, i - (liking || reaching ? 6 : 3));
  const before = tokens.slice(from, i);
  const at = before.findLastIndex(
    (w, k) =>
      NEGATIONS.has(w) ||
      AVERSIONS.has(w) ||
      NEGATING_PAIRS.get(w) === (before[k + 1] ?? tokens[i]) ||
      // "less energetic than he was": a trait played below the owner's measure is denied.
      (w === "less" && k === before.length - 1) ||
      // "more a lover than a fighter", "more lazy than playful", "sleeps rather than plays": the second is not him.
      (w === "than" && comparedAway(tokens, from + k, clauseStart)) ||
      // "the least aggressive fish alive", not "at least he's calm"
      (w === "least" && tokens[from + k - 1] !== "at"),
  );
  if (at < 0 || before.slice(at + 1).some((w) => STOP_WORDS.has(w))) return -1;
  // "not afraid of thunder" is no aversion.
  if (AVERSIONS.has(before[at]!) && before.slice(0, at).some((w) => NEGATIONS.has(w))) return -1;
  return from + at;
}

/**
 * Words past which a denial reaches further: coming close ("won't go near", "won't set foot in"), a measure
 * ("not much of a swimmer"), a way of putting it ("not what you'd call brave", "wouldn't describe her as shy").
 */
const REACHING_WORDS = new Set(["near", "anywhere", "foot", "paw", "toe", "call", "describe"]);
/** Verbs of going out, past which a refusal reaches: "won't go out in the rain". */
const GOING_OUT = new Set(["go", "goes", "going", "step", "steps", "venture", "ventures"]);
/** Whether the "than" at `than` sets what follows below what came before: "more X than", "rather than". */
function comparedAway(tokens: readonly string[], than: number, clauseStart: number): boolean {
  if (tokens[than - 1] === "rather") return true;
  return tokens.slice(Math.max(clauseStart, than - 5), than).includes("more");
}

/** Degrees between "nothing" and the theme ruled out: "nothing too spooky", "nothing overly girly". */
const NOTHING_DEGREES = new Set(["too", "overly", "very", "super", "remotely"]);

/**
 * What may follow "nothing X": "nothing fast about him", "nothing orange please", "nothing girly.",
 * "please nothing grey-themed", "nothing food related", "nothing sea-ish": a theme ruled out for the name.
 */
const NOTHING_ENDS = new Set(
  // ("nothing sea-ish": the "-ish" of a theme.)
  ["about", "please", "pls", "thanks", "", "ish"].concat(
    "themed theme related inspired names name".split(" "),
  ),
);

/** Two words that negate what follows them: "anything but lazy", "far from stupid", "zero interest in talking". */
const NEGATING_PAIRS: ReadonlyMap<string, string> = new Map([
  ["anything", "but"],
  ["far", "from"],
  ["nowhere", "near"],
  ["zero", "interest"],
  // "the opposite of graceful"
  ["opposite", "of"],
]);

/**
 * Roles and traits whose denial says what the pet is, by family: "far from stupid" is clever, "absolutely
 * NOT a guard dog" a soft, friendly soul, "the label said 'fighter'… least aggressive fish alive" a chilled
 * one, "not prickly at all" a gentle sweetheart, "not at all spooky" a brave heart, "nothing thundery about
 * him" a laid-back soul, "not a peep" a quiet one. Words and phrases as tokenised (no apostrophes). Read
 * only when denied: said outright, most of them say nothing (a "fighter" may be a brave little survivor).
 */
const DENIED_FAMILIES: readonly [Concept[], string][] = [
  [["clever"], "stupid|dumb|daft|dim|dopey|brainless"],
  // "not a good boy today": a rascal, not a fighter
  [["mischievous"], "good boy|good girl|best boy|best girl"],
  // "wouldn't hurt a fly", "never harmed a soul": a gentle soul, however big
  [
    ["gentle", "sweet"],
    "hurt a fly|harm a fly|hurt a soul|harm a soul|hurt anyone|hurt anybody|hurt a thing",
  ],
  // what a guard is for: a soft lump who loves everyone
  [
    ["friendly", "gentle", "cuddly"],
    "guard dog|guard|guardian|guard cat|watchdog|watch dog|attack dog|protector|bodyguard|security guard|killer|beast|monster|brute|bruiser|tough guy|hard man|menace|scary|intimidating|menacing|vicious|dangerous|savage",
  ],
  // a fighter or a bully: a chilled, gentle soul
  [
    ["calm", "gentle"],
    "fighter|fighters|fighting|fighting fish|warrior|battle|battler|brawler|bully|scrapper|aggressive|aggro|hostile|territorial",
  ],
  // prickly in temper: a sweetheart
  [
    ["gentle", "cuddly", "friendly"],
    "prickly|spiky|spikey|thorny|snappy|snippy|grouchy|crabby|cranky|grumpy|moody|nasty|bitey|nippy",
  ],
  // easily frightened: a brave heart
  [
    ["brave"],
    "spooky|spooks|spooker|flighty|nervy|jumpy|highly strung|scaredy|scaredy cat|wimp|wuss|coward|fearful",
  ],
  // "never shuts up", "won't pipe down": a chatterbox
  [["vocal"], "shuts up|shut up|stops talking|stop talking|pipes down|pipe down|stops chattering"],
  // a storm of a pet: a laid-back soul
  [
    ["calm"],
    "thundery|stormy|wild|fiery|hot headed|hothead|explosive|hyper|manic|livewire|firecracker|whirlwind|tornado|hurricane",
  ],
  // a racer: an unhurried plodder
  [["slow", "calm"], "racehorse|race horse|racer|speedster|sprinter|speed demon|zoomy|speedy|fast"],
  // a show animal: a down-to-earth, scruffy goofball
  [
    ["goofy", "scruffy"],
    "show horse|show pony|show dog|show cat|show rabbit|show bunny|show animal|prima donna|prissy|dainty|ladylike|pampered",
  ],
  // a chatterbox: a pet of few words
  [
    ["quiet", "calm"],
    "peep|peeps|cheep|tweet|squeak|squeaks|a sound|a noise|word|chatterbox|talker|chatty|talkative|yappy|barker|squawker|noisy|loud|say a thing|say anything|say a word|say much|says a thing|says anything|says a word|says much|make a sound|makes a sound",
  ],
];
export const NEGATED_WORDS: ReadonlyMap<string, Concept[]> = new Map(
  DENIED_FAMILIES.flatMap(([means, words]) => words.split("|").map((w) => [w, means] as const)),
);
/** Words after a denied word that make it a theme ruled out for the name: "no spooky names". */
const RULED_OUT_ENDS = new Set("name names please pls stuff themed theme related ones vibes".split(" "));
/** Of those, the words that name a kind of name: "no ocean or beach names", "nothing water themed". */
const NAME_KIND_ENDS = new Set("name names themed theme related ones vibes".split(" "));
/**
 * Whether a theme denied at i, of `length` words, is ruled out for the name rather than denied of the pet:
 * "no spooky names", "no ocean or beach names please", "nothing sea themed". A theme the owner won't have
 * says nothing of what the pet is, so no opposite of it is read.
 */
export function ruledOutForName(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseEnd: number,
): boolean {
  const after = i + length;
  if (RULED_OUT_ENDS.has(tokens[after] ?? "")) return true;
  for (let k = after; k < Math.min(clauseEnd, after + 4); k++)
    if (NAME_KIND_ENDS.has(tokens[k]!)) return true;
  return false;
}
/** The longest phrase of NEGATED_WORDS, in words. */
const NEGATED_WORDS_MAX = Math.max(...[...NEGATED_WORDS.keys()].map((w) => w.split(" ").length));

/**
 * A role or trait denied at i that no concept of the lexicon carries the opposite of ("not prickly at
 * all", "not a peep", "nothing thundery about him"): what the pet is instead, the words denied and the
 * owner's phrase whole. A denial proper ("not", "never", "least"), not a dislike ("hates noise").
 */
export function deniedRoleAt(
  tokens: string[],
  i: number,
  clauseStart: number,
  clauseEnd: number,
): { means: Concept[]; length: number; said: string } | undefined {
  for (let length = Math.min(NEGATED_WORDS_MAX, clauseEnd - i); length >= 1; length--) {
    const phrase = tokens.slice(i, i + length).join(" ");
    const means = NEGATED_WORDS.get(phrase);
    if (!means) continue;
    // "PLEASE no spooky names", "nothing fighty please": a theme ruled out for the name, not the pet.
    if (ruledOutForName(tokens, i, length, clauseEnd)) return undefined;
    const negation = negationBefore(tokens, i, clauseStart);
    if (negation < 0 || AVERSIONS.has(tokens[negation]!)) return undefined;
    if (!tokens.slice(negation + 1, i).every((w) => CONTRARY_GLUE.has(w))) return undefined;
    return { means, length, said: negatedPhrase(tokens, negation, i + length, clauseEnd).join(" ") };
  }
  return undefined;
}

/** What a pet is when it is not the other: "not shy" is bold and friendly, "never barks" is quiet. */
export const NEGATED_MEANS: Partial<Record<Concept, Concept[]>> = {
  shy: ["brave", "friendly"],
  // "not the brightest", "not very clever": a lovable goof
  clever: ["goofy"],
  // "the opposite of graceful", "not exactly elegant": a clumsy goof
  graceful: ["goofy"],
  // "nothing brave about him", "not sweet at all": a scaredy, a feisty one
  brave: ["shy"],
  sweet: ["fierce"],
  // "not a lap cat", "not a cuddler": aloof, a queen who judges from the top of the fridge
  cuddly: ["independent", "regal"],
  vocal: ["quiet", "calm"],
  fast: ["slow", "calm"],
  lazy: ["energetic"],
  calm: ["energetic"],
  energetic: ["calm"],
  friendly: ["independent"],
  // "never bites", "not aggressive": a gentle soul
  fierce: ["gentle", "sweet"],
  fluffy: ["sleek"],
  tiny: ["big"],
  big: ["tiny"],
  // "anything but slow", "never quiet", "not naughty at all": the other end of each
  // (not sleep: "doesn't sleep on the bed" says where, not how much)
  slow: ["fast"],
  quiet: ["vocal"],
  playful: ["calm"],
  grumpy: ["happy", "sweet"],
  happy: ["grumpy"],
  mischievous: ["sweet"],
  goofy: ["graceful"],
  independent: ["cuddly", "loyal"],
  loyal: ["independent"],
  // "not bossy", "not protective at all": what a guard's denial makes a pet (as "not a guard dog")
  boss: ["friendly", "gentle"],
};
/** What a pet is that shuns a thing, however the owner says it: "won't go near water", "water is lava". */
export const SHUNNED_MEANS: Partial<Record<Concept, Concept[]>> = {
  water: ["sun"],
  // "hates the cold and won't set foot in snow": a summer, sun-loving soul
  snow: ["sun", "summer"],
  cuddly: ["independent"],
};
/** Handling a pet shuns, and what that makes it: "hates being picked up" is a wriggly escape artist. */
export const SHUNNED_HANDLING: ReadonlyMap<string, Concept[]> = new Map(
  ["picked up", "being picked up", "being held", "be held", "held"].map((phrase) => [
    phrase,
    ["escape", "independent"],
  ]),
);

/**
 * Whether a denial is the owner correcting the word rather than denying the trait: "not so much shy as
 * cautious", "doesn't bark so much as yodel". The trait after "as" is the pet; no opposite is read.
 */
export function correctedWord(tokens: readonly string[], negation: number, end: number): boolean {
  if (tokens[end] === "as" && tokens.slice(negation + 1, end).includes("much")) return true;
  return tokens[end] === "so" && tokens[end + 1] === "much" && tokens[end + 2] === "as";
}

/** Words that may stand between a negation and what the pet is not: "not at all shy", "isn't a very vocal". */
export const NEGATION_GLUE = new Set([
  // "has never once meowed", "not once barked": the denial stressed
  "once",
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
  // "not one aggressive bone", "doesn't have a mean bone in her body", "hasn't got a nasty streak"
  "one",
  "single",
  "have",
  "has",
  "got",
  // "hardly ever barks", "never even growls", "has never been a cuddler", "no longer shy"
  "ever",
  "even",
  "been",
  "longer",
  // "not exactly brave", "not remotely fast", "not particularly friendly", "not overly fond": a denial softened
  "exactly",
  "remotely",
  "particularly",
  "overly",
  "especially",
  "terribly",
  // "not the most graceful", "by no means slow", "in no way shy"
  "most",
  "means",
  "way",
  // "not what you'd call brave", "wouldn't describe him as shy"
  "what",
  "youd",
  "call",
  "describe",
  "as",
  "him",
  "her",
  // the second word of "anything but", "far from", "nowhere near", "zero interest in"
  "but",
  "from",
  "near",
  "interest",
]);

/** What a denial may end on: "hates loud noises", "isn't scared of anything". */
const NAMED_THINGS = new Set(["noises", "noise", "sounds", "music", "voices", "bangs"]);
const ANY = new Set(["anything", "everything", "nothing", "much", "anyone", "anybody", "strangers"]);
/** Words after a negated trait that still name the pet: "not a timid bunny", "not a morning person". */
const NAMED_PET = new Set([...PET_NOUNS, "person", "people", "type", "kind", "sort"]);

/**
 * The owner's phrase whole from the negation at `from` up to `until`: the pet noun after it ("not a cuddly
 * cat", "not a morning person"), and "at all" ("not dirty at all"), so a reason quotes what was written.
 */
export function negatedPhrase(tokens: string[], from: number, until: number, clauseEnd: number): string[] {
  let end = until;
  const next = tokens[end];
  if (
    end < clauseEnd &&
    next &&
    (NAMED_PET.has(next) || NAMED_THINGS.has(next) || (lookup(next)?.species.length ?? 0) > 0)
  )
    end++;
  // "isn't scared of anything", "not dirty at all"
  const [one, two] = [tokens[end], tokens[end + 1] ?? ""];
  if (end + 1 < clauseEnd && ((one === "at" && two === "all") || (one === "of" && ANY.has(two)))) end += 2;
  // "does NOT talk much"
  else if (end < clauseEnd && one === "much") end++;
  return tokens.slice(from, end);
}

/** Words no concept carries whose denial says what the pet is: "not a morning person", "never muddy". */
const CONTRARY_WORDS: ReadonlyMap<string, ContraryId> = new Map<string, ContraryId>([
  ...["morning", "mornings", "morning person", "early riser", "early bird"].map(
    (w) => [w, "late-riser"] as const,
  ),
  // "NOT a night owl", "not nocturnal at all", "not a night person": up with the sun.
  ...[
    "night owl",
    "nocturnal",
    "night person",
    "night bird",
    "late riser",
    "late sleeper",
    "lie in",
    "sleepyhead",
  ].map((w) => [w, "early-riser"] as const),
  ...["dirty", "muddy", "messy", "smelly", "stinky", "grubby", "mucky", "filthy", "grimy"].map(
    (w) => [w, "clean"] as const,
  ),
]);
/** Words that name a fussy eater outright: "a picky eater", "such a fusspot". */
const FUSSY_WORDS = new Set(["fussy", "picky", "fusspot", "finicky"]);
/** Words that may come between a denial and what the pet is not: "never gets muddy", "isn't ever dirty". */
const CONTRARY_GLUE = new Set([
  ...NEGATION_GLUE,
  "gets",
  "get",
  "got",
  "getting",
  "been",
  "be",
  "ever",
  "even",
  "do",
]);
const NOSE_TURNS = new Set(["turns", "turned", "turning", "turn"]);

/**
 * What the owner says the pet is not, where no concept carries it ("not a morning person", "not dirty at
 * all", "turns her nose up at pellets", "a picky eater"): the set it calls for and
 * the owner's phrase whole, or undefined.
 */
export function contraryAt(
  tokens: string[],
  i: number,
  clauseStart: number,
  clauseEnd: number,
): { id: ContraryId; said: string } | undefined {
  const word = tokens[i]!;
  // "turns his nose up at pellets": a fussy eater.
  if (word === "nose" && tokens[i + 1] === "up" && NOSE_TURNS.has(tokens[i - 2] ?? "")) {
    const end = tokens[i + 2] === "at" && i + 3 < clauseEnd ? i + 4 : i + 2;
    return { id: "fussy", said: tokens.slice(i - 2, end).join(" ") };
  }
  const negation = negationBefore(tokens, i, clauseStart);
  // "isn't fussy" is no fussy eater.
  if (FUSSY_WORDS.has(word) && negation < 0) {
    const end = tokens[i + 1] === "eater" ? i + 2 : i + 1;
    return { id: "fussy", said: tokens.slice(i, end).join(" ") };
  }
  if (negation < 0 || !tokens.slice(negation + 1, i).every((w) => CONTRARY_GLUE.has(w))) return undefined;
  const two = `${word} ${tokens[i + 1] ?? ""}`;
  const length = i + 1 < clauseEnd && CONTRARY_WORDS.has(two) ? 2 : 1;
  const id = CONTRARY_WORDS.get(length === 2 ? two : word);
  if (!id) return undefined;
  return { id, said: negatedPhrase(tokens, negation, i + length, clauseEnd).join(" ") };
}

/** Ideas too broad to rule out by one word: a pet that won't touch bananas still loves mango. */
export const BROAD = new Set<Concept>(["food", "outdoors"]);
/** Ideas that only mean something as what the pet takes itself for: "believes he's a person". */
export const IDENTITY_ONLY = new Set<Concept>(["human"]);

/** Who the pet is, after a verb of belief: "thinks hes", "sure that she is", "convinced they are". */
const SUBJECTS = [
  ["hes"],
  ["shes"],
  ["he", "is"],
  ["she", "is"],
  ["its"],
  ["it", "is"],
  ["they", "are"],
  ["theyre"],
];
/** Verbs of belief that, before "he's"/"she's", say what the pet takes itself for: "thinks he's a kangaroo". */
export const BELIEF_VERBS = new Set(
  "thinks believes convinced certain sure swears insists reckons positive pretends".split(" "),
);

/**
 * An animal's word that, with the next, names no animal: "acts like a proper cat burglar", "top dog",
 * "a real party animal", "an eager beaver". The pet takes itself for a thief, not a cat.
 */
const SPECIES_IDIOMS = new Set([
  "cat burglar",
  "cat burglars",
  "cat nap",
  "cat naps",
  "fat cat",
  "copy cat",
  "cool cat",
  "top dog",
  "under dog",
  "hot dog",
  "sea dog",
  "dog tired",
  "dogs dinner",
  "dogs breakfast",
  "party animal",
  "busy bee",
  "eager beaver",
  "social butterfly",
  "bird brain",
  "pig out",
  "pigs out",
  "cash cow",
]);
/** Whether the animal's word at i begins an idiom that names no animal ("cat burglar", "top dog" at "dog"). */
export function speciesIdiom(tokens: string[], i: number): boolean {
  const two = `${tokens[i]} ${tokens[i + 1] ?? ""}`;
  return SPECIES_IDIOMS.has(two) || SPECIES_IDIOMS.has(`${tokens[i - 1] ?? ""} ${tokens[i]}`);
}
/** Phrases after which the owner says what the pet takes itself for: "thinks hes", "acts like a". */
export const IDENTITY_OPENERS = [
  ...[...BELIEF_VERBS].flatMap((verb) =>
    SUBJECTS.flatMap((subject) => [
      [verb, ...subject],
      [verb, "that", ...subject],
    ]),
  ),
  // "thinks of herself as", "sees himself as", "fancies herself a", "believes herself to be"
  ...["herself", "himself", "itself"].flatMap((self) => [
    ["thinks", "of", self, "as"],
    ["sees", self, "as"],
    ["fancies", self],
    ["considers", self],
    ["believes", self, "to", "be"],
    // "has appointed herself site foreman", "crowned himself king of the sofa", "promoted herself to manager"
    ...["appointed", "appoints", "crowned", "crowns", "declared", "declares"].flatMap((verb) => [
      [verb, self],
      [verb, self, "as"],
    ]),
    ["promoted", self, "to"],
  ]),
  // "has decided he's the landlord" (not "that's decided. she's a corn snake")
  ...SUBJECTS.flatMap((subject) => [
    ["has", "decided", ...subject],
    ["has", "decided", "that", ...subject],
  ]),
  // "the self-appointed foreman"
  ["self", "appointed"],
  ["selfappointed"],
  ["acts", "like"],
  ["behaves", "like"],
  ["acts", "as", "if", "shes"],
  ["acts", "as", "if", "hes"],
  ["pretends", "to", "be"],
  ["identifies", "as"],
  ["basically", "a"],
  ["basically", "an"],
  ["honestly", "a"],
  ["honestly", "an"],
  // "in her head she's a lion"
  ["in", "her", "head"],
  ["in", "his", "head"],
];
/** "favourite", "fave": what the pet loves most follows, or is said before ("her other favourite is"). */
export const FAVOURITE_WORDS = new Set(["favourite", "favorite", "fave", "fav", "faves", "favs"]);
/** Phrases right before what the pet loves most: "obsessed with", "crazy about", "her favourite". */
export const LOVE_OPENERS = [
  ...[...FAVOURITE_WORDS].map((word) => [word]),
  ...[
    "loves",
    "adores",
    "obsessed with",
    "addicted to",
    "crazy about",
    "crazy for",
    "nuts for",
    "nuts about",
    "mad about",
    "anything for",
    "lives for",
    "begs for",
    // "his whole thing is his dust bath", "her whole personality is a squeaky pickle": the pet's one obsession.
    // ("her favourite thing in the world is ice cubes": what comes after the world, past the favourite's reach.)
    "whole thing is",
    "whole personality is",
    "entire personality is",
    "whole identity is",
    "whole world is",
    "entire world is",
    "whole wide world is",
    "in the world is",
    "whole life is",
    "in life is",
  ].map((phrase) => phrase.split(" ")),
];
/**
 * More ways to say it: things.ts and spoken-things.ts read what the pet loves after these too. The reader's
 * focus (FOCUS_OPENERS) keeps to LOVE_OPENERS: taking these in as well put a loved snack's own name into a
 * list the owner's likeness leads.
 */
export const MORE_LOVE_OPENERS = [
  "devours",
  "hooked on",
  "partial to",
  "weakness for",
  "soft spot for",
  "mad for",
  "wild for",
  "goes wild for",
  "bonkers for",
  "bonkers about",
  "gaga for",
  "gaga over",
  "potty about",
  "dotty about",
  "daft about",
  "bananas for",
  "soul for",
  "cant get enough",
  "cant resist",
  "goes everywhere with",
  "best friend is",
  // "screams for coriander every morning", "wheeks for cucumber", "barks for cheese": a pet's voice raised for it
  ...[
    "screams",
    "screaming",
    "squeals",
    "wheeks",
    "shrieks",
    "yells",
    "cries",
    "barks",
    "meows",
    "squawks",
    "whinnies",
  ].map((voice) => `${voice} for`),
].map((phrase) => phrase.split(" "));
/** Phrases after which the owner names what the pet looks like or loves most. */
export const FOCUS_OPENERS = [
  ["looks", "like"],
  ["look", "like"],
  ["like", "a"],
  ["like", "an"],
  ["shaped", "like"],
  ...LOVE_OPENERS,
  ["basically", "a"],
  // "a bit of a diva", "such a goofball", "a total sweetheart": what the owner calls the pet
  ["bit", "of", "a"],
  ["bit", "of", "an"],
  ["such", "a"],
  ["such", "an"],
  ["total"],
  ["absolute"],
  ["proper"],
];
/** Words after which the owner has named what they love: "Harry Potter obsessed", "a Red Sox family". */
const FOCUS_CLOSERS = new Set([
  ...FANDOM_WORDS,
  "household",
  "family",
  // "it has to be space names", "another pokemon name"
  "name",
  "names",
]);
export const FILLER = new Set([
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
export const SCOPE = 4;
/** Words an owner repeats without dwelling on them. */
const COMMON_WORDS = new Set(
  "when with that this from have they them then than what just like very into over your their there about been were will would could also loves love always every everything really where which while only some much more most even still thing things time times".split(
    " ",
  ),
);

/** Words that turn a sentence to another pet: "her sister's jet black", "our older dog is a whippet". */
export const KIN_WORDS = new Set("sister sisters sis brother brothers bro sibling siblings".split(" "));
/** The pets it shares a home with: "her cagemate Kiwi", "tankmates are Nemo and Dory". */
export const MATE_WORDS = new Set(
  // Every home pets share makes a mate: "her littermate is a chocolate buck", "his stablemate Pearl".
  "cage tank hutch house bond litter stable field pen run paddock pasture barn kennel herd flock aviary coop viv vivarium bowl pond"
    .split(" ")
    .flatMap((home) => [`${home}mate`, `${home}mates`]),
);
const OTHER_WORDS = new Set("other older younger previous last first actual real resident".split(" "));
/** "we got our first bunny", "this is our first horse": the pet itself, not one before it. */
const GETTING = new Set(
  // "my grandson has his first hamster", "shes my first cat"
  "got get getting bought buying adopted adopting rescued brought welcomed finally is its this has have hes shes".split(
    " ",
  ),
);
/** "our old heeler is called Blue", "our late bearded dragon Spike": a pet gone before, named by its kind. */
const BEFORE_WORDS = new Set(["old", "late"]);
/** A kind of animal in the one or two words at i: "heeler", "bearded dragon". */
const kindAt = (tokens: string[], i: number) =>
  (lookup(tokens[i] ?? "")?.species.length ?? 0) > 0 ||
  (tokens[i + 1] !== undefined && (lookup(`${tokens[i]} ${tokens[i + 1]}`)?.species.length ?? 0) > 0);
const OWNERS = new Set("our my his her their the".split(" "));
/** Words between an owner and a kin word: "her half brother", "his big sister", "our little bro". */
const KIN_KINDS = new Set("half step twin big little older younger baby".split(" "));
/**
 * The pet's parents: "her mum was jet black", "his dad is a red merle", "the sire is a grey". Only the pet's
 * ("her", "his", "the sire"): "my mum" is the owner's, and what follows is no other pet.
 */
const PARENT_WORDS = new Set(
  "mum mom mother mam mama mummy momma dad father daddy papa sire dam parents".split(" "),
);
const PEDIGREE_WORDS = new Set(["sire", "dam"]);
const ownedKin = (tokens: string[], i: number) =>
  (KIN_WORDS.has(tokens[i]!) &&
    (OWNERS.has(tokens[i - 1] ?? "") ||
      (KIN_KINDS.has(tokens[i - 1] ?? "") && OWNERS.has(tokens[i - 2] ?? "")))) ||
  (PARENT_WORDS.has(tokens[i]!) &&
    (PETS_OWN.has(tokens[i - 1] ?? "") || (PEDIGREE_WORDS.has(tokens[i]!) && tokens[i - 1] === "the")));
/** Words of a coat's shade before a colour: "his solid red brother", "her pale grey sister". */
const SHADES = new Set("solid pure plain pale light dark deep bright".split(" "));
/** "his red merle brother went to my cousin", "her all-black sister": the looks before the kin are the kin's. */
function kinAfterLooks(tokens: string[], i: number): boolean {
  if (!OWNERS.has(tokens[i]!)) return false;
  for (let k = i + 1; k < i + 4; k++) {
    const word = tokens[k] ?? "";
    if (KIN_WORDS.has(word)) return k > i + 1;
    const look = SHADES.has(word) || lookup(word)?.concepts.some((c) => COAT_LOOKS.has(c)) === true;
    if (!look) return false;
  }
  return false;
}
/** "our other dog Meg does the herding — this one thinks he's a sheep": the pet again. */
const THIS_ONE = new Set("one guy girl boy lad lass fella chap".split(" "));
/** The pet's companions: "her mate is a bright green cock bird", "his field buddy is a black Fell pony". */
const COMPANION_WORDS = new Set("mate buddy friend companion pal bestie partner".split(" "));
const PETS_OWN = new Set(["her", "his", "its", "their"]);
/** "shares the tank with five bright orange platies", "lives with an all-white pig": another pet follows. */
const SHARING_WORDS = new Set(
  "share shares shared sharing lives living live housed bonded paired".split(" "),
);
const SOMEONE = new Set("a an the our my her his their two three four five six some".split(" "));
/** A word that tells of the companion: its colour, its kind, or its name ("a black moor called Smudge"). */
const describesAnother = (word: string) =>
  word === "called" || word === "named" || isColour(word) || (lookup(word)?.species.length ?? 0) > 0;
/** "…called Pippin so not that one": the owner turns back to the pet. */
const TURNS_BACK = new Set("so but because now".split(" "));

/**
 * Where the words about another pet end if they start at i ("her sister who is more of a blueberry girl",
 * "our last fish Magikarp"), else -1: its looks and name are not this pet's.
 */
export function otherPetEnd(tokens: string[], i: number, sentenceEnd: number): number {
  const word = tokens[i]!;
  const next = tokens[i + 1] ?? "";
  const another =
    MATE_WORDS.has(word) ||
    ownedKin(tokens, i) ||
    kinAfterLooks(tokens, i) ||
    (OWNERS.has(tokens[i - 1] ?? "") &&
      OTHER_WORDS.has(word) &&
      !(word === "first" && GETTING.has(tokens[i - 2] ?? "")) &&
      (PET_NOUNS.has(next) || (lookup(next)?.species.length ?? 0) > 0)) ||
    (OWNERS.has(tokens[i - 1] ?? "") && BEFORE_WORDS.has(word) && kindAt(tokens, i + 1)) ||
    (COMPANION_WORDS.has(word) &&
      (PETS_OWN.has(tokens[i - 1] ?? "") ||
        (PETS_OWN.has(tokens[i - 2] ?? "") && !OWNERS.has(tokens[i - 1]!)))) ||
    ((word === "with" || word === "alongside") &&
      SOMEONE.has(next) &&
      tokens.slice(Math.max(0, i - 3), i).some((w) => SHARING_WORDS.has(w)) &&
      tokens.slice(i + 1, i + 6).some(describesAnother)) ||
    (word === "doors" && tokens[i - 1] === "next") ||
    // "the neighbours' cat", not "whistles the Neighbours theme": a phrase the lexicon knows is the show.
    ((word === "neighbours" || word === "neighbors") && !lookup(`${word} ${next}`));
  if (!another) return -1;
  let end = i + 1;
  while (
    end < sentenceEnd &&
    !TURNS_BACK.has(tokens[end]!) &&
    !(tokens[end] === "this" && THIS_ONE.has(tokens[end + 1] ?? ""))
  )
    end++;
  return end;
}

/** Who holds a view the owner then answers: "everyone says…", "people assume…". */
export const OPINIONS = new Set(
  // "the pet shop label said 'fighter' … but", "the breeder told us she'd stay tiny … but"
  "everyone everybody everyones everybodys people they most all label labels breeder breeders shop vet listing advert".split(
    " ",
  ),
);
export const OPINING = new Set(
  // "the vet wrote 'calico' on her card but she's really a tortie": a view written down is a view too.
  "says say said saying thinks think thought assumes assume assumed expects expect expected reckons reckon told tell tells idea ideas guess suggest suggests suggesting suggested suggestion wrote writes written labelled labeled listed".split(
    " ",
  ),
);
/** How far a view may run before the owner's answer: "everyone says … because she's a brown tabby, but". */
const VIEW_REACH = 20;
/** Words that open the owner's answer to a view in the next sentence: "…bunnies are sweet. Not this one!!" */
const ANSWERS = new Set(["not", "nope", "nah", "wrong"]);

/**
 * Where a view of others ends if one starts at i and the owner answers it ("everyone says she looks like
 * a tiger because she's a brown tabby, but…", "everyone told us bunnies are sweet. Not this one!"), else
 * -1: what others say is no reading of the pet.
 */
export function answeredViewEnd(tokens: string[], i: number, sentenceEnd: number): number {
  if (!OPINIONS.has(tokens[i]!)) return -1;
  // "everyone says", "people at work keep saying": the view's speakers may be placed first.
  const opining = tokens.slice(i + 1, Math.min(i + 5, sentenceEnd)).findIndex((w) => OPINING.has(w));
  if (opining < 0) return -1;
  const until = Math.min(i + VIEW_REACH, sentenceEnd);
  // "everyone told me they chatter all day, well this one doesn't say a thing"
  for (let at = i + 2; at < until; at++)
    if (tokens[at] === "but" || (tokens[at] === "this" && THIS_ONE.has(tokens[at + 1] ?? ""))) return at;
  return sentenceEnd < i + VIEW_REACH && ANSWERS.has(tokens[sentenceEnd] ?? "") ? sentenceEnd : -1;
}

/** Words of the owner's answer that deny the view: "but he is absolutely NOT one", "this one doesn't". */
const DENYING = new Set("not isnt aint nope never least doesnt dont wont cant".split(" "));
/** Who the owner's answer is about: "but she is not", "but he's really not". */
const ANSWER_SUBJECTS = new Set(
  // "but he is absolutely NOT one", "but honestly he is the least aggressive fish alive"
  "she he it they shes hes its theyre is isnt s really honestly actually absolutely definitely certainly totally completely most very much so just simply the".split(
    " ",
  ),
);
/**
 * Whether the owner's answer at `but` denies the view ("everyone assumes she's scary but she is not at all",
 * "people think he's lazy but he isn't"): what the view said is then what the pet is not.
 */
export function answerDenies(tokens: string[], but: number): boolean {
  // "…bunnies are sweet. Not this one!!"
  if (ANSWERS.has(tokens[but] ?? "")) return true;
  const thisOne = tokens[but] === "this" && THIS_ONE.has(tokens[but + 1] ?? "");
  if (tokens[but] !== "but" && !thisOne) return false;
  for (let at = but + (thisOne ? 2 : 1); at < but + 7; at++) {
    const w = tokens[at];
    if (w === undefined) return false;
    if (DENYING.has(w)) return true;
    if (!ANSWER_SUBJECTS.has(w)) return false;
  }
  return false;
}

/** Where the owner's denying answer at `but` ends, with what it denies: "but he is absolutely NOT one". */
export function answerEnd(tokens: string[], but: number): number {
  let at = but + 1;
  while (at < tokens.length && !DENYING.has(tokens[at]!)) at++;
  return Math.min(tokens.length, at + 2);
}

/** Below the first weight a pet of that kind is small, above the second big (kilograms). */
const SIZE_BY_WEIGHT: Partial<Record<Species, [number, number]>> = {
  dog: [7, 30],
  cat: [3, 7],
  rabbit: [1.5, 5],
};
const WEIGHT = /\b(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds)\b/i;
/** A horse's height in hands: "18.2hh" is a giant, "11hh" a tiny pony. */
const HANDS = /\b([6-9]|1\d|2[0-2])(?:\.[0-3])?\s*(?:hh|hands)\b/i;
const HORSE_HANDS: [number, number] = [11, 17];

/** The size a written weight gives a pet of its kind ("4kg" is a tiny dog, "62 kg" a big one), if any. */
export function sizeByWeight(
  description: string,
  species: Species | undefined,
): { concept: "tiny" | "big"; written: string } | undefined {
  // "hh" is said only of horses, so the height tells the size when no other word names the kind.
  const hands = species === "horse" || species === undefined ? HANDS.exec(description) : null;
  if (hands) {
    const height = Number(hands[1]);
    if (height <= HORSE_HANDS[0]) return { concept: "tiny", written: hands[0] };
    if (height >= HORSE_HANDS[1]) return { concept: "big", written: hands[0] };
  }
  const found = WEIGHT.exec(description);
  // Whatever the kind, a pet of 40 kg or more is a big one ("kunekune pig, about 90kg"), unless its kind
  // has its own range.
  const range = species && species !== "other" ? SIZE_BY_WEIGHT[species] : ([0, 40] as [number, number]);
  if (!found || !range) return undefined;
  const kg = Number(found[1]) * (found[2]!.toLowerCase().startsWith("k") ? 1 : 0.4536);
  const [small, large] = range;
  if (kg <= small) return { concept: "tiny", written: found[0] };
  if (kg >= large) return { concept: "big", written: found[0] };
  return undefined;
}

/** Whether "name" or "names" follows within three words: "the grandest name possible", "cute names pls". */
/** Words of a name the owner asks for, before what it is for: "a name for a quiet fella", "something that suits". */
const ASKING_FOR = new Set(["name", "names", "something", "one"]);
const SUITING = new Set(["suits", "suit", "fits", "fit", "matches", "match"]);
/**
 * Whether the owner asks for a name for what the pet is, before the word at i: "a name for a quiet fella
 * please", "something that suits a big timid softie", "a name that fits a grump".
 */
export function asksForNameBefore(tokens: string[], i: number, sentenceStart: number): boolean {
  for (let at = i - 1; at >= Math.max(sentenceStart, i - 4); at--) {
    const w = tokens[at]!;
    if (w === "for" && ASKING_FOR.has(tokens[at - 1] ?? "")) return true;
    // "suits a big timid softie" names what the pet is; "suits the attitude" looks back at a trait told.
    if (SUITING.has(w))
      return (
        (tokens[at + 1] === "a" || tokens[at + 1] === "an") &&
        tokens.slice(Math.max(sentenceStart, at - 3), at).some((v) => ASKING_FOR.has(v))
      );
    if (w === "and" || w === "but" || TURNS_BACK.has(w)) return false;
  }
  return false;
}

export function asksForName(tokens: string[], after: number): boolean {
  const next = tokens.slice(after, after + 3);
  const at = next.findIndex((w) => w === "name" || w === "names");
  return at >= 0 && !next.slice(0, at).some((w) => TURNS_BACK.has(w) || w === "and");
}

/** Words that only stress an opener: "acts exactly like a cat", "fully convinced she's a rottweiler". */
const STRESS_WORDS = new Set(
  "exactly just totally literally really fully absolutely completely genuinely honestly definitely truly actually so 100".split(
    " ",
  ),
);

/**
 * "a dog in a cat's body", "a lion trapped in a hamster's body": the animal just named is the one the pet
 * takes itself for.
 */
export function inAnothersBody(tokens: string[], after: number): boolean {
  let at = after;
  if (tokens[at] === "trapped" || tokens[at] === "stuck") at++;
  if (tokens[at] !== "in" || !["a", "an", "the"].includes(tokens[at + 1] ?? "")) return false;
  return tokens.slice(at + 3, at + 6).some((w) => w === "body" || w === "bodies");
}

/** Openers by their first word, so a word that starts none is passed over at once. */
const openersByFirst = new WeakMap<string[][], Map<string, string[][]>>();

/** Where an opener ends if one starts at i, else -1. Stress words may come between its words. */
export function openerEnd(tokens: string[], i: number, openers: string[][]): number {
  let byFirst = openersByFirst.get(openers);
  if (!byFirst) {
    byFirst = new Map();
    for (const opener of openers) byFirst.set(opener[0]!, [...(byFirst.get(opener[0]!) ?? []), opener]);
    openersByFirst.set(openers, byFirst);
  }
  for (const opener of byFirst.get(tokens[i]!) ?? []) {
    let at = i;
    const matches = opener.every((word, k) => {
      if (k > 0) while (STRESS_WORDS.has(tokens[at] ?? "")) at++;
      return tokens[at++] === word;
    });
    if (matches) return at;
  }
  return -1;
}

/** Words after which a place follows: "rescued in Nashville", "a street cat from Tokyo". */
const PLACE_INTRODUCERS = new Set(["in", "from", "near", "outside", "around", "at"]);

/**
 * Words the owner dwells on before reading phrase by phrase: what the pet steals, chews, carries or hoards
 * ("steals socks" may well be Socks), what comes before "obsessed", "fans" or "family" ("Harry Potter
 * obsessed"), and any word said twice.
 */
export function dwelledOn(tokens: string[], clauseStarts: number[]): Set<string> {
  const focus = new Set<string>();
  const counts = new Map<string, number>();
  tokens.forEach((token, i) => {
    counts.set(token, (counts.get(token) ?? 0) + 1);
    if (TAKING_VERBS.has(token)) {
      for (const w of tokens.slice(i + 1, i + 4)) if (!FILLER.has(w) && !POSSESSIVES.has(w)) focus.add(w);
    }
    if (FOCUS_CLOSERS.has(token)) {
      for (const w of tokens.slice(Math.max(clauseStarts[i]!, i - 3), i))
        if (!FILLER.has(w) && !COMMON_WORDS.has(w)) focus.add(w);
    }
  });
  for (const [token, count] of counts)
    if (count >= 2 && token.length >= 4 && !COMMON_WORDS.has(token)) focus.add(token);
  return focus;
}

/** The words just after "in", "from", "near", within their clause: where the pet comes from. */
export function placesNamed(tokens: string[], clauseEnds: number[]): Set<string> {
  const places = new Set<string>();
  tokens.forEach((token, i) => {
    if (!PLACE_INTRODUCERS.has(token)) return;
    for (const w of tokens.slice(i + 1, Math.min(i + 3, clauseEnds[i]!))) if (!FILLER.has(w)) places.add(w);
  });
  return places;
}

/**
 * A sentence the owner waves away at its end: "Tank has a blue background which my husband picked, ignore
 * that", "He came over from a yard in Ireland but I don't care about that", "…, not that it matters". What it
 * says (the tank's colour, a place passed through) is nothing of the pet.
 */
const DISMISSAL =
  /(?:^|[\s,;:(—–-])(?:(?:so|but|and|just|please|pls|you can|you could|feel free to)\s+)*(?:ignore (?:that|this|it|those|them|the \w+)|(?:(?:i|we)\s+)?(?:dont|do not|couldnt|could not|really dont|honestly dont) care (?:about|for) (?:that|this|it|those)|(?:which |that |but that |it )?(?:doesnt|does not|dont|do not) matter(?: though| at all| really)?|not that it matters|(?:thats |its |which is )?(?:irrelevant|not relevant))\s*[)]?\s*$/i;

/** The description without the sentences the owner waves away, and the words those sentences said. */
export function withoutDismissed(description: string): { kept: string; dismissed: string[] } {
  const dismissed: string[] = [];
  const kept = description
    .split(/(?<=[.!?\n])/)
    .filter((sentence) => {
      const plain = sentence.replace(/[’']/g, "").replace(/[.!?\n]+\s*$/, "");
      if (!DISMISSAL.test(plain)) return true;
      dismissed.push(
        ...plain
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter(Boolean),
      );
      return false;
    })
    .join("");
  return { kept, dismissed };
}
