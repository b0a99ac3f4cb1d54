// @vitest-environment happy-dom
import type { ReservationDetail } from '@meetspace/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { NAMESPACE } from '../i18n.ts';
import { ManagePaySection } from './manage-pay-section.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOKEN = '42.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const KEY = 'pk_abcdefghijklmnopqrstuvwxyz0123';
const open = {
  Id: 42,
  StatusId: 2,
  TotalInclTax: 121,
  TotalPaid: 0,
  TotalOpen: 121,
  HasInvoice: false,
} as unknown as ReservationDetail;

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Answers the calls in turn with [status, body]; keeps what was sent. */
function serving(...answers: [number, object][]): Sent[] {
  const calls: Sent[] = [];
  setApiTransport({
    token: 'client-key',
    fetch: async (input, init) => {
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const [status, body] = answers[calls.length - 1] ?? [500, {}];
      return new Response(JSON.stringify(body), { status });
    },
  });
  return calls;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function show(r: ReservationDetail, locale: 'nl' | 'en' = 'en') {
  return render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <MemoryRouter initialEntries={[`/${locale}/manage-booking/42`]}>
        <Routes>
          <Route path="*" element={<ManagePaySection r={r} token={TOKEN} />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const click = (name: RegExp) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

afterEach(() => {
  cleanup();
  setApiTransport(null);
  vi.restoreAllMocks();
});

describe('the Pay section of the manage-booking page', () => {
  it('offers paying online and on invoice in both languages while something is open', () => {
    show(open, 'nl');
    expect(screen.getByRole('heading', { name: 'Betalen' })).toBeTruthy();
    expect(screen.getByText(/^Openstaand: € 121,00\.$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Online betalen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Betalen op factuur' })).toBeTruthy();
    cleanup();
    show(open, 'en');
    expect(screen.getByRole('heading', { name: 'Pay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay on invoice' })).toBeTruthy();
  });

  it('shows nothing when nothing is open or the booking is cancelled; no invoice button once invoiced', () => {
    const { container } = show({ ...open, TotalPaid: 121, TotalOpen: 0 });
    expect(container.querySelector('section')).toBeNull();
    cleanup();
    const cancelled = show({ ...open, StatusId: 3 });
    expect(cancelled.container.querySelector('section')).toBeNull();
    cleanup();
    show({ ...open, HasInvoice: true });
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay on invoice' })).toBeNull();
  });

  it('pays online by the manage link: creates the payment, starts it and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const calls = serving([200, { Key: KEY }], [200, { CheckoutUrl: 'https://pay.example/tp_1' }]);
    show(open);
    await click(/^Pay online$/);
    expect(calls).toEqual([
      {
        url: `/api/v1/reservation/manage/42/payment?token=${encodeURIComponent(TOKEN)}`,
        method: 'POST',
        body: { PaymentType: 1 },
      },
      { url: `/api/v1/payment/${KEY}/start?language=en`, method: 'POST', body: undefined },
    ]);
    expect(assign).toHaveBeenCalledWith('https://pay.example/tp_1');
  });

  it('pays on invoice: on to the pay page of the payment', async () => {
    const calls = serving([200, { Key: KEY }]);
    show(open, 'nl');
    await click(/^Betalen op factuur$/);
    expect(calls[0]?.body).toEqual({ PaymentType: 2 });
    expect(screen.getByTestId('where').textContent).toBe(`/nl/betaal/${KEY}`);
  });

  it("says the API's refusals: pay on invoice not allowed here, nothing open any more", async () => {
    serving(
      [
        409,
        {
          StatusCode: 409,
          Message: 'x',
          Errors: [{ Field: 'PaymentType', Code: 'payment_type_not_allowed' }],
        },
      ],
      [409, { StatusCode: 409, Message: 'x', Errors: [{ Field: 'Id', Code: 'nothing_open' }] }],
    );
    show(open);
    await click(/^Pay on invoice$/);
    expect(screen.getByRole('status').textContent).toBe(
      'This location does not allow paying on invoice: please pay online.',
    );
    expect(screen.queryByRole('button', { name: 'Pay on invoice' })).toBeNull();
    await click(/^Pay online$/);
    expect(screen.getByRole('alert').textContent).toContain('There is nothing left to pay.');
    expect(screen.getByTestId('where').textContent).toBe('/en/manage-booking/42');
  });
});
