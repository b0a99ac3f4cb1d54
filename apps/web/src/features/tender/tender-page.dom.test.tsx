// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInNl } from '../../lib/format.ts';
import { createI18n } from '../../lib/i18n.ts';
import { SessionProvider } from '../../lib/session.tsx';
import { TenderPage } from './components/tender-page.tsx';
import { NAMESPACE } from './i18n.ts';
import { DRAFT_STORAGE_KEY } from './tender-draft.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MEMBER = {
  ProfileId: 7,
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  ProfileToken: 'token',
  ExpiresIn: 3600,
};

type Answer = { status: number; body: object };

/**
 * The form at `search`, with a fetch that answers location reads by id and posts to /v1/Tender
 * with `posts` in turn; a member's session when `member`.
 */
function setup(locale: 'nl' | 'en', search: string, { member = false, posts = [] as Answer[] } = {}) {
  sessionStorage.clear();
  if (member) sessionStorage.setItem('meetspace.session', JSON.stringify(MEMBER));
  const queue = [...posts];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const location = /\/v2\/location\/(\d+)\/channel/.exec(url);
    if (location) {
      const id = Number(location[1]);
      return new Response(JSON.stringify({ Id: id, Name: `Zaal ${id}`, City: 'Utrecht' }), { status: 200 });
    }
    if (url.includes('/v1/Tender') && init?.method === 'POST') {
      const answer = queue.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  const Login = ({ intro }: { intro: string }) => <p data-testid="login-slot">{intro}</p>;
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <MemoryRouter
            initialEntries={[`/${locale}/${locale === 'nl' ? 'offerte-aanvragen' : 'tender'}${search}`]}
          >
            <TenderPage Login={Login} />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

const posted = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url, init]) => String(url).includes('/v1/Tender') && init?.method === 'POST');

async function send(name: RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tender form', () => {
  it('prefills the locations of the link by name, counts them, and refuses none (1 to 5) without a call', async () => {
    const { fetch } = setup('en', '?locations=3,5');
    expect(await screen.findByText('Zaal 3')).toBeTruthy();
    await screen.findByText('Zaal 5');
    const picker = screen.getByTestId('tender-locations');
    expect(within(picker).getByText(/^2 of at most 5 locations chosen/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Zaal 3' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove Zaal 5' })));
    expect(within(picker).getByText(/^0 of at most 5 locations chosen/)).toBeTruthy();
    await send(/^Send request$/);
    expect(screen.getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(within(picker).getByText('Choose 1 to 5 locations.')).toBeTruthy();
    expect(picker.getAttribute('aria-describedby')).toMatch(/error/);
    expect(posted(fetch)).toHaveLength(0);
  });

  it('marks a period that does not work, in Dutch, on its fields, and focuses the first', async () => {
    setup('nl', '?locations=3');
    await screen.findByText('Zaal 3');
    const start = screen.getByLabelText('Begintijd (elke dag)') as HTMLSelectElement;
    const end = screen.getByLabelText('Eindtijd (elke dag)') as HTMLSelectElement;
    fireEvent.change(start, { target: { value: '720' } });
    fireEvent.change(end, { target: { value: '660' } });
    fireEvent.change(screen.getByLabelText('Eerste dag'), { target: { value: todayInNl() } });
    fireEvent.change(screen.getByLabelText('Aantal personen'), { target: { value: '0' } });
    await send(/^Aanvraag versturen$/);
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(end.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent,
    ).toBe('De eindtijd moet na de begintijd liggen.');
    const day = screen.getByLabelText('Eerste dag');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(day);
    expect(
      screen.getByText('Kies een dag na vandaag: locaties hebben tijd nodig om te antwoorden.'),
    ).toBeTruthy();
    expect(screen.getByText('Vul minstens 1 in.')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks a visitor to log in at sending, keeping the draft in the session storage', async () => {
    const { fetch } = setup('en', '?locations=3&seats=25');
    await screen.findByText('Zaal 3');
    fireEvent.change(screen.getByLabelText(/^What else should the locations know/), {
      target: { value: 'Vegetarian lunch' },
    });
    await send(/^Send request$/);
    expect(screen.getByTestId('login-slot').textContent).toMatch(/^Log in or create an account/);
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}');
    expect(saved).toMatchObject({ seats: '25', description: 'Vegetarian lunch', locations: [{ Id: 3 }] });
    expect(posted(fetch)).toHaveLength(0);
  });

  it("shows the server's field errors per location, then confirms a sent tender with the link to it", async () => {
    const { fetch } = setup('en', '?locations=3,5', {
      member: true,
      posts: [
        {
          status: 400,
          body: {
            StatusCode: 400,
            Message: 'The tender cannot be sent',
            Errors: [
              { Field: 'LocationIds[1]', Code: 'tender_location_unavailable' },
              { Field: 'EndDate', Code: 'too_big' },
            ],
          },
        },
        { status: 200, body: { Id: 81 } },
      ],
    });
    await screen.findByText('Zaal 5');
    await send(/^Send request$/);
    const items = screen.getAllByTestId('tender-location');
    expect(
      within(items[1] as HTMLElement).getByText(
        'This location cannot be asked for a proposal at the moment.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Choose a period of at most 31 days.')).toBeTruthy();
    const body = JSON.parse(String((posted(fetch)[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ LocationIds: [3, 5], Seats: 10, Language: 'en' });
    await send(/^Send request$/);
    expect(screen.getByRole('heading', { name: 'Your request has been sent' })).toBeTruthy();
    expect(screen.getByTestId('tender-sent-link').getAttribute('href')).toBe(
      '/en/my/reservations/proposals#tender-81',
    );
  });
});
