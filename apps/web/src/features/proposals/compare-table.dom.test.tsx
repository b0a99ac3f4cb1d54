// @vitest-environment happy-dom
import type { ProposalSummary, Tender } from '@meetspace/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { CompareTable } from './components/compare-table.tsx';
import { NAMESPACE } from './i18n.ts';
import { answerStatus } from './status.ts';

const TODAY = '2026-11-26';

function proposal(over: Partial<ProposalSummary>): ProposalSummary {
  return {
    Id: 1,
    Key: 'key-aaaaaaaa',
    TenderId: 9,
    LocationId: 1,
    LocationName: 'Zaal Eén',
    City: 'Utrecht',
    Status: 'open',
    Version: 1,
    ValidUntil: '2026-12-01',
    SentAt: '2026-11-20T10:00:00.000Z',
    Seats: 20,
    StartDate: '2026-12-10',
    EndDate: '2026-12-10',
    StartMinutes: 540,
    EndMinutes: 1020,
    TotalExclTax: 750,
    TotalInclTax: 907.5,
    PricePerPerson: 45.375,
    SpaceNames: ['Boardroom'],
    OptionNames: ['Lunch', 'Beamer'],
    Score: 4.5,
    ReviewCount: 12,
    DistanceKm: 1.25,
    ReservationId: null,
    ...over,
  };
}

const tender: Tender = {
  Id: 9,
  Name: 'Team day',
  StartDate: '2026-12-10',
  EndDate: '2026-12-10',
  StartMinutes: 540,
  EndMinutes: 1020,
  Seats: 20,
  MeetingtypeId: 1,
  SettingId: null,
  Description: '',
  Budget: null,
  OptionCategoryIds: [],
  Language: 'en',
  PlaceName: 'Utrecht',
  CreatedAt: '2026-11-19T09:00:00.000Z',
  Status: 'open',
  Locations: [
    {
      LocationId: 1,
      LocationName: 'Zaal Eén',
      City: 'Utrecht',
      Status: 'answered',
      DeclineReason: null,
      Proposal: proposal({}),
    },
    {
      LocationId: 2,
      LocationName: 'De Loods',
      City: 'Amersfoort',
      Status: 'waiting',
      DeclineReason: null,
      Proposal: null,
    },
    {
      LocationId: 3,
      LocationName: 'Kasteel',
      City: 'Zeist',
      Status: 'declined',
      DeclineReason: 'Fully booked that week',
      Proposal: null,
    },
    {
      LocationId: 4,
      LocationName: 'Fort',
      City: 'Bunnik',
      Status: 'answered',
      DeclineReason: null,
      Proposal: proposal({
        Key: 'key-bbbbbbbb',
        LocationId: 4,
        LocationName: 'Fort',
        ValidUntil: '2026-11-25',
        DistanceKm: null,
        ReviewCount: 0,
        OptionNames: [],
      }),
    },
  ],
};

function show(locale: 'nl' | 'en') {
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <MemoryRouter>
        <CompareTable tender={tender} locale={locale} today={TODAY} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  const table = screen.getByRole('table');
  const rows = within(table).getAllByRole('row');
  /** The cells of the row whose header is `name`. */
  const row = (name: string) => {
    const found = rows.find((r) => within(r).queryByRole('rowheader', { name }));
    if (!found) throw new Error(`no row ${name}`);
    return within(found)
      .getAllByRole('cell')
      .map((c) => c.textContent);
  };
  return { table, row };
}

afterEach(cleanup);

describe('the compare table', () => {
  it('is a captioned table in its own named, focusable scrolling region, a column per asked location', () => {
    const { table } = show('en');
    expect(table.querySelector('caption')?.textContent).toBe('Proposals for Team day compared');
    const region = screen.getByRole('region', { name: 'Proposals for Team day compared' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Zaal EénUtrecht', 'De LoodsAmersfoort', 'KasteelZeist', 'FortBunnik']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Status',
      'Price per person',
      'Total incl. VAT',
      'Spaces',
      'Options',
      'Distance',
      'Rating',
      'Valid until',
      'Proposal',
    ]);
  });

  it('says each answer: open with its valid-until day, waiting, declined with the reason, expired', () => {
    const { row } = show('en');
    expect(row('Status')).toEqual([
      'Openuntil 1 Dec 2026',
      'Waiting for an answer',
      'DeclinedFully booked that week',
      'Expired',
    ]);
    expect(row('Options')).toEqual(['Lunch, Beamer', '—Not available', '—Not available', 'No options']);
    expect(row('Distance')).toEqual(['1.3 km', '—Not available', '—Not available', '—Not available']);
    expect(row('Rating')).toEqual(['4.5 · 12 reviews', '—Not available', '—Not available', 'No reviews yet']);
  });

  it('writes money and dates the Dutch way, and links each proposal by its key', () => {
    const { row, table } = show('nl');
    expect(row('Prijs per persoon')[0]).toMatch(/^€\s?45,38$/);
    expect(row('Totaal incl. btw')[0]).toMatch(/^€\s?907,50$/);
    expect(row('Geldig tot')).toEqual([
      '1 dec 2026',
      '—Niet beschikbaar',
      '—Niet beschikbaar',
      '25 nov 2026',
    ]);
    const links = within(table).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Bekijk het voorstel van Zaal Eén', '/nl/mijn/reserveringen/voorstellen/key-aaaaaaaa'],
      ['Bekijk het voorstel van Fort', '/nl/mijn/reserveringen/voorstellen/key-bbbbbbbb'],
    ]);
  });
});

describe('answerStatus', () => {
  it('takes the proposal’s status once answered, expiring it after its valid-until day', () => {
    const [open, waiting, declined, expired] = tender.Locations.map((l) => answerStatus(l, TODAY));
    expect(open).toEqual({ kind: 'proposal', status: 'open', validUntil: '2026-12-01' });
    expect(waiting).toEqual({ kind: 'request', status: 'waiting' });
    expect(declined).toEqual({ kind: 'request', status: 'declined' });
    expect(expired).toEqual({ kind: 'proposal', status: 'expired', validUntil: null });
  });
});
