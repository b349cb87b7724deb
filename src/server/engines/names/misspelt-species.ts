import nlp from "compromise";
import { corpusEntry } from "./corpus";
import type { Species } from "./corpus-types";
import { LEXICON, SPECIES_WORDS, stems, WEAK_SPECIES_WORDS } from "./lexicon";

/**
 * The pet's kind from a word typed one slip away from it, for a description where no kind was read: "my
 * hampster", "new guniea pig", "our tortise", "goldfsh". Phone-typed descriptions often carry the one word
 * that says what the pet is misspelt, and without it every name loses its species sense.
 */
export function misspeltSpecies(tokens: readonly string[]): { species: Species; word: string } | undefined {
  const known = targets();
  for (let i = 0; i < tokens.length; i++) {
    for (const length of [2, 1]) {
      const typed = tokens.slice(i, i + length).join(" ");
      if (typed.length < MIN_LENGTH || (length === 1 && isWord(typed))) continue;
      const slips = known.filter(([word]) => word.split(" ").length === length && oneSlipAway(typed, word));
      // A letter dropped is the likelier slip: "tortise" is a tortoise before a tortie.
      const [word, species] = slips.find(([w]) => w.length > typed.length) ?? slips[0] ?? [];
      if (word && species) return { species, word };
    }
  }
  return undefined;
}

/** Shorter words have too many real neighbours ("pony" and "pond", "cat" and "car"). */
const MIN_LENGTH = 5;

let cache: [string, Species][] | undefined;
/** The kinds' own words of five letters or more, one or two words long. */
function targets(): [string, Species][] {
  cache ??= (Object.entries(SPECIES_WORDS) as [Species, string[]][]).flatMap(([species, words]) =>
    words
      .filter((w) => w.length >= MIN_LENGTH && w.split(" ").length <= 2 && !WEAK_SPECIES_WORDS.has(w))
      .map((w): [string, Species] => [w, species]),
  );
  return cache;
}

const dictionary = (nlp as unknown as { model: () => { one: { lexicon: Record<string, unknown> } } }).model()
  .one.lexicon;
/** A real word ("house", "worse", "carrot") is what the owner meant, not a slip for "horse" or "parrot". */
export function isWord(token: string): boolean {
  return [token, ...stems(token)].some(
    (w) => w in dictionary || LEXICON.has(w) || corpusEntry(w) !== undefined,
  );
}

/** One letter added, dropped, changed, or two neighbours swapped ("hampster", "tortise", "turtel"). */
export function oneSlipAway(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}
