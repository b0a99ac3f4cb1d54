// @vitest-environment happy-dom
import type { HostTenderDetail } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toasts.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { NAMESPACE } from './i18n.ts';
import { TenderPage } from './tender-page.tsx';
import { DETAIL, PROPOSAL } from './test/fixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The request page of tender 3 at location 7 with a fetch that answers each call in turn (then the last again). */
function setup(locale: 'nl' | 'en', answers: [number, unknown][]) {
  let n = 0;
  const fetch = vi.fn(async () => {
    const [status, body] = answers[Math.min(n, answers.length - 1)] as [number, unknown];
    n += 1;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  const path = locale === 'nl' ? '/nl/host/aanvragen' : '/en/host/requests';
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`${path}/3/7`]}>
          <ToastProvider>
            <Routes>
              <Route path={`${path}/:tenderId/:locationId`} element={<TenderPage />} />
            </Routes>
          </ToastProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fetch;
}

const call = (fetch: ReturnType<typeof setup>, n: number) =>
  fetch.mock.calls[n] as unknown as [string, RequestInit];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a request at one of the host’s locations', () => {
  it('shows the meeting and the editor while waiting, and declines with a reason in a dialog', async () => {
    const declined: HostTenderDetail = {
      ...DETAIL,
      Request: { ...DETAIL.Request, Status: 'declined', DeclineReason: 'Fully booked that week' },
    };
    const fetch = setup('en', [
      [200, DETAIL],
      [200, declined],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team day' })).toBeTruthy();
    expect(call(fetch, 0)[0]).toBe('/api/v1/host/tender/3/location/7?language=en');
    expect(screen.getByText('Anna Applicant (Acme)')).toBeTruthy();
    expect(screen.getByText('€ 1.000,00 excl. VAT')).toBeTruthy();
    expect(screen.getByText('Food and beverage')).toBeTruthy();
    expect(screen.getByText('A quiet room with daylight, please.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your proposal' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Decline request' }));
    });
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: ' Fully booked that week ' },
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    });
    const [url, init] = call(fetch, 1);
    expect(url).toBe('/api/v1/host/tender/3/location/7/decline');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ Reason: 'Fully booked that week' });
    expect(await screen.findByTestId('request-declined')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('ht-declined-title'));
    expect(screen.getByText('The request was declined.')).toBeTruthy();
    expect(screen.getByText('Fully booked that week')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your proposal' })).toBeNull();
  });

  it('shows the sent proposal in place of the editor, with a toast and focus on it', async () => {
    const sent = {
      ...PROPOSAL,
      Status: 'open',
      ValidUntil: '2099-01-01',
      History: PROPOSAL.History.slice(0, 1),
    };
    const fetch = setup('en', [
      [200, DETAIL],
      [200, sent],
      [200, { ...DETAIL, Request: { ...DETAIL.Request, Status: 'answered' }, Proposal: sent }],
    ]);
    await screen.findByRole('heading', { name: 'Your proposal' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Offer Blue room' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send proposal' }));
    });
    const view = await screen.findByTestId('proposal-view');
    expect(call(fetch, 1)[0]).toBe('/api/v1/host/tender/3/location/7/proposal');
    expect(within(view).getByTestId('proposal-status').textContent).toBe('Open');
    expect(screen.queryByRole('heading', { name: 'Your proposal' })).toBeNull();
    expect(screen.getByText('Proposal version 1 was sent.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('ht-proposal-title'));
  });

  it('shows the applicant’s change request above a prefilled new version (in Dutch)', async () => {
    // Still open to changes whatever day the test runs.
    const proposal = { ...PROPOSAL, ValidUntil: '2099-01-01' };
    setup('nl', [
      [200, { ...DETAIL, Request: { ...DETAIL.Request, Status: 'answered' }, Proposal: proposal }],
    ]);
    const change = await screen.findByTestId('change-request');
    expect(within(change).getByRole('heading', { name: 'Wijzigingen gevraagd' })).toBeTruthy();
    expect(within(change).getByText('Could you add a beamer?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Jouw voorstel, versie 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nieuwe versie versturen' })).toBeTruthy();
  });

  it('shows an open proposal read-only with its link, and a new version on demand', async () => {
    setup('en', [
      [
        200,
        {
          ...DETAIL,
          Request: { ...DETAIL.Request, Status: 'answered' },
          Proposal: {
            ...PROPOSAL,
            Status: 'open',
            ValidUntil: '2099-01-01',
            History: PROPOSAL.History.slice(0, 1),
          },
        },
      ],
    ]);
    const view = await screen.findByTestId('proposal-view');
    expect(within(view).getByTestId('proposal-status').textContent).toBe('Open');
    expect(
      within(view)
        .getByRole('link', { name: 'Open the proposal as the applicant sees it' })
        .getAttribute('href'),
    ).toBe(`/en/proposals/${PROPOSAL.Key}`);
    expect(within(view).getByText('List price € 400,00, manual adjustment − € 50,00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send new version' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new version' }));
    expect(screen.getByRole('heading', { name: 'Your proposal, version 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('proposal-view')).toBeTruthy();
  });

  it('shows an accepted proposal without an editor, with the link to its booking', async () => {
    setup('en', [
      [
        200,
        {
          ...DETAIL,
          Request: { ...DETAIL.Request, Status: 'answered' },
          Proposal: { ...PROPOSAL, Status: 'accepted', ReservationId: 901 },
        },
      ],
    ]);
    const view = await screen.findByTestId('proposal-view');
    expect(within(view).getByTestId('proposal-status').textContent).toBe('Accepted');
    expect(within(view).getByRole('link', { name: 'View booking #901' }).getAttribute('href')).toBe(
      '/en/host/bookings/901',
    );
    expect(screen.queryByRole('button', { name: /new version/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Your proposal/ })).toBeNull();
  });

  it('says when the request is not at one of the member’s locations', async () => {
    setup('en', [[403, { StatusCode: 403, Message: 'Forbidden', Errors: [] }]]);
    expect(await screen.findByText('This request was not sent to one of your locations.')).toBeTruthy();
  });
});
