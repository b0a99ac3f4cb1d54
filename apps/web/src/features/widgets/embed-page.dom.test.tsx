// @vitest-environment happy-dom
import type { PublicWidget } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { EmbedPage } from './embed-page.tsx';
import { NAMESPACE } from './i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WIDGET: PublicWidget = {
  Id: 12,
  Key: 'widget-key-0123456789',
  ChannelId: 1,
  LocationId: 322,
  LocationName: 'De Loods',
  PreSelectedMeetingtype: 2,
  SpaceId: null,
  MinSeats: 3,
  Styling: {
    PrimaryColor: '#7a2e00',
    TextColor: '#111111',
    BackgroundColor: '#fafafa',
    FontFamily: 'serif',
    BorderRadius: 2,
  },
  ShowPrices: false,
  ShowSearchInput: false,
  ShowCountrySelect: false,
  ShowOptionsStep: false,
  ShowBookingDetailsStep: true,
  AuthType: 2,
  Meetingtypes: [1, 2],
};

/** The page at /en/widget/{key} with a stand-in wizard; the API answers the widget and a saved search. */
function setup(widget: PublicWidget) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/v1/widget/')) return new Response(JSON.stringify(widget), { status: 200 });
    return new Response(JSON.stringify({ Key: 'saved-search-key-1' }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n('en', NAMESPACE)}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/en/widget/${widget.Key}`]}>
          <Routes>
            <Route
              path="/en/widget/:widgetKey"
              element={<EmbedPage Wizard={({ searchKey }) => <p>wizard of {searchKey}</p>} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

const searchBody = (fetch: ReturnType<typeof setup>) => {
  const call = fetch.mock.calls.find(([url]) => url === '/api/v1/search') as unknown as [string, RequestInit];
  return JSON.parse(String(call[1].body));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the widget page', () => {
  it('without a search input searches at once through the widget, and opens the wizard on it', async () => {
    const fetch = setup(WIDGET);
    await screen.findByText('wizard of saved-search-key-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Book at De Loods' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    expect(searchBody(fetch)).toMatchObject({
      WidgetId: 12,
      LocationId: 322,
      MeetingtypeId: 2,
      Seats: 3,
      LanguageId: 65,
    });
    const box = document.querySelector('.widget-embed') as HTMLElement;
    expect(box.style.getPropertyValue('--brand')).toBe('#7a2e00');
    expect(box.style.fontFamily).toMatch(/Georgia/);
  });

  it('with a search input searches the chosen type, times and people (at least the minimum)', async () => {
    const fetch = setup({ ...WIDGET, ShowSearchInput: true });
    const type = (await screen.findByLabelText('What')) as HTMLSelectElement;
    expect(type.value).toBe('2');
    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-02' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '720' } });
    fireEvent.change(screen.getByLabelText('People'), { target: { value: '1' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    });
    await screen.findByText('wizard of saved-search-key-1');
    expect(searchBody(fetch)).toMatchObject({
      WidgetId: 12,
      LocationId: 322,
      MeetingtypeId: 1,
      StartDate: '2026-12-02',
      StartMinutes: 600,
      EndMinutes: 720,
      Seats: 3,
    });
  });

  it('says so when the widget does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"StatusCode":404,"Message":"x","Errors":[]}', { status: 404 })),
    );
    render(
      <I18nextProvider i18n={createI18n('en', NAMESPACE)}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/en/widget/gone-widget-key']}>
            <Routes>
              <Route path="/en/widget/:widgetKey" element={<EmbedPage Wizard={() => null} />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This booking widget does not exist (any more).',
    );
  });
});
