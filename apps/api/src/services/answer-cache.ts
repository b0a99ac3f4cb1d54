import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { combineCrc32, shiftFor } from '../lib/crc32-shift.ts';

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
const MAX_BYTES = 32 * 1024 * 1024;

/** Stand-ins that cannot occur in a real answer, replaced per request. */
export const SEARCH_ID_PLACEHOLDER = -1_999_999_999;
export const SEARCH_KEY_PLACEHOLDER = '~search-key~';

export interface PreparedAnswer {
  /** The answer's UTF-8 JSON cut at every placeholder; `slots[i]` fills the gap after `parts[i]`. */
  parts: Buffer[];
  slots: ('id' | 'key')[];
  bytes: number;
  /** How many requests this answer has served (it is compressed only once it is reused). */
  uses: number;
  /** The parts deflated once, on the first reuse by a request that accepts gzip (see `gzipAnswerFor`). */
  deflated?: { parts: Buffer[]; crcs: number[]; shifts: number[] };
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
  return { parts, slots, bytes: parts.reduce((n, b) => n + b.length, 0), uses: 0 };
}

/**
 * Whether to send an answer gzip-encoded to a client that accepts it: once the answer is reused
 * (then compressing it once pays off). A fresh answer, the common case of a search nobody else
 * made, goes out as it is, rather than paying a few milliseconds of deflate for one response.
 */
export function worthCompressing(prepared: PreparedAnswer): boolean {
  prepared.uses += 1;
  return prepared.deflated !== undefined || prepared.uses > 1;
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

/** gzip member header (RFC 1952): deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored deflate block (RFC 1951 3.2.4), starting on a byte boundary. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Level 4: about 10:1 on answers at a fraction of level 6's time (a cold answer is compressed once). */
const DEFLATE_LEVEL = 4;

/** Bytes as one non-final stored deflate block (at most 65,535 bytes: ids and keys are tiny). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(0xffff ^ bytes.length, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The same bytes as `answerFor`, gzip-encoded, without compressing the answer again: each static
 * part is deflated once as its own stream ended by a sync flush (non-final blocks, byte-aligned, no
 * reference to earlier data), the search's id and key go in between as stored blocks, an empty final
 * block closes the stream, and the CRC-32 is combined from the parts' own CRCs (crc32-shift.ts). The
 * result is one ordinary gzip member any client inflates.
 */
export function gzipAnswerFor(prepared: PreparedAnswer, searchId: number, searchKey: string): Buffer {
  prepared.deflated ??= {
    parts: prepared.parts.map((part) =>
      deflateRawSync(part, { level: DEFLATE_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
    ),
    crcs: prepared.parts.map((part) => (part.length > 0 ? crc32(part) : 0)),
    shifts: prepared.parts.map((part) => shiftFor(part.length)),
  };
  const { parts, crcs, shifts } = prepared.deflated;
  const values = { id: Buffer.from(String(searchId)), key: Buffer.from(JSON.stringify(searchKey)) };
  const valueCrcs = { id: crc32(values.id), key: crc32(values.key) };
  const valueShifts = { id: shiftFor(values.id.length), key: shiftFor(values.key.length) };
  const out: Buffer[] = [GZIP_HEADER, parts[0] as Buffer];
  let crc = crcs[0] as number;
  let size = (prepared.parts[0] as Buffer).length;
  prepared.slots.forEach((slot, i) => {
    out.push(storedBlock(values[slot]), parts[i + 1] as Buffer);
    crc = combineCrc32(crc, valueCrcs[slot], valueShifts[slot]);
    crc = combineCrc32(crc, crcs[i + 1] as number, shifts[i + 1] as number);
    size += values[slot].length + (prepared.parts[i + 1] as Buffer).length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
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
