import { describe, expect, it } from 'vitest';
import {
  CONSENT_ACCEPTED,
  CONSENT_COOKIE,
  CONSENT_DEFAULT_KEY,
  CONSENT_REFUSED,
  LANGUAGE_COOKIE,
  MACHINE_COOKIE,
} from './cookies.ts';

describe('cookies', () => {
  it('keeps the machine token 2073600 s (24 days) on / with SameSite lax', () => {
    expect(MACHINE_COOKIE).toEqual({
      name: 'machineToken',
      maxAgeSeconds: 2_073_600,
      path: '/',
      sameSite: 'lax',
    });
    expect(MACHINE_COOKIE.maxAgeSeconds).toBe(24 * 24 * 3600);
  });

  it('keeps consent 1728000 s (20 days) on / with SameSite lax', () => {
    expect(CONSENT_COOKIE).toEqual({
      name: 'cookie_consent',
      maxAgeSeconds: 1_728_000,
      path: '/',
      sameSite: 'lax',
    });
    expect(CONSENT_COOKIE.maxAgeSeconds).toBe(20 * 24 * 3600);
  });

  it('keeps the language cookie i18n_redirected for 365 days', () => {
    expect(LANGUAGE_COOKIE).toEqual({ name: 'i18n_redirected', maxAgeSeconds: 31_536_000 });
  });

  it('stores consent as 1 or -1 and defaults key ca', () => {
    expect(CONSENT_ACCEPTED).toBe(1);
    expect(CONSENT_REFUSED).toBe(-1);
    expect(CONSENT_DEFAULT_KEY).toBe('ca');
  });
});
