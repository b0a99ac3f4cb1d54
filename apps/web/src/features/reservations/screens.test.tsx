import type { ReservationDetail } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { openPayment } from '../../lib/test/payment-fixture.ts';
import { keys } from './api/reservations.ts';
import { SectionNav } from './components/section-nav.tsx';
import { NAMESPACE } from './i18n.ts';
import en from './locales/en.json';
import { LaterSection } from './sections/later-section.tsx';
import { PaymentsSection } from './sections/payments-section.tsx';
import { ReservationSectionView } from './sections/reservation-section.tsx';

/** Server-rendered HTML without React's text separators. */
function render(
  node: ReactNode,
  locale: 'nl' | 'en' = 'en',
  path = '/en/my/reservations/42',
  client = new QueryClient(),
) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '');
}

const detail: ReservationDetail = {
  Id: 42,
  Key: 'k',
  StatusId: 2,
  Name: 'Team day',
  ProfileId: 7,
  CompanyId: null,
  LocationId: 3,
  LocationName: 'Utrecht Centraal',
  MeetingtypeId: 1,
  LanguageId: 65,
  StartDate: '2026-12-01T00:00:00',
  EndDate: '2026-12-01T00:00:00',
  StartMinutes: 540,
  EndMinutes: 780,
  HoursUntilStart: 200,
  DaysUntilStart: 8,
  TotalSeats: 4,
  CurrencyIso: 'EUR',
  TotalExclTax: 100,
  TotalInclTax: 121,
  TaxTotals: [{ Percentage: 21, Total: 21 }],
  TotalPaid: 0,
  TotalOpen: 121,
  AmountToPay: 121,
  HasInvoice: false,
  IsLocked: false,
  VoucherId: null,
  Discount: 0,
  PackageId: null,
  PackagePrice: 0,
  Comment: null,
  Tags: [],
  CartKey: null,
  SearchId: null,
  TenderId: null,
  ProposalKey: null,
  CreatedAt: '2026-11-01T10:00:00.000Z',
  Spaces: [
    {
      Id: 5,
      SpaceId: 9,
      SpaceName: 'Boardroom',
      SettingId: 29,
      Seats: 4,
      StartDate: '2026-12-01T00:00:00',
      EndDate: '2026-12-01T00:00:00',
      StartMinutes: 540,
      EndMinutes: 780,
      PricePerSeat: 25,
      PriceTotal: 100,
      TaxPercentage: 21,
      Crc: 0,
      IsLocked: false,
      IsCancelled: false,
    },
  ],
  Options: [],
  Contacts: [],
  InvoiceAddress: {
    BillingId: null,
    Company: null,
    SendTo: null,
    Email: null,
    Address: null,
    PostalCode: null,
    City: null,
    Country: null,
    PhoneNumber: null,
    PoNumber: null,
  },
  Cancellation: { IsFree: true, CancelRuleId: null, Percentage: 0, FeeInclTax: 0, NotPossibleReason: null },
};

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

describe('the submenu navigation', () => {
  it('is a labelled nav of 14 links with the open one marked as the current page', () => {
    const html = render(<SectionNav id={42} current="comments" />);
    expect(html).toMatch(/^<nav aria-label="Reservation menu"/);
    expect(html.match(/<a /g)).toHaveLength(14);
    expect(html).toContain('<a aria-current="page" href="/en/my/reservations/42/comments"');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toContain('href="/en/my/reservations/42"');
    expect(html).toContain('href="/en/my/reservations/42/mail-log"');
  });

  it('links the Dutch paths in Dutch', () => {
    const html = render(<SectionNav id={42} current="reservation" />, 'nl', '/nl/mijn/reserveringen/42');
    expect(html).toContain('<a aria-current="page" href="/nl/mijn/reserveringen/42"');
    expect(html).toContain('href="/nl/mijn/reserveringen/42/opmerkingen">Opmerkingen</a>');
    expect(html).toContain('href="/nl/mijn/reserveringen/42/wijzigingen">Wijzigingen</a>');
  });
});

describe('the reservation submenu', () => {
  it('offers every change while the reservation can still change', () => {
    const html = render(<ReservationSectionView r={detail} />);
    expect(buttons(html)).toEqual(
      expect.arrayContaining([
        'Download confirmation (PDF)',
        'Add to calendar (.ics)',
        'Edit name and comment',
        'Edit tags',
        'Change options',
        'Apply voucher',
        'Change date',
        'Copy to another date',
        'Cancel this reservation',
      ]),
    );
    expect(html).toContain('Boardroom · Boardroom · 4 people · €\u00a0100,00');
    expect(html).toContain('Total incl. VAT</th><td>€\u00a0121,00');
    // Dialogs stay closed (and empty) until opened.
    expect(html).not.toContain('<dialog open');
    expect(html).not.toContain('Name of the meeting');
  });

  it('hides the edits of a locked reservation but keeps the documents, copy and (fee) cancellation', () => {
    const locked = {
      ...detail,
      IsLocked: true,
      HoursUntilStart: 5,
      Cancellation: { ...detail.Cancellation, IsFree: false, Percentage: 50, FeeInclTax: 60.5 },
    };
    const shown = buttons(render(<ReservationSectionView r={locked} />));
    expect(shown).not.toContain('Edit name and comment');
    expect(shown).not.toContain('Change date');
    expect(shown).not.toContain('Edit tags');
    expect(shown).not.toContain('Change options');
    expect(shown).not.toContain('Apply voucher');
    expect(buttons(render(<ReservationSectionView r={{ ...locked, VoucherId: 3 }} />))).not.toContain(
      'Remove voucher',
    );
    expect(shown).toEqual(expect.arrayContaining(['Copy to another date', 'Cancel this reservation']));
    const cancelled = buttons(
      render(
        <ReservationSectionView
          r={{
            ...locked,
            StatusId: 3,
            Cancellation: { ...detail.Cancellation, NotPossibleReason: 'Reservation cancelled' },
          }}
        />,
        'nl',
      ),
    );
    expect(cancelled).not.toContain('Deze reservering annuleren');
    expect(cancelled).toContain('Kopiëren naar een andere datum');
  });

  it('offers to remove a voucher only when the reservation has one, with the code field labelled', () => {
    expect(buttons(render(<ReservationSectionView r={detail} />))).not.toContain('Remove voucher');
    const html = render(<ReservationSectionView r={{ ...detail, VoucherId: 3, Discount: 10 }} />);
    expect(buttons(html)).toContain('Remove voucher');
    expect(html).toContain('Discount</th><td>−€\u00a010,00');
    expect(html).toMatch(/<label for="([^"]+)">Voucher code<\/label><input id="\1"/);
  });

  it('says plainly that a later submenu has no data yet', () => {
    expect(render(<LaterSection section="eventCalendar" />)).toBe(`<p>${en.res.later.eventCalendar}</p>`);
  });

  it('shows what is paid and open, and the ways to pay what is open', () => {
    const html = render(<PaymentsSection r={{ ...detail, TotalPaid: 21, TotalOpen: 100 }} />);
    expect(html).toContain('Paid</th><td>€\u00a021,00');
    expect(html).toContain('<strong>€\u00a0100,00</strong>');
    expect(buttons(html)).toEqual(['Pay online', 'Pay with credits', 'Pay on invoice']);
    expect(html).toMatch(/<label for="([^"]+)">Amount \(optional\)<\/label><input id="\1"/);
    const nl = render(<PaymentsSection r={detail} />, 'nl', '/nl/mijn/reserveringen/42/betalingen');
    expect(buttons(nl)).toEqual(['Online betalen', 'Betalen met tegoed', 'Betalen op factuur']);
  });

  it('lists the payments made, with what went back of one', () => {
    const client = new QueryClient();
    const base = { ...openPayment, CanRetry: false, Result: 'paid' as const, PaidAt: '2026-11-20T10:05:00Z' };
    client.setQueryData(keys.part(42, 'payments'), {
      Results: [
        { ...base, Id: 2, PaymentType: 1, Status: 'paid', Amount: 121, Refunded: 96.8 },
        { ...base, Id: 1, PaymentType: 4, Status: 'paid', Amount: 10, Refunded: 0 },
      ],
    });
    const cancelled = { ...detail, StatusId: 3, TotalPaid: 24.2, TotalOpen: 0 };
    const html = render(<PaymentsSection r={cancelled} />, 'en', '/en/my/reservations/42', client);
    const rows = [...html.matchAll(/<tr><td data-label="Date">.*?<\/tr>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Paid · €\u00a096,80 refunded');
    expect(rows[1]).not.toContain('refunded');
    const nl = render(
      <PaymentsSection r={cancelled} />,
      'nl',
      '/nl/mijn/reserveringen/42/betalingen',
      client,
    );
    expect(nl).toContain('€\u00a096,80 terugbetaald');
  });

  it('offers no payment on invoice once invoiced, and no payment at all when nothing is open or cancelled', () => {
    const invoiced = render(<PaymentsSection r={{ ...detail, HasInvoice: true }} />);
    expect(buttons(invoiced)).toEqual(['Pay online', 'Pay with credits']);
    expect(invoiced).toContain('This reservation has been invoiced');
    const paid = render(<PaymentsSection r={{ ...detail, TotalPaid: 121, TotalOpen: 0 }} />);
    expect(buttons(paid)).toEqual([]);
    expect(paid).toContain('Nothing is open: this reservation has been paid.');
    const cancelled = render(<PaymentsSection r={{ ...detail, StatusId: 3 }} />);
    expect(buttons(cancelled)).toEqual([]);
    expect(cancelled).toContain('This reservation is cancelled: it cannot be paid here.');
    const settled = render(<PaymentsSection r={{ ...detail, StatusId: 3, TotalPaid: 0, TotalOpen: 0 }} />);
    expect(settled).toContain(
      'This reservation is cancelled. What you paid beyond the cancellation fee goes back',
    );
    expect(settled).not.toContain('has been paid');
  });
});
