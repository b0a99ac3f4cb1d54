import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { afterLoginPath, isEmailAddress, isLogin, pinProblem, resetOutcome, withBack } from './auth-flow.ts';

const fail = (status: number, Errors: { Field: string; Code: string }[] = []) =>
  new ApiError(status, { StatusCode: status, Message: 'English', Errors });

describe('isEmailAddress', () => {
  it('accepts what the API accepts, trimmed', () => {
    expect(isEmailAddress('booker@example.com')).toBe(true);
    expect(isEmailAddress('  Booker@Example.com ')).toBe(true);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress('booker@')).toBe(false);
    expect(isEmailAddress('booker example.com')).toBe(false);
  });
});

describe('afterLoginPath', () => {
  it('goes back to a path of this site, else to the my reservations of the locale', () => {
    expect(afterLoginPath(new URLSearchParams('back=%2Fen%2Fmy%2Freservations%3Fq%3Dx'), 'en')).toBe(
      '/en/my/reservations?q=x',
    );
    expect(afterLoginPath(new URLSearchParams(''), 'nl')).toBe('/nl/mijn/reserveringen');
    expect(afterLoginPath(new URLSearchParams('back=https://evil.example'), 'en')).toBe(
      '/en/my/reservations',
    );
    expect(afterLoginPath(new URLSearchParams('back=//evil.example'), 'en')).toBe('/en/my/reservations');
    expect(afterLoginPath(new URLSearchParams('back=/\\evil.example'), 'en')).toBe('/en/my/reservations');
  });
});

describe('withBack', () => {
  it('carries the back query over, encoded, and nothing without one', () => {
    expect(withBack('/en/pin', new URLSearchParams('back=/en/my/reservations?q=a b'))).toBe(
      '/en/pin?back=%2Fen%2Fmy%2Freservations%3Fq%3Da%20b',
    );
    expect(withBack('/en/pin', new URLSearchParams('x=1'))).toBe('/en/pin');
  });
});

describe('resetOutcome', () => {
  it('says the same for an unknown address as for a mailed link', () => {
    expect(resetOutcome(fail(404, [{ Field: 'Email', Code: 'not_found' }]))).toBe('sent');
  });

  it('points at the field for an address the API refuses, and words other failures', () => {
    expect(resetOutcome(fail(400, [{ Field: 'Email', Code: 'invalid_format' }]))).toBe('invalidEmail');
    expect(resetOutcome(fail(429))).toBe('tooMany');
    expect(resetOutcome(fail(500))).toBe('failed');
    expect(resetOutcome(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('isLogin', () => {
  it('tells a login (with its token) from the notice that a pin was mailed', () => {
    expect(isLogin({ StatusCode: 200, Message: 'mailed' })).toBe(false);
    expect(isLogin({ Id: 1, ProfileToken: 'token', ExpiresIn: 3600 })).toBe(true);
  });
});

describe('pinProblem', () => {
  it('reads the PinResult code of the Pin field', () => {
    expect(pinProblem(fail(400, [{ Field: 'Pin', Code: 'wrong' }]))).toBe('wrong');
    expect(pinProblem(fail(400, [{ Field: 'Pin', Code: 'expired' }]))).toBe('expired');
  });

  it('tells an invalid address, too many attempts and other failures apart', () => {
    expect(pinProblem(fail(400, [{ Field: 'Email', Code: 'invalid_format' }]))).toBe('invalidEmail');
    expect(pinProblem(fail(429))).toBe('tooMany');
    expect(pinProblem(fail(400, [{ Field: 'Pin', Code: 'too_big' }]))).toBe('failed');
    expect(pinProblem(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
