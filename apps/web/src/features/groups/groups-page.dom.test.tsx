// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { GroupsPage } from './components/groups-page.tsx';
import { NAMESPACE } from './i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SUMMARY = {
  Id: 5,
  Name: 'Hikers',
  Slug: 'hikers',
  Summary: 'We walk.',
  Photo: null,
  JoinType: 'request',
  Status: 'published',
  MemberCount: 12,
  MembershipStatus: 'Requested',
  CreatedAt: '2026-01-01T10:00:00Z',
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function setup(locale: 'nl' | 'en', path: string) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/v1/group?') || url === '/api/v1/group')
      return new Response(
        JSON.stringify(
          init?.method === 'POST' ? { Id: 77 } : { Results: [SUMMARY], MorePages: false, TotalCount: 1 },
        ),
        { status: 200 },
      );
    return new Response('{}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <GroupsPage />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the groups list', () => {
  it('searches through the address and shows each group as a card with its badge', async () => {
    const fetch = setup('en', '/en/network/groups?q=walk');
    const card = await screen.findByTestId('group-card');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/group?q=walk&page=1');
    expect(within(card).getByRole('link', { name: 'Hikers' }).getAttribute('href')).toBe(
      '/en/network/groups/5/hikers',
    );
    expect(within(card).getByText('12 members')).toBeTruthy();
    expect(within(card).getByText('Join on request')).toBeTruthy();
    expect(within(card).getByText('Requested')).toBeTruthy();
    expect(screen.getByText('1 group for “walk”')).toBeTruthy();
  });

  it('creates a draft with the chosen join type and toggles, then opens its page', async () => {
    const fetch = setup('nl', '/nl/netwerk/groepen?new=1');
    await screen.findByRole('heading', { name: 'Een groep aanmaken', level: 2 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Groep aanmaken' }));
    });
    expect(screen.getByText('Vul een naam in.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Naam van de groep'), { target: { value: 'Koffie & Code' } });
      fireEvent.change(screen.getByLabelText('Beschrijving'), { target: { value: 'Elke vrijdag.' } });
      fireEvent.click(screen.getByLabelText(/Lid worden op aanvraag/));
      fireEvent.click(screen.getByLabelText('Vragen'));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Groep aanmaken' }));
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit];
    expect(JSON.parse(String(post[1].body))).toEqual({
      Name: 'Koffie & Code',
      Description: 'Elke vrijdag.',
      Photo: null,
      JoinType: 'request',
      ActivateChat: true,
      ActivateEvents: true,
      ActivateMemberList: true,
      ActivatePosts: true,
      ActivateQuestions: false,
    });
    expect(screen.getByTestId('where').textContent).toBe('/nl/netwerk/groepen/77/koffie-code');
  });
});
