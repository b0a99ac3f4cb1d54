import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, LoginError, PinResult, SetPasswordResult } from './auth.ts';

describe('auth codes', () => {
  it('has the login failure codes 404 and 403', () => {
    expect(LoginError).toEqual({ WrongCredentials: 404, NotActivated: 403 });
  });

  it('has the set-password codes of the spec', () => {
    expect(Object.values(SetPasswordResult).sort((a, b) => a - b)).toEqual([
      -2, -1, 400, 403, 404, 429, 500, 501,
    ]);
    expect(SetPasswordResult.PasswordsDiffer).toBe(501);
    expect(SetPasswordResult.TooManyRequests).toBe(429);
  });

  it('has the pin outcomes', () => {
    expect(Object.values(PinResult)).toEqual(['wrong', 'mailed', 'expired']);
  });
});

describe('brokenPasswordRules', () => {
  it('accepts a password with a special character, number, lower and upper case', () => {
    expect(brokenPasswordRules('Secret#1')).toEqual([]);
  });

  it('lists each missing kind of character', () => {
    expect(brokenPasswordRules('secret')).toEqual(['special', 'number', 'uppercase']);
    expect(brokenPasswordRules('SECRET#1')).toEqual(['lowercase']);
    expect(brokenPasswordRules('Secret1')).toEqual(['special']);
    expect(brokenPasswordRules('')).toEqual(['special', 'number', 'lowercase', 'uppercase']);
  });
});
