/**
 * Reads a vet search the way people type it: a place anywhere in it ("emergency vet chicago",
 * "cat clinic in austin", "Austin TX", "Baton Rouge, LA", "10001", "Texas", "NYC", typos such as
 * "pheonix"), what the searcher needs ("emergency", "24 hour", "exotic"), and words that may name a
 * clinic. Filler ("vet", "animal hospital", "near", "in") is set aside.
 */
import { editDistance, typoAllowance } from "./edit-distance";
import type { Place, PlaceIndex } from "./place-index";
import { LONGEST_NEED, NEAR_ME_PHRASES, NEEDS, type Need, STOP_WORDS, splitWords } from "./search-words";

export interface SearchReading {
  place: Place | null;
  /**
   * A ZIP, a state, a nickname or a town with its state: not a word of a clinic's name. A town named
   * alone may be one ("Chelsea Paws", "Loop Animal Hospital").
   */
  placeCertain: boolean;
  needs: Need[];
  /** Words that may name a clinic: not the place, not a need, not filler. */
  nameWords: string[];
  /** The place's words as well, for when the "place" is part of a clinic's name ("Chelsea Paws"). */
  textWords: string[];
  /** "near me", "nearby": the searcher's own position is meant. */
  nearMe: boolean;
}

const ZIP = /\b(\d{5})(?:-\d{4})?\b/;
/** The longest name a place has, in words ("district of columbia", "lake in the hills"). */
const LONGEST_PLACE = 4;
/** State codes that are also everyday words: a state only in capitals or right after a town. */
const WORDLIKE_CODES = new Set([
  "in",
  "or",
  "me",
  "hi",
  "oh",
  "ok",
  "de",
  "id",
  "al",
  "pa",
  "ma",
  "co",
  "ga",
  "la",
]);

type Use = "near" | "need" | "place";

interface StateMention {
  place: Place;
  start: number;
  length: number;
  /** A weak mention ("or" in "portland or") only qualifies the town just before it. */
  strong: boolean;
}

interface Candidate {
  place: Place;
  start: number;
  length: number;
  qualifier?: StateMention;
  /** Nicknames beat state names, which beat towns of the same length ("New York", "Washington"). */
  rank: number;
}

const NICKNAME = 3;
const STATE = 2;
const TOWN = 1;

class Words {
  readonly typed: string[];
  readonly lower: string[];
  readonly use: (Use | undefined)[];

  constructor(text: string) {
    this.typed = splitWords(text);
    this.lower = this.typed.map((w) => w.toLowerCase());
    this.use = this.typed.map(() => undefined);
  }

  free(start: number, length: number): boolean {
    if (start + length > this.lower.length) return false;
    for (let i = start; i < start + length; i++) if (this.use[i]) return false;
    return true;
  }

  key(start: number, length: number): string {
    return this.lower.slice(start, start + length).join(" ");
  }

  mark(start: number, length: number, use: Use) {
    for (let i = start; i < start + length; i++) this.use[i] = use;
  }

  /** Marks each phrase found (longest first) and hands it to `found`. */
  markPhrases(longest: number, use: Use, found: (phrase: string) => boolean) {
    for (let i = 0; i < this.lower.length; i++) {
      for (let n = Math.min(longest, this.lower.length - i); n >= 1; n--) {
        if (this.free(i, n) && found(this.key(i, n))) {
          this.mark(i, n, use);
          i += n - 1;
          break;
        }
      }
    }
  }

  /** A single filler or need word is never a place on its own ("center", "eye"). */
  canName(start: number, length: number): boolean {
    if (length > 1) return true;
    const word = this.lower[start]!;
    return word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);
  }
}

function stateMentions(words: Words, index: PlaceIndex): StateMention[] {
  const mentions: StateMention[] = [];
  const last = words.lower.length - 1;
  for (let i = 0; i < words.lower.length; i++) {
    for (let n = 3; n >= 1; n--) {
      if (!words.free(i, n)) continue;
      const key = words.key(i, n);
      const named = index.stateNames.get(key);
      if (named) {
        mentions.push({ place: named, start: i, length: n, strong: true });
        continue;
      }
      const coded = n === 1 && key.length === 2 ? index.stateCodes.get(key) : undefined;
      if (coded) {
        const capitals = words.typed[i] === words.typed[i]!.toUpperCase();
        const strong = capitals || !WORDLIKE_CODES.has(key) || (i === last && !STOP_WORDS.has(key));
        mentions.push({ place: coded, start: i, length: 1, strong });
      }
    }
  }
  return mentions;
}

/**
 * The mention that says which state a town of this name is in, if any: a clear one ("Texas", "TX")
 * before a word-like code ("in" of "austin in texas"), and the adjacent one first.
 */
function qualifierFor(
  places: Place[],
  start: number,
  length: number,
  mentions: StateMention[],
): [Place, StateMention] | undefined {
  const end = start + length;
  const usable = mentions
    .filter((m) => (m.start >= end || m.start + m.length <= start) && (m.strong || m.start === end))
    .sort((a, b) => Number(b.strong) - Number(a.strong) || Number(b.start === end) - Number(a.start === end));
  for (const mention of usable) {
    const place = places.find((p) => p.state === mention.place.state);
    if (place) return [place, mention];
  }
  return undefined;
}

function candidatesIn(words: Words, index: PlaceIndex, mentions: StateMention[]): Candidate[] {
  const candidates: Candidate[] = [];
  for (let i = 0; i < words.lower.length; i++) {
    for (let n = Math.min(LONGEST_PLACE, words.lower.length - i); n >= 1; n--) {
      if (!words.free(i, n) || !words.canName(i, n)) continue;
      const key = words.key(i, n);
      const nickname = index.nicknames.get(key);
      if (nickname) {
        const qualified = qualifierFor([nickname], i, n, mentions);
        candidates.push({ place: nickname, start: i, length: n, qualifier: qualified?.[1], rank: NICKNAME });
      }
      const places = index.named.get(key);
      if (places) {
        const qualified = qualifierFor(places, i, n, mentions);
        candidates.push({
          place: qualified?.[0] ?? places[0]!,
          start: i,
          length: n,
          qualifier: qualified?.[1],
          rank: TOWN,
        });
      }
    }
  }
  for (const mention of mentions) {
    if (mention.strong)
      candidates.push({ place: mention.place, start: mention.start, length: mention.length, rank: STATE });
  }
  return candidates;
}

/** Town and state names typed with a slip ("pheonix", "chicgo", "californa"), when nothing matched. */
function typoCandidates(words: Words, index: PlaceIndex, mentions: StateMention[]): Candidate[] {
  let best: (Candidate & { distance: number }) | undefined;
  for (let i = 0; i < words.lower.length; i++) {
    for (let n = 1; n <= 3 && i + n <= words.lower.length; n++) {
      if (!words.free(i, n)) break;
      const parts = words.lower.slice(i, i + n);
      if (parts.some((w) => STOP_WORDS.has(w) || /\d/.test(w))) break;
      const key = parts.join(" ");
      const limit = typoAllowance(key.length);
      if (limit === 0) continue;
      for (const target of index.typoTargets.get(key[0]!) ?? []) {
        const distance = editDistance(key, target.key, limit);
        if (distance > limit) continue;
        const better =
          !best ||
          distance < best.distance ||
          (distance === best.distance && (n > best.length || target.place.weight > best.place.weight));
        if (better) {
          const rank = target.place.kind === "state" ? STATE : TOWN;
          const qualified = rank === TOWN ? qualifierFor([target.place], i, n, mentions) : undefined;
          best = { place: target.place, start: i, length: n, qualifier: qualified?.[1], rank, distance };
        }
      }
    }
  }
  return best ? [best] : [];
}

const span = (c: Candidate) => c.length + (c.qualifier?.length ?? 0);

function better(a: Candidate, b: Candidate): boolean {
  return (span(a) - span(b) || a.rank - b.rank || a.place.weight - b.place.weight || b.start - a.start) > 0;
}

function choose(candidates: Candidate[]): Candidate | undefined {
  return candidates.reduce<Candidate | undefined>(
    (best, c) => (!best || better(c, best) ? c : best),
    undefined,
  );
}

export function readSearch(query: string, index: PlaceIndex): SearchReading {
  const zipMatch = ZIP.exec(query);
  const zipPlace = zipMatch ? index.zip(zipMatch[1]!) : undefined;
  const words = new Words(zipPlace ? query.replace(zipMatch![0], " ") : query);

  let nearMe = false;
  words.markPhrases(3, "near", (phrase) => {
    const near = NEAR_ME_PHRASES.some((p) => p.join(" ") === phrase);
    nearMe ||= near;
    return near;
  });
  const needs: Need[] = [];
  words.markPhrases(LONGEST_NEED, "need", (phrase) => {
    const need = NEEDS.get(phrase);
    if (need && !needs.includes(need)) needs.push(need);
    return need !== undefined;
  });

  const mentions = stateMentions(words, index);
  const found =
    choose(candidatesIn(words, index, mentions)) ?? choose(typoCandidates(words, index, mentions));
  let place: Place | null = zipPlace ?? null;
  let placeCertain = zipPlace !== undefined;
  // With a ZIP, the town and state typed beside it ("Chicago IL 60601") only repeat it.
  if (found && (!zipPlace || found.place.state === zipPlace.state)) {
    if (!place) {
      place = found.place;
      placeCertain = found.rank !== TOWN || found.qualifier !== undefined;
    }
    words.mark(found.start, found.length, "place");
    if (found.qualifier) words.mark(found.qualifier.start, found.qualifier.length, "place");
  }

  const meaningful = (i: number) =>
    words.use[i] !== "near" && words.use[i] !== "need" && !STOP_WORDS.has(words.lower[i]!);
  const textWords = words.lower.filter((_, i) => meaningful(i));
  const nameWords = words.lower.filter((_, i) => meaningful(i) && words.use[i] !== "place");
  return { place, placeCertain, needs, nameWords, textWords, nearMe };
}
