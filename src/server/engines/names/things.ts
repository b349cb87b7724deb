/**
 * What the owner says the pet loves, does or looks like ("would sell her soul for a bit of cheddar",
 * "runs on her wheel all night", "looks like a walking mop"): the set of names a person reaches for first
 * for it, with the owner's words to quote. The tables are in data/curated-things.ts.
 */

import type { Species } from "./corpus-types";
import { ACTIVITIES, LIKENESSES, LOVED_FOODS, LOVED_THINGS, type ThingSet } from "./data/curated-things";
import { AVERSIONS, NEGATIONS } from "./lexicon";
import {
  BELIEF_VERBS,
  FAVOURITE_WORDS,
  isAnyColour,
  isColour,
  KIN_WORDS,
  LOVE_OPENERS,
  lookup,
  MARKING_THINGS,
  MATE_WORDS,
  MORE_LOVE_OPENERS,
  THINGS,
} from "./phrase-context";
import type { DescriptionReading } from "./reader";
import { leadsToFavourite } from "./spoken-things";

export interface ThingCue {
  set: ThingSet;
  /** The owner's words for it, as the reason quotes them ("like a little owl", "cheddar"). */
  said: string;
  /** The names, the thing's own first when it is one ("cheddar" → Cheddar, then Brie, Gouda…). */
  names: ThingSet["names"];
  /** A favourite above all others ("favourite thing in the world is coriander"): the owner's main cue. */
  foremost?: true;
}

/** Past forms an owner writes a habit in that no ending rule reaches: "stole his socks", "dug a hole". */
const IRREGULAR_VERBS: ReadonlyMap<string, string> = new Map(
  (
    "ran:run stole:steal stolen:steal dug:dig swam:swim swum:swim ate:eat eaten:eat did:do done:do does:do " +
    "went:go gone:go goes:go got:get gotten:get caught:catch rode:ride ridden:ride flew:fly flown:fly " +
    "sang:sing sung:sing slept:sleep hid:hide hidden:hide threw:throw thrown:throw sat:sit took:take " +
    "taken:take made:make kept:keep spun:spin swung:swing tore:tear torn:tear broke:break broken:break " +
    "brought:bring drove:drive driven:drive leapt:leap crept:creep sprang:spring bitten:bite chewn:chew " +
    "undid:undo undone:undo undoes:undo lying:lie"
  )
    .split(" ")
    .map((pair) => pair.split(":") as [string, string]),
);
const VOWEL = /[aeiouy]/;
/**
 * One key for a word's inflections, so a habit is read however it is written: "steals", "stealing",
 * "stole" → steal; "digs", "digging", "dug" → dig; "escapes", "escaped", "escaping" → escap; "laps" → lap.
 * The key need not be a word; both the tables and the description are read through it.
 */
export function wordKey(word: string, verbs = true): string {
  let w = (verbs && IRREGULAR_VERBS.get(word)) || word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}i`;
  else if (w.endsWith("s") && w.length > 3 && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  else if (verbs && w.endsWith("ing") && VOWEL.test(w.slice(0, -3))) w = w.slice(0, -3);
  else if (verbs && w.endsWith("ed") && !w.endsWith("eed") && VOWEL.test(w.slice(0, -2))) w = w.slice(0, -2);
  if (/[^aeiou]y$/.test(w) && w.length > 2) w = `${w.slice(0, -1)}i`;
  if (w.endsWith("e") && w.length > 2) w = w.slice(0, -1);
  if (w.length > 2 && w.at(-1) === w.at(-2) && !VOWEL.test(w.at(-1)!)) w = w.slice(0, -1);
  return w;
}
/** Words between a verb and its thing that change nothing: "chases HIS tail", "rolls in THE mud". */
const DETERMINERS = new Set("a an the his her its their my our your this that these those some".split(" "));
/** A phrase's words as keys, without its determiners: "chases her tail" → chas tail. */
const keysOf = (words: readonly string[], verbs = true) =>
  words.filter((w) => !DETERMINERS.has(w)).map((w) => wordKey(w, verbs));

/**
 * A table keyed by its phrases' words: a habit's verbs in any form ("stole", "digging"), a thing's nouns in
 * the plural only ("training for the olympics" is no train).
 */
interface Index extends Map<string, { set: ThingSet; length: number }[]> {
  verbs: boolean;
  /** The words as the table writes them: a bare verb it does not list is read only after "will", "to"… */
  written: Set<string>;
}

function index(sets: ThingSet[], verbs: boolean): Index {
  const map = Object.assign(new Map(), { verbs, written: new Set<string>() }) as Index;
  for (const set of sets)
    for (const phrase of set.words) {
      for (const word of phrase.split(" ")) map.written.add(word);
      const keys = keysOf(phrase.split(" "), verbs);
      const key = keys.join(" ");
      const found = map.get(key) ?? [];
      // A set for the pet's own kind ("does laps" of a fish) before the set for any pet.
      if (!found.some((f) => f.set === set)) found.push({ set, length: keys.length });
      found.sort((a, b) => (b.set.species ? 1 : 0) - (a.set.species ? 1 : 0));
      map.set(key, found);
    }
  return map;
}
/** The most words a table's phrase has, determiners aside. */
const longest = (table: Index) => Math.max(...[...table.values()].flat().map((f) => f.length));

let indices: { loved: Index; doing: Index; standout: Index; likeness: Index } | undefined;
const tables = () => {
  indices ??= {
    loved: index([...LOVED_FOODS, ...LOVED_THINGS], false),
    doing: index(ACTIVITIES, true),
    standout: index(
      ACTIVITIES.filter((set) => set.standout),
      true,
    ),
    likeness: index(LIKENESSES, false),
  };
  return indices;
};

/** Words that deny or shun what follows: "doesn't like cheese", "hates swimming", "won't dig". */
const isNegator = (word: string) => NEGATIONS.has(word) || AVERSIONS.has(word);
/** What the owner loves: before the thing ("obsessed with", "sell her soul for"), within its clause. */
const LOVE_BEFORE: string[][] = [
  ...LOVE_OPENERS,
  ...MORE_LOVE_OPENERS,
  ...[
    // Words a few words before the thing may stand in too: "obsessed with", "would sell her soul for".
    "love",
    "loved",
    "obsessed",
    "obsession",
    "sell",
    "sells",
    "addicted",
    "fixated",
    // "goes mad at the doorbell", "barks at the postman", "waits for the bin lorry", "chases bubbles": what
    // the pet lives for, whatever it makes of it.
    "goes mad at",
    "goes nuts at",
    "goes bonkers at",
    "goes crazy at",
    "barks at",
    "waits for",
    "chases",
    // "won't sleep without his teddy", "goes nowhere without her ball": a denial that says love.
    "sleep without",
    "live without",
    "anywhere without",
    "nowhere without",
    "never without",
    // What the pet plays with, watches or lies in all day is its thing too, in any form: "plays in the
    // sprinkler", "rides in the car", "watches the washing machine", "sleeps in the bathroom sink".
    "play with",
    "play in",
    "ride in",
    "ride on",
    "watch",
    "stare at",
    "sit in",
    "sleep in",
    "sleep on",
    "sleep under",
    "lie in",
    "curl up in",
    // "her thing is the weasel war dance": the one thing she is about.
    "her thing is",
    "his thing is",
    "their thing is",
    // "spends all day in the bathroom sink", "spends hours in front of the washing machine".
    "spend",
  ].map((p) => p.split(" ")),
];
/** The same, as keys: "loved", "chasing", "watched" read as love, chase, watch. */
const LOVE_BEFORE_KEYS = LOVE_BEFORE.map((phrase) => phrase.map((w) => wordKey(w)));
/** A food the pet takes is one it loves ("will steal cucumber out of her sister's mouth"); socks are loot. */
const FOOD_TAKEN_KEYS = ["steal", "nick", "pinch", "swipe", "snatch", "pilfer"].map((w) => [wordKey(w)]);
/** …or after it: "a cheese fiend", "polo mints are her favourite", "ball obsessed". */
const LOVE_AFTER = new Set("obsessed addict fiend fanatic favourite favorite monster mad crazy".split(" "));
/** How far a loved thing may sit from the words that say it is loved: "favourite thing in the world is his little bell toy". */
const LOVE_REACH = 7;
/** …or further, when all but a few of the words between only lead to it: "favourite toy by a mile is a little silver bell". */
const LOVE_LEAD = 2;
/** Words that make a favourite the favourite of all: "favourite thing in the world", "absolute fave ever". */
const FOREMOST = new Set("world ever absolute absolutely mile far best one only biggest greatest".split(" "));
/** "her thing is the weasel war dance": the one thing the owner says the pet is about. */
const OWN_THING = new Set("her his their its".split(" "));
/** The words of a favourite, and of an obsession, which ranks the same. */
const FAVOURED = new Set([...FAVOURITE_WORDS, "obsessed", "obsession"]);
/**
 * Words that say the pet is likened to what follows: "like a little owl", "basically a potato", "does a
 * perfect impression of my ringtone", "the exact colour of a Solero".
 */
const LIKENING = new Set(
  "like resembles resembling basically literally lookalike walking living impression impressions impersonation impersonates imitates imitation colour color shade".split(
    " ",
  ),
);
const LIKENESS_REACH = 4;
/** Words that turn a clause to another being: "every other lab", "her brother", "his cagemate". */
const OTHERS = new Set(["other", "another", "others", ...KIN_WORDS, ...MATE_WORDS]);
/** "her other favourite is blueberries" is still hers. */
const LOVE_WORDS = new Set([...FAVOURITE_WORDS, "love", "loves", "obsession"]);
/** "steals the show", "steals hearts": no thief. */
const FIGURATIVE_OBJECTS = new Set("show heart hearts limelight spotlight".split(" "));

interface Hit {
  set: ThingSet;
  at: number;
  length: number;
  /** Where a compound of the same set's things begins: "ginger nut biscuit" is a biscuit from "ginger". */
  lead?: number;
}

/**
 * The things of a table a clause names, longest phrase first, the head noun of "fleece tunnel", each word
 * read through its key ("stole" is steal) and the determiners passed over ("rolls in the mud"). Of the sets
 * a phrase names, the one for the pet's own kind: "does laps" is swimming for a fish, running for a dog.
 */
function hitsIn(clause: string[], table: Index, species?: Species): Hit[] {
  const hits: Hit[] = [];
  const at: number[] = [];
  const keys: string[] = [];
  clause.forEach((word, k) => {
    if (DETERMINERS.has(word)) return;
    at.push(k);
    keys.push(wordKey(word, table.verbs));
  });
  const most = longest(table);
  for (let i = 0; i < keys.length; i++) {
    for (let length = Math.min(most, keys.length - i); length >= 1; length--) {
      const found = table
        .get(keys.slice(i, i + length).join(" "))
        ?.find((f) => !f.set.species || (species !== undefined && f.set.species.includes(species)));
      if (!found) continue;
      const start = at[i]!;
      const end = at[i + length - 1]! + 1;
      if (table.verbs && !doneByThePet(clause, start, table)) continue;
      const previous = hits.at(-1);
      // "purple fleece tunnel": the tunnel is the thing, the fleece what it is made of; "ginger nut biscuit"
      // is one thing, a biscuit whose name begins with a colour.
      const joined = previous && previous.at + previous.length === start;
      if (joined) hits.pop();
      const lead = joined && previous.set === found.set ? (previous.lead ?? previous.at) : undefined;
      hits.push({ set: found.set, at: start, length: end - start, ...(lead === undefined ? {} : { lead }) });
      i += length - 1;
      break;
    }
  }
  return hits;
}

/** Words a plain verb follows when it is one the pet does: "will dig to Australia", "loves to swim". */
const BEFORE_A_PLAIN_VERB = new Set(
  "will would wont can cant could to does doesnt did didnt always never just also and or often".split(" "),
);
/** Someone other than the pet: "comes when I whistle", "we dig the veg patch", "my dad sings". */
const SOMEONE_ELSE = new Set(
  "i im ive we were weve you youre they theyre mum mom dad father mother husband wife partner boyfriend girlfriend nan gran grandad grandpa grandma".split(
    " ",
  ),
);
const inflected = (word: string) => /(s|ing|ed)$/.test(word) || IRREGULAR_VERBS.has(word);
/** Forms that tell of the present, not of one time: "does", "goes", "undoes". */
const PRESENT = new Set(["does", "goes", "undoes"]);
const past = (word: string) => (word.endsWith("ed") || IRREGULAR_VERBS.has(word)) && !PRESENT.has(word);
/**
 * Words before a past form that make it a habit ("has escaped three times", "he's dug up every bulb"), not
 * one time ("stole one off my plate yesterday", "a bed she stole off the dog").
 */
const HABITUAL_PAST = new Set("has have hes shes its had been already always keeps".split(" "));
/**
 * Whether the habit at `at` is the pet's: not someone else's ("comes when I whistle"), and a verb the
 * table does not write as is only after a word that makes it one ("will dig", not "chew bones").
 */
function doneByThePet(clause: string[], at: number, table: Index): boolean {
  const word = clause[at]!;
  if (SOMEONE_ELSE.has(clause[at - 1] ?? "") || SOMEONE_ELSE.has(clause[at - 2] ?? "")) return false;
  if (table.written.has(word)) return true;
  if (past(word)) return HABITUAL_PAST.has(clause[at - 1] ?? "") || HABITUAL_PAST.has(clause[at - 2] ?? "");
  return inflected(word) || BEFORE_A_PLAIN_VERB.has(clause[at - 1] ?? "");
}

const negatedAt = (clause: string[], at: number) => clause.slice(Math.max(0, at - 3), at).some(isNegator);

const startsAt = (clause: string[], at: number, phrase: string[]) =>
  phrase.every((w, k) => clause[at + k] === w);

/** Where the words saying the thing at `at` is loved begin, or -1. */
function lovedFrom(clause: string[], at: number, length: number, set?: ThingSet): number {
  const keys = clause.map((w) => wordKey(w));
  const openers = set?.theme === "foods" ? [...LOVE_BEFORE_KEYS, ...FOOD_TAKEN_KEYS] : LOVE_BEFORE_KEYS;
  for (let from = 0; from < at; from++)
    for (const phrase of openers)
      if (
        startsAt(keys, from, phrase) &&
        // "my father watches every match", "I watch TV": someone else's.
        !SOMEONE_ELSE.has(clause[from - 1] ?? "") &&
        from + phrase.length <= at &&
        (at - (from + phrase.length) <= LOVE_REACH ||
          clause.slice(from + phrase.length, at).filter((w) => !leadsToFavourite(w)).length <= LOVE_LEAD)
      ) {
        // "loves strawberries but hates dandelions": the love does not reach past a "but" or a denial.
        const between = clause.slice(from + phrase.length, at);
        if (between.some((w) => isNegator(w) || w === "but")) continue;
        return negatedAt(clause, from) && !phrase.includes("without") ? -1 : from;
      }
  const after = clause.slice(at + length, at + length + 5).findIndex((w) => LOVE_AFTER.has(w));
  if (after >= 0 && !negatedAt(clause, at)) return at;
  return lovedAfterwards(clause, keys, at + length, openers) ? at : -1;
}

/** Words that point back to a thing named before: "sits in front of IT", "chases THEM". */
const BACK_REFERENCES = new Set(["it", "them"]);
const BACK_REACH = 10;
/** Loves that need the "it" to be one: "sits in front of it" (not "flops in front of the radiator"). */
const BACK_OPENERS = [["in", "front", "of"]];
/**
 * The thing, then the love pointing back to it: "every time the washing machine runs she sits in front of it
 * and watches", "the hoover comes out and she chases it". Not past a "but" or a denial.
 */
function lovedAfterwards(clause: string[], keys: string[], end: number, openers: string[][]): boolean {
  for (let from = end; from < Math.min(clause.length, end + BACK_REACH); from++) {
    if (isNegator(clause[from]!) || clause[from] === "but") return false;
    for (const phrase of [...openers, ...BACK_OPENERS])
      if (
        startsAt(keys, from, phrase) &&
        BACK_REFERENCES.has(clause[from + phrase.length] ?? "") &&
        !SOMEONE_ELSE.has(clause[from - 1] ?? "") &&
        !SOMEONE_ELSE.has(clause[from - 2] ?? "")
      )
        return true;
  }
  return false;
}

const SELVES = new Set("hes shes its theyre herself himself itself".split(" "));

/** Words before "as" that make no likeness: "such as", "known as", "as soon as", "dressed as". */
const NOT_LIKENING_AS = new Set(
  "such same known soon well just much long far grew raised got adopted born came arrived started used dressed named called as so even".split(
    " ",
  ),
);

/** "wags at the binmen like they're rockstars": a likeness of someone else, not the pet. */
const OTHER_SUBJECTS = new Set("theyre they youre you were we im i".split(" "));
/** The words between "she's" and what the owner calls her: "a total", "a little bit of a", "such a". */
const CALLING_FILLER = new Set(
  "a an such total real proper right bit of little complete absolute utter massive huge big tiny bit kind sort".split(
    " ",
  ),
);

/** "a walking mop", "a living statue": walking likens only as the thing's own word, not "loves walking on the rocks". */
const ALSO_VERBS = new Set(["walking", "living"]);
const likens = (clause: string[], from: number, at: number) =>
  !ALSO_VERBS.has(clause[from]!) || from === at - 1 || clause[from - 1] === "a" || clause[from - 1] === "an";
/** "the colour of a digestive", "the shade of a Solero": a coat likened to a food, not to a builder. */
const COLOUR_OF = new Set(["colour", "color", "shade"]);

function likenedFrom(clause: string[], at: number, length: number, set?: ThingSet): number {
  // The earliest such word, so the reason quotes "like a walking mop" whole.
  for (let from = Math.max(0, at - LIKENESS_REACH); from < at; from++)
    if (
      LIKENING.has(clause[from]!) &&
      !OTHER_SUBJECTS.has(clause[from + 1]!) &&
      likens(clause, from, at) &&
      // "the colour of a digestive", "the colour of a new penny": a food's or a coin's colour.
      (!COLOUR_OF.has(clause[from]!) || set?.theme === "foods" || set?.theme === "colours")
    )
      return negatedAt(clause, from) ? -1 : from;
  // "honestly thinks he's a kangaroo", "convinced she's the security guard": what it takes itself for.
  for (let from = Math.max(0, at - LIKENESS_REACH - 1); from < at - 1; from++)
    if (BELIEF_VERBS.has(clause[from]!) && SELVES.has(clause[from + 1]!))
      return negatedAt(clause, from) ? -1 : from;
  // "he's a little bit of a drama queen", "she's a total diva": what the owner calls the pet.
  for (let from = Math.max(0, at - 6); from < at; from++)
    if (
      (clause[from] === "hes" || clause[from] === "shes") &&
      clause.slice(from + 1, at).every((w) => CALLING_FILLER.has(w)) &&
      clause.slice(from + 1, at).some((w) => w === "a" || w === "an") &&
      // "she's a seal point" says what she is; "she's a total diva" or "he's a ninja because…" what the
      // owner calls her.
      (clause.slice(from + 1, at).some((w) => w !== "a" && w !== "an") || calledPlainly(clause, at, length))
    )
      return negatedAt(clause, from) ? -1 : from;
  // "goes flat as a pancake", "smooth as butter": a likeness after an adjective's "as".
  for (let from = Math.max(1, at - 3); from < at; from++)
    if (clause[from] === "as" && !NOT_LIKENING_AS.has(clause[from - 1]!))
      return negatedAt(clause, from - 1) ? -1 : from - 1;
  // "a little black moustache", "with a white moustache": a marking of the coat's is the pet's own look.
  if (set?.marking && (set.marking === "any" || placedOnThePet(clause, at + length)))
    return markedFrom(clause, at);
  // "a rock with legs"
  return withLegs(clause, at + length) ? at : -1;
}

/** Where a marking sits on the pet: "on her nose", "across his back". */
const BODY_PARTS = new Set(
  "nose face back side sides forehead head chest cheek cheeks muzzle flank flanks bum rump belly tummy neck shoulder shoulders lip eye eyes ear ears tail leg legs".split(
    " ",
  ),
);
const ON_WORDS = new Set("on over across down under around along".split(" "));
const MARK_WORDS = new Set("marking markings mark patch shape shaped".split(" "));
/** "a black butterfly on her nose", "a white butterfly marking": the marking is placed on the pet. */
const placedOnThePet = (clause: string[], end: number) =>
  MARK_WORDS.has(clause[end] ?? "") ||
  (ON_WORDS.has(clause[end] ?? "") && clause.slice(end + 1, end + 4).some((w) => BODY_PARTS.has(w)));

/** Words that may come between a marking's colour and its word: "a perfect little black moustache". */
const MARKING_LEAD = new Set(
  "a an little tiny small big huge perfect proper thick bushy thin neat distinguished fine grand curly".split(
    " ",
  ),
);
/** People a moustache may be the look of: "the vet has a huge moustache", "my husband's moustache". */
const PEOPLE = new Set(
  "husband dad father grandad grandpa uncle brother son man guy bloke vet groomer postman postie neighbour neighbor owner breeder farmer".split(
    " ",
  ),
);
/** Words saying the pet has the marking: "has a moustache", "with a little moustache", "sports a tache". */
const HAS_WORDS = new Set("has with got sports wears sporting wearing".split(" "));
/**
 * Where the words of a marking the pet has begin ("big white moustache", "with a moustache"), or -1: a coat
 * colour or a having before it, and no one else's ("my husband's moustache").
 */
function markedFrom(clause: string[], at: number): number {
  let from = at;
  while (from > 0 && at - from < 4 && (MARKING_LEAD.has(clause[from - 1]!) || isColour(clause[from - 1]!)))
    from--;
  const coloured = clause.slice(from, at).some(isColour);
  const had = HAS_WORDS.has(clause[from - 1] ?? "");
  if (!coloured && !had) return -1;
  if (
    clause
      .slice(Math.max(0, from - 3), from)
      .some((w) => SOMEONE_ELSE.has(w) || OTHER_SUBJECTS.has(w) || PEOPLE.has(w.replace(/s$/, "")))
  )
    return -1;
  if (negatedAt(clause, from)) return -1;
  while (clause[from] === "a" || clause[from] === "an") from++;
  return from;
}

/** Words that end the thing a plain "he's a" calls the pet: "he's a ninja because…", "she's a diva, honestly". */
const CALLING_ENDS = new Set(
  "because and but so who that which when with in at on about herself himself itself too really honestly lol haha through".split(
    " ",
  ),
);
/**
 * "he's a ninja", "he's a sheep" (of a collie): a thing the reader knows as no kind of pet, whole. Not
 * "she's a seal point" nor "she's a bunny", which say what she is.
 */
const calledPlainly = (clause: string[], at: number, length: number) =>
  (clause[at + length] === undefined || CALLING_ENDS.has(clause[at + length]!)) &&
  !clause.slice(at, at + length).some((w) => (lookup(w)?.species.length ?? 0) > 0);

/** "follows me round the yard like a labrador": the habit is the likeness to that animal, read as such. */
const likeAnAnimal = (clause: string[], end: number) =>
  clause
    .slice(end, end + 6)
    .some(
      (w, k, rest) =>
        w === "like" &&
        /^an?$/.test(rest[k + 1] ?? "") &&
        (lookup(rest[k + 2] ?? "")?.species.length ?? 0) > 0,
    );

function doneFrom(clause: string[], hit: Hit): number {
  const { set, at, length } = hit;
  if (negatedAt(clause, at) || likeAnAnimal(clause, at + length)) return -1;
  if (clause.slice(at + length, at + length + 3).some((w) => FIGURATIVE_OBJECTS.has(w))) return -1;
  // "climbs onto the sofa", "climbs into bed with me": somewhere to lie, not a height climbed.
  if (set.notBefore && clause.slice(at + length, at + length + 3).some((w) => set.notBefore!.includes(w)))
    return -1;
  if (!set.after) return at;
  // "red and green, goes dark when he's cross": a change that opens its clause is the pet's own.
  if (set.changesColour && at === 0) return at;
  // The earliest such word, so the reason quotes "runs on his wheel" whole.
  // "barely runs on the wheel": a denial before the habit's first word reaches the habit.
  const after = set.after.map((w) => wordKey(w));
  for (let from = Math.max(0, at - 4); from < at; from++)
    if (after.includes(wordKey(clause[from]!))) return negatedAt(clause, from) ? -1 : from;
  return -1;
}

/** The thing's own word first when it is one of the names ("cheddar" → Cheddar, Brie, Gouda…). */
function ownFirst(set: ThingSet, thing: string[]): ThingSet["names"] {
  const keys = keysOf(thing, false);
  // "ginger nut biscuit" → Gingernut, "hula hoops" → Hula Hoop: the name a compound's words make together.
  const whole = (words: string[]) => words.map((w) => wordKey(w, false)).join("");
  const joined = thing.map((_, k) => whole(thing.slice(0, k + 1)));
  const compound =
    thing.length > 1 ? set.names.filter((n) => joined.includes(whole(n.name.toLowerCase().split(" ")))) : [];
  const own = [
    ...compound,
    ...set.names.filter((n) => !compound.includes(n) && keys.includes(wordKey(n.name.toLowerCase(), false))),
  ];
  return [...own, ...set.names.filter((n) => !own.includes(n))];
}

/** "a rock with legs", "a tennis ball with wings", "a potato on legs": a likeness without a "like". */
const PARTS = new Set("legs wings feet paws ears whiskers fur tail".split(" "));
const withLegs = (clause: string[], end: number) =>
  (clause[end] === "with" || clause[end] === "on") && PARTS.has(clause[end + 1] ?? "");

function cue(clause: string[], hit: Hit, from: number, quoteFrom: boolean): ThingCue {
  const thing = clause.slice(hit.lead ?? hit.at, hit.at + hit.length);
  const end = hit.at + hit.length + (quoteFrom && withLegs(clause, hit.at + hit.length) ? 2 : 0);
  const said = quoteFrom ? clause.slice(from, end) : thing;
  return { set: hit.set, said: said.join(" "), names: ownFirst(hit.set, thing) };
}

/** Words that open what a likened thing is doing or where it is: "a mop that's been left out in the rain". */
const SETTING_OPENERS = new Set("that thats which whos who after when".split(" "));
const LOOKS_VERBS = new Set("looks look looking looked".split(" "));
const PET_SUBJECTS = new Set("he she hes shes they theyre".split(" "));
/**
 * Where the words are (counted over all the clauses' words) that tell of the thing the pet is likened to,
 * not of the pet: "looks like a mop that's been left
 * out in the rain" (no Rain), "the colour of a conker when it's just come out of the shell" (no Shell). Not
 * "looks like a tiger when he stalks", which is the pet again.
 */
export function likenedSettings(clauses: readonly string[][]): Set<number> {
  const at = new Set<number>();
  let offset = 0;
  for (const clause of clauses) {
    const start = offset;
    offset += clause.length;
    const from = clause.findIndex(
      (w, k) =>
        (w === "like" && (LOOKS_VERBS.has(clause[k - 1] ?? "") || LOOKS_VERBS.has(clause[k - 2] ?? ""))) ||
        (COLOUR_OF.has(w) && clause[k + 1] === "of"),
    );
    if (from < 0) continue;
    const open = clause.findIndex((w, k) => k > from + 1 && SETTING_OPENERS.has(w));
    if (open < 0 || PET_SUBJECTS.has(clause[open + 1] ?? "")) continue;
    for (let k = open + 1; k < clause.length; k++) at.add(start + k);
  }
  return at;
}

/** What a thing is made of, not a colour that picks it out: "a little silver bell", "a brass bell". */
const METALS = new Set("silver brass bronze chrome tin steel".split(" "));
const isThingColour = (word: string) => !METALS.has(word) && isAnyColour(word);

/**
 * Things whose word is no name for the pet: one picked out by its colour ("her pink frisbee", "a yellow
 * rubber duck", "the red sofa"), whose colour is no name either, and one the pet shuns ("hates dandelions",
 * "not a fan of carrots"). Not "white socks", which are the pet's own.
 */
export function unnamedThings(clauses: readonly string[][]): string[] {
  const things: string[] = [];
  const { loved } = tables();
  for (const clause of clauses) {
    for (const hit of hitsIn(clause, loved)) {
      const words = clause.slice(hit.at, hit.at + hit.length);
      // "looks like a tiny orange potato" is the pet's likeness, coat and all.
      if (words.some((w) => MARKING_THINGS.has(w)) || likenedFrom(clause, hit.at, hit.length, hit.set) >= 0)
        continue;
      const shunned =
        clause.slice(Math.max(0, hit.at - SHUN_REACH), hit.at).some(isNegator) &&
        lovedFrom(clause, hit.at, hit.length, hit.set) < 0;
      if (shunned || colouredThing(clause, hit)) things.push(...words);
    }
    clause.forEach((word, at) => {
      if (THINGS.has(word) && !MARKING_THINGS.has(word) && colouredThing(clause, { at } as Hit))
        things.push(word);
    });
  }
  return things;
}
/** How far before a thing a denial reaches: "not a fan of carrots". */
const SHUN_REACH = 4;
/**
 * "Obsessed with her pink frisbee", "carries a yellow rubber duck": a toy the owner picks out by its colour
 * is that one thing, a detail beside the pet; its colour and its word make no names (reader.ts).
 */
const colouredThing = (clause: string[], hit: Hit) => {
  const from = hit.lead ?? hit.at;
  return clause.slice(Math.max(0, from - 2), from).some(isThingColour);
};

type Reading = Pick<DescriptionReading, "clauses" | "avoidedWords" | "avoided"> &
  Partial<Pick<DescriptionReading, "species">>;

function first(
  reading: Reading,
  table: Index,
  from: (clause: string[], hit: Hit) => number,
  quoteFrom: boolean,
  more: (clause: string[], from: number, hit: Hit) => Partial<ThingCue> = () => ({}),
): ThingCue | undefined {
  for (const clause of reading.clauses)
    for (const hit of hitsIn(clause, table, reading.species)) {
      // Another pet's habit ("every other lab is swimming", "her brother loves carrots"); a thing the pet
      // shuns, or one picked out by its colour (unnamedThings).
      if (clause.slice(0, hit.at).some((w, k) => OTHERS.has(w) && !LOVE_WORDS.has(clause[k + 1] ?? "")))
        continue;
      if (
        !hit.set.changesColour &&
        clause.slice(hit.at, hit.at + hit.length).some((w) => reading.avoidedWords.has(w))
      )
        continue;
      if (hit.set.shuns && reading.avoided.has(hit.set.shuns)) continue;
      const at = from(clause, hit);
      if (at >= 0) return { ...cue(clause, hit, at, quoteFrom), ...more(clause, at, hit) };
    }
  return undefined;
}

/** The names of what is taken, just after the taking ("steals socks" → Socks): its own names only. */
function lootOf(clause: string[], from: number): ThingSet["names"] | undefined {
  const hit = hitsIn(clause.slice(from, from + 4), tables().loved)[0];
  if (!hit) return undefined;
  const thing = clause.slice(from + hit.at, from + hit.at + hit.length);
  const keys = keysOf(thing, false);
  const own = hit.set.names.filter((n) => keys.includes(wordKey(n.name.toLowerCase(), false)));
  return own.length > 0 ? own : undefined;
}

/** "his absolute favourite thing in the world is coriander", "fave thing ever": a favourite above all. */
const favouriteOfAll = (clause: string[], from: number) =>
  (OWN_THING.has(clause[from]!) && clause[from + 1] === "thing" && clause[from + 2] === "is") ||
  (FAVOURED.has(clause[from]!) || FAVOURED.has(clause[from + 1]!)
    ? clause.slice(Math.max(0, from - 2), from + 8).some((w) => FOREMOST.has(w))
    : false);

/** Whether a table knows the thing: its set, not the word alone, names it ("cheese" → Cheddar, Brie). */
export const knownThing = (word: string) => {
  const { loved, doing, likeness } = tables();
  return loved.has(wordKey(word, false)) || doing.has(wordKey(word)) || likeness.has(wordKey(word, false));
};

/** What the owner likens the pet to: "looks like a walking mop", "sits like a little owl", "a rock with legs". */
/** Words that stress a likened colour: "the exact colour of", "literally the shade of", "the same colour as". */
const COLOUR_STRESS = new Set("exact exactly literally precisely perfect same identical spitting".split(" "));
const colourStressed = (clause: string[], from: number, opening: boolean) =>
  opening || clause.slice(Math.max(0, from - 3), from).some((w) => COLOUR_STRESS.has(w));

/** Who may say what the pet looks like, and the saying: "everyone says", "people think". */
const SAYERS = new Set(
  "everyone everybody people they folk folks strangers others someone visitors friends".split(" "),
);
const SAYING = new Set("says say said thinks think thought reckon reckons calls call".split(" "));
/**
 * "Everyone says she looks like a tiger …, but honestly she looks like a morepork": the likeness others see,
 * which the owner's "but" puts right, is not the owner's.
 */
function putRight(reading: Reading, clause: string[], from: number): boolean {
  const said = clause.slice(0, from).some((w, k) => SAYING.has(w) && SAYERS.has(clause[k - 1] ?? ""));
  if (!said) return false;
  const next = reading.clauses[reading.clauses.indexOf(clause) + 1];
  return next?.[0] === "but";
}

export const likeness = (reading: Reading) =>
  first(
    reading,
    tables().likeness,
    (c, h) => {
      const from = likenedFrom(c, h.at, h.length, h.set);
      return from >= 0 && putRight(reading, c, from) ? -1 : from;
    },
    true,
    // A coat the colour of a digestive is one look of the pet's, not what the owner chose to stress; unless
    // they stress it ("the exact colour of a Solero") or open with it ("she's the colour of burnt toast").
    (c, from, hit) =>
      COLOUR_OF.has(c[from]!) && !colourStressed(c, from, c === reading.clauses[0])
        ? { set: { ...hit.set, habit: true } }
        : {},
  );

/** How far after a habit a "but" may turn from it: "hamsters are nocturnal but ours is NOT a night owl". */
const CONTRAST_REACH = 5;
/** A habit the pet is known for, unless the owner turns from it to a denial just after. */
function standoutFrom(clause: string[], hit: Hit): number {
  const but = clause.indexOf("but", hit.at + hit.length);
  if (but >= 0 && clause.slice(but + 1, but + 1 + CONTRAST_REACH).some(isNegator)) return -1;
  return doneFrom(clause, hit);
}

/** How near a clause's end a love may stand whose thing the punctuation cut off: "has one obsession: hair ties". */
const CUT_REACH = 4;
/**
 * Clauses whose love goes on past a stop into the next: "one obsession: hair ties", "favourite food is rocket
 * (arugula if you're American)". Each such clause is read with the next one after it.
 */
function continued(clauses: readonly string[][]): string[][] {
  const { loved } = tables();
  return clauses.map((clause, k) => {
    const next = clauses[k + 1];
    if (!next || hitsIn(clause, loved).length > 0) return clause;
    const keys = clause.map((w) => wordKey(w));
    const tail = Math.max(0, clause.length - CUT_REACH);
    const cut = LOVE_BEFORE_KEYS.some((phrase) =>
      keys.some((_, at) => at >= tail && startsAt(keys, at, phrase)),
    );
    return cut ? [...clause, ...next] : clause;
  });
}

/** What the pet loves most, or else what it does: "obsessed with crinkly balls", "rides his skateboard". */
export const lovedOrDone = (reading: Reading) =>
  // What the pet is known for ("surfs", "copies the microwave") is the owner's main cue, as a favourite of all is.
  first(reading, tables().standout, standoutFrom, true, () => ({ foremost: true })) ??
  first(
    { ...reading, clauses: continued(reading.clauses) },
    tables().loved,
    (c, h) => lovedFrom(c, h.at, h.length, h.set),
    false,
    (c, from) => (favouriteOfAll(c, from) ? { foremost: true } : {}),
  ) ??
  first(reading, tables().doing, doneFrom, true, (c, _, hit) => {
    // "steals socks", "nicks hair bobbles": the loot's own name among the thief's.
    const loot = hit.set.takes && lootOf(c, hit.at + hit.length);
    // "his favourite activity is swimming laps", "lives for diving": a pastime loved, not a habit merely.
    const from = lovedFrom(c, hit.at, hit.length);
    if (from < 0 || from === hit.at)
      return loot ? { names: [...hit.set.names.slice(0, 1), ...loot, ...hit.set.names.slice(1)] } : {};
    const { habit: _habit, ...loved } = hit.set;
    return { set: loved, ...(favouriteOfAll(c, from) ? { foremost: true } : {}) };
  });
