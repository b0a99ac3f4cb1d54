import { describe, expect, it } from 'vitest';
import { eurosText, parseEuros, parseOptionalWhole, parseWhole, unreadablePaths } from './form-values.ts';

describe('form values', () => {
  it.each([
    ['25,50', 25.5],
    ['25.5', 25.5],
    ['€ 12', 12],
    ['0', 0],
  ])('reads %s as %d euros', (text, euros) => {
    expect(parseEuros(text)).toBe(euros);
  });
  it.each(['', 'abc', '-3', '1,2,3'])('does not read %j as euros', (text) => {
    expect(parseEuros(text)).toBeNaN();
  });
  it('writes amounts with two decimals, a comma in Dutch', () => {
    expect(eurosText(25.5, 'nl')).toBe('25,50');
    expect(eurosText(25.5, 'en')).toBe('25.50');
  });
  it('finds the numbers that could not be read, as field paths', () => {
    const body = {
      Price: Number.NaN,
      Name: 'x',
      Settings: [{ MinSeats: 1, MaxSeats: Number.NaN }],
      Stock: null,
    };
    expect(unreadablePaths(body)).toEqual(['Price', 'Settings.0.MaxSeats']);
  });
  it('reads whole numbers, optional ones as null when empty', () => {
    expect(parseWhole('12')).toBe(12);
    expect(parseWhole('1.5')).toBeNaN();
    expect(parseOptionalWhole(' ')).toBeNull();
  });
});
