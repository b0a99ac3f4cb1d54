// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { NAMESPACE } from './i18n.ts';
import { ListPage } from './list-page.tsx';
import { DETAIL, PROPOSAL } from './test/fixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LOCATIONS = {
  Results: [
    { Id: 7, Name: 'De Werkplaats' },
    { Id: 8, Name: 'Het Pakhuis' },
  ],
  MorePages: false,
};

/** The list with a fetch that answers the locations and each page of requests by its URL. */
function setup(locale: 'nl' | 'en', search: string, pages: (url: string) => object) {
  const fetch = vi.fn(async (url: string) => {
    const body = url.startsWith('/api/v1/host/tender') ? pages(url) : LOCATIONS;
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/${locale}/host/requests${search}`]}>
          <ListPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

const urls = (fetch: ReturnType<typeof setup>) =>
  fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith('/api/v1/host/tender'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the host’s requests', () => {
  it('lists every request by default, each with the meeting and a link to answer it', async () => {
    const fetch = setup('en', '', () => ({ Results: [DETAIL.Request], MorePages: true }));
    const list = await screen.findByTestId('requests');
    expect(urls(fetch)[0]).toBe('/api/v1/host/tender?status=all&page=1&itemsPerPage=20');
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Team day' })).toBeTruthy();
    expect(within(card).getByText('Waiting for your answer')).toBeTruthy();
    expect(within(card).getByText('Anna Applicant (Acme)')).toBeTruthy();
    expect(within(card).getByText('20, Meeting')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Answer: Team day' }).getAttribute('href')).toBe(
      '/en/host/requests/3/7',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/host/requests?page=2',
    );
  });

  it('filters by status and location through the address, and shows a proposal’s status and total', async () => {
    const answered = { ...DETAIL.Request, Status: 'answered', Proposal: { ...PROPOSAL, Status: 'open' } };
    const fetch = setup('nl', '?status=answered', () => ({ Results: [answered], MorePages: false }));
    const list = await screen.findByTestId('requests');
    expect(within(list).getByText('Voorstel v1: Open')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Bekijken: Team day' })).toBeTruthy();
    expect(within(list).getByText('€ 600,00 excl. btw')).toBeTruthy();
    await screen.findByRole('option', { name: 'Het Pakhuis' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Alle aanvragen',
      'Wacht op je antwoord',
      'Beantwoord',
      'Afgewezen',
      'Gesloten',
      'Al mijn locaties',
      'De Werkplaats',
      'Het Pakhuis',
    ]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Locatie'), { target: { value: '8' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    });
    expect(urls(fetch)).toEqual([
      '/api/v1/host/tender?status=answered&page=1&itemsPerPage=20',
      '/api/v1/host/tender?status=answered&page=1&itemsPerPage=20&locationId=8',
      '/api/v1/host/tender?status=all&page=1&itemsPerPage=20&locationId=8',
    ]);
  });

  it('offers to answer a change request', async () => {
    const changed = { ...DETAIL.Request, Status: 'answered', Proposal: PROPOSAL };
    setup('en', '?status=answered', () => ({ Results: [changed], MorePages: false }));
    const list = await screen.findByTestId('requests');
    expect(within(list).getByText('Proposal v1: Changes requested')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Answer: Team day' })).toBeTruthy();
  });

  it('says when nothing waits, with a way to all requests', async () => {
    setup('en', '?status=waiting', () => ({ Results: [], MorePages: false }));
    const empty = await screen.findByTestId('requests-empty');
    expect(within(empty).getByText('No requests are waiting for your answer.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Show all requests' }).getAttribute('href')).toBe(
      '/en/host/requests',
    );
  });
});
