import { BUSY, HttpError } from "./errors";

export interface ConcurrencyGateOptions {
  /** Requests in flight on this instance. */
  perInstance: number;
  /** Requests in flight from one client address. */
  perClient: number;
}

/**
 * Caps expensive requests in flight (image uploads and transforms) per instance and per client, so a
 * burst from one client, or from many, cannot take every image worker and all the memory.
 */
export function createConcurrencyGate({ perInstance, perClient }: ConcurrencyGateOptions) {
  let total = 0;
  const byClient = new Map<string, number>();
  return {
    /** Takes a place, or throws 429 (this client has enough in flight) or 503 (the instance is full). */
    enter(client: string): () => void {
      const mine = byClient.get(client) ?? 0;
      if (mine >= perClient) {
        throw new HttpError(429, "Please wait until your current photo is finished, then try again.");
      }
      if (total >= perInstance) {
        throw new HttpError(503, BUSY);
      }
      total++;
      byClient.set(client, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      };
    },
    inFlight: () => total,
  };
}

export type ConcurrencyGate = ReturnType<typeof createConcurrencyGate>;
