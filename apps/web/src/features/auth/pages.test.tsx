import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { NAMESPACE } from './i18n.ts';
import { LoginPage } from './login-page.tsx';
import { PinLoginPage } from './pin-login-page.tsx';

/** Server-rendered HTML of a page for a visitor (the session restores only in a browser). */
function render(node: ReactNode, locale: 'nl' | 'en', path: string) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return html.replaceAll('<!-- -->', '').replaceAll(' data-discover="true"', '');
}

describe('the login page', () => {
  it('links to forgot password and to the pin login, which keeps the way back', () => {
    const html = render(<LoginPage />, 'en', '/en/login?back=%2Fen%2Fmy%2Freservations');
    expect(html).toContain('<a href="/en/forgot-password">Forgot your password?</a>');
    expect(html).toContain(
      '<a href="/en/pin?back=%2Fen%2Fmy%2Freservations">Log in with a code by e-mail</a>',
    );
    const nl = render(<LoginPage />, 'nl', '/nl/inloggen');
    expect(nl).toContain('<a href="/nl/wachtwoord-vergeten">Wachtwoord vergeten?</a>');
    expect(nl).toContain('<a href="/nl/pincode">Inloggen met een code per e-mail</a>');
  });

  it('sends a guest who booked without an account to find my booking', () => {
    expect(render(<LoginPage />, 'en', '/en/login')).toContain(
      'Booked without an account? <a href="/en/find-booking">Find your booking</a>',
    );
    expect(render(<LoginPage />, 'nl', '/nl/inloggen')).toContain(
      'Geboekt zonder account? <a href="/nl/reservering-vinden">Vind je boeking</a>',
    );
  });
});

describe('the forgot password page', () => {
  it('asks for the e-mail address in a labelled field', () => {
    const html = render(<ForgotPasswordPage />, 'nl', '/nl/wachtwoord-vergeten');
    expect(html).toContain('<h1 id="forgot-title">Wachtwoord vergeten?</h1>');
    expect(html).toMatch(/<label for="forgot-email">E-mailadres<\/label><input id="forgot-email"/);
    const input = /<input id="forgot-email"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['name="email"', 'type="email"', 'required=""', 'autoComplete="email"'])
      expect(input).toContain(attribute);
    expect(html).toContain('<a href="/nl/inloggen">Terug naar inloggen</a>');
  });
});

describe('the pin login page', () => {
  it('starts with the e-mail step and leads back to the login with the way back', () => {
    const html = render(<PinLoginPage />, 'en', '/en/pin?back=%2Fen%2Fmy');
    expect(html).toContain('<h1 id="pin-title">Log in with a code</h1>');
    expect(html).toMatch(/<label for="pin-email">E-mail address<\/label><input id="pin-email"/);
    expect(html).toContain('autoComplete="email"');
    expect(html).toContain('>Mail me a code</button>');
    expect(html).toContain('<a href="/en/login?back=%2Fen%2Fmy">Back to log in</a>');
  });
});
