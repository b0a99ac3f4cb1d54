// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutButton } from '../../../components/checkout-button.tsx';
import { createI18n } from '../../../lib/i18n.ts';
import { NAMESPACE } from '../i18n.ts';

// React's act() in a test DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function setup(fetch: () => Promise<Response>) {
  const spy = vi.fn(fetch);
  vi.stubGlobal('fetch', spy);
  render(
    <I18nextProvider i18n={createI18n('en', NAMESPACE)}>
      <CheckoutButton paymentKey="abc" label="Pay € 10,00 now" />
    </I18nextProvider>,
  );
  return spy;
}

async function click() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pay € 10,00 now' }));
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout button', () => {
  it('starts the payment once in the page language and says it is on its way', async () => {
    const fetch = setup(() => new Promise<Response>(() => {}));
    await click();
    await click();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/payment/abc/start?language=en');
    expect(init.method).toBe('POST');
    expect(screen.getByRole('status').textContent).toBe('Taking you to the payment page…');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows a failure and can be pressed again', async () => {
    const fetch = setup(async () => new Response(JSON.stringify({ message: 'down' }), { status: 503 }));
    await click();
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBeNull();
    await click();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
