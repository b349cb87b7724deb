/**
 * Words that are a trait in one sense and a plain noun in another: "kind" is gentle in "a kind soul", but a
 * sort in "the proper checkerboard kind", "the kind you see everywhere", "that kind of dog".
 */

/** What comes before "kind" as a sort: "the scruffy kind", "that kind", "every kind", "what kind". */
const SORT_DETERMINERS = new Set("the that this these those same every any which what one".split(" "));
/** What may follow "kind" as a sort: "the kind you see", "the kind that", "the kind with rosettes". */
const AFTER_SORT = new Set("of you that which who where with we i people everyone".split(" "));
/** How many words may stand between the determiner and "kind": "the proper checkerboard kind". */
const SORT_REACH = 3;

/**
 * Whether "kind" at i is a sort, not the trait: a determiner within three words before it in its clause,
 * and the clause ending or going on as a noun's would ("the proper checkerboard kind: neat squares…",
 * "the kind you see everywhere", "that kind of dog"). ("a kind soul", "the kindest", "so kind" are the trait.)
 */
export function sortNounAt(
  tokens: readonly string[],
  i: number,
  clauseStart: number,
  clauseEnd: number,
): boolean {
  if (tokens[i] !== "kind") return false;
  const next = tokens[i + 1];
  if (!(i + 1 >= clauseEnd || next === undefined || AFTER_SORT.has(next))) return false;
  for (let k = i - 1; k >= Math.max(clauseStart, i - SORT_REACH); k--)
    if (SORT_DETERMINERS.has(tokens[k]!)) return true;
  return false;
}

/** Words between who speaks and "says": "he also says", "she always says", "he now says". */
const SPEECH_ADVERBS = new Set("also always even now only actually still really just sometimes".split(" "));
/** Who may be the pet when it "says": "he says hello", "she says 'night night'". */
const PET_SPEAKERS = new Set(["he", "she", "it"]);

/**
 * Whether "says" at i is somebody else's speech, not the pet's voice: "my mum says he's a…", "something that
 * says steady", "before anyone says it", "the vet says". Only a pet that speaks ("he also says 'hello
 * darling'", "the parrot says hello", "Kiwi says hi", "talks nonstop, says 'hello'") is a talker. `petWord` tells whether a word is the
 * pet: its kind or a name.
 */
export function othersSpeechAt(
  tokens: readonly string[],
  i: number,
  clauseStart: number,
  petWord: (at: number) => boolean,
): boolean {
  if (tokens[i] !== "says") return false;
  let at = i - 1;
  while (at >= clauseStart && SPEECH_ADVERBS.has(tokens[at]!)) at--;
  // "talks nonstop, says 'hello darling'": the pet's sentence goes on, its subject unsaid.
  if (at < clauseStart) return false;
  return !(PET_SPEAKERS.has(tokens[at]!) || petWord(at));
}
