import { createRequire } from "node:module";
import {
  COAT_COLOURS,
  CONCEPTS,
  type Concept,
  CUE_CONCEPTS,
  type CuratedName,
  type Species,
  type Theme,
} from "./corpus-types";
import { CURATED_A } from "./data/curated-a";
import { CURATED_B } from "./data/curated-b";
import { CURATED_C } from "./data/curated-c";
import { CURATED_CUES } from "./data/curated-cues";
import { CURATED_CULTURE } from "./data/curated-culture";
import { CURATED_FRANCHISES } from "./data/curated-franchises";
import { CURATED_KINDS } from "./data/curated-kinds";
import { CURATED_LOOKS } from "./data/curated-looks";
import { CURATED_PLACES } from "./data/curated-places";
import { CURATED_SEASONS } from "./data/curated-seasons";
import { CURATED_THEMES } from "./data/curated-themes";
import { CURATED_THINGS } from "./data/curated-things";
import { isSuggestible, syllables } from "./filters";
import { LEXICON } from "./lexicon";

export interface CorpusName {
  name: string;
  /** The name in lowercase, as descriptions are compared with it. */
  key: string;
  gender: "f" | "m" | "u";
  syllables: number;
  themes: Theme[];
  evokes: Concept[];
  species: Species[] | undefined;
  meaning: string | undefined;
  origin: string | undefined;
  culturalContext: string | undefined;
  /** Notes for another sense of the name, by the cue that brings it up. */
  cueNotes?: Map<Concept, string>;
  /** Seattle pet licences 2005–2016 carrying this name. */
  licensed: { dog: number; cat: number };
}

/** name → [dogs, cats], distilled from Seattle's public pet licence records by scripts/distill-licences.mjs. */
const popularity = createRequire(import.meta.url)("./data/popularity.json") as Record<
  string,
  [number, number]
>;

const MARKINGS = new Set<Concept>(["spotted", "striped", "patchy"]);

function merge(into: CorpusName, extra: CuratedName): void {
  for (const theme of extra.themes) if (!into.themes.includes(theme)) into.themes.push(theme);
  for (const concept of seasonless(extra.evokes))
    if (!into.evokes.includes(concept)) into.evokes.push(concept);
  // Meaning, origin and cultural note travel together: two sources may describe different senses.
  if (!into.meaning && !into.culturalContext) {
    into.meaning = extra.meaning;
    into.origin = extra.meaning ? extra.origin : undefined;
    into.culturalContext = extra.culturalContext;
  } else if (extra.culturalContext) {
    // Another sense of the name ("Garnet is the birthstone of January"), told when that cue picked it.
    const notes = into.cueNotes ?? new Map<Concept, string>();
    for (const concept of extra.evokes)
      if (CUE_CONCEPTS.has(concept)) notes.set(concept, extra.culturalContext);
    if (notes.size > 0) into.cueNotes = notes;
  }
  if (into.gender === "u") into.gender = extra.gender;
}

const MONTHS = new Set<Concept>(
  CONCEPTS.slice(CONCEPTS.indexOf("january"), CONCEPTS.indexOf("december") + 1),
);
const SEASONS = new Set<Concept>(["snow", "spring", "summer", "autumn"]);
/**
 * A birthstone or birth flower is a name of its month, not of its season's weather: Violet (February)
 * suits a February birthday, not a pet that loves snow.
 */
function seasonless(evokes: readonly Concept[]): Concept[] {
  return evokes.some((c) => MONTHS.has(c)) ? evokes.filter((c) => !SEASONS.has(c)) : [...evokes];
}

function build(): CorpusName[] {
  const byKey = new Map<string, CorpusName>();
  const add = (entry: CuratedName) =>
    byKey.set(entry.name.toLowerCase(), {
      name: entry.name,
      key: entry.name.toLowerCase(),
      gender: entry.gender,
      syllables: syllables(entry.name),
      themes: [...entry.themes],
      evokes: seasonless(entry.evokes),
      species: entry.species,
      meaning: entry.meaning,
      origin: entry.meaning ? entry.origin : undefined,
      culturalContext: entry.culturalContext,
      licensed: { dog: 0, cat: 0 },
    });
  for (const entry of [
    ...CURATED_A,
    ...CURATED_B,
    ...CURATED_C,
    ...CURATED_CUES,
    ...CURATED_FRANCHISES,
    ...CURATED_SEASONS,
    ...CURATED_PLACES,
    ...CURATED_CULTURE,
    ...CURATED_THINGS,
    ...CURATED_LOOKS,
    ...CURATED_THEMES,
  ]) {
    const existing = byKey.get(entry.name.toLowerCase());
    if (existing) merge(existing, entry);
    else add(entry);
  }
  // A kind's set ties its names to the pet ("Wilbur" for a piglet): a name the corpus already has keeps its
  // own themes, or Charlotte would turn a nature name for every pet.
  for (const entry of CURATED_KINDS) if (!byKey.has(entry.name.toLowerCase())) add(entry);
  for (const [name, [dog, cat]] of Object.entries(popularity)) {
    const key = name.toLowerCase();
    const existing = byKey.get(key);
    if (existing) {
      existing.licensed = { dog, cat };
      continue;
    }
    // A name that is also a word of the lexicon ("Ginger", "Patches", "Smokey") evokes its meaning.
    const evokes = [...(LEXICON.get(key)?.concepts ?? [])];
    const themes: Theme[] = evokes.some((c) => COAT_COLOURS.has(c) || MARKINGS.has(c))
      ? ["colours"]
      : ["classic"];
    byKey.set(key, plainName(name, themes, evokes, { dog, cat }));
  }
  return [...byKey.values()].filter((entry) => isSuggestible(entry.name));
}

/** A name known by its word alone: no sex, species, meaning or note (a licence record, a food the owner wrote). */
export function plainName(
  name: string,
  themes: Theme[],
  evokes: Concept[],
  licensed: CorpusName["licensed"] = { dog: 0, cat: 0 },
): CorpusName {
  return {
    name,
    key: name.toLowerCase(),
    gender: "u",
    syllables: syllables(name),
    themes,
    evokes,
    species: undefined,
    meaning: undefined,
    origin: undefined,
    culturalContext: undefined,
    licensed,
  };
}

let corpus: CorpusName[] | undefined;
let byName: Map<string, CorpusName> | undefined;

/** Every name the local engine can suggest, built once per process. */
export function nameCorpus(): CorpusName[] {
  corpus ??= build();
  return corpus;
}

/** What the corpus knows of a name, whatever its case. */
export function corpusEntry(name: string): CorpusName | undefined {
  byName ??= new Map(nameCorpus().map((entry) => [entry.name.toLowerCase(), entry]));
  return byName.get(name.toLowerCase());
}
