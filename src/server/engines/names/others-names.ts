import { corpusEntry } from "./corpus";
import { AVERSIONS, singular } from "./lexicon";
import {
  DEGREE_ADVERBS,
  FANDOM_WORDS,
  isAnyColour,
  KIN_WORDS,
  lookup,
  MATE_WORDS,
  NAMED_ONES,
  NAMING_VERBS,
  OPINING,
  OPINIONS,
  SHADE_WORDS,
  THINGS,
} from "./phrase-context";

/** A word as written: its case tells a name ("Smokey") from a thing ("smoke"). */
interface Written {
  word: string;
  lower: string;
  /** Capitalised and not the first word of a sentence, nor "I": a name the owner wrote. */
  name: boolean;
  /** A comma, semicolon or dash comes right before it. */
  afterBreak: boolean;
  /** The sentence ends right after it. */
  ends: boolean;
}

/** Words shouted in capitals that are no names: "Tweety, NO", "NOT happening". */
const NOT_NAMES = new Set(["no", "not", "nope", "never", "nah", "ok", "lol", "omg"]);

function written(description: string): Written[] {
  const out: Written[] = [];
  const pattern = /([\p{L}][\p{L}’']*)|([.!?\n]+)|([,;:()—–-]+)/gu;
  let sentenceStart = true;
  let brk = false;
  for (const m of description.matchAll(pattern)) {
    if (m[2]) {
      sentenceStart = true;
      if (out.length > 0) out[out.length - 1]!.ends = true;
      continue;
    }
    if (m[3]) {
      brk = true;
      continue;
    }
    const word = m[1]!.replace(/[’']s$/u, "").replace(/[’']/gu, "");
    const lower = word.toLowerCase();
    const cap = /^\p{Lu}/u.test(word);
    const name = cap && !sentenceStart && lower !== "i" && !NOT_NAMES.has(lower);
    out.push({ word, lower, name, afterBreak: brk, ends: false });
    sentenceStart = false;
    brk = false;
  }
  return out;
}

/** The names the owner wrote (capitalised, not opening a sentence): "the cat is Brie, the dog is Feta". */
export function namesWritten(description: string): string[] {
  return written(description)
    .filter((w) => w.name)
    .map((w) => w.lower);
}

/** Words that say another being comes next: "her brother Thumper", "tankmates Nemo and Dory". */
const OTHERS = new Set([
  ...KIN_WORDS,
  ...MATE_WORDS,
  ..."friend friends buddy buddies bestie pal mate mates companion companions son daughter husband wife partner boyfriend girlfriend mum mom dad mother father grandma grandpa nan kid kids neighbour neighbours neighbor neighbors cousin roommate flatmate called named others joining joins join dam sire granddam grandsire".split(
    " ",
  ),
]);
/** Words that may stand between such a word and the name: "the other cat is called Smokey", "son's teddy George". */
const BETWEEN = new Set(
  "is are was were a an the his her their our my two three both who whos called named name names teddy bear toy doll plush stuffed old older younger little big best late new also other of doe buck boar sow jill hob mare gelding stallion hen".split(
    " ",
  ),
);
/** Words after a list of names that make it names considered, not pets had: "in mind", "shortlisted". */
const SHORTLIST_WORDS = new Set([
  "mind",
  "shortlisted",
  "shortlist",
  "options",
  "ideas",
  "considered",
  "maybe",
]);
const LIST_GLUE = new Set(["and", "or", "&"]);
const ARTICLES = new Set(["a", "an"]);
/** "the other", "our other", "we also have", "lives with": another pet or person follows. */
const OTHER_OPENERS = [
  ["the", "other"],
  ["our", "other"],
  ["my", "other"],
  ["also", "have"],
  ["lives", "with"],
  ["living", "with"],
  // "a friend for Mochi", "came with the name Snowball": another's name.
  ...["company", "friend", "companion", "buddy", "mate"].map((w) => [w, "for"]),
  ["with", "the", "name"],
  ["with", "the", "names"],
  ["name", "is"],
  ["names", "are"],
  // "her old name was Polly which I can't stand", "he used to be called Rex": a name the pet leaves behind.
  ["name", "was"],
  ["names", "were"],
  ["used", "to", "be", "called"],
  // "we've had Keats and Byron": pets gone before.
  ["weve", "had"],
  ["ive", "had"],
  ["have", "had"],
  ["next", "door"],
  ["visited"],
  ["visiting"],
  // "last fish was Bubbles, don't want a repeat", "previous dog was called Max"
  ["last"],
  ["previous"],
  // "RIP Leonard and Joni, the best cats ever", "in memory of Bramble": a pet gone, whose name is not to reuse.
  ["rip"],
  ["memory", "of"],
  // "please don't say Paul, Prue or Mary": names ruled out.
  ["dont", "say"],
  ["dont", "suggest"],
];
/** "have", "got" opening a sentence or clause: the household's pets follow ("have Dogger, Fisher, Humber"). */
const TERSE_HAVING = new Set(["have", "got", "already"]);
/** Words of sharing a home, before "with" and the one shared with: "shares a hutch with Pip". */
const SHARING = new Set("shares share shared sharing bonded paired housed".split(" "));
/** "our rabbit Clover", "Bella, our older dog": a pet of the house with a name already. */
const OWNERS = new Set(["our", "my", "his", "her", "their"]);
const OTHER_KIN = new Set("other older younger elder first last late previous old resident".split(" "));
const petWord = (w: Written | undefined) =>
  w !== undefined && !w.name && (lookup(w.lower)?.species.length ?? 0) > 0;
/** The pets an owner had before, as a group: "our last pair", "my previous two". */
const PET_GROUPS = new Set(["pair", "one", "ones", "two", "three", "boys", "girls", "duo", "trio", "lot"]);
/** Words between a pet and its name: "the tortoise is Lewis", "our last pair were Mary and Paul". */
const LINKS = new Set(["is", "was", "are", "were", "called", "named"]);
/** Words that tie a place to the pet: "that's where we met", "his neighborhood roots matter to us". */
const PLACE_TIES = [
  "where we met",
  "thats where",
  "where we found",
  "where i found",
  "where she was found",
  "where he was found",
  "roots matter",
  "neighborhood roots",
  "neighbourhood roots",
];
/** The owner ties a place to the pet: "found him in Brixton, that's where we met". Of the words in order. */
export const tiedToPlace = (words: string[]) => {
  const text = ` ${words.join(" ")} `;
  return PLACE_TIES.some((tie) => text.includes(` ${tie} `));
};
/** Who else names the pet or wants a name: "the kids call her Pegasus", "my husband calls him Tank". */
export const THIRD_PARTIES = new Set(
  "kids kid children they everyone everybody people he she husband hubby wife partner boyfriend girlfriend fiance fiancee son daughter mum mom mother dad father brother sister grandma nan friend friends family neighbours neighbors neighbour neighbor vet vets shelter breeder staff rescue grandson granddaughter grandkids grandchildren niece nephew cousin cousins gran grandad grandpa uncle aunt auntie colleague colleagues coworkers flatmate roommate boss bf gf bff hubs inlaws".split(
    " ",
  ),
);
/** Words that turn down what came before: "my partner wants a Star Wars name but…". */
export const TURNED_DOWN = new Set(["but", "however", "though"]);
/** What turns a name away right after it, the refusal itself too: "call her Pegasus but…", "Cleo, nope". */
const TURNED_AWAY = new Set([...TURNED_DOWN, ..."which lol no not nope never absolutely too nah".split(" ")]);
/** "everyone suggests Shelly", "my mum wants Cleo but…": a name or a story somebody else came up with. */
export const SUGGESTING = new Set(
  "suggest suggests suggested suggesting wants want wanted saying says said keeps pushing votes voted prefers likes loves pitching pitches pitched proposes proposed proposing recommends recommended recommending".split(
    " ",
  ),
);
/** Words of saying a name: "my mate said Nemo", "the kids suggested Dory". */
const SAYING = new Set(
  "said says saying suggest suggests suggested suggesting pitching pitches pitched proposes proposed recommends recommended".split(
    " ",
  ),
);
/** A bare refusal: "No.", "nope", "no way", "please no". */
const REFUSING = new Set(["no", "nope", "nah", "never"]);
/**
 * Whether the words at `at` refuse what came just before outright: "… said Nemo, no.", "… said Nemo. No.",
 * "… said Nemo, please no", "… said Nemo. Nope, not happening". A refusal that goes on ("No idea why") is none.
 */
function refusedOutright(ws: Written[], at: number): boolean {
  const start = ws[at]?.lower === "please" ? at + 1 : at;
  const refusal = ws[start];
  if (!refusal || !REFUSING.has(refusal.lower)) return false;
  const next = ws[start + 1]?.lower ?? "";
  return refusal.ends || !ws[start + 1] || next === "way" || next === "thanks" || ws[start + 1]!.afterBreak;
}
/** "NOT Luna", "no Bella": a name ruled out. */
const RULING_OUT = new Set([
  ..."not no never nothing except besides".split(" "),
  // "my wife has banned Godzilla", "vetoed Bella": somebody turned it down.
  ..."banned bans ban vetoed veto vetoes rejected nixed".split(" "),
]);
/**
 * The owner's own refusal, then the names: "dont want Oyen or Orange", "do not want a Max", "not keen on
 * Bella", "would rather not have Luna". A few words may come between ("want to call her", "want another").
 */
const REFUSALS = [
  ["dont", "want"],
  ["do", "not", "want"],
  ["dont", "like"],
  ["do", "not", "like"],
  ["not", "keen", "on"],
  ["rather", "not"],
  ["wouldnt", "want"],
  ["would", "not", "want"],
];
const REFUSED_BETWEEN = new Set("a an another any to call name her him it them have use go with".split(" "));
/** "we almost went with Cheeto but…", "nearly called her Pickle": a name that was passed over. */
const NEAR_MISSES = new Set(["almost", "nearly"]);
/** "last year he was into Harry Potter but…", "used to love Frozen but": a fandom outgrown. */
const OUTGROWN = [
  ["was", "into"],
  ["were", "into"],
  ["used", "to", "love"],
  ["used", "to", "be", "into"],
  ["was", "obsessed", "with"],
  ["were", "obsessed", "with"],
];
/** "my son supports Chelsea": a club somebody else follows, not the pet's story. */
const SUPPORTING = new Set(["supports", "support", "supported", "follows"]);
/** "Luna is taken", "Bella is overdone": what follows a name that rules it out. */
const TAKEN = new Set("taken overdone overused banned vetoed out".split(" "));
/** Words for the pet being named, not another: "Pip is the new kitten". */
const NEW_ONES = new Set(["new", "newest", "latest", "baby"]);
/** "we have a Muffin already": a name already in the house, said before "already". */
const HAVING = new Set(["have", "has", "had"]);
/** "already have a Pepper", "every cat is Luna", "too many Bellas". */
const ALREADY = [
  ["already", "have", "a"],
  ["already", "has", "a"],
  ["already", "had", "a"],
  ["already", "have"],
  ["already", "has"],
  // "we've already got Moira, David and Twyla", "already own a Bella"
  ["already", "got"],
  ["already", "have", "got"],
  ["already", "own"],
  ["already", "owns"],
  ["too", "many"],
  ["every", "cat", "is"],
  ["every", "dog", "is"],
  ["every", "other", "cat", "is"],
  ["every", "other", "dog", "is"],
  ["every", "cat", "is", "called"],
  ["every", "dog", "is", "called"],
];

/** "trampled the strawberry patch", "dug up my tulip bed": a thing the pet wrecked, not one it loves. */
const WRECKING = new Set(
  "trampled tramples destroyed destroys ruined ruins wrecked wrecks flattened flattens demolished demolishes dug digs uprooted uproots".split(
    " ",
  ),
);
const PLOTS = new Set(
  "patch patches bed beds garden gardens plant plants bush bushes field crop crops pot pots".split(" "),
);

/** A word that may start a thing's name: "life" in "life jacket", "tennis" in "tennis balls". */
const compoundPart = (w: Written) =>
  !w.name && !w.afterBreak && !NOT_COMPOUND.has(w.lower) && (lookup(w.lower)?.species.length ?? 0) === 0;
const NOT_COMPOUND = new Set(
  "and or with on in at of to for but like as is was are his her its their our my the a an cat dog fur coat eyes".split(
    " ",
  ),
);

/** "her pink blanket", "his purple ball": colours said only of things, never of the pet. */
function thingColours(ws: Written[]): string[] {
  const ofThings = new Set<string>();
  const elsewhere = new Set<string>();
  ws.forEach((w, i) => {
    if (!isAnyColour(w.lower)) return;
    let at = i + 1;
    while (at < i + 3 && ws[at] && (isAnyColour(ws[at]!.lower) || ws[at]!.lower === "and")) at++;
    // "her pink blanket", or "the cage is lilac", "her hutch is blue": a thing's colour.
    const before = ws[i - 1]?.lower ?? "";
    const thingBefore =
      (before === "is" || before === "was") && THINGS.has(ws[i - 2]?.lower ?? "") && !ws[i - 2]!.ends;
    // "a little yellow life jacket", "the orange tennis balls": a word or two of the thing's own between.
    let thing = at;
    while (thing < at + 2 && ws[thing] && !THINGS.has(ws[thing]!.lower) && compoundPart(ws[thing]!)) thing++;
    const ofThing = THINGS.has(ws[thing]?.lower ?? "") && !ws.slice(i, thing).some((x) => x.ends);
    (thingBefore || ofThing ? ofThings : elsewhere).add(w.lower);
  });
  return [...ofThings].filter((w) => !elsewhere.has(w) && !SHADE_WORDS.has(w));
}

/** People the owner names by kinship: "my grandpa Earl", "my nan's horse": the word is about them. */
const PEOPLE = new Set(
  "grandpa grandad granddad grandma gran nan nana nanna granny grandmother grandfather mum mom dad mother father uncle aunt auntie husband wife boyfriend girlfriend partner son daughter brother sister".split(
    " ",
  ),
);
const SEASONS = new Set(
  "winter summer spring autumn fall christmas easter halloween weekend year week".split(" "),
);
/** What an ornament is made of: "a little ceramic mushroom" (a toy may be a favourite, an ornament is not). */
const MADE_OF = new Set(["ceramic", "porcelain", "resin", "concrete", "stone"]);
/** What a tank or cage is decorated with: the word before names the decoration's shape. */
const DECOR = new Set(
  "ornament ornaments decoration decorations figurine figurines statue statues sticker stickers".split(" "),
);
const FILLER_BEFORE_DECOR = new Set(
  "a an the his her its their our my little tiny big plastic new old".split(" "),
);
/** Sayings whose noun is no cue: "jumps like a dream", "works like a charm". */
const SAYINGS = new Set(["dream", "charm", "clockwork"]);
/** Noises likened to a machine or a beast: "snores like a tractor", "purrs like an engine". The likeness is of the sound only. */
const NOISES = new Set(
  "snores snoring snore snored purrs purring purr purred rumbles rumbling grunts grunting wheezes wheezing".split(
    " ",
  ),
);

/**
 * Words about something other than the pet: a person by kinship ("my grandpa Earl"), a season that only
 * says how often ("every winter"), an ornament ("a ceramic mushroom"), a saying ("jumps like a dream").
 */
function inPassing(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((w, i) => {
    const next = ws[i + 1];
    if (!next || w.ends) return;
    if (OWNERS.has(w.lower) && PEOPLE.has(next.lower) && ws[i + 2]?.name && !next.ends) out.push(next.lower);
    if (w.lower === "every" && SEASONS.has(next.lower)) out.push(next.lower);
    if (MADE_OF.has(w.lower) && !next.name) out.push(next.lower);
    // "his tank has a little pineapple ornament", "a mushroom decoration": the tank's decor, not the pet's.
    if (DECOR.has(next.lower) && !w.name && !FILLER_BEFORE_DECOR.has(w.lower)) out.push(w.lower);
    if (w.lower === "like" && next.lower === "a" && SAYINGS.has(ws[i + 2]?.lower ?? ""))
      out.push(ws[i + 2]!.lower);
    // "snores like a tractor", "purrs like a little engine": the sound, not who the pet is.
    if (NOISES.has(w.lower) && next.lower === "like" && ["a", "an"].includes(ws[i + 2]?.lower ?? "")) {
      for (let at = i + 3; at < i + 5 && ws[at] && !ws[at - 1]!.ends; at++) out.push(ws[at]!.lower);
    }
  });
  return out;
}

/** Where a pet was merely bought or picked up: "from a rescue in Galway", "a pet shop in Croydon". */
const SOURCES = new Set(
  "rescue rescues shelter shelters breeder breeders pound sanctuary shop petshop store centre center".split(
    " ",
  ),
);
const PLACE_LEAD = new Set(["the", "a", "an", "our", "my", "his", "her", "their"]);
const firstWordAt = (ws: Written[], at: number) => {
  let k = at;
  while (ws[k] && PLACE_LEAD.has(ws[k]!.lower) && !ws[k - 1]?.ends) k++;
  return ws[k] && !ws[k - 1]?.ends ? k : -1;
};

/**
 * Places said in passing: the shop or shelter the pet came from ("from a rescue in Galway"), a place the
 * owner left ("moved up from london") or went to once ("took her to a petting farm in Devon once").
 */
function placesInPassing(ws: Written[], tied: boolean): string[] {
  const out: string[] = [];
  ws.forEach((w, i) => {
    const next = ws[i + 1]?.lower ?? "";
    if (SOURCES.has(w.lower) && (next === "in" || next === "near") && !w.ends && !tied) {
      const at = firstWordAt(ws, i + 2);
      if (at >= 0) out.push(ws[at]!.lower);
    }
    // "moved up from london", "moved away from Leeds"
    if (w.lower === "moved" || w.lower === "relocated") {
      let at = i + 1;
      while (["up", "down", "over", "away", "here", "out"].includes(ws[at]?.lower ?? "")) at++;
      if (ws[at]?.lower === "from" && !ws[at - 1]!.ends) {
        const k = firstWordAt(ws, at + 1);
        if (k >= 0) out.push(ws[k]!.lower);
      }
    }
    // "took her to a petting farm in Devon once", "came to paris with us for a weekend once"
    if (w.lower === "once" && i > 0 && !ws[i - 1]!.ends) {
      for (let at = i - 1; at >= Math.max(0, i - 8) && !ws[at]!.ends; at--) {
        if (ws[at]!.lower !== "to" && ws[at]!.lower !== "in") continue;
        const k = firstWordAt(ws, at + 1);
        if (k >= 0 && k < i) out.push(ws[k]!.lower);
      }
    }
  });
  return out;
}

/**
 * What others say of the pet when the owner answers "but": "everyone says greys are couch potatoes but she
 * is NOT lazy", "everyone assumes she's scary but she is not at all". Its words are no name for the pet.
 */
function answeredViews(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((w, i) => {
    if (!OPINIONS.has(w.lower) || !OPINING.has(ws[i + 1]?.lower ?? "") || w.ends) return;
    const said: string[] = [];
    for (let at = i + 2; at < i + 20 && ws[at]; at++) {
      if (ws[at]!.lower === "but") {
        out.push(...said);
        return;
      }
      // "everyone says Socks or Boots but…": names suggested, which the rules above weigh.
      if (ws[at]!.name || ws[at]!.ends) return;
      said.push(ws[at]!.lower);
    }
  });
  return out;
}

/** What the pet shuns or fears comes next: "doesn't care about squirrels", "scared of the hoover and thunder". */
const SHUNNING = [
  ["doesnt", "care", "about"],
  ["dont", "care", "about"],
  ["does", "not", "care", "about"],
  ["couldnt", "care", "less", "about"],
  ["could", "not", "care", "less", "about"],
  ["not", "bothered", "about"],
  ["not", "interested", "in"],
  ["no", "interest", "in"],
  ["wont", "touch"],
  ["will", "not", "touch"],
  ["wont", "eat"],
  ["doesnt", "like"],
  ["does", "not", "like"],
  ["didnt", "like"],
  ["not", "a", "fan", "of"],
  // "runs away from pigeons", "hides from the hoover", "spooks at bins": what the pet flees.
  ...["runs", "ran", "running", "hides", "hid", "hiding", "bolts", "cowers", "shies"].map((w) => [w, "from"]),
  ...["runs", "ran", "running"].map((w) => [w, "away", "from"]),
  ...["spooks", "flinches", "jumps"].map((w) => [w, "at"]),
  ...["spooked", "frightened", "terrified", "scared"].map((w) => [w, "by"]),
  // "hates", "scared of", "ignores": the lexicon's aversions.
  ...[...AVERSIONS].map((word) => [word]),
];
/** Words between such an opener and the thing: "scared of the hoover", "hates her carrots". */
const SHUNNED_LEAD = new Set(
  "of the a an his her their my our your any all every those these them some most".split(" "),
);
/** Words after which the list of what is shunned goes on: "the hoover and thunder". */
const SHUNNED_GLUE = new Set(["and", "or", "&", "nor"]);

/** What opens a favourite the pet has left behind: "her old fave was a squeaky banana", "used to love". */
const OUTGROWN_THINGS = [
  ["old", "fave"],
  ["old", "favourite"],
  ["old", "favorite"],
  ["former", "favourite"],
  ["former", "favorite"],
  ["previous", "favourite"],
  ["previous", "favorite"],
  ["used", "to", "love"],
  ["used", "to", "adore"],
];
const OUTGROWN_LEAD = new Set("was were is a an the his her its toy thing food".split(" "));
/** Where a thing's words stop: "a squeaky banana but she killed it". */
const THING_ENDS = new Set(["but", "and", "which", "that", "until", "till", "before", "so"]);

/**
 * The things the pet loved once and no longer: "her old fave was a squeaky banana but she killed it",
 * "used to love carrots". A favourite left behind is no name for the pet now.
 */
function outgrownThings(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((_, i) => {
    for (const opener of OUTGROWN_THINGS) {
      if (!startsAt(ws, i, opener) || ws[i + opener.length - 1]!.ends) continue;
      let at = i + opener.length;
      while (at < i + opener.length + 3 && ws[at] && OUTGROWN_LEAD.has(ws[at]!.lower) && !ws[at]!.ends) at++;
      for (let k = at; k < at + 3 && ws[k] && !ws[k]!.name && !THING_ENDS.has(ws[k]!.lower); k++) {
        if (k > at && ws[k]!.afterBreak) break;
        out.push(ws[k]!.lower, singular(ws[k]!.lower));
        if (ws[k]!.ends) break;
      }
    }
  });
  return out;
}

/** Words for all things, and those that single one out after them: "everything else, even cucumber". */
const WHOLES = new Set(["everything", "anything", "everyone", "anyone"]);
const SINGLING = new Set(["even", "including", "especially", "particularly"]);

/** "hides behind the couch when the magpies swoop": what the pet hides from, named after "when the". */
const HIDING = new Set(["hides", "hid", "hiding", "cowers", "cowering", "bolts", "runs"]);
function hiddenFrom(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((w, i) => {
    if (!HIDING.has(w.lower) || w.ends) return;
    for (let at = i + 1; at < i + 7 && ws[at] && !ws[at - 1]!.ends; at++)
      if (ws[at]!.lower === "when" && ws[at + 1]?.lower === "the" && ws[at + 2] && !ws[at + 1]!.ends) {
        if (!ws[at + 2]!.name) out.push(ws[at + 2]!.lower, singular(ws[at + 2]!.lower));
        return;
      }
  });
  return out;
}

/**
 * What the owner says the pet shuns, fears or ignores: "doesnt care about squirrels", "scared of the
 * hoover and thunder", "ignores carrot completely". A thing the pet turns from is no name for it.
 */
function disliked(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((_, i) => {
    for (const opener of SHUNNING) {
      if (!startsAt(ws, i, opener)) continue;
      let at = i + opener.length;
      if (ws[at - 1]!.ends) continue;
      for (let items = 0; items < 4 && ws[at]; items++) {
        while (ws[at] && SHUNNED_LEAD.has(ws[at]!.lower) && !ws[at - 1]!.ends) at++;
        const thing = ws[at];
        if (!thing || thing.name) break;
        // "ignores everything else, even cucumber", "hates anything green, especially kale": the one named.
        if (WHOLES.has(thing.lower)) {
          let even = at + 1;
          while (even < at + 4 && ws[even] && !ws[even - 1]!.ends && !SINGLING.has(ws[even]!.lower)) even++;
          if (SINGLING.has(ws[even]?.lower ?? "") && !ws[even - 1]!.ends) {
            at = even + 1;
            continue;
          }
        }
        out.push(thing.lower, singular(thing.lower));
        // "the hoover and thunder", "carrots, lettuce or kale": the list goes on.
        const next = ws[at + 1];
        if (thing.ends || !next) break;
        if (SHUNNED_GLUE.has(next.lower) && !next.afterBreak) at += 2;
        else if (next.afterBreak && SHUNNED_GLUE.has(ws[at + 2]?.lower ?? "")) at += 3;
        else break;
      }
    }
  });
  return out;
}

/** Words that make the trait after them a small one: "very slightly grumpy", "barely shy", "a tiny bit nosy". */
const DIMINISHERS = new Set(["slightly", "mildly", "barely", "hardly", "marginally", "faintly"]);
const SMALL_BITS = new Set(["tiny", "teeny", "wee", "little", "weeny"]);

/**
 * Traits the owner hedged: "very slightly grumpy in the mornings", "a tiny bit nosy", "super chill
 * otherwise". The owner played them down, so the trait's own word is no name for the pet.
 */
function hedged(ws: Written[]): string[] {
  const out: string[] = [];
  ws.forEach((w, i) => {
    const next = ws[i + 1];
    if (!next || w.ends || next.name) return;
    if (DIMINISHERS.has(w.lower)) out.push(next.lower);
    if (w.lower === "bit" && SMALL_BITS.has(ws[i - 1]?.lower ?? "") && ws[i - 2]?.lower === "a")
      out.push(next.lower);
    // "wicked fast", "dead tiny": slang that grades the word after it, no word of its own.
    if (INTENSIFIERS.has(w.lower) && ADJECTIVE_AFTER.test(next.lower)) out.push(w.lower);
    // "super chill otherwise": the trait is the backdrop to what the owner dwelt on.
    if (next.lower === "otherwise" && DEGREE_ADVERBS.has(ws[i - 1]?.lower ?? "")) out.push(w.lower);
  });
  return out.filter((word) => word !== "of" && word !== "more" && word !== "less");
}
/** Slang degrees that are words of their own elsewhere: "wicked fast", "dead tiny", "proper nosey". */
const INTENSIFIERS = new Set(["wicked", "dead", "proper", "mega", "hella", "mad", "crazy", "stupid"]);
/** The word after reads as one it grades: a trait, a size or a mood, not a thing ("dead mouse", "mad hatter"). */
const ADJECTIVE_AFTER =
  /^(?:fast|quick|slow|tiny|small|little|big|huge|fluffy|soft|cute|sweet|nosy|nosey|chill|lazy|loud|smart|clever|shy|bold|brave|greedy|grumpy|friendly|cuddly|chatty|vocal|fat|chunky|long|short|good|bad|naughty|cheeky|dramatic|clingy|playful|hyper|calm|gentle|old|young|strong|keen|quiet|fierce|wild|happy|excited|protective|stubborn|confident|curious)$/;

/** Words between a refusal and its examples: "nothing like Hunter", "no names such as Luna". */
const EXAMPLE_GLUE = new Set(["like", "as", "such", "names", "name", "eg"]);
/** Words that say examples follow: "things like Noel and Holly", "names such as Cupcake". */
const EXAMPLES = new Set(["like", "as", "eg"]);
/**
 * Where the names suggested start after a word of suggesting at `from`: after the kind of thing suggested
 * ("keeps suggesting Christmas-y things like Noel"), or right there ("suggests Shelly"); else -1.
 */
function suggestedFrom(ws: Written[], from: number): number {
  for (let at = from; at < from + 5 && ws[at]; at++) {
    if (EXAMPLES.has(ws[at]!.lower) && ws[at + 1]?.name && !ws[at]!.afterBreak) return at + 1;
    if (ws[at]!.ends) break;
  }
  return ws[from]?.name ? from : -1;
}

const startsAt = (ws: Written[], i: number, opener: string[]) =>
  opener.every((w, k) => ws[i + k]?.lower === w);

/** The names from i on, in a list ("Nemo and Dory", "Milo, Olive and Pip"): their lower-case words. */
function namesFrom(ws: Written[], i: number): string[] {
  const names: string[] = [];
  let at = i;
  while (ws[at]?.name) {
    names.push(ws[at]!.lower);
    const next = ws[at + 1];
    if (ws[at]!.ends || !next) break;
    if (next.name) {
      at++;
      continue;
    }
    if (LIST_GLUE.has(next.lower) && ws[at + 2]?.name && !next.afterBreak) {
      at += 2;
      continue;
    }
    // "we've already had a Goldie and a Nibbles", "a Pip, a Rolo": each name with its own article, when
    // the first had one too (not "our dog Max, a Labrador").
    const glued = LIST_GLUE.has(next.lower) && !next.afterBreak;
    const article = glued ? at + 2 : at + 1;
    if (
      (glued || next.afterBreak) &&
      ARTICLES.has(ws[i - 1]?.lower ?? "") &&
      ARTICLES.has(ws[article]?.lower ?? "") &&
      !ws[article - 1]!.ends &&
      !ws[article]!.ends &&
      ws[article + 1]?.name
    ) {
      at = article + 1;
      continue;
    }
    break;
  }
  return names;
}

/** Pet and thing nouns may stand between: "her cat Oreo", "my son's teddy George". */
const between = (w: Written) =>
  !w.name && (BETWEEN.has(w.lower) || (lookup(w.lower)?.species.length ?? 0) > 0);

/**
 * Names the owner wrote for someone or something else, or ruled out: "her brother Thumper", "the other
 * cat is called Smokey", "my son's teddy George", "the kids call her Pegasus but…", "NOT Luna", "Luna is
 * taken", "we already have a Pepper". Their lower-case words: never this pet's name. `placeTied`: the
 * reader's `tiedToPlace` of the description, read once (read here from its words when not given).
 */
export function namesGivenElsewhere(description: string, placeTied?: boolean): Set<string> {
  const ws = written(description);
  const out = new Set<string>();
  const add = (names: string[]) => {
    for (const n of names) out.add(n);
  };
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i]!;
    // A relation, another pet, or a naming word, then up to three linking words, then the names.
    let from = -1;
    if (OTHERS.has(w.lower)) from = i + 1;
    for (const opener of OTHER_OPENERS) if (startsAt(ws, i, opener)) from = i + opener.length;
    // "new doe coming. have Rosalind and Marie", "…, got Pip and Dot": the subject dropped, as typed on a phone.
    if (TERSE_HAVING.has(w.lower) && (i === 0 || ws[i - 1]!.ends || w.afterBreak)) from = i + 1;
    // "shares with Nutmeg", "bonded with Pip", "she'll share a run with our older doe Clover".
    if (SHARING.has(w.lower) && !w.ends) {
      for (let at = i + 1; at < i + 5 && ws[at] && !ws[at - 1]!.ends && !ws[at]!.name; at++)
        if (ws[at]!.lower === "with") {
          from = at + 1;
          break;
        }
    }
    if (from >= 0 && !w.ends) {
      let at = from;
      while (at < from + 3 && ws[at] && between(ws[at]!) && !ws[at - 1]!.ends) at++;
      const names = ws[at]?.name && !ws[at - 1]!.ends ? namesFrom(ws, at) : [];
      // "my husband's Star Wars obsession", "the kids are Harry Potter fans": a fandom, not a name.
      if (!FANDOM_WORDS.has(ws[at + names.length]?.lower ?? "")) add(names);
    }
    // "the kids call her Pegasus", "call him Tank but…": a name somebody else uses, or one turned away.
    if (
      NAMING_VERBS.has(w.lower) &&
      NAMED_ONES.has(ws[i + 1]?.lower ?? "") &&
      ws[i + 2]?.name &&
      !ws[i + 1]!.ends
    ) {
      const names = namesFrom(ws, i + 2);
      const after = ws[i + 2 + names.length]?.lower ?? "";
      // "everyone at pony club wants to call him Silver": somebody a few words back.
      const said = ws.slice(Math.max(0, i - 6), i).some((p) => THIRD_PARTIES.has(p.lower) && !p.ends);
      if (said || TURNED_AWAY.has(after)) add(names);
    }
    // "our rabbit Clover", "my older dog Bella", "our last pair were Mary and Paul": another pet of the house.
    if (OWNERS.has(w.lower)) {
      let at = i + 1;
      while (at < i + 3 && ws[at] && OTHER_KIN.has(ws[at]!.lower)) at++;
      const group = at > i + 1 && PET_GROUPS.has(ws[at]?.lower ?? "");
      let named = at + 1;
      if (group && LINKS.has(ws[named]?.lower ?? "")) named++;
      if ((petWord(ws[at]) || group) && ws[named]?.name && !ws[at]!.ends) add(namesFrom(ws, named));
    }
    // "the tortoise is Lewis", "the cat's Coltrane": a pet of the house named outright.
    if (petWord(w) && LINKS.has(ws[i + 1]?.lower ?? "") && ws[i + 2]?.name && !w.ends && !ws[i + 1]!.ends)
      add(namesFrom(ws, i + 2));
    // "Bella, our older dog, loves him": the name comes first.
    const capital = /^\p{Lu}/u.test(w.word) && w.lower !== "i";
    if (capital && !w.ends && OWNERS.has(ws[i + 1]?.lower ?? "") && ws[i + 1]!.afterBreak) {
      let at = i + 2;
      while (at < i + 4 && ws[at] && OTHER_KIN.has(ws[at]!.lower)) at++;
      if (at > i + 2 && petWord(ws[at])) out.add(w.lower);
    }
    // "Bramble, who we named already, is a scaredy": a name opening a sentence, said of somebody with "who".
    if (
      capital &&
      !w.name &&
      !w.ends &&
      ws[i + 1]?.afterBreak &&
      ws[i + 1]!.lower === "who" &&
      corpusEntry(w.lower)
    )
      out.add(w.lower);
    // "everyone suggests Shelly, please no", "my friends keep suggesting Blizzard or Yukon", "my mum wants
    // Cleo but no": somebody else's idea, which the owner turns down.
    // "keeps suggesting Christmas-y things like Noel and Holly", "want food names such as Cupcake": the
    // names come after the kind of thing suggested.
    const suggested = SUGGESTING.has(w.lower) && !w.ends ? suggestedFrom(ws, i + 1) : -1;
    if (suggested >= 0) {
      const names = namesFrom(ws, suggested);
      // "people at work keep saying Leonardo": somebody a few words back, in the same sentence.
      const said = ws.slice(Math.max(0, i - 5), i).some((p) => THIRD_PARTIES.has(p.lower) && !p.ends);
      // "everyone says Socks or Boots for the paws but that's too obvious": turned away later in the sentence.
      let turned = false;
      for (let at = suggested + names.length; at < suggested + 12 + names.length && ws[at]; at++) {
        if (TURNED_AWAY.has(ws[at]!.lower) && ws[at]!.lower !== "which") turned = true;
        // "the kids keep saying Hamish or Nessie. But he's coming home to Wales": the next sentence turns it down.
        if (ws[at]!.ends && TURNED_DOWN.has(ws[at + 1]?.lower ?? "")) turned = true;
        if (turned || ws[at]!.ends) break;
      }
      const after = ws[suggested + names.length]?.lower ?? "";
      // "Christmas-y things like Noel": the kind suggested is turned away with its names.
      const kind = suggested > i + 1 && ws[i + 1]!.name ? namesFrom(ws, i + 1) : [];
      if (said && (w.lower.startsWith("suggest") || TURNED_AWAY.has(after) || turned))
        add([...kind, ...names]);
      // "Buddy at work said Nemo. No.": a name somebody said, refused outright whoever said it.
      else if (SAYING.has(w.lower) && refusedOutright(ws, suggested + names.length)) add([...kind, ...names]);
    }
    // "she's currently 'Brie', which has to go": the name the pet has now, which the owner is changing.
    if (w.lower === "currently" && ws[i + 1]?.name && !w.ends) add(namesFrom(ws, i + 1));
    // "to keep Mochi company": the pet the new one is for.
    if (w.lower === "keep" && ws[i + 1]?.name && !w.ends) {
      const names = namesFrom(ws, i + 1);
      if (ws[i + 1 + names.length]?.lower === "company") add(names);
    }
    // "NOT Luna", "no Bella please".
    if (RULING_OUT.has(w.lower) && ws[i + 1]?.name && !w.ends) add(namesFrom(ws, i + 1));
    // "please nothing like Hunter or Tiger", "no names such as Luna": the names given as examples.
    if (RULING_OUT.has(w.lower) && !w.ends) {
      let at = i + 1;
      while (at < i + 4 && ws[at] && EXAMPLE_GLUE.has(ws[at]!.lower) && !ws[at]!.ends) at++;
      if (at > i + 1 && EXAMPLES.has(ws[at - 1]!.lower) && ws[at]?.name) add(namesFrom(ws, at));
    }
    // "dont want Oyen or Orange leh, too common", "not keen on Bella".
    for (const opener of REFUSALS) {
      if (!startsAt(ws, i, opener) || ws[i + opener.length - 1]!.ends) continue;
      let at = i + opener.length;
      while (at < i + opener.length + 3 && ws[at] && REFUSED_BETWEEN.has(ws[at]!.lower) && !ws[at]!.ends)
        at++;
      if (ws[at]?.name && !ws[at - 1]!.ends) add(namesFrom(ws, at));
    }
    // "almost went with Cheeto", "nearly called him Kermit": the first name within a few words.
    if (NEAR_MISSES.has(w.lower)) {
      let at = i + 1;
      while (at < i + 4 && ws[at] && !ws[at]!.name && !ws[at - 1]!.ends) at++;
      if (ws[at]?.name && !ws[at - 1]!.ends) add(namesFrom(ws, at));
    }
    // "he was into Harry Potter but that's 'for babies' now": the "but" leaves it behind.
    for (const opener of OUTGROWN) {
      if (!startsAt(ws, i, opener) || !ws[i + opener.length]?.name) continue;
      const names = namesFrom(ws, i + opener.length);
      const after = ws[i + opener.length + names.length];
      if (after?.lower === "but" && !ws[i + opener.length + names.length - 1]!.ends) add(names);
    }
    // "my son supports Chelsea": his club.
    if (SUPPORTING.has(w.lower) && ws[i + 1]?.name && !w.ends) {
      const said = ws.slice(Math.max(0, i - 3), i).some((p) => THIRD_PARTIES.has(p.lower) && !p.ends);
      if (said) add(namesFrom(ws, i + 1));
    }
    // "they're all named after F1 drivers — Lewis, Lando and Checo": the names the others already have.
    if (w.lower === "after" && NAMING_VERBS.has(ws[i - 1]?.lower ?? "")) {
      // The theme may itself be capitalised ("F1 drivers", "Greek gods"): the names are a list, or set off.
      const all = ws.slice(Math.max(0, i - 6), i).some((p) => p.lower === "all");
      for (let at = i + 1; all && at < i + 9 && ws[at] && !ws[at - 1]!.ends; at++) {
        const names = ws[at]!.name ? namesFrom(ws, at) : [];
        if (names.length >= 2 || (names.length === 1 && ws[at]!.afterBreak)) {
          add(names);
          break;
        }
      }
    }
    // "Luna is taken", "Luna's already taken", "Lewis and Lando are already taken".
    if (capital && !ws[i - 1]?.name) {
      const list = w.name ? namesFrom(ws, i) : [w.lower];
      let at = i + 1;
      while (ws[at] && (ws[at]!.name || LIST_GLUE.has(ws[at]!.lower)) && at < i + 8) at++;
      const start = at;
      if (["is", "was", "are", "were"].includes(ws[at]?.lower ?? "")) at++;
      if (ws[at]?.lower === "already") at++;
      if (at > start && TAKEN.has(ws[at]?.lower ?? "")) add(w.name ? list : [w.lower]);
    }
    // "have Dogger, Fisher, Humber, Viking", "currently we've got Ludo and Jenga": the house's pets, listed.
    if ((HAVING.has(w.lower) || w.lower === "got") && ws[i + 1]?.name && !w.ends) {
      const names = namesFrom(ws, i + 1);
      // ("we have Hunter and Tiger in mind" is a shortlist, not the house.)
      let end = i + 1;
      while (ws[end] && (ws[end]!.name || LIST_GLUE.has(ws[end]!.lower))) end++;
      const shortlisted = ws.slice(end, end + 2).some((x) => SHORTLIST_WORDS.has(x.lower));
      if (names.length >= 2 && !shortlisted) add(names);
    }
    // "Spaghetti is the corn snake, Orzo is the leopard gecko": a pet of the house, its name first.
    if (capital && !ws[i - 1]?.name && LINKS.has(ws[i + 1]?.lower ?? "") && !w.ends && !ws[i + 1]!.ends) {
      const owner = ws[i + 2]?.lower ?? "";
      const kind = ws.slice(i + 3, i + 5).findIndex((k, n) => petWord(k) && !ws[i + 2 + n]!.ends);
      // ("Luna is the sweetest cat ever": praise of the pet itself, perhaps.)
      const newOne = ws.slice(i + 3, i + 3 + kind).some((k) => NEW_ONES.has(k.lower) || /est$/.test(k.lower));
      if ((owner === "the" || OWNERS.has(owner)) && kind >= 0 && !newOne && !ws[i + 2]!.ends)
        out.add(w.lower);
    }
    // "we have a Muffin already".
    if (HAVING.has(w.lower) && ["a", "an"].includes(ws[i + 1]?.lower ?? "") && ws[i + 2]?.name) {
      const names = namesFrom(ws, i + 2);
      if (ws[i + 2 + names.length]?.lower === "already" && !ws[i + 1 + names.length]!.ends) add(names);
    }
    // "we already have a Pepper", "every cat is Luna", "too many Bellas".
    for (const opener of ALREADY)
      if (startsAt(ws, i, opener) && ws[i + opener.length]?.name)
        for (const n of namesFrom(ws, i + opener.length)) out.add(singular(n)).add(n);
    // "trampled the strawberry patch": the strawberries were in the way.
    if (WRECKING.has(w.lower)) {
      let at = i + 1;
      while (
        at < i + 4 &&
        ws[at] &&
        (BETWEEN.has(ws[at]!.lower) || ws[at]!.lower === "up") &&
        !ws[at - 1]!.ends
      )
        at++;
      if (ws[at] && PLOTS.has(ws[at + 1]?.lower ?? "") && !ws[at]!.ends) out.add(ws[at]!.lower);
    }
  }
  for (const word of hedged(ws)) out.add(word);
  for (const word of disliked(ws)) out.add(word);
  for (const word of outgrownThings(ws)) out.add(word);
  for (const word of hiddenFrom(ws)) out.add(word);
  for (const word of answeredViews(ws)) out.add(word);
  // ("a shop in Brixton, that's where we met": the owner ties the place to the pet after all.)
  for (const word of placesInPassing(ws, placeTied ?? tiedToPlace(ws.map((w) => w.lower)))) out.add(word);
  for (const word of inPassing(ws)) out.add(word);
  for (const colour of thingColours(ws)) out.add(colour);
  return out;
}
