/**
 * What the owner cares most about, read from how they put it. A word in capitals ("the LOUDEST dog on our
 * road", "he is SO loud", "SUPER nosy", "she is GRUMPY") stresses the idea it carries, or the one its
 * capitalised degree grades. A trait the name is asked to carry ("a name that respects that she's an elderly
 * lady") is an order, not a mention. And the colour of a coat's marks ("yellow with little black spots") is
 * the marks', the coat being the colour said first; marks all over the pet ("covered in spots") are its look
 * played up.
 */
import { DEGREE_ADVERBS } from "./phrase-context";

/**
 * Short words owners write in capitals that are initials, not stress: "RSPCA", "TV", "UK", "OTTB". They match
 * no trait, but a word like "OK" or "ID" could read as one another day.
 */
const INITIALS = new Set(
  "ok id tv uk us usa eu nz rip diy asap lol omg tbh imo fyi btw pm am hh kg cm mm tb ottb gp nhs".split(" "),
);
/** Of the words in capitals, the share past which the whole text is shouted and no word stands out. */
const SHOUTED_TEXT_SHARE = 0.3;

/**
 * Where the owner wrote a word in capitals to stress it: the word's place among the description's words, as
 * `tokenize` splits them (two letters or more, all capitals, not initials). None when much of the text is in
 * capitals (a phone's caps lock, an owner who types so). By place, not by word: "SO loud… so gentle" stresses
 * the loudness only.
 */
export function shoutedPlaces(description: string): Set<number> {
  const words = description
    .replace(/[’']/g, "")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const shouted = new Set<number>();
  words.forEach((w, at) => {
    if (w.length >= 2 && /^\p{Lu}+$/u.test(w) && !INITIALS.has(w.toLowerCase())) shouted.add(at);
  });
  return shouted.size > words.length * SHOUTED_TEXT_SHARE ? new Set() : shouted;
}

/** Degrees that only stress when capitalised, beyond the adverbs: "a LOT grumpy", "SUCH a diva". */
const STRESS_WORDS = new Set(["lot", "such"]);

/**
 * Whether the idea matched at tokens[i, i + length) is stressed by capitals: one of its own words ("so
 * LOUD", "the CLUMSIEST"), or the degree just before it within its clause ("SO loud", "SUPER dramatic",
 * "a LOT grumpy"). ("NOT shy" is a denial, read as one; "THE cat" stresses nothing.)
 */
export function shoutedAt(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseStart: number,
  shouted: ReadonlySet<number>,
): boolean {
  if (shouted.size === 0) return false;
  for (let at = i; at < i + length; at++) if (shouted.has(at)) return true;
  const before = tokens[i - 1];
  return (
    before !== undefined &&
    i - 1 >= clauseStart &&
    shouted.has(i - 1) &&
    (DEGREE_ADVERBS.has(before) || STRESS_WORDS.has(before))
  );
}

/** Small marks on a coat, whose colour is theirs, not the coat's: "black spots", "dark flecks", "brown stripes". */
const MARK_NOUNS = new Set(
  "spot spots dot dots fleck flecks speckle speckles speck specks freckle freckles stripe stripes rosette rosettes blotch blotches splotch splotches splodge splodges tips".split(
    " ",
  ),
);
/** Words between a mark's colour and the mark: "black spots", "little black spots", "dark brown flecks". */
const MARK_GLUE = new Set("little tiny small big large round dark light pale bright deep jet".split(" "));
/** What joins the coat to its marks: "yellow with black spots", "pure white except one black spot". */
const GROUND_LINKS = new Set(["with", "except", "apart", "but"]);

/**
 * Whether the colour matched at tokens[i, i + length) is only its marks' ("yellow with loads of little black
 * spots", "white with brown speckles", "pure white except ONE single black spot"): the coat is the colour
 * said first, and the marks' colour counts less, as a faint look does. `colourAt` tells whether a word is
 * a coat colour. ("black and white patches" are the coat's own colours; "black spots" alone may be all
 * the owner says of the coat.)
 */
export function marksColourAt(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseStart: number,
  clauseEnd: number,
  colourAt: (word: string) => boolean,
): boolean {
  let at = i + length;
  while (at < clauseEnd && (MARK_GLUE.has(tokens[at]!) || colourAt(tokens[at]!))) at++;
  if (at >= clauseEnd || !MARK_NOUNS.has(tokens[at]!)) return false;
  const link = tokens.slice(clauseStart, i).findLastIndex((w) => GROUND_LINKS.has(w));
  return link > 0 && tokens.slice(clauseStart, clauseStart + link).some(colourAt);
}

/** What a request for a name starts with: "a name that…", "something that…", "one that…". */
const ASKING = new Set(["name", "names", "something", "one"]);
/** What the name is asked to do with what the pet is: "a name that respects that she's an elderly lady". */
const ASKED_TO = new Set(
  "respects respect reflects reflect captures capture says say shows show honours honour honors honor celebrates celebrate suits suit fits fit matches match owns own sums sum".split(
    " ",
  ),
);
/** Words between that ask and the trait: "that she's an", "how", "the fact that he is a proper". */
const ASK_TO_TRAIT = new Set(
  "that how the fact up she he shes hes she is he s is was an a such really very so proper little total bit of and her his".split(
    " ",
  ),
);
/** How far back from the trait the ask may start: "a name that respects that she's an elderly lady". */
const ASK_REACH = 8;

/**
 * Whether the owner asks the name to carry the trait at i, said after the ask: "a name that respects that
 * she's an elderly lady", "something that says steady and sensible", "one that shows how brave he is" is
 * read from its verb. `traitWord` tells whether a word is another trait ("steady and sensible").
 * ("a name that suits her" asks nothing of the word after.)
 */
export function askedTraitBefore(
  tokens: readonly string[],
  i: number,
  clauseStart: number,
  traitWord: (word: string) => boolean,
): boolean {
  for (let at = i - 1; at >= Math.max(clauseStart, i - ASK_REACH); at--) {
    const w = tokens[at]!;
    if (ASKED_TO.has(w)) {
      const asker = tokens.slice(Math.max(clauseStart, at - 2), at);
      return asker.some((v) => ASKING.has(v));
    }
    if (!ASK_TO_TRAIT.has(w) && !traitWord(w)) return false;
  }
  return false;
}

/** Amounts before a coat's marks: "covered in spots", "loads of little black spots", "so many freckles". */
const COVERING = [
  "covered in",
  "covered with",
  "loads of",
  "lots of",
  "tons of",
  "so many",
  "full of",
  "plastered in",
];
/** After them: "spots all over", "rosettes everywhere", "blotches all over her". */
const ALL_OVER = ["all over", "everywhere", "head to toe", "from head to tail"];

/**
 * Whether the marks matched at tokens[i, i + length) cover the pet ("covered in spots", "loads of little black
 * spots", "black marbled blotches all over", "rosettes everywhere"): the pattern is graded up, as "very
 * spotty" would be. `glue` tells whether a word may stand between the amount and the marks (a colour, a size).
 */
export function coveringMarksAt(
  tokens: readonly string[],
  i: number,
  length: number,
  clauseStart: number,
  clauseEnd: number,
  glue: (word: string) => boolean,
): boolean {
  let at = i - 1;
  while (at >= clauseStart && (MARK_GLUE.has(tokens[at]!) || glue(tokens[at]!))) at--;
  const before = tokens.slice(Math.max(clauseStart, at - 1), at + 1).join(" ");
  if (COVERING.some((phrase) => before.endsWith(phrase))) return true;
  const after = tokens.slice(i + length, Math.min(clauseEnd, i + length + 4)).join(" ");
  return ALL_OVER.some((phrase) => after === phrase || after.startsWith(`${phrase} `));
}
