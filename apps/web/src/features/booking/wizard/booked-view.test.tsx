import type { Reservation } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { notAllowed } from '../../../lib/payments.ts';
import { SessionProvider } from '../../../lib/session.tsx';
import { NAMESPACE } from '../i18n.ts';
import { BookedView } from './confirm-step.tsx';
import { PayOptions } from './pay-options.tsx';

const booked = {
  Id: 4711,
  ProfileId: null,
  LocationName: 'Meetspace Utrecht',
  StartDate: '2026-12-02',
  StartMinutes: 540,
  EndMinutes: 600,
  TotalInclTax: 121,
  TotalOpen: 121,
} as unknown as Reservation;

/** Server-rendered HTML of the booked view for a visitor without a session (a guest). */
function render(locale: 'nl' | 'en') {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={[`/${locale}`]}>
            <BookedView reservation={booked} locale={locale} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '');
}

describe('the booked view of the wizard', () => {
  it('tells a guest the mail holds the manage link, and links find my booking', () => {
    const en = render('en');
    expect(en).toContain('Your reservation number is 4711.');
    expect(en).toContain('The e-mail holds a link to view, move or cancel your booking, no account needed.');
    expect(en).toContain('<a href="/en/find-booking">Find your booking</a>');
    expect(en).not.toContain('Open the reservation');
    // The booked view has no manage token: a guest is told the mailed link lets them pay, and gets no pay buttons.
    expect(en).toContain('You can pay through the link in your confirmation e-mail');
    expect(en).not.toContain('<button');
    const nl = render('nl');
    expect(nl).toContain('In de e-mail staat een link om je boeking te bekijken');
    expect(nl).toContain('<a href="/nl/reservering-vinden">Vind je boeking</a>');
    expect(nl).toContain('Betalen kan via de link in je bevestigingsmail');
  });
});

describe('paying a reservation just booked', () => {
  function renderOptions(reservation: Reservation, locale: 'nl' | 'en' = 'en') {
    const html = renderToString(
      <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
        <MemoryRouter initialEntries={[`/${locale}`]}>
          <PayOptions reservation={reservation} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '');
  }

  it('offers the booker to pay now or on invoice, and says later is possible from the reservation', () => {
    const en = renderOptions(booked);
    expect(en).toContain('Open: €\u00a0121,00.');
    expect([...en.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])).toEqual([
      'Pay now',
      'Pay on invoice',
    ]);
    expect(en).toContain('<a href="/en/my/reservations/4711/payments">');
    const nl = renderOptions(booked, 'nl');
    expect(nl).toContain('Nu betalen');
    expect(nl).toContain('<a href="/nl/mijn/reserveringen/4711/betalingen">');
  });

  it('offers nothing when nothing is open', () => {
    expect(renderOptions({ ...booked, TotalOpen: 0 })).toBe('');
  });

  it('recognises the refusal of a way of paying', () => {
    const refusal = (code: string) =>
      new ApiError(409, { StatusCode: 409, Message: 'x', Errors: [{ Field: 'PaymentType', Code: code }] });
    expect(notAllowed(refusal('payment_type_not_allowed'))).toBe(true);
    expect(notAllowed(refusal('nothing_open'))).toBe(false);
    expect(notAllowed(new Error('x'))).toBe(false);
  });
});
