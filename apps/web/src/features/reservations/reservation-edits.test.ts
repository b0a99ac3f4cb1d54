import { describe, expect, it } from 'vitest';
import {
  amountOf,
  changedOptions,
  optionErrors,
  parseTags,
  perLineOptionIds,
  tagsProblem,
} from './reservation-edits.ts';

describe('parseTags', () => {
  it('splits on commas, trims and drops empty tags', () => {
    expect(parseTags(' board ,  q3,, , offsite ')).toEqual(['board', 'q3', 'offsite']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ,')).toEqual([]);
  });

  it('keeps the first spelling of a tag typed twice in another case', () => {
    expect(parseTags('Board, board, BOARD, team')).toEqual(['Board', 'team']);
  });

  it('keeps spaces inside a tag', () => {
    expect(parseTags('  all hands , sales team')).toEqual(['all hands', 'sales team']);
  });
});

describe('tagsProblem', () => {
  it('refuses a tag over 50 characters and more than 20 tags', () => {
    expect(tagsProblem(['a'.repeat(50)])).toBeNull();
    expect(tagsProblem(['ok', 'a'.repeat(51)])).toBe('tooLong');
    expect(tagsProblem(Array.from({ length: 20 }, (_, i) => `t${i}`))).toBeNull();
    expect(tagsProblem(Array.from({ length: 21 }, (_, i) => `t${i}`))).toBe('tooMany');
    expect(tagsProblem([])).toBeNull();
  });
});

describe('changedOptions', () => {
  const options = [
    { OptionId: 1, Amount: 0 },
    { OptionId: 2, Amount: 4 },
    { OptionId: 3, Amount: 2 },
  ];

  it('sends only the options whose amount changed', () => {
    expect(changedOptions(options, { 1: '3', 2: '4', 3: '2' })).toEqual([{ OptionId: 1, Amount: 3 }]);
    expect(changedOptions(options, { 1: '0', 2: '4', 3: '2' })).toEqual([]);
  });

  it('reads an empty field as none, which takes the option off', () => {
    expect(changedOptions(options, { 1: '', 2: ' ', 3: '2' })).toEqual([{ OptionId: 2, Amount: 0 }]);
    expect(amountOf('')).toBe(0);
    expect(amountOf('7')).toBe(7);
  });

  it('leaves options without a field alone', () => {
    expect(changedOptions(options, { 3: '5' })).toEqual([{ OptionId: 3, Amount: 5 }]);
  });
});

describe('perLineOptionIds', () => {
  it('names the options booked per space or time of day', () => {
    const ids = perLineOptionIds([
      { OptionId: 1, ReservationSpaceId: null, StartMinutes: null },
      { OptionId: 2, ReservationSpaceId: 5, StartMinutes: null },
      { OptionId: 3, ReservationSpaceId: null, StartMinutes: 720 },
    ]);
    expect([...ids].sort()).toEqual([2, 3]);
  });
});

describe('optionErrors', () => {
  it('puts each line error at the option that was sent at that index', () => {
    const sent = [
      { OptionId: 11, Amount: 2 },
      { OptionId: 12, Amount: 9 },
      { OptionId: 13, Amount: 1 },
    ];
    expect(
      optionErrors(
        {
          'Options.1.Amount': 'Too long or too large.',
          'Options.2.OptionId': 'Comes with the package.',
          'Options.2': 'Listed twice.',
          Options: 'List at least one option',
          'Options.7.Amount': 'no such line',
        },
        sent,
      ),
    ).toEqual({ 12: 'Too long or too large.', 13: 'Comes with the package.' });
  });
});
