/**
 * Names a pet should not get: ones that sound like training commands, and ones with offensive,
 * sexual, drug or hateful meanings. Shared by every name provider.
 */

const COMMANDS = [
  "sit",
  "stay",
  "no",
  "down",
  "come",
  "heel",
  "off",
  "wait",
  "drop",
  "leave",
  "stop",
  "go",
  "up",
  "out",
  "place",
  "look",
  "watch",
  "quiet",
  "speak",
  "shake",
  "paw",
  "spin",
  "back",
  "touch",
  "take",
  "give",
  "hold",
  "free",
  "okay",
  "bed",
  "crate",
  "kennel",
  "easy",
  "fetch",
  "find",
  "jump",
  "here",
  "let go",
  "leave it",
  "drop it",
  "let's go",
  "good",
  "yes",
  "release",
  "settle",
  "hush",
  "roll",
  "bang",
];

/** Vowel sound of a one-syllable word's ending, in a crude spelling-to-sound form. */
function rime(word: string): string | undefined {
  const w = word.toLowerCase();
  const rules: [RegExp, string][] = [
    [/(o|oe|oh|ow|eau|ough)$/, "OH"], // no, go, Joe, Bo, Snow
    [/(ay|ey|eigh|ae)$/, "AY"], // stay, hey, Kay
    [/(own|oun)$/, "OWN"], // down, Brown
    [/(eel|eal|iel|eil)$/, "EEL"], // heel, Neil, Neal
    [/(ait|ate|eight)$/, "AYT"], // wait, Kate (before "it": "wait" is not "sit")
    [/(it|itt)$/, "IT"], // sit, Kit
    [/(op|opp)$/, "OP"], // drop, stop, Pop
    [/(um|ome)$/, "UM"], // come, Plum? (only one syllable)
    [/(off|of|ough)$/, "OF"],
  ];
  for (const [pattern, sound] of rules) if (pattern.test(w)) return sound;
  return undefined;
}

const COMMAND_RIMES = new Set(
  ["no", "go", "stay", "sit", "down", "heel", "wait", "drop", "stop", "come", "off"].map((c) => rime(c)),
);

/** Vowel groups, as a count of syllables good enough for short names. */
export function syllables(name: string): number {
  let total = 0;
  for (const part of name.toLowerCase().split(/[\s-]+/)) {
    const word = part.replace(/[^a-z]/g, "");
    if (!word) continue;
    const groups = word
      .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "")
      .replace(/^y/, "")
      .match(/[aeiouy]{1,2}/g);
    total += Math.max(1, groups?.length ?? 1);
  }
  return total;
}

/** True when a dog would confuse the name with a command: the same word, or a one-syllable rhyme. */
export function soundsLikeCommand(name: string): boolean {
  const lower = name.toLowerCase().trim();
  if (COMMANDS.includes(lower)) return true;
  if (lower.includes(" ") || syllables(lower) > 1) return false;
  const sound = rime(lower);
  return sound !== undefined && COMMAND_RIMES.has(sound);
}

/** Whole words (any case) that are offensive, sexual, drug slang or hateful as a name. */
const BLOCKED_WORDS = new Set([
  "bitch",
  "slut",
  "whore",
  "hoe",
  "ho",
  "skank",
  "thot",
  "pussy",
  "dick",
  "cock",
  "cum",
  "boner",
  "booty",
  "boobs",
  "boobies",
  "titty",
  "titties",
  "tits",
  "butt",
  "butthead",
  "ass",
  "asshole",
  "jackass",
  "bastard",
  "damn",
  "hell",
  "shit",
  "crap",
  "fuck",
  "fucker",
  "piss",
  "wanker",
  "twat",
  "prick",
  "douche",
  "dildo",
  "horny",
  "sexy",
  "stripper",
  "pimp",
  "hooker",
  "milf",
  "nipple",
  "weed",
  "kush",
  "blunt",
  "bong",
  "stoner",
  "cocaine",
  "coke",
  "crack",
  "meth",
  "heroin",
  "ecstasy",
  "xanax",
  "ketamine",
  "lsd",
  "acid",
  "pothead",
  "reefer",
  "ganja",
  "mary jane",
  "marijuana",
  "joint",
  "dope",
  "hitler",
  "adolf",
  "nazi",
  "fuhrer",
  "stalin",
  "isis",
  "jihad",
  "kkk",
  "klan",
  "coon",
  "negro",
  "nigga",
  "jap",
  "chink",
  "gook",
  "spic",
  "wetback",
  "gypsy",
  "retard",
  "retarded",
  "tranny",
  "fag",
  "faggot",
  "dyke",
  "homo",
  "lucifer",
  "satan",
  "demon",
  "killer",
  "murder",
  "slayer",
  "rape",
  "gun",
  "bullet",
  "bomb",
  "nuke",
  "dummy",
  "stupid",
  "idiot",
  "ugly",
  "fatso",
  "lardo",
  "porky",
  "tubby",
]);

/** Blocked anywhere inside a name, even as part of a word. */
const BLOCKED_FRAGMENTS = [
  "fuck",
  "shit",
  "nigg",
  "cunt",
  "whore",
  "slut",
  "bitch",
  "nazi",
  "hitler",
  "rape",
];

export function isBlocked(name: string): boolean {
  const lower = name.toLowerCase().trim();
  if (BLOCKED_WORDS.has(lower)) return true;
  if (lower.split(/[\s-]+/).some((word) => BLOCKED_WORDS.has(word))) return true;
  return BLOCKED_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** A name fit to suggest: a real word shape, not command-like, not blocked. */
export function isSuggestible(name: string): boolean {
  return /^\p{L}[\p{L}' -]{0,20}$/u.test(name.trim()) && !soundsLikeCommand(name) && !isBlocked(name);
}

/** Key under which spelling variants and near-duplicates collide (Lucy / Lucie, Bella / Belle). */
export function similarityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/(ie|ey|ee|y|i)$/, "y")
    .replace(/(ph)/g, "f")
    .replace(/(.)\1+/g, "$1")
    .replace(/[aeiou]+$/, "");
}
