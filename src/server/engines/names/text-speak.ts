import { isWord } from "./misspelt-species";
import { lookup } from "./phrase-context";

/**
 * Phone-typed descriptions spelled out before they are read: "v shy", "rly loud", "luvs her wheel", "black n
 * white", "w/ a white chest", "sooo fluffyyy", "nvr barks". The reader's tables hold words as written in
 * full; written short, a degree, a love, a denial or a colour pair was lost and the description read as
 * nothing. Shorthand is spelled out only in lower case (a capital "V" or "Lil" may be a name or a letter);
 * a held letter in any case ("SOOO").
 */
export function spelledOut(description: string): string {
  if (!SHORTHAND_SEEN.test(description)) return description;
  return (
    description
      // "sooo fluffyyy", "realllly", "pleeease": a letter held is the word ("so", "fluffy", "really", "please").
      .replace(/\p{L}*(\p{L})\1{2,}\p{L}*/gu, unstretched)
      // "w/ a white chest", "w/o a tail"
      .replace(/(?<![\p{L}/])w\/o(?![\p{L}])/gu, "without")
      .replace(/(?<![\p{L}/])w\/(?=\s)/gu, "with")
      .replace(/(?<![\p{L}/])w\/(?=\p{L})/gu, "with ")
      .replace(/(?<![\p{L}/])b\/c(?![\p{L}])/gu, "because")
      // "b&w kitten", "b/w tux": black and white
      .replace(/(?<![\p{L}/&])b[&/]w(?![\p{L}/])/gu, "black and white")
      // "black n white", "salt n pepper": "n" between two words is "and".
      .replace(/(?<=\p{L}\s)n(?=\s+\p{L})/gu, "and")
      // "v shy", "v v fluffy": "v" before a word the reader knows is "very" ("Arsenal v Spurs" and "a white v
      // on his chest" are not).
      .replace(/(?<![\p{L}.'’])v(?=\s+(\p{Ll}+))/gu, (v, next: string) =>
        next === "v" || lookup(next) !== undefined ? "very" : v,
      )
      // "300 bc" is a year, not "because".
      .replace(/(?<![\p{L}'’])\p{Ll}+(?![\p{L}'’])/gu, (word, at: number, text: string) =>
        word === "bc" && /\d\s*$/.test(text.slice(0, at)) ? word : (SHORTHAND.get(word) ?? word),
      )
  );
}

/** Shorthand and its words in full, as phone typists write them. */
const SHORTHAND = new Map<string, string>([
  ["rly", "really"],
  ["rlly", "really"],
  ["realy", "really"],
  ["lil", "little"],
  ["smol", "small"],
  ["pls", "please"],
  ["plz", "please"],
  ["plss", "please"],
  ["tho", "though"],
  ["bc", "because"],
  ["bcos", "because"],
  ["bcuz", "because"],
  ["coz", "because"],
  ["abt", "about"],
  ["u", "you"],
  ["ur", "your"],
  ["luv", "love"],
  ["luvs", "loves"],
  ["luvvs", "loves"],
  ["nvr", "never"],
  ["ppl", "people"],
  ["nite", "night"],
  ["thru", "through"],
  ["sis", "sister"],
  ["bro", "brother"],
  ["bf", "boyfriend"],
  ["gf", "girlfriend"],
  ["hrs", "hours"],
  ["mins", "minutes"],
]);

/** Whether there is anything to spell out: most descriptions have none, and are left as they are. */
const SHORTHAND_SEEN = new RegExp(
  `(\\p{L})\\1{2,}|\\bw\\/|\\bb[/&][cw]|(?:^|\\s)[nv]\\s|\\b(?:${[...SHORTHAND.keys()].join("|")})\\b`,
  "u",
);

const known = (word: string) => isWord(word) || lookup(word) !== undefined;

/** A word with a letter held ("fluffyyy"): the word with it written twice ("really") or once ("shy"). */
function unstretched(word: string): string {
  const lower = word.toLowerCase();
  // "Henry VIII", "zzz": numerals and a sleeper's snore are no stretched words.
  if (/^[ivxlcdm]+$/.test(lower) || /^z+$/.test(lower)) return word;
  const twice = word.replace(/(\p{L})\1{2,}/gu, "$1$1");
  const once = word.replace(/(\p{L})\1{2,}/gu, "$1");
  if (known(twice.toLowerCase())) return twice;
  return known(once.toLowerCase()) ? once : twice;
}
