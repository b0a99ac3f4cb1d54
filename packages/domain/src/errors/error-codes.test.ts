import { describe, expect, it } from 'vitest';
import { ErrorCode, fieldPath } from './error-codes.ts';

describe('error codes', () => {
  it('no two names share a code', () => {
    const codes = Object.values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
  it('field paths use dots for properties and brackets for list positions', () => {
    expect(fieldPath(['Contacts', 0, 'Email'])).toBe('Contacts[0].Email');
    expect(fieldPath(['Contacts', '1', 'Email'])).toBe('Contacts[1].Email');
    expect(fieldPath(['Name'])).toBe('Name');
    expect(fieldPath([])).toBe('');
  });
});
