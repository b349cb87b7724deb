/**
 * A theme the owner asks for by name ("all our pets get herb names", "we name all our animals after jazz
 * musicians", "something Welsh", "a proper tortoise name"): how the request is read, and the order its
 * names lead in (data/curated-themes.ts).
 */
import { angleOf, type Concept } from "./corpus-types";
import {
  SAME_BEARER,
  THEME_ORDER,
  THEME_WORDS as THEME_PHRASES,
  TYPICAL_OF_KIND,
} from "./data/curated-themes";
import { singular } from "./lexicon";
import { lookup, NAMING_VERBS } from "./phrase-context";

/** Words that end a request for names of a kind: "herb names", "a bird theme". */
const ASK_ENDS = new Set(["name", "names", "theme", "themed", "inspired"]);
/** Words of a sentence that keep a theme going: "so we're keeping the theme", "that's the vibe we're after". */
const THEME_WORDS = new Set(["theme", "themed", "tradition", "vibe", "vibes"]);
/** What a request for a name from a story or place starts with: "something from", "named from", "one out of". */
const ASKED_ONES = new Set("something anything name names named one ones".split(" "));
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
  // ("the rescue named the whole litter after cheeses": somebody else's naming, no ask of the owner's.)
  const namingFrom = Math.max(start, before - 5);
  const naming = tokens.slice(namingFrom, before);
  if (
    tokens[before] === "after" &&
    naming.some((w) => NAMING_VERBS.has(w)) &&
    !namedByOthers(tokens.slice(start, namingFrom + naming.findIndex((w) => NAMING_VERBS.has(w))))
  )
    return true;
  if (angle !== "cue" && angle !== "heritage") return false;
  if (tokens[i - 1] === "something") return true;
  // "want something from Discworld", "names from the show", "one out of Bluey": where the name is to come from.
  let from = i - 1;
  while (from > start && GLUE.has(tokens[from]!)) from--;
  if (tokens[from] === "of" && tokens[from - 1] === "out") from--;
  if ((tokens[from] === "from" || tokens[from] === "out") && ASKED_ONES.has(tokens[from - 1] ?? ""))
    return true;
  return tokens.slice(start, end).some((w) => THEME_WORDS.has(w));
}

/** Who names pets before the owner: "the rescue named the litter after cheeses", "the breeder names hers after gods". */
const OTHER_NAMERS = new Set(
  "rescue rescues shelter shelters breeder breeders pound sanctuary fosterer foster owners owner shop seller farmer vet vets staff".split(
    " ",
  ),
);
const OWNERS_OWN = new Set(["we", "i", "weve", "ive", "im", "were"]);
/** Whether the words before a naming verb make somebody else the namer, not the owner. */
const namedByOthers = (words: readonly string[]) =>
  words.some((w) => OTHER_NAMERS.has(w)) && !words.some((w) => OWNERS_OWN.has(w));

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
  // "Nadiya, Rahul and Candice so far", "we're sticking to the rule": the names listed are the theme's.
  "so far",
  "rule",
  "weve got",
  "every pet",
  "all our pets",
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
  let best: { concept: Concept; names: string[]; said: number } | undefined;
  for (const [concept, order] of THEME_ORDER) {
    if (TYPICAL_OF_KIND.has(concept)) continue;
    const members = [...new Set(names.filter((name) => order.has(name)))];
    if (members.length < 2) continue;
    // "hens named after Bake Off winners - Nadiya, Rahul… don't say Paul or Prue": of two themes the owner
    // names, the one named most closely ("bake off winners" before "bake off"); else the fuller one.
    const said = Math.max(
      0,
      ...(THEME_PHRASES[concept] ?? []).filter((w) => text.includes(` ${w} `)).map((w) => w.length),
    );
    if (best && best.said > 0 && said > 0 && best.said !== said) {
      if (said > best.said) best = { concept: concept as Concept, names: members, said };
      continue;
    }
    // Keats and Byron are writers, but poets first: of two themes as full, the narrower one.
    const fuller = members.length > (best?.names.length ?? 0);
    const narrower =
      members.length === best?.names.length && order.size < THEME_ORDER.get(best.concept)!.size;
    if (fuller || narrower) best = { concept: concept as Concept, names: members, said };
  }
  return best && { concept: best.concept, names: best.names };
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

/** The angle the owner asks the name to take: the pet's look, where it comes from, or something else it is. */
export type AskedAngle = "look" | "place" | "other";

const WANTING = new Set("want wants love like prefer need".split(" "));
/** What the owner wants the pet to be or carry: "want her to be a Vermonter", "to carry a bit of home". */
const BEING = new Set("be have carry keep feel remember".split(" "));
/** Somebody else with a wish for the name: "my flatmate wants…", "the kids suggested…". */
const WISHERS = new Set(
  "husband hubby wife partner boyfriend girlfriend fiance fiancee son daughter kids kid children mum mom dad brother sister grandma nan gran grandad grandpa friend friends flatmate roommate neighbour neighbor neighbours neighbors everyone everybody people family coworkers colleagues".split(
    " ",
  ),
);
const OWNER_VOICE = new Set(["i", "we", "im", "id", "ive", "were", "wed"]);
const TURNING_DOWN = new Set(["but", "though", "however", "nope", "no", "vetoed"]);
/** What a request for a name starts with: "a name that…", "something about…", "one for…". */
const NAME_ONES = new Set("name names something one".split(" "));
/** What the name is asked to do with the idea after it: "a name that fits…", "something around…", "to mark…". */
const ASK_VERBS = new Set(
  "fits fit suits suit remembers remember marks mark reflects reflect captures capture honours honour honors honor celebrates celebrate matches match about around for with from".split(
    " ",
  ),
);
/** Words between the ask and its verb: "a name that fits", "something funny about", "a name to remember". */
const ASK_GLUE = new Set(
  "that which to be will would could can really just more funny fun cute nice good".split(" "),
);
/** Words of the look: "the colour combo", "her markings". */
const LOOK_WORDS = new Set(
  "colour colours color colors colouring coloring colouration coloration coat coats markings marking marbling pattern patterns fur looks look spots stripes patches shade hue".split(
    " ",
  ),
);
/** Words of a place the pet or owner comes from: "where she's from", "home". */
const PLACE_WORDS = new Set(
  "home hometown where roots heritage homeland there origins place places town city country island land region village".split(
    " ",
  ),
);
/** Words that only point back to what came before: "a name to mark that", "I want it to be about that". */
const POINTING_BACK = new Set("that this it those these them".split(" "));
/** Words that say nothing of an angle: "a name for her", "something for a girl", "one to say easily". */
const ANGLE_FILLER = new Set(
  "a an the her him his it its she he me us them they our my for with in of and or to is be name names girl boy female male lady fella guy lad please pls say easy easily short".split(
    " ",
  ),
);
/** What "for" points at when it asks an angle: "for what he does", "for the colour combo", not "for a girl". */
const POINTERS = new Set("what how the that this his its their who".split(" "));
const ARTICLES = new Set(["a", "an"]);
/** Whether a word of character comes within two words of `at`: "for a quiet fella", "for a very grumpy old man". */
const traitAt = (tokens: readonly string[], at: number, end: number) =>
  tokens
    .slice(at, Math.min(at + 2, end))
    .some((w) => lookup(w)?.concepts.some((c) => angleOf(c) === "character") === true);
const DENIALS = new Set(["not", "no", "nothing", "never", "isnt", "without"]);

/**
 * The angle the owner asks the name to take, when they say it: "want the dancing to come through", "a name
 * about that superpower", "something around her favourite food" (another angle than the look); "something
 * for the colour combo" (the look); "a name that remembers where she's from" (a place). `lookWord` tells
 * whether a word names a colour or marking, `placeWord` a place. Undefined when no such ask is written.
 */
export function askedAngle(
  tokens: readonly string[],
  sentenceEnds: readonly number[],
  lookWord: (word: string) => boolean,
  placeWord: (word: string) => boolean,
): AskedAngle | undefined {
  let found: AskedAngle | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const end = sentenceEnds[i] ?? tokens.length;
    // "my flatmate wants to call him something from the game… but I think that's way too obvious":
    // somebody else's wish the owner turns down is no ask ("kids want something about the day" is).
    let start = i;
    while (start > 0 && sentenceEnds[start - 1] === end) start--;
    const before = tokens.slice(Math.max(start, i - 8), i);
    const wisher = before.findLastIndex((w) => WISHERS.has(w));
    if (
      wisher >= 0 &&
      !before.slice(wisher + 1).some((w) => OWNER_VOICE.has(w)) &&
      tokens.slice(i, end).some((w) => TURNING_DOWN.has(w))
    )
      continue;
    let from = -1;
    // "want the dancing to come through": what comes through is the ask.
    if (tokens[i] === "come" && tokens[i + 1] === "through" && tokens[i - 1] === "to") {
      let start = i - 1;
      while (
        start > 0 &&
        sentenceEnds[start - 1] === end &&
        !["want", "wants", "like", "love"].includes(tokens[start - 1]!)
      )
        start--;
      if (start > 0 && sentenceEnds[start - 1] === end) {
        const object = tokens.slice(start, i - 1);
        const angle = angleOfObject(object, lookWord, placeWord);
        if (angle) found = strongest(found, angle);
      }
      continue;
    }
    // "I want her to be a Vermonter through and through", "want him to carry a bit of home with him", "want
    // her to have a proper Welsh name": what the owner wants the pet to be, by its name.
    if (
      WANTING.has(tokens[i - 1] ?? "") &&
      (tokens[i] === "her" || tokens[i] === "him") &&
      tokens[i + 1] === "to" &&
      BEING.has(tokens[i + 2] ?? "")
    ) {
      const angle = angleOfObject(tokens.slice(i + 3, Math.min(end, i + 11)), lookWord, placeWord);
      if (angle) found = strongest(found, angle);
      continue;
    }
    // "would love it to be about her markings": the name, said as "it".
    const itAsked = tokens[i] === "it" && WANTING.has(tokens[i - 1] ?? "");
    if (!NAME_ONES.has(tokens[i]!) && !itAsked) continue;
    for (let at = i + 1; at < Math.min(i + 4, end); at++) {
      // "something for the colour combo", "a name for what he does"; "a name with that long life in it".
      // ("a name for a quiet fella": a trait of the kind of one it is for.)
      const pointed =
        (tokens[at] !== "for" ||
          POINTERS.has(tokens[at + 1] ?? "") ||
          // "a name for her real personality" (not "a name for her, please").
          (tokens[at + 1] === "her" && at + 2 < end && !ANGLE_FILLER.has(tokens[at + 2]!)) ||
          (ARTICLES.has(tokens[at + 1] ?? "") && traitAt(tokens, at + 2, end))) &&
        (tokens[at] !== "with" ||
          tokens
            .slice(at + 1, end)
            .join(" ")
            .includes("in it"));
      if (ASK_VERBS.has(tokens[at]!) && pointed) {
        from = at + 1;
        break;
      }
      if (!ASK_GLUE.has(tokens[at]!)) break;
    }
    if (from < 0) continue;
    const angle = angleOfObject(tokens.slice(from, Math.min(end, from + 8)), lookWord, placeWord);
    if (angle) found = strongest(found, angle);
  }
  return found;
}

/** Of two asks, the look or place one wins: the owner who names either said what they want plainly. */
const strongest = (a: AskedAngle | undefined, b: AskedAngle) => (a === undefined || a === "other" ? b : a);

function angleOfObject(
  object: readonly string[],
  lookWord: (word: string) => boolean,
  placeWord: (word: string) => boolean,
): AskedAngle | undefined {
  const denied = (k: number) => object.slice(Math.max(0, k - 3), k).some((w) => DENIALS.has(w));
  if (object.some((w, k) => (LOOK_WORDS.has(w) || lookWord(w)) && !denied(k))) return "look";
  if (object.some((w, k) => (PLACE_WORDS.has(w) || placeWord(w)) && !denied(k))) return "place";
  const content = object.filter((w) => !ANGLE_FILLER.has(w));
  return content.length > 0 && !content.every((w) => POINTING_BACK.has(w)) ? "other" : undefined;
}

/** The look, as a noun the owner may rule out: "not her looks", "nothing to do with his colour". */
const LOOK_NOUNS = new Set(
  "looks colour colours color colors coat markings marking fur appearance coloring colouring".split(" "),
);
/** Words between the denial and whose look it is: "nothing to do with her colour", "not just about his looks". */
const RULED_GLUE = new Set("about to do with for based on just really only so much".split(" "));
const WHOSE = new Set(["her", "his", "its", "their"]);

/**
 * Whether the owner rules the pet's look out for the name: "a name for her real personality, not her looks",
 * "nothing to do with his colour please". Names tied only by the look then miss what was asked.
 */
export function looksRuledOut(tokens: readonly string[], sentenceEnds: readonly number[]): boolean {
  return tokens.some((word, i) => {
    if (!DENIALS.has(word)) return false;
    const end = sentenceEnds[i] ?? tokens.length;
    let at = i + 1;
    while (at < Math.min(end, i + 5) && RULED_GLUE.has(tokens[at]!)) at++;
    return WHOSE.has(tokens[at] ?? "") && at + 1 < end && LOOK_NOUNS.has(tokens[at + 1]!);
  });
}
