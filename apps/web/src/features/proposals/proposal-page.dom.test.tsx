// @vitest-environment happy-dom
import type { Proposal } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ProposalPage } from './components/proposal-page.tsx';
import { NAMESPACE } from './i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const KEY = 'prop-key-12345678';

const base = {
  Id: 5,
  Key: KEY,
  TenderId: 9,
  LocationId: 1,
  LocationName: 'Zaal Eén',
  City: 'Utrecht',
  Status: 'open',
  Version: 2,
  ValidUntil: '2099-12-01',
  SentAt: '2026-11-20T10:00:00.000Z',
  Seats: 20,
  StartDate: '2099-12-10',
  EndDate: '2099-12-10',
  StartMinutes: 540,
  EndMinutes: 1020,
  TotalExclTax: 900,
  TotalInclTax: 1089,
  PricePerPerson: 54.45,
  SpaceNames: ['Boardroom'],
  OptionNames: [],
  Score: 4.5,
  ReviewCount: 3,
  DistanceKm: null,
  ReservationId: null,
  Language: 'en',
  Text: 'Welcome!',
  Location: {
    Id: 1,
    Name: 'Zaal Eén',
    Slug: 'zaal-een',
    Address: 'Straat 1',
    Postalcode: '3511 AA',
    City: 'Utrecht',
    Description: 'A fine place.',
    ImageUrl: null,
    Amenities: ['wifi'],
    Score: 4.5,
    ReviewCount: 3,
    Latitude: 52,
    Longitude: 5,
  },
  Tender: {
    Id: 9,
    Name: 'Team day',
    StartDate: '2099-12-10',
    EndDate: '2099-12-10',
    StartMinutes: 540,
    EndMinutes: 1020,
    Seats: 20,
    MeetingtypeId: 1,
    SettingId: null,
    Description: '',
    Budget: null,
    OptionCategoryIds: [],
    Language: 'en',
    PlaceName: null,
    CreatedAt: '2026-11-19T09:00:00.000Z',
  },
  Spaces: [
    {
      SpaceId: 3,
      Name: 'Boardroom',
      SettingId: 29,
      Seats: 20,
      StartDate: '2099-12-10',
      EndDate: '2099-12-10',
      StartMinutes: 540,
      EndMinutes: 1020,
      ListPrice: 1000,
      Price: 900,
      Adjustment: -100,
      TaxPercentage: 21,
      ImageUrl: null,
    },
  ],
  Options: [],
  TaxTotal: 189,
  AdjustmentTotal: -100,
  CancelReason: null,
  Reason: null,
  History: [
    { Kind: 'sent', Version: 1, Comment: null, At: '2026-11-20T10:00:00.000Z', ByName: 'Host' },
    {
      Kind: 'changeRequested',
      Version: 1,
      Comment: 'Cheaper please',
      At: '2026-11-21T10:00:00.000Z',
      ByName: 'Ada',
    },
    { Kind: 'sent', Version: 2, Comment: null, At: '2026-11-22T10:00:00.000Z', ByName: 'Host' },
  ],
  IsApplicant: true,
  Actions: ['accept', 'change', 'cancel'],
} as Proposal;

/** The page for KEY with a fetch answering the proposal read with `read`, and the actions with `act`. */
function setup(
  read: { status: number; body: object },
  action: { status: number; body: object } = { status: 200, body: {} },
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/log/proposal/')) return new Response('{"Logged":true}', { status: 200 });
    if (init?.method === 'PUT') return new Response(JSON.stringify(action.body), { status: action.status });
    return new Response(JSON.stringify(read.body), { status: read.status });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n('en', NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/en/my/reservations/proposals/${KEY}`]}>
          <ProposalPage proposalKey={KEY} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the proposal page', () => {
  it('shows the sections, the adjusted price as such, the history, and logs the view once', async () => {
    const { fetch } = setup({ status: 200, body: base });
    await screen.findByRole('heading', { level: 1, name: 'Proposal from Zaal Eén' });
    for (const name of ['About us', 'Spaces', 'Amenities', 'Summary'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    const adjusted = screen.getByTestId('adjusted-price');
    expect(adjusted.querySelector('s')?.textContent).toMatch(/1\.000,00/);
    expect(adjusted.textContent).toContain('Adjusted by the host');
    expect(screen.getByText('Cheaper please')).toBeTruthy();
    expect(screen.getByText('Version 2 sent')).toBeTruthy();
    const logs = fetch.mock.calls.filter(([url]) => String(url).includes('/log/proposal/'));
    expect(logs).toHaveLength(1);
    expect(String(logs[0]?.[0])).toContain(`/api/v1/log/proposal/${KEY}/view`);
  });

  it('offers only the actions the answer names, and none once decided', async () => {
    setup({ status: 200, body: { ...base, Status: 'changeRequested', Actions: ['cancel'] } });
    await screen.findByTestId('proposal-actions');
    const actions = within(screen.getByTestId('proposal-actions'));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reject']);
    cleanup();
    setup({ status: 200, body: { ...base, Status: 'rejected', Actions: [] } });
    await screen.findByTestId('proposal-no-actions');
    expect(screen.queryByTestId('proposal-actions')).toBeNull();
    expect(screen.getByTestId('proposal-status').textContent).toBe('Rejected');
  });

  it('asks for a reason when rejecting for "Other", and sends CancelReason and Reason', async () => {
    const { fetch } = setup(
      { status: 200, body: base },
      { status: 200, body: { Key: KEY, Status: 'rejected', ReservationId: null } },
    );
    await screen.findByTestId('proposal-actions');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    const dialog = screen.getByRole('dialog', { name: 'Reject this proposal' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '6' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the proposal' })),
    );
    expect(within(dialog).getByText('Describe the reason.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Explanation (required for "Other")'), {
      target: { value: 'Budget cut' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reject the proposal' })),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT') as [string, RequestInit];
    expect(put[0]).toBe(`/api/v2/proposal/${KEY}/cancel`);
    expect(JSON.parse(String(put[1].body))).toEqual({ CancelReason: 6, Reason: 'Budget cut' });
  });

  it('says a proposal of someone else (403) and an unknown one (404) in words', async () => {
    setup({ status: 403, body: { StatusCode: 403, Message: 'Forbidden', Errors: [] } });
    expect((await screen.findByTestId('proposal-forbidden')).textContent).toMatch(
      /^This proposal is not yours/,
    );
    cleanup();
    setup({ status: 404, body: { StatusCode: 404, Message: 'Not found', Errors: [] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal not found' })).toBeTruthy();
  });
});
