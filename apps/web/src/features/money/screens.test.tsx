import type { InvoiceDetail, Payment } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { openPayment } from '../../lib/test/payment-fixture.ts';
import { keys } from './api/money.ts';
import { NAMESPACE } from './i18n.ts';
import { DEFAULT_INVOICE_FILTERS } from './invoice-filters.ts';
import { InvoicePage } from './invoice-page.tsx';
import { InvoicesPage } from './invoices-page.tsx';
import { PayDonePage } from './pay-done-page.tsx';
import { PayPage } from './pay-page.tsx';

/** Server-rendered HTML of `node` at `path` (matched by `pattern`), with answers already in the cache. */
function render(
  node: ReactNode,
  {
    path,
    pattern,
    seed,
    locale = 'en',
  }: { path: string; pattern: string; seed: (q: QueryClient) => void; locale?: 'nl' | 'en' },
) {
  const client = new QueryClient();
  seed(client);
  const html = renderToString(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={node} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '');
}

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);

const payment = openPayment;

const pay = (p: Payment, locale: 'nl' | 'en' = 'en') =>
  render(<PayPage />, {
    path: `/${locale}/pay/${p.Key}`,
    pattern: `/${locale}/pay/:paymentKey`,
    seed: (q) => q.setQueryData(keys.payment(p.Key), p),
    locale,
  });

const done = (p: Payment, locale: 'nl' | 'en' = 'en') =>
  render(<PayDonePage />, {
    path: `/${locale}/pay/${p.Key}/done`,
    pattern: `/${locale}/pay/:paymentKey/done`,
    seed: (q) => q.setQueryData(keys.payment(p.Key), p),
    locale,
  });

describe('the pay page', () => {
  it('shows what is paid and offers to pay it now', () => {
    const html = pay(payment);
    expect(html).toContain('<dd>Reservation 42</dd>');
    expect(html).toContain('<dd>Utrecht Centraal</dd>');
    expect(html).toContain('€\u00a0121,00');
    expect(buttons(html)).toEqual(['Pay €\u00a0121,00 now']);
    expect(buttons(pay(payment, 'nl'))).toEqual(['Nu €\u00a0121,00 betalen']);
  });

  it('explains a bank transfer with copy buttons, and offers no online payment', () => {
    const html = pay({
      ...payment,
      PaymentType: 2,
      BankTransfer: {
        AccountHolder: 'Meetspace B.V.',
        Iban: 'NL91ABNA0417164300',
        Bic: 'ABNANL2A',
        Reference: 'F2026-0001',
        DueDate: '2026-12-01',
      },
    });
    expect(html).toContain('NL91ABNA0417164300');
    expect(html).toContain('F2026-0001');
    expect(html).toContain('1 Dec 2026');
    expect(buttons(html)).toEqual(['Copy amount', 'Copy IBAN', 'Copy reference']);
  });

  it('says when it is paid already or no longer valid, without a pay button', () => {
    expect(buttons(pay({ ...payment, Status: 'paid', Result: 'already-paid' }))).toEqual([]);
    const gone = pay({ ...payment, Result: 'no-longer-valid' }, 'nl');
    expect(gone).toContain('Deze betaling is niet meer geldig');
    expect(buttons(gone)).toEqual([]);
  });
});

describe('the done page', () => {
  it('announces an open payment politely while it waits', () => {
    const html = done(payment);
    expect(html).toContain('Your payment is being processed');
    expect(html).toMatch(/<div aria-live="polite" class="result waiting"><p>We are waiting/);
    expect(buttons(html)).toEqual([]);
  });

  it('thanks for a paid one and offers no retry', () => {
    const html = done({ ...payment, Status: 'paid', Result: 'paid' }, 'nl');
    expect(html).toContain('Betaling ontvangen');
    expect(html).toContain('we hebben €\u00a0121,00 ontvangen voor Reservation 42');
    expect(buttons(html)).toEqual([]);
  });

  it('offers a retry after a cancelled or expired payment', () => {
    for (const result of ['canceled', 'expired'] as const) {
      const html = done({ ...payment, Status: result, Result: result });
      expect(buttons(html)).toEqual(['Try again: pay €\u00a0121,00']);
    }
    expect(buttons(done({ ...payment, Status: 'canceled', Result: 'canceled', CanRetry: false }))).toEqual(
      [],
    );
  });
});

const invoice: InvoiceDetail = {
  Id: 5,
  Number: 'F2026-0005',
  StatusId: 1,
  Type: 'normal',
  IsDraft: false,
  ReservationId: 42,
  LocationId: 3,
  LocationName: 'Utrecht Centraal',
  MeetingtypeId: 1,
  IssueDate: '2026-11-20',
  DueDate: '2026-12-04',
  CurrencyIso: 'EUR',
  TotalInclTax: 121,
  TotalPaid: 21,
  TotalOpen: 100,
  Reference: 'F2026-0005',
  CreditOfInvoiceId: null,
  CreditOfNumber: null,
  LanguageId: 65,
  Company: 'Acme B.V.',
  AttentionOf: 'Anna Bakker',
  InvoiceEmail: null,
  PoNumber: 'PO-7',
  VatNumber: null,
  Address: 'Stationsplein 1',
  PostalCode: '3511 ED',
  City: 'Utrecht',
  Country: 'NL',
  Lines: [{ Quantity: 1, Description: 'Room Oak', Price: 100, TaxPercentage: 21, TotalExclTax: 100 }],
  TaxTotals: [{ Percentage: 21, Base: 100, Total: 21 }],
  TotalExclTax: 100,
  TotalTax: 21,
  Seller: {
    Name: 'Meetspace B.V.',
    Address: 'Kanaalweg 1',
    PostalCode: '3526 KL',
    City: 'Utrecht',
    CountryCode: 'NL',
    VatNumber: 'NL000000000B01',
    ChamberOfCommerce: '12345678',
    Iban: 'NL91ABNA0417164300',
    Bic: 'ABNANL2A',
    Email: 'billing@example.com',
  },
};

const detail = (i: InvoiceDetail, locale: 'nl' | 'en' = 'en') =>
  render(<InvoicePage />, {
    path: locale === 'en' ? `/en/my/invoices/${i.Id}` : `/nl/mijn/facturen/${i.Id}`,
    pattern: locale === 'en' ? '/en/my/invoices/:id' : '/nl/mijn/facturen/:id',
    seed: (q) => q.setQueryData(keys.invoice(i.Id), i),
    locale,
  });

describe('the invoice page', () => {
  it('shows seller, buyer, lines, VAT per rate, what is paid and open, and offers the files and paying', () => {
    const html = detail(invoice);
    expect(html).toContain('Invoice F2026-0005');
    expect(html).toContain('Meetspace B.V.');
    expect(html).toContain('Attn. Anna Bakker');
    expect(html).toContain('VAT 21% of €\u00a0100,00</th><td>€\u00a021,00');
    expect(html).toContain('Open</th><td>€\u00a0100,00');
    expect(html).toContain('4 Dec 2026');
    expect(buttons(html)).toEqual(['Download PDF', 'Download UBL (e-invoice)', 'Pay €\u00a0100,00 online']);
  });

  it('links a credit note to the invoice it credits, and offers no payment for it', () => {
    const html = detail(
      { ...invoice, Id: 6, StatusId: 3, TotalOpen: -121, CreditOfInvoiceId: 5, CreditOfNumber: 'F2026-0005' },
      'nl',
    );
    expect(html).toContain('Creditfactuur');
    expect(html).toContain('<a href="/nl/mijn/facturen/5">F2026-0005</a>');
    expect(buttons(html)).toEqual(['PDF downloaden', 'UBL downloaden (e-factuur)']);
  });
});

describe('my invoices', () => {
  it('lists the invoices in a labelled table, a draft as pending, linked to each invoice', () => {
    const html = render(<InvoicesPage />, {
      path: '/nl/mijn/facturen',
      pattern: '/nl/mijn/facturen',
      locale: 'nl',
      seed: (q) =>
        q.setQueryData(keys.invoices(DEFAULT_INVOICE_FILTERS), {
          Results: [
            invoice,
            { ...invoice, Id: 7, Number: null, StatusId: 0, IsDraft: true, IssueDate: null },
          ],
          MorePages: true,
        }),
    });
    expect(html).toContain('<caption class="visually-hidden">Je facturen</caption>');
    expect(html).toContain('<a href="/nl/mijn/facturen/5">F2026-0005</a>');
    expect(html).toContain('<td data-label="Status">In behandeling</td>');
    expect(html).toContain('rel="next"');
    expect(html).toContain('Pagina 1: 2 facturen.');
  });
});
