import { randomBytes } from 'node:crypto';

/** Random bytes drawn in blocks (as Node's randomUUID does): one system call per 341 keys, not per key. */
const RANDOM_BYTES = 12;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/** The URL-safe characters in byte order, so that encoded numbers sort as the numbers do. */
const SORTED_ALPHABET = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/** A millisecond clock as 8 characters that sort in time order (48 bits: until the year 10889). */
function sortableTime(ms: number): string {
  let out = '';
  let n = ms;
  for (let i = 0; i < 8; i++) {
    out = SORTED_ALPHABET[n % 64] + out;
    n = Math.floor(n / 64);
  }
  return out;
}

/**
 * A new search key: 24 URL-safe characters, a time prefix (8) and 96 random bits (16). The prefix
 * makes new keys sort after old ones, so saving a search appends to the key index instead of
 * dirtying a random page of it (every availability call saves a search); the random part keeps
 * keys unguessable.
 */
export function newSearchKey(now: number = Date.now()): string {
  if (poolOffset + RANDOM_BYTES > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const random = pool.toString('base64url', poolOffset, poolOffset + RANDOM_BYTES);
  poolOffset += RANDOM_BYTES;
  return sortableTime(now) + random;
}
