import type { Reservation } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { SessionProvider } from '../../../lib/session.tsx';
import { NAMESPACE } from '../i18n.ts';
import { BookedView } from './confirm-step.tsx';

const booked = {
  Id: 4711,
  ProfileId: null,
  LocationName: 'Meetspace Utrecht',
  StartDate: '2026-12-02',
  StartMinutes: 540,
  EndMinutes: 600,
  TotalInclTax: 121,
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
    const nl = render('nl');
    expect(nl).toContain('In de e-mail staat een link om je boeking te bekijken');
    expect(nl).toContain('<a href="/nl/reservering-vinden">Vind je boeking</a>');
  });
});
