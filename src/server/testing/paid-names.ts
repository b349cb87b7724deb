import type { NameSuggestion } from "../../contract/names";
import { NAMES, type PetTagId } from "../../contract/names-constants";
import { generateNames } from "../engines/names/engine";
import { COLLECTION_ROUND } from "../features/names/store";

/**
 * The local engine's paid 25 as the service builds it for an owner who asked for more once: the first
 * answer, the "more" round, then the rest at the collection round, each excluding the names before it.
 */
export function paidCollection(description: string, tags: PetTagId[] = []): NameSuggestion[] {
  const rounds: [round: number, count: number][] = [
    [0, NAMES.perRound],
    [1, NAMES.moreOfferedBelow - NAMES.perRound],
    [COLLECTION_ROUND, NAMES.collectionSize - NAMES.moreOfferedBelow],
  ];
  const names: NameSuggestion[] = [];
  for (const [round, count] of rounds)
    names.push(...generateNames({ description, tags, exclude: names.map((n) => n.name), count, round }));
  return names;
}

export const paidNames = (description: string, tags: PetTagId[] = []) =>
  paidCollection(description, tags).map((n) => n.name);
