import { KIN_WORDS, lookup, MATE_WORDS, THINGS } from "./phrase-context";

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
    out.push({ word, lower, name: cap && !sentenceStart && lower !== "i", afterBreak: brk, ends: false });
    sentenceStart = false;
    brk = false;
  }
  return out;
}

/** Words that say another being comes next: "her brother Thumper", "tankmates Nemo and Dory". */
const OTHERS = new Set([
  ...KIN_WORDS,
  ...MATE_WORDS,
  ..."friend friends buddy buddies bestie pal mate mates companion companions son daughter husband wife partner boyfriend girlfriend mum mom dad mother father grandma grandpa nan kid kids neighbour neighbours neighbor neighbors cousin roommate flatmate called named".split(
    " ",
  ),
]);
/** Words that may stand between such a word and the name: "the other cat is called Smokey", "son's teddy George". */
const BETWEEN = new Set(
  "is are was were a an the his her their our my two three both who whos called named name names teddy bear toy doll plush stuffed old older younger little big best late new also other".split(
    " ",
  ),
);
const FANDOM = new Set(
  "fan fans obsessed obsession nerd nerds mad crazy fanatic fanatics lover lovers".split(" "),
);
const LIST_GLUE = new Set(["and", "or", "&"]);
/** "the other", "our other", "we also have", "lives with": another pet or person follows. */
const OTHER_OPENERS = [
  ["the", "other"],
  ["our", "other"],
  ["my", "other"],
  ["also", "have"],
  ["lives", "with"],
  ["living", "with"],
  ["name", "is"],
  ["names", "are"],
  ["next", "door"],
  ["visited"],
  ["visiting"],
];
/** "our rabbit Clover", "Bella, our older dog": a pet of the house with a name already. */
const OWNERS = new Set(["our", "my", "his", "her", "their"]);
const OTHER_KIN = new Set("other older younger elder first last late previous old resident".split(" "));
const petWord = (w: Written | undefined) =>
  w !== undefined && !w.name && (lookup(w.lower)?.species.length ?? 0) > 0;
const NAMING = new Set("call calls called calling name names named naming".split(" "));
const NAMED = new Set(["her", "him", "it", "them", "theirs"]);
/** Who else names the pet: "the kids call her Pegasus", "my husband calls him Tank". */
const THIRD_PARTIES = new Set(
  "kids kid children they everyone everybody people he she husband wife son daughter neighbours neighbors neighbour neighbor vet vets friends family dad mum mom brother sister partner boyfriend girlfriend shelter breeder staff".split(
    " ",
  ),
);
/** What turns a name away after it: "call her Pegasus but that's not happening". */
const TURNED_AWAY = new Set(["but", "though", "however", "which", "lol"]);
/** "NOT Luna", "no Bella": a name ruled out. */
const RULING_OUT = new Set(["not", "no", "never", "nothing", "except", "besides"]);
/** "Luna is taken", "Bella is overdone": what follows a name that rules it out. */
const TAKEN = new Set("taken overdone overused banned vetoed out".split(" "));
/** "already have a Pepper", "every cat is Luna", "too many Bellas". */
const ALREADY = [
  ["already", "have", "a"],
  ["already", "has", "a"],
  ["already", "had", "a"],
  ["already", "have"],
  ["already", "has"],
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

/** Colours the lexicon may lack ("pink"), and shades that may stand before them ("bright pink"). */
const THING_COLOURS = new Set(
  "pink purple violet lilac lavender magenta fuchsia red crimson scarlet blue navy teal turquoise green lime yellow orange gold golden silver rainbow neon".split(
    " ",
  ),
);
const SHADES = new Set(["bright", "light", "dark", "deep", "pale", "soft", "hot", "baby", "neon"]);

/** "her pink blanket", "his purple ball": colours said only of things, never of the pet. */
function thingColours(ws: Written[]): string[] {
  const ofThings = new Set<string>();
  const elsewhere = new Set<string>();
  ws.forEach((w, i) => {
    if (!THING_COLOURS.has(w.lower)) return;
    let at = i + 1;
    while (at < i + 3 && ws[at] && (THING_COLOURS.has(ws[at]!.lower) || ws[at]!.lower === "and")) at++;
    (THINGS.has(ws[at]?.lower ?? "") && !ws[at - 1]!.ends ? ofThings : elsewhere).add(w.lower);
  });
  return [...ofThings].filter((w) => !elsewhere.has(w) && !SHADES.has(w));
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
 * taken", "we already have a Pepper". Their lower-case words: never this pet's name.
 */
export function namesGivenElsewhere(description: string): Set<string> {
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
    if (from >= 0 && !w.ends) {
      let at = from;
      while (at < from + 3 && ws[at] && between(ws[at]!) && !ws[at - 1]!.ends) at++;
      const names = ws[at]?.name && !ws[at - 1]!.ends ? namesFrom(ws, at) : [];
      // "my husband's Star Wars obsession", "the kids are Harry Potter fans": a fandom, not a name.
      if (!FANDOM.has(ws[at + names.length]?.lower ?? "")) add(names);
    }
    // "the kids call her Pegasus", "call him Tank but…": a name somebody else uses, or one turned away.
    if (NAMING.has(w.lower) && NAMED.has(ws[i + 1]?.lower ?? "") && ws[i + 2]?.name && !ws[i + 1]!.ends) {
      const names = namesFrom(ws, i + 2);
      const after = ws[i + 2 + names.length]?.lower ?? "";
      const said = ws.slice(Math.max(0, i - 3), i).some((p) => THIRD_PARTIES.has(p.lower));
      if (said || TURNED_AWAY.has(after)) add(names);
    }
    // "our rabbit Clover", "my older dog Bella": another pet of the house.
    if (OWNERS.has(w.lower)) {
      let at = i + 1;
      while (at < i + 3 && ws[at] && OTHER_KIN.has(ws[at]!.lower)) at++;
      if (petWord(ws[at]) && ws[at + 1]?.name && !ws[at]!.ends) add(namesFrom(ws, at + 1));
    }
    // "Bella, our older dog, loves him": the name comes first.
    const capital = /^\p{Lu}/u.test(w.word) && w.lower !== "i";
    if (capital && !w.ends && OWNERS.has(ws[i + 1]?.lower ?? "") && ws[i + 1]!.afterBreak) {
      let at = i + 2;
      while (at < i + 4 && ws[at] && OTHER_KIN.has(ws[at]!.lower)) at++;
      if (at > i + 2 && petWord(ws[at])) out.add(w.lower);
    }
    // "NOT Luna", "no Bella please".
    if (RULING_OUT.has(w.lower) && ws[i + 1]?.name && !w.ends) add(namesFrom(ws, i + 1));
    // "Luna is taken", "Luna's already taken".
    if (capital) {
      let at = i + 1;
      if (ws[at]?.lower === "is" || ws[at]?.lower === "was") at++;
      if (ws[at]?.lower === "already") at++;
      if (at > i + 1 && TAKEN.has(ws[at]?.lower ?? "")) out.add(w.lower);
    }
    // "we already have a Pepper", "every cat is Luna", "too many Bellas".
    for (const opener of ALREADY)
      if (startsAt(ws, i, opener) && ws[i + opener.length]?.name)
        for (const n of namesFrom(ws, i + opener.length)) out.add(n.replace(/s$/, "")).add(n);
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
  for (const colour of thingColours(ws)) out.add(colour);
  return out;
}
