/**
 * The names people reach for first for the shade the owner wrote: Cocoa for "dark chocolate", Jet for
 * "jet black", Sky for "sky blue" (data/curated-looks.ts). Only words the reader took for the pet's own
 * coat count, so the sofa's red or the sister's white bring nothing.
 */
import { COAT_COLOURS, type Concept, type Species } from "./corpus-types";
import { COAT_TERM_NAMES, FURRED_LOOK_NAMES, LOOK_NAMES, PLAIN_LOOK_NAMES } from "./data/curated-looks";
import { lookup, SHADE_WORDS } from "./phrase-context";
import type { DescriptionReading } from "./reader";

export interface LookName {
  /** The colour or pattern the shade is of. */
  concept: Concept;
  /** The owner's phrase for it, with its shade words: "dark chocolate", "jet black". */
  said: string;
  /** Its place in the shade's list: the first is the one people reach for first. */
  rank: number;
  /** How far it leads the colour's other names: a shade most, a plain colour or a pattern less. */
  lead: number;
}

/** How far the names for the owner's own shade ("jet black": Jet) lead its other names. */
const SHADE_LEAD = 3;
/** A plain colour's first names ("black": Midnight) and a pattern's ("spots": Dotty) lead by less. */
const PLAIN_LEAD = 2;
const PATTERNS = new Set<Concept>(["spotted", "striped", "patchy"]);
/** A fancier's word for the coat ("seal point") is said in passing: its names lead the colour's by less. */
const TERM_LEAD = 1;
/** How much less each next name of a list leads. */
export const RANK_STEP = 0.3;

/** Pets with fur, whose "blue" and "lilac" are greys (FURRED_LOOK_NAMES). */
const FURRED = new Set<Species>(["dog", "cat", "rabbit", "small-pet", "horse"]);
const LOOK_CONCEPTS = new Set<Concept>([...COAT_COLOURS, "spotted", "striped", "patchy"]);
/** Words that shade the colour after them (SHADE_WORDS), and "liver" of "liver roan". */
const SHADES = new Set([...SHADE_WORDS, "liver"]);
const colourWord = (word: string | undefined) =>
  word !== undefined && lookup(word)?.concepts.some((c) => COAT_COLOURS.has(c)) === true;

/** The owner's phrase around a colour word, as written: "dark chocolate", "sky blue", "jet black". */
function phraseOf(word: string, words: string[]): string {
  const at = words.indexOf(word.split(" ")[0]!);
  if (at < 0) return word;
  let [from, until] = [at, at + word.split(" ").length];
  while (from > 0 && from > at - 2 && SHADES.has(words[from - 1]!)) from--;
  if (until < words.length && colourWord(words[until])) until++;
  return words.slice(from, until).join(" ");
}

let last: { reading: DescriptionReading; names: Map<string, LookName>; chosen: Set<Concept> } | undefined;

/** Each shade name for the coat the description gives, by its lower-case name, at its best rank. */
export function lookNames(reading: DescriptionReading): Map<string, LookName> {
  return looksOf(reading).names;
}

/** The colours whose first names the owner's shade chose: their other names count the colour plainly. */
export function lookChosen(reading: DescriptionReading): Set<Concept> {
  return looksOf(reading).chosen;
}

function looksOf(reading: DescriptionReading): { names: Map<string, LookName>; chosen: Set<Concept> } {
  if (last?.reading === reading) return last;
  const names = new Map<string, LookName>();
  const chosen = new Set<Concept>();
  const words = reading.text.trim().split(" ");
  const furry = reading.species !== undefined && FURRED.has(reading.species);
  // A patched coat ("dutch markings", "broken black", "tuxedo") is never of one colour, whatever the owner
  // named of it: the plain colour's names (Midnight, Onyx) would misdescribe it.
  const oneColour =
    [...reading.concepts.keys()].filter((c) => COAT_COLOURS.has(c)).length === 1 &&
    !reading.concepts.has("patchy");
  for (const [concept, seen] of reading.concepts) {
    if (!LOOK_CONCEPTS.has(concept)) continue;
    for (const word of seen.words) {
      const said = phraseOf(word, words);
      // The phrase whole first ("sky blue", "bright orange"), then the word ("chocolate").
      const keys = [said, word, said.split(" ").slice(-2).join(" "), word.split(" ")[0]!];
      const key = keys.find((k) => LOOK_NAMES.has(k));
      // A fancier's word for the coat ("seal point", "buckskin", "broken black") names its kind.
      const term = key ? undefined : keys.find((k) => COAT_TERM_NAMES.has(k));
      // A blue British Shorthair is grey: on fur, "blue" and "lilac" take a grey's names, not the sky's.
      const furred = furry ? FURRED_LOOK_NAMES.get(word) : undefined;
      const list =
        furred ??
        (key
          ? LOOK_NAMES.get(key)
          : term
            ? COAT_TERM_NAMES.get(term)
            : oneColour
              ? PLAIN_LOOK_NAMES.get(word)
              : undefined);
      if (!list) continue;
      const lead = key && !PATTERNS.has(concept) ? SHADE_LEAD : term ? TERM_LEAD : PLAIN_LEAD;
      chosen.add(concept);
      list.forEach((name, rank) => {
        const known = names.get(name.toLowerCase());
        if (!known || known.lead - known.rank * RANK_STEP < lead - rank * RANK_STEP)
          names.set(name.toLowerCase(), { concept, said, rank, lead });
      });
    }
  }
  last = { reading, names, chosen };
  return last;
}
