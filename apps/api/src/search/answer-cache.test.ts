import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  answerFor,
  createAnswerCache,
  gzipAnswerFor,
  prepareAnswer,
  SEARCH_ID_PLACEHOLDER,
  SEARCH_KEY_PLACEHOLDER,
} from './answer-cache.ts';
import { newSearchKey } from './search-key.ts';

const answer = {
  SearchKey: SEARCH_KEY_PLACEHOLDER,
  SearchId: SEARCH_ID_PLACEHOLDER,
  Locations: [
    { SearchId: SEARCH_ID_PLACEHOLDER, Price: -1999999, Name: 'A "quoted" name' },
    { SearchId: SEARCH_ID_PLACEHOLDER, Price: 12.5, Name: 'B' },
  ],
};

describe('answer cache', () => {
  it('fills in the id and key of each saved search and nothing else', () => {
    const prepared = prepareAnswer(answer);
    expect(JSON.parse(answerFor(prepared, 42, 'k3y-abc').toString())).toEqual({
      SearchKey: 'k3y-abc',
      SearchId: 42,
      Locations: [
        { SearchId: 42, Price: -1999999, Name: 'A "quoted" name' },
        { SearchId: 42, Price: 12.5, Name: 'B' },
      ],
    });
    expect(JSON.parse(answerFor(prepared, 7, 'other').toString()).SearchId).toBe(7);
  });

  it('gives the first search the encoding itself and never changes what it sent', () => {
    const prepared = prepareAnswer(answer);
    const [first, second] = [newSearchKey(), newSearchKey()];
    const firstBytes = answerFor(prepared, 42, first);
    const firstJson = firstBytes.toString();
    expect(JSON.parse(firstJson)).toEqual({
      SearchKey: first,
      SearchId: 42,
      Locations: [
        { SearchId: 42, Price: -1999999, Name: 'A "quoted" name' },
        { SearchId: 42, Price: 12.5, Name: 'B' },
      ],
    });
    // Taken once: later searches get their own copy, with their id and key, also compressed.
    expect(prepared.whole).toBeUndefined();
    const secondBytes = answerFor(prepared, 1234567890, second);
    expect(JSON.parse(secondBytes.toString()).Locations[1].SearchId).toBe(1234567890);
    expect(JSON.parse(gunzipSync(gzipAnswerFor(prepared, 7, second)).toString()).SearchKey).toBe(second);
    expect(firstBytes.toString()).toBe(firstJson);
    // An id or key of another width never writes into the shared encoding.
    const other = prepareAnswer(answer);
    expect(JSON.parse(answerFor(other, 12345678901, first).toString()).SearchId).toBe(12345678901);
    expect(other.whole).toBeDefined();
  });

  it('gzips the same bytes for every search without compressing the answer again', () => {
    const big = { ...answer, Filler: 'abc'.repeat(50_000), Tail: { SearchKey: SEARCH_KEY_PLACEHOLDER } };
    const prepared = prepareAnswer(big);
    const key = 'AbCdEfGhIjKlMnOpQrStUv-_';
    for (const [id, k] of [
      [42, key],
      [1234567890, key.split('').reverse().join('')],
      [7, newSearchKey()],
    ] as const) {
      const gz = gzipAnswerFor(prepared, id, k);
      expect(gunzipSync(gz).equals(answerFor(prepared, id, k))).toBe(true);
      expect(gz.length).toBeLessThan(answerFor(prepared, id, k).length / 20);
    }
    const deflated = prepared.deflated;
    expect(deflated).toBeDefined();
    gzipAnswerFor(prepared, 1, key);
    expect(prepared.deflated).toBe(deflated);
    // Another width (an id beyond ten digits, an odd key): compressed whole, still the same bytes.
    expect(
      gunzipSync(gzipAnswerFor(prepared, 12345678901, key)).equals(answerFor(prepared, 12345678901, key)),
    ).toBe(true);
    expect(gunzipSync(gzipAnswerFor(prepareAnswer({ a: 1 }), 1, key)).toString()).toBe('{"a":1}');
    const edge = prepareAnswer(SEARCH_KEY_PLACEHOLDER);
    expect(gunzipSync(gzipAnswerFor(edge, 1, 'k')).toString()).toBe('"k"');
    expect(gunzipSync(gzipAnswerFor(edge, 1, key)).toString()).toBe(JSON.stringify(key));
  });

  it('refers back across the id and key slots only to static bytes (real answers, many slots)', () => {
    // Locations repeat nearly the same JSON with the id in each: back-references cross the slots.
    const locations = Array.from({ length: 40 }, (_, i) => ({
      LocationId: i,
      SearchId: SEARCH_ID_PLACEHOLDER,
      Name: `Location ${i % 7}`,
      Spaces: [{ SearchKey: SEARCH_KEY_PLACEHOLDER, Price: 10 + (i % 3), Warnings: [] }],
    }));
    const prepared = prepareAnswer({ SearchKey: SEARCH_KEY_PLACEHOLDER, Locations: locations });
    for (const id of [1, 99, 123456, 9999999999]) {
      const key = newSearchKey();
      expect(gunzipSync(gzipAnswerFor(prepared, id, key)).equals(answerFor(prepared, id, key))).toBe(true);
      expect(JSON.parse(answerFor(prepared, id, key).toString()).Locations[39].SearchId).toBe(id);
    }
  });

  it('computes once for concurrent identical keys and again for another key', async () => {
    const cache = createAnswerCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer;
    };
    await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    expect(runs).toBe(1);
    await cache.get('a', compute);
    expect(runs).toBe(1);
    await cache.get('b', compute);
    expect(runs).toBe(2);
  });

  it('forgets an answer after its time to live and after a failed computation', async () => {
    const cache = createAnswerCache({ ttlMs: 5 });
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return answer;
    };
    await cache.get('a', compute);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.get('a', compute);
    expect(runs).toBe(2);
    await expect(cache.get('c', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await cache.get('c', compute);
    expect(runs).toBe(3);
  });

  it('keeps an answer only once its question comes again (a stream of different questions stays out)', async () => {
    const cache = createAnswerCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return answer;
    };
    await cache.get('once', compute);
    await cache.get('twice', compute);
    expect(runs).toBe(2);
    await cache.get('twice', compute);
    expect(runs).toBe(3);
    await cache.get('twice', compute);
    expect(runs).toBe(3);
  });
});
