import { LRUCache } from 'lru-cache';

/**
 * Computed search answers, ready to send: the JSON of an answer with the saved search's id and key
 * left as placeholders, so identical searches (one city, one day, the same seats: the common case
 * under load) cost a lookup and a string join instead of a full evaluation.
 *
 * Correctness rests on the key, not on the time to live: the caller puts the catalogue and
 * occupancy versions in it (every hold, booking, release or cancellation bumps the occupancy
 * version in its own transaction), plus every parameter that shapes the answer. The short TTL only
 * bounds what time alone changes: a hold that lapses, a start that comes within the booking notice,
 * a quote's expiry (an hour, so a few seconds of age are harmless).
 */
export const ANSWER_TTL_MS = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Stand-ins that cannot occur in a real answer, replaced per request. */
export const SEARCH_ID_PLACEHOLDER = -1_999_999_999;
export const SEARCH_KEY_PLACEHOLDER = '~search-key~';

export interface PreparedAnswer {
  /** The JSON split at the key placeholder, each piece split at the id placeholder. */
  pieces: string[][];
  bytes: number;
}

/** Turns an answer built with the placeholders into its ready-to-send form. */
export function prepareAnswer(answer: unknown): PreparedAnswer {
  const json = JSON.stringify(answer);
  return {
    pieces: json
      .split(JSON.stringify(SEARCH_KEY_PLACEHOLDER))
      .map((p) => p.split(String(SEARCH_ID_PLACEHOLDER))),
    bytes: json.length,
  };
}

/** The JSON of a prepared answer for one saved search. */
export function answerFor(prepared: PreparedAnswer, searchId: number, searchKey: string): string {
  const id = String(searchId);
  return prepared.pieces.map((piece) => piece.join(id)).join(JSON.stringify(searchKey));
}

export function createAnswerCache(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const cache = new LRUCache<string, PreparedAnswer>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (value) => Math.max(1, value.bytes),
    ttl: options.ttlMs ?? ANSWER_TTL_MS,
    ttlAutopurge: false,
  });
  const pending = new Map<string, Promise<PreparedAnswer>>();
  return {
    /**
     * The prepared answer for `key`, computing it at most once at a time: concurrent identical
     * searches share one evaluation.
     */
    async get(key: string, compute: () => Promise<unknown>): Promise<PreparedAnswer> {
      const hit = cache.get(key);
      if (hit) return hit;
      let running = pending.get(key);
      if (!running) {
        running = compute()
          .then((answer) => {
            const prepared = prepareAnswer(answer);
            cache.set(key, prepared);
            return prepared;
          })
          .finally(() => pending.delete(key));
        pending.set(key, running);
      }
      return running;
    },
    clear(): void {
      cache.clear();
    },
    get size(): number {
      return cache.size;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
