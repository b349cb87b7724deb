import type { NameSuggestion } from "../../../contract/names";
import { NAMES, type PetTagId } from "../../../contract/names-constants";
import { isUuid } from "../../db/uuid";
import { HttpError, notFound } from "../../http/errors";
import type { IpHasher } from "../../http/ip-hash";
import type { NameProvider } from "./name-provider";
import { COLLECTION_ROUND, type NamesStore } from "./store";

/**
 * Free rounds per request: the first answer plus 'more' while fewer than `moreOfferedBelow` names are
 * shown, as on the page. Past that, every further name is part of the paid collection.
 */
const FREE_ROUNDS = NAMES.moreOfferedBelow / NAMES.perRound;

export interface NamesServiceOptions {
  store: NamesStore;
  provider: NameProvider;
  /** Whether the request's 25-name PDF order has been paid (the payments feature answers this). */
  isCollectionPaid: (requestId: string) => Promise<boolean>;
  hashIp: IpHasher;
}

const withoutRound = ({ round: _round, ...name }: NameSuggestion & { round: number }): NameSuggestion => name;

export function createNamesService({ store, provider, isCollectionPaid, hashIp }: NamesServiceOptions) {
  async function requireRequest(requestId: string) {
    const request = isUuid(requestId) ? await store.findRequest(requestId) : undefined;
    if (!request) throw notFound("We couldn't find that name request. Please start a new one.");
    return request;
  }

  return {
    async generate(description: string, tags: PetTagId[], ip: string) {
      const names = await provider.suggest({
        description,
        tags,
        exclude: [],
        count: NAMES.perRound,
        round: 0,
      });
      const requestId = await store.createRequest(description, tags, hashIp(ip));
      return { names: await store.addNames(requestId, 0, names), requestId };
    },

    /** The request and its free rounds, as the page showed them; the paid collection stays behind payment. */
    async shown(requestId: string) {
      const request = await requireRequest(requestId);
      // Names come ordered by round, then position.
      const rounds = new Map<number, NameSuggestion[]>();
      for (const name of await store.names(requestId)) {
        if (name.round >= COLLECTION_ROUND) continue;
        rounds.set(name.round, [...(rounds.get(name.round) ?? []), withoutRound(name)]);
      }
      return {
        requestId,
        description: request.description,
        tags: request.tags as PetTagId[],
        rounds: [...rounds.values()],
      };
    },

    /** Names never shown before for this request. */
    async more(requestId: string) {
      const request = await requireRequest(requestId);
      const shown = await store.names(requestId);
      const round = await store.nextRound(requestId);
      if (round >= FREE_ROUNDS || shown.length >= NAMES.moreOfferedBelow) {
        throw new HttpError(
          409,
          "That's all the free names for this description. Unlock the full 25-name collection, or describe your pet again for a fresh set.",
        );
      }
      const names = await provider.suggest({
        description: request.description,
        tags: request.tags as PetTagId[],
        exclude: shown.map((n) => n.name),
        count: NAMES.perRound,
        round,
      });
      return { names: await store.addNames(requestId, round, names) };
    },

    /** The paid collection: every name shown so far, topped up to 25; the same list on every download. */
    async complete(requestId: string) {
      const request = await requireRequest(requestId);
      if (!(await isCollectionPaid(requestId))) {
        throw new HttpError(
          402,
          "The 25-name collection unlocks after payment. Please complete checkout for this request first.",
        );
      }
      let names = await store.names(requestId);
      if (names.length < NAMES.collectionSize) {
        const extra = await provider.suggest({
          description: request.description,
          tags: request.tags as PetTagId[],
          exclude: names.map((n) => n.name),
          count: NAMES.collectionSize - names.length,
          round: COLLECTION_ROUND,
        });
        await store.addNames(requestId, COLLECTION_ROUND, extra);
        names = await store.names(requestId);
      }
      return {
        success: true as const,
        names: names.slice(0, NAMES.collectionSize).map(withoutRound),
        petDescription: request.description,
        tags: request.tags as PetTagId[],
      };
    },
  };
}

export type NamesService = ReturnType<typeof createNamesService>;
