import { describe, expect, it } from 'vitest';
import { matchSegments, moreSpecific, splitPath } from './segment-match.ts';

const match = (pattern: string, path: string) => matchSegments(splitPath(pattern), splitPath(path));

describe('splitPath', () => {
  it('drops empty segments from slashes', () => {
    expect(splitPath('/nl/locaties/')).toEqual(['nl', 'locaties']);
    expect(splitPath('')).toEqual([]);
    expect(splitPath('a//b')).toEqual(['a', 'b']);
  });
});

describe('matchSegments', () => {
  it('matches static segments case-insensitively', () => {
    expect(match('locations', 'locations')).toEqual({ params: {}, score: 10 });
    expect(match('locations', 'Locations')?.params).toEqual({});
    expect(match('locations', 'location')).toBeUndefined();
    expect(match('', '')).toEqual({ params: {}, score: 0 });
    expect(match('', 'x')).toBeUndefined();
    expect(match('x', '')).toBeUndefined();
  });

  it('takes one non-empty segment for a parameter', () => {
    expect(match('locations/:id/:slug', 'locations/12/utrecht')?.params).toEqual({
      id: '12',
      slug: 'utrecht',
    });
    expect(match('locations/:id/:slug', 'locations/12')).toBeUndefined();
    expect(match('locations/:id', 'locations/12/utrecht')).toBeUndefined();
  });

  it('may skip an optional parameter, trailing or in the middle', () => {
    expect(match('proposals/:key?', 'proposals')?.params).toEqual({});
    expect(match('proposals/:key?', 'proposals/abc')?.params).toEqual({ key: 'abc' });
    expect(match('a/:x?/:y?', 'a/1')?.params).toEqual({ x: '1' });
    expect(match('a/:x?/:y?', 'a/1/2')?.params).toEqual({ x: '1', y: '2' });
    expect(match('events/:id/:slug?/pay', 'events/1/pay')?.params).toEqual({ id: '1' });
    expect(match('events/:id/:slug?/pay', 'events/1/s/pay')?.params).toEqual({ id: '1', slug: 's' });
    expect(match('events/:id/:slug?/pay', 'events/1/s/x')).toBeUndefined();
  });

  it('on equally specific readings fills the earlier optional parameter, as React Router does', () => {
    // Both { slug: 'pay' } and { paymentKey: 'pay' } read one static and one parameter segment.
    expect(match('events/:id/:slug?/pay/:paymentKey?', 'events/1/pay/pay')?.params).toEqual({
      id: '1',
      slug: 'pay',
    });
  });

  it('decodes parameter values, keeping malformed ones as they are', () => {
    expect(match('s/:slug', 's/caf%C3%A9%20de%20zwaan')?.params).toEqual({ slug: 'café de zwaan' });
    expect(match('s/:slug', 's/100%')?.params).toEqual({ slug: '100%' });
  });

  it('scores static segments above parameters', () => {
    const staticMatch = match('my/reservations/proposals', 'my/reservations/proposals');
    const paramMatch = match('my/reservations/:id', 'my/reservations/proposals');
    expect(staticMatch?.score).toBeGreaterThan(paramMatch?.score ?? Number.POSITIVE_INFINITY);
    expect(moreSpecific(paramMatch, staticMatch)).toBe(staticMatch);
    expect(moreSpecific(staticMatch, undefined)).toBe(staticMatch);
    expect(moreSpecific(undefined, undefined)).toBeUndefined();
  });
});
