import { describe, expect, it } from 'vitest';
import { type ConfirmationInput, reservationConfirmationMail } from './reservation-confirmation.ts';

const input = (locale: 'nl' | 'en', extra: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  locale,
  languageId: locale === 'nl' ? 52 : 65,
  reservationId: 42,
  profileId: null,
  bookerName: 'Anna',
  bookerEmail: 'anna@example.org',
  reservationKey: 'key-42',
  locationName: 'Meetspace Utrecht',
  locationAddress: 'Stationsplein 1, 3511 AA Utrecht',
  meetingName: 'Team day',
  spaces: [{ name: 'Zaal 1', seats: 8 }],
  startDate: '2026-12-02',
  endDate: '2026-12-02',
  startMinutes: 540,
  endMinutes: 1020,
  startsAtUtc: '2026-12-02T08:00:00.000Z',
  days: 1,
  options: [
    { name: locale === 'nl' ? 'Lunch' : 'Lunch', amount: 8, totalExclCents: 12_000 },
    { name: locale === 'nl' ? 'Beamer' : 'Projector', amount: 1, totalExclCents: 4_550 },
  ],
  totalExclCents: 126_550,
  taxTotals: [
    { percentage: 9, totalCents: 1_080 },
    { percentage: 21, totalCents: 24_058 },
  ],
  totalInclCents: 151_688,
  manageUrl: 'http://localhost:3000/nl/reservering-beheren/42?token=42.abc',
  ...extra,
});

/** The text with the narrow and ordinary non-breaking spaces of Intl's money written as spaces. */
const textOf = (i: ConfirmationInput) => reservationConfirmationMail(i).text.replace(/[\u00a0\u202f]/g, ' ');

describe('reservation confirmation mail', () => {
  it('lists the booked options (amount × name, price) and the totals in Dutch, money as nl-NL EUR', () => {
    const text = textOf(input('nl'));
    expect(text).toContain('Opties (excl. btw):\n- 8 × Lunch: € 120,00\n- 1 × Beamer: € 45,50');
    expect(text).toContain('Totaal excl. btw: € 1.265,50');
    expect(text).toContain('Btw 9%: € 10,80\nBtw 21%: € 240,58');
    expect(text).toContain('Totaal (incl. btw): € 1.516,88');
    expect(text).not.toMatch(/\b(u|uw|U|Uw)\b/);
  });

  it('writes them in English for an English reservation, still in nl-NL EUR format', () => {
    const text = textOf(input('en'));
    expect(text).toContain('Options (excl. VAT):\n- 8 × Lunch: € 120,00\n- 1 × Projector: € 45,50');
    expect(text).toContain('Total excl. VAT: € 1.265,50');
    expect(text).toContain('VAT 9%: € 10,80\nVAT 21%: € 240,58');
    expect(text).toContain('Total (incl. VAT): € 1.516,88');
  });

  it('leaves the options block out when nothing was added, and keeps the totals', () => {
    const text = textOf(input('en', { options: [] }));
    expect(text).not.toContain('Options');
    expect(text).toContain('Total (incl. VAT): € 1.516,88');
  });
});
