import { constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { multiplyModP, shiftFor } from './crc32-shift.ts';

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
const MAX_BYTES = 16 * 1024 * 1024;
/** How many recent questions the doorkeeper remembers (see createAnswerCache). */
const SEEN_KEYS = 4_096;

/**
 * Stand-ins that cannot occur in a real answer, replaced per request. Each is as wide as the value
 * that replaces it (see ID_WIDTH and KEY_JSON_WIDTH), so the first request can fill its own encoding.
 */
export const SEARCH_ID_PLACEHOLDER = -199_999_999;
export const SEARCH_KEY_PLACEHOLDER = '~search-key-placeholder~';

/** The parts of an answer deflated once, and what its CRC-32 needs besides the id and key. */
export interface DeflatedAnswer {
  parts: Buffer[];
  /** CRC-32 of the whole answer with zero bytes in every id and key slot. */
  zeroCrc: number;
  /** Per slot kind: the XOR of the CRC shifts from the end of each such slot to the end of the answer. */
  slotShift: { id: number; key: number };
  /** The parts' total length, once asked for. */
  bytes?: number;
}

export interface PreparedAnswer {
  /** The answer's UTF-8 JSON cut at every placeholder; `slots[i]` fills the gap after `parts[i]`. */
  parts: Buffer[];
  slots: ('id' | 'key')[];
  bytes: number;
  /** How many requests this answer has served (it is compressed only once it is reused). */
  uses: number;
  /** The parts deflated once, on the first reuse by a request that accepts gzip (see `gzipAnswerFor`). */
  deflated?: DeflatedAnswer;
  /** The whole encoding the parts are views of, until one request takes it (see `answerFor`). */
  whole?: Buffer;
}

const KEY_JSON = JSON.stringify(SEARCH_KEY_PLACEHOLDER);
const ID_JSON = String(SEARCH_ID_PLACEHOLDER);
const KEY_BYTES = Buffer.from(KEY_JSON);
const ID_BYTES = Buffer.from(ID_JSON);

/** Writes an answer as UTF-8 JSON. */
export type AnswerBytes = (answer: unknown) => Buffer;
const plainJsonBytes: AnswerBytes = (answer) => Buffer.from(JSON.stringify(answer));

/**
 * Turns an answer built with the placeholders into its ready-to-send form: one UTF-8 encoding
 * (`toBytes`: JSON's, or a faster writer of the same bytes), cut at the placeholders (found by the
 * buffer's native search) into views of it.
 */
export function prepareAnswer(answer: unknown, toBytes: AnswerBytes = plainJsonBytes): PreparedAnswer {
  const whole = toBytes(answer);
  const parts: Buffer[] = [];
  const slots: ('id' | 'key')[] = [];
  let from = 0;
  let nextId = whole.indexOf(ID_BYTES, from);
  let nextKey = whole.indexOf(KEY_BYTES, from);
  while (nextId !== -1 || nextKey !== -1) {
    const isId = nextKey === -1 || (nextId !== -1 && nextId < nextKey);
    const at = isId ? nextId : nextKey;
    parts.push(whole.subarray(from, at));
    slots.push(isId ? 'id' : 'key');
    from = at + (isId ? ID_BYTES.length : KEY_BYTES.length);
    if (isId) nextId = whole.indexOf(ID_BYTES, from);
    else nextKey = whole.indexOf(KEY_BYTES, from);
  }
  parts.push(whole.subarray(from));
  return { parts, slots, bytes: parts.reduce((n, b) => n + b.length, 0), uses: 0, whole };
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

/**
 * The id and key as they go into an answer. Both have a fixed width so that compressed parts can
 * refer back across them (see `gzipAnswerFor`): the id is padded with JSON whitespace to 10
 * characters (`"SearchId":42        ,`), the key is 24 URL-safe characters.
 */
const ID_WIDTH = 10;
const KEY_JSON_WIDTH = 26;
function slotValues(searchId: number, searchKey: string) {
  return {
    id: Buffer.from(String(searchId).padEnd(ID_WIDTH, ' ')),
    key: Buffer.from(JSON.stringify(searchKey)),
  };
}

if (ID_BYTES.length !== ID_WIDTH || KEY_BYTES.length !== KEY_JSON_WIDTH) {
  throw new Error('the search id and key placeholders must be as wide as their values');
}

/** The JSON of a prepared answer for one saved search, as bytes ready to send. */
export function answerFor(prepared: PreparedAnswer, searchId: number, searchKey: string): Buffer {
  const values = slotValues(searchId, searchKey);
  const whole = prepared.whole;
  if (whole && values.id.length === ID_WIDTH && values.key.length === KEY_JSON_WIDTH) {
    // The first request takes the encoding itself, its id and key written over the placeholders:
    // no second copy of a fresh answer (the common case of a search nobody else made). Later
    // requests copy the parts, which lie between the slots and so never change.
    prepared.whole = undefined;
    prepared.slots.forEach((slot, i) => {
      const part = prepared.parts[i] as Buffer;
      values[slot].copy(whole, part.byteOffset - whole.byteOffset + part.length);
    });
    return whole;
  }
  const out: Buffer[] = [];
  prepared.parts.forEach((part, i) => {
    out.push(part);
    const slot = prepared.slots[i];
    if (slot) out.push(values[slot]);
  });
  return Buffer.concat(out);
}

/** gzip member header (RFC 1952): deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored deflate block (RFC 1951 3.2.4), starting on a byte boundary. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** Level 4: about 7:1 on answers at a fraction of level 6's time (an answer is compressed once). */
const DEFLATE_LEVEL = 4;
/** How much of the preceding answer each part may refer back to (more costs time, gains little). */
const DICTIONARY_BYTES = 8 * 1024;
const SLOT_WIDTH = { id: ID_WIDTH, key: KEY_JSON_WIDTH } as const;

/** The header of a non-final stored deflate block of `width` bytes (RFC 1951 3.2.4), byte-aligned. */
function storedHeader(width: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(width, 1);
  header.writeUInt16LE(0xffff ^ width, 3);
  return header;
}
const STORED_HEADER = { id: storedHeader(ID_WIDTH), key: storedHeader(KEY_JSON_WIDTH) } as const;

/**
 * Deflates each static part once as its own run of non-final, byte-aligned blocks (a sync flush),
 * with the answer before it as the preset dictionary: the id and key slots in that dictionary are
 * zero bytes, which never occur in JSON, so no back-reference can reach into a slot; and the slots
 * have a fixed width, so every back-reference lands on the same static bytes whatever id and key
 * fill them. The CRCs and CRC shifts of the parts are kept for combining.
 */
function deflateParts(prepared: PreparedAnswer): NonNullable<PreparedAnswer['deflated']> {
  let before = Buffer.alloc(0);
  const parts = prepared.parts.map((part, i) => {
    const dictionary = before.subarray(Math.max(0, before.length - DICTIONARY_BYTES));
    const deflated = deflateRawSync(part, {
      level: DEFLATE_LEVEL,
      finishFlush: constants.Z_SYNC_FLUSH,
      ...(dictionary.length > 0 ? { dictionary } : {}),
    });
    const slot = prepared.slots[i];
    const tail = before.subarray(Math.max(0, before.length - DICTIONARY_BYTES));
    before = Buffer.concat([tail, part, slot ? Buffer.alloc(SLOT_WIDTH[slot]) : Buffer.alloc(0)]);
    return deflated;
  });
  // CRC-32 is affine in the message: for messages of one length, crc(a) ^ crc(b) is linear in a ^ b.
  // The answer with zeros in its slots gives the constant; a value in a slot adds its own linear
  // part moved past the bytes after the slot, and the moves of all slots of one kind add up.
  const zeroed = prepared.parts.flatMap((part, i) => {
    const slot = prepared.slots[i];
    return slot ? [part, Buffer.alloc(SLOT_WIDTH[slot])] : [part];
  });
  const slotShift = { id: 0, key: 0 };
  let after = 0;
  for (let i = prepared.slots.length - 1; i >= 0; i--) {
    after += (prepared.parts[i + 1] as Buffer).length;
    const slot = prepared.slots[i] as 'id' | 'key';
    slotShift[slot] ^= shiftFor(after);
    after += SLOT_WIDTH[slot];
  }
  return { parts, zeroCrc: crc32(Buffer.concat(zeroed)), slotShift };
}

/** The linear part of a slot value's CRC-32 (its CRC against that of as many zero bytes). */
const ZERO_CRC = { id: crc32(Buffer.alloc(ID_WIDTH)), key: crc32(Buffer.alloc(KEY_JSON_WIDTH)) };

/**
 * The same bytes as `answerFor`, gzip-encoded, without compressing the answer again: the parts
 * deflated once (`deflateParts`), the search's id and key in between as stored blocks, an empty
 * final block to close the stream, and the CRC-32 combined from the parts' own CRCs
 * (crc32-shift.ts). The result is one ordinary gzip member any client inflates. An id or key of
 * another width (an id beyond ten digits) is compressed whole instead.
 */
export function gzipAnswerFor(prepared: PreparedAnswer, searchId: number, searchKey: string): Buffer {
  const values = slotValues(searchId, searchKey);
  if (values.id.length !== ID_WIDTH || values.key.length !== KEY_JSON_WIDTH) {
    return gzipSync(answerFor(prepared, searchId, searchKey), { level: DEFLATE_LEVEL });
  }
  prepared.deflated ??= deflateParts(prepared);
  const { parts, zeroCrc, slotShift } = prepared.deflated;
  const crc =
    (zeroCrc ^
      multiplyModP(slotShift.id, crc32(values.id) ^ ZERO_CRC.id) ^
      multiplyModP(slotShift.key, crc32(values.key) ^ ZERO_CRC.key)) >>>
    0;
  // One allocation: header, parts with stored blocks between them, final block, trailer.
  const slotBytes = prepared.slots.reduce((n, slot) => n + STORED_HEADER[slot].length + SLOT_WIDTH[slot], 0);
  const out = Buffer.allocUnsafe(
    GZIP_HEADER.length + deflatedBytes(prepared.deflated) + slotBytes + FINAL_EMPTY_BLOCK.length + 8,
  );
  let at = GZIP_HEADER.copy(out, 0);
  at += (parts[0] as Buffer).copy(out, at);
  prepared.slots.forEach((slot, i) => {
    at += STORED_HEADER[slot].copy(out, at);
    at += values[slot].copy(out, at);
    at += (parts[i + 1] as Buffer).copy(out, at);
  });
  at += FINAL_EMPTY_BLOCK.copy(out, at);
  const size = prepared.bytes + prepared.slots.reduce((n, slot) => n + SLOT_WIDTH[slot], 0);
  out.writeUInt32LE(crc, at);
  out.writeUInt32LE(size % 2 ** 32, at + 4);
  return out;
}

/** The total length of the deflated parts (kept with them). */
function deflatedBytes(deflated: DeflatedAnswer): number {
  deflated.bytes ??= deflated.parts.reduce((n, part) => n + part.length, 0);
  return deflated.bytes;
}

export function createAnswerCache(
  options: { ttlMs?: number; maxBytes?: number; toBytes?: AnswerBytes } = {},
) {
  const cache = new LRUCache<string, PreparedAnswer>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (value) => Math.max(1, value.bytes),
    ttl: options.ttlMs ?? ANSWER_TTL_MS,
    ttlAutopurge: false,
  });
  const pending = new Map<string, Promise<PreparedAnswer>>();
  // A doorkeeper: an answer is kept only when its question was asked before (within the last
  // SEEN_KEYS questions), so a stream of different questions (the common case) does not fill the
  // cache, and its memory, with answers nobody asks for again.
  const seen = new LRUCache<string, true>({ max: SEEN_KEYS });
  return {
    /**
     * The prepared answer for `key`, computing it at most once at a time: concurrent identical
     * searches share one evaluation.
     */
    async get(key: string, compute: () => Promise<unknown>): Promise<PreparedAnswer> {
      const hit = cache.get(key);
      if (hit) return hit;
      const shared = pending.get(key);
      if (shared) {
        // Asked again while it is computed: worth keeping.
        seen.set(key, true);
        return shared;
      }
      const wanted = seen.has(key);
      const running = compute()
        .then((answer) => {
          const prepared = prepareAnswer(answer, options.toBytes);
          if (wanted || seen.has(key)) {
            // Its question came back: this answer is already a reuse (worth compressing).
            prepared.uses = 1;
            cache.set(key, prepared);
          } else seen.set(key, true);
          return prepared;
        })
        .finally(() => pending.delete(key));
      pending.set(key, running);
      return running;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;
