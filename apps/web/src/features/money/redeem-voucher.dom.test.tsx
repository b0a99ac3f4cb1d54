// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { keys } from './api/money.ts';
import { NAMESPACE } from './i18n.ts';
import { RedeemVoucher } from './wallet-page.tsx';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The form with a fetch that answers `status` with `body` once; returns the calls and the query client. */
function setup(locale: 'nl' | 'en', status: number, body: object) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={client}>
        <RedeemVoucher />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetch, invalidate };
}

async function redeem(label: RegExp, button: RegExp, code: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('redeeming a credit voucher on the wallet page', () => {
  it('posts the code, announces what was added and asks for balance and history again', async () => {
    const { fetch, invalidate } = setup('en', 200, { TransactionId: 7, Amount: 50, Balance: 290 });
    expect(screen.getByRole('heading', { name: 'Redeem a credit voucher' })).toBeTruthy();
    await redeem(/^Voucher code/, /^Redeem$/, ' TEGOED50 ');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/credit/voucher');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ Code: 'TEGOED50' });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toMatch(
      /50,00 has been added to your wallet\. Your balance is now .*290,00\./,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: keys.wallet });
    expect((screen.getByLabelText(/^Voucher code/) as HTMLInputElement).value).toBe('');
  });

  it("says a refusal with the cart's voucher sentence, in Dutch too, and ties it to the field", async () => {
    setup('nl', 409, { StatusCode: -12, Message: 'Voucher not redeemed: no credit left', Errors: [] });
    expect(screen.getByRole('heading', { name: 'Tegoedbon verzilveren' })).toBeTruthy();
    await redeem(/^Code van de tegoedbon/, /^Verzilveren$/, 'TEGOED-OP');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Op deze voucher staat geen tegoed meer.');
    const input = screen.getByLabelText(/^Code van de tegoedbon/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(status.id);
  });

  it('says an unknown code (-1, 404) and another type of voucher (400 on Code) in words', async () => {
    setup('en', 404, { StatusCode: -1, Message: 'Voucher not redeemed: code not found', Errors: [] });
    await redeem(/^Voucher code/, /^Redeem$/, 'NOPE');
    expect(screen.getByRole('status').textContent).toBe('This code does not exist.');
    cleanup();
    setup('en', 400, {
      StatusCode: 400,
      Message: 'Only a credit voucher can be redeemed into a wallet',
      Errors: [{ Field: 'Code', Code: 'not_credit_voucher' }],
    });
    await redeem(/^Voucher code/, /^Redeem$/, 'WELKOM10');
    expect(screen.getByRole('status').textContent).toBe(
      'This is not a credit voucher: use it when you book.',
    );
  });
});
