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
  /** The answer's UTF-8 JSON cut at every placeholder; `slots[i]` fills the gap after `parts[i]`. */
  parts: Buffer[];
  slots: ('id' | 'key')[];
  bytes: number;
}

const KEY_JSON = JSON.stringify(SEARCH_KEY_PLACEHOLDER);
const ID_JSON = String(SEARCH_ID_PLACEHOLDER);
const PLACEHOLDERS = new RegExp(`(${ID_JSON}|${KEY_JSON.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`);

/** Turns an answer built with the placeholders into its ready-to-send form. */
export function prepareAnswer(answer: unknown): PreparedAnswer {
  const pieces = JSON.stringify(answer).split(PLACEHOLDERS);
  const parts: Buffer[] = [];
  const slots: ('id' | 'key')[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) parts.push(Buffer.from(piece));
    else slots.push(piece === ID_JSON ? 'id' : 'key');
  });
  return { parts, slots, bytes: parts.reduce((n, b) => n + b.length, 0) };
}

/** The JSON of a prepared answer for one saved search, as bytes ready to send. */
export function answerFor(prepared: PreparedAnswer, searchId: number, searchKey: string): Buffer {
  const id = Buffer.from(String(searchId));
  const key = Buffer.from(JSON.stringify(searchKey));
  const out: Buffer[] = [];
  prepared.parts.forEach((part, i) => {
    out.push(part);
    const slot = prepared.slots[i];
    if (slot) out.push(slot === 'id' ? id : key);
  });
  return Buffer.concat(out);
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
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
