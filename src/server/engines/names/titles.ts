/**
 * The named works, people and places in a name's note ("Dory is the forgetful blue tang of Finding Nemo"),
 * so that an owner who names one ("they want a Finding Nemo name") gets the names that come from it.
 */
import type { CorpusName } from "./corpus";
import { FRANCHISE_WORDS } from "./data/curated-franchises";
import { lookup } from "./phrase-context";
import { tokenize } from "./reader";

export interface Title {
  /** As the note writes it: "Finding Nemo". */
  display: string;
  /** As the owner would type it, in the reader's words: "finding nemo". */
  words: string;
  /** The words wrapped in spaces, to find them whole in the description. */
  padded: string;
  note: string;
}

const FRANCHISES = new Set(Object.keys(FRANCHISE_WORDS));
/** A franchise's own name is its concept already: only a work within it narrows the names down. */
const UMBRELLAS = new Set([
  "harry potter",
  "star wars",
  "marvel",
  "disney",
  "pixar",
  "pokemon",
  "studio ghibli",
]);
/** Capitalised runs joined by small words: "Lord of the Rings", "Studio Ghibli", "Mickey Mouse's". */
const CAPITALISED_RUN = /[A-Z][\w'’-]*(?:\s+(?:(?:of|the|and|in|on|a)\s+)*[A-Z][\w'’-]*)+/g;

const cache = new Map<string, Title[]>();

function titlesIn(note: string): Title[] {
  const known = cache.get(note);
  if (known) return known;
  const titles: Title[] = [];
  for (const [run] of note.matchAll(CAPITALISED_RUN)) {
    // Every tail of the run from a capitalised word: "Pixar's Finding Nemo" holds "Finding Nemo",
    // "Hogwarts in the Harry Potter" holds "Harry Potter"; "Lunar New Year" holds no "Lunar New".
    const parts = run.split(/\s+/).map((part) => part.replace(/['’]+$/, ""));
    parts.slice(0, -1).forEach((part, from) => {
      if (!/^[A-Z]/.test(part)) return;
      const display = parts
        .slice(from)
        .join(" ")
        .replace(/['’]s$/, "");
      const words = tokenize(display).join(" ");
      // Not a breed ("Great Dane") or a holiday ("New Year"): the reader knows those. A film the
      // reader files under its studio ("Finding Nemo", Disney) still names its own characters.
      const known = lookup(words);
      if (UMBRELLAS.has(words) || (known && !known.concepts.some((c) => FRANCHISES.has(c)))) return;
      titles.push({ display, words, padded: ` ${words} `, note });
    });
  }
  cache.set(note, titles);
  return titles;
}

/** The first title in a name's notes that the description names, word for word. */
export function titleNamed(entry: CorpusName, text: string): Title | undefined {
  if (!entry.culturalContext && !entry.cueNotes) return undefined;
  for (const note of [entry.culturalContext, ...(entry.cueNotes?.values() ?? [])]) {
    if (!note) continue;
    const title = titlesIn(note).find((t) => text.includes(t.padded));
    if (title) return title;
  }
  return undefined;
}
