/**
 * The named works, people and places in a name's note ("Dory is the forgetful blue tang of Finding Nemo"),
 * so that an owner who names one ("they want a Finding Nemo name") gets the names that come from it.
 */
import { FRANCHISE_WORDS } from "./data/curated-franchises";
import { lookup } from "./phrase-context";
import { tokenize } from "./reader";

export interface Title {
  /** As the note writes it: "Finding Nemo". */
  display: string;
  /** As the owner would type it, in the reader's words: "finding nemo". */
  words: string;
  note: string;
}

const FRANCHISES = new Set(Object.keys(FRANCHISE_WORDS));
/** A franchise's own name is its concept already: only a work within it narrows the names down. */
const UMBRELLAS = new Set(["harry potter", "star wars", "marvel", "disney", "pixar", "pokemon", "studio ghibli"]);
/** Capitalised runs joined by small words: "Lord of the Rings", "Studio Ghibli", "Mickey Mouse's". */
const CAPITALISED_RUN = /[A-Z][\w'’-]*(?:\s+(?:(?:of|the|and|in|on|a)\s+)*[A-Z][\w'’-]*)+/g;

const cache = new Map<string, Title[]>();

export function titlesIn(note: string): Title[] {
  const known = cache.get(note);
  if (known) return known;
  const titles: Title[] = [];
  for (const [run] of note.matchAll(CAPITALISED_RUN)) {
    // Every stretch of the run from one capitalised word to another: "Pixar's Finding Nemo" holds
    // "Finding Nemo", "Hogwarts in the Harry Potter books" holds "Harry Potter".
    const parts = run.split(/\s+/).map((part) => part.replace(/['’]+$/, ""));
    for (let from = 0; from < parts.length; from++) {
      if (!/^[A-Z]/.test(parts[from]!)) continue;
      for (let to = from + 2; to <= parts.length; to++) {
        if (!/^[A-Z]/.test(parts[to - 1]!)) continue;
        const display = parts
          .slice(from, to)
          .join(" ")
          .replace(/['’]s$/, "");
        const words = tokenize(display).join(" ");
        // Not a breed ("Great Dane") or a holiday ("New Year"): the reader knows those. A film the
        // reader files under its studio ("Finding Nemo", Disney) still names its own characters.
        const known = lookup(words);
        if (UMBRELLAS.has(words) || (known && !known.concepts.some((c) => FRANCHISES.has(c)))) continue;
        titles.push({ display, words, note });
      }
    }
  }
  cache.set(note, titles);
  return titles;
}

/** The first title from any of the notes that the description names, word for word. */
export function titleNamed(notes: readonly (string | undefined)[], text: string): Title | undefined {
  for (const note of notes) {
    if (!note) continue;
    const title = titlesIn(note).find((t) => ` ${text} `.includes(` ${t.words} `));
    if (title) return title;
  }
  return undefined;
}
