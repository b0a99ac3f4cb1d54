import type { Participant } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvField, participantsCsv } from './participants-csv.ts';

const person = (over: Partial<Participant>): Participant => ({
  Id: 1,
  EventId: 7,
  Key: 'abcd1234',
  Status: 'confirmed',
  WaitingListPosition: null,
  FirstName: 'Anna',
  LastName: 'de Vries',
  Email: 'anna@example.com',
  Organization: '',
  Amount: 0,
  Currency: 'EUR',
  PaymentKey: null,
  PaidAt: null,
  CheckedInAt: null,
  CreatedAt: '2026-11-20T10:00:00.000Z',
  ProfileId: null,
  Address: '',
  Postalcode: '',
  City: 'Utrecht',
  Country: 'NL',
  Tags: ['a', 'b'],
  SpecialInterest: '',
  Language: 'nl',
  CancelledAt: null,
  ...over,
});

describe('csvField', () => {
  it('quotes separators, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('keeps a formula from running in a spreadsheet', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvField('@me')).toBe("'@me");
  });
});

describe('participantsCsv', () => {
  const csv = participantsCsv(
    [
      person({}),
      person({ Id: 2, FirstName: 'Bob, Jr.', Status: 'pending', Amount: 12.5, Organization: '-x' }),
    ],
    (c) => `H:${c}`,
    (s) => `S:${s}`,
  );
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');

  it('starts with a byte order mark and a header row of every column', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe(CSV_COLUMNS.map((c) => `H:${c}`).join(','));
  });

  it('writes one escaped row per participant, CRLF ended', () => {
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      'Anna,de Vries,anna@example.com,,S:confirmed,0.00,EUR,,,Utrecht,NL,"a, b",2026-11-20T10:00:00.000Z',
    );
    expect(lines[2]?.startsWith('"Bob, Jr.",de Vries,anna@example.com,\'-x,S:pending,12.50,EUR')).toBe(true);
  });
});
