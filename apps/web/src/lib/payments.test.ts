import { describe, expect, it } from 'vitest';
import { parseAmount, payPath } from './payments.ts';

describe('parseAmount: an amount as typed, in either language', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['€ 12,50', 12.5],
    ['€12', 12],
    [' 0,01 ', 0.01],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.000.000', 1_000_000],
    ['12 EUR', 12],
  ])('%s is %d', (text, euros) => {
    expect(parseAmount(text)).toBe(euros);
  });

  it.each([
    '',
    '0',
    '0,00',
    '-5',
    'abc',
    '12,345,6',
    '1,2,3',
    '12.',
    ',5',
    '12,505',
    '1.250',
    '1,250',
    '1.000,000',
    '1,000.000.5',
    '1.23.456',
    '1e3',
    '12,5x',
  ])('%j is refused', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('payPath', () => {
  it('is the pay page in the page language', () => {
    expect(payPath('nl', 'abc12345')).toBe('/nl/betaal/abc12345');
    expect(payPath('en', 'abc12345')).toBe('/en/pay/abc12345');
  });
});
