import { MACHINE_COOKIE } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { cookieString, cookieValue } from './cookies.ts';
import { machineToken, readMachineToken } from './machine-token.ts';

/** A stand-in for `document` that keeps the last cookie assignment, like a browser with one cookie. */
function fakeDocument(initial = '') {
  const written: string[] = [];
  let jar = initial;
  return {
    written,
    get cookie() {
      return jar;
    },
    set cookie(assignment: string) {
      written.push(assignment);
      jar = assignment.split(';')[0] ?? '';
    },
  };
}

describe('the machine token cookie', () => {
  it('is made once, as a UUID, for 2,073,600 s on path / with SameSite=Lax', () => {
    const doc = fakeDocument();
    const token = machineToken(doc, false);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.written[0]).toBe(`machineToken=${token}; Max-Age=2073600; Path=/; SameSite=Lax`);
    expect(MACHINE_COOKIE.maxAgeSeconds).toBe(2_073_600);
    expect(machineToken(doc, false)).toBe(token);
    expect(doc.written).toHaveLength(2);
  });

  it('is written again on each search, so it lives 24 days after the last one; Secure on https', () => {
    const doc = fakeDocument('other=1; machineToken=0b7c6f1e-2d4a-4c1b-9e8f-1a2b3c4d5e6f');
    expect(machineToken(doc, true)).toBe('0b7c6f1e-2d4a-4c1b-9e8f-1a2b3c4d5e6f');
    expect(doc.written[0]).toMatch(/; Secure$/);
  });

  it('replaces a value that is not a token', () => {
    expect(readMachineToken('machineToken=<script>')).toBeUndefined();
    expect(readMachineToken('')).toBeUndefined();
    const doc = fakeDocument('machineToken=garbage');
    expect(machineToken(doc, false)).not.toBe('garbage');
  });
});

describe('cookie helpers', () => {
  it('find one cookie among others, trimmed, and nothing for a missing name or a bare pair', () => {
    expect(cookieValue('a=1; b = 2 ;c=3', 'b')).toBe('2');
    expect(cookieValue('a=1; junk; c=3', 'junk')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieString({ name: 'x', maxAgeSeconds: 5, path: '/' }, 'v', false)).toBe(
      'x=v; Max-Age=5; Path=/; SameSite=Lax',
    );
  });
});
