// @vitest-environment happy-dom
import type { Locale } from '@meetspace/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { NAMESPACE } from '../i18n.ts';
import {
  reservationCalls,
  useAvailableOptions,
  useReservation,
  useReservationWrite,
} from './reservations.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Answers every call with `answer(sent)` and keeps what was sent. */
function serving(answer: (sent: Sent) => unknown): Sent[] {
  const calls: Sent[] = [];
  setApiTransport({
    token: 'client-key',
    fetch: async (input, init) => {
      const sent = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(sent);
      return new Response(JSON.stringify(answer(sent)), { status: 200 });
    },
  });
  return calls;
}

function wrapperIn(
  locale: Locale,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createI18n(locale, NAMESPACE)}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

afterEach(() => {
  cleanup();
  setApiTransport(null);
});

describe('catalogue names are asked for in the page language', () => {
  it.each(['nl', 'en'] as const)('a reservation and its addable options on a %s page', async (locale) => {
    const calls = serving(() => ({}));
    const wrapper = wrapperIn(locale);
    const detail = renderHook(() => useReservation(42, true), { wrapper });
    const options = renderHook(() => useAvailableOptions(42), { wrapper });
    await waitFor(() =>
      expect(detail.result.current.isSuccess && options.result.current.isSuccess).toBe(true),
    );
    expect(calls.map((c) => c.url).sort()).toEqual([
      `/api/v1/reservation/42/available/options?language=${locale}`,
      `/api/v1/reservation/42?language=${locale}`,
    ]);
  });
});

describe('after a change the page keeps its language', () => {
  it('fetches the detail again in the page language instead of showing the answer in the reservation language', async () => {
    const calls = serving((sent) =>
      sent.method === 'GET'
        ? { Id: 42, Cancellation: null, Options: [{ Name: 'Coffee and tea' }] }
        : { Id: 42, Cancellation: null, Options: [{ Name: 'Koffie en thee' }] },
    );
    // Every value the detail query ever held, as the page would show it.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown = new Set<string>();
    client.getQueryCache().subscribe((event) => {
      const data = event.query.state.data as { Options?: { Name: string }[] } | undefined;
      for (const o of data?.Options ?? []) shown.add(o.Name);
    });
    const { result } = renderHook(
      () => ({
        detail: useReservation(42, true),
        write: useReservationWrite(42, () => reservationCalls.setOptions(42, [])),
      }),
      { wrapper: wrapperIn('en', client) },
    );
    await waitFor(() => expect(result.current.detail.isSuccess).toBe(true));
    await act(() => result.current.write.mutateAsync(undefined));
    expect(result.current.detail.data).toMatchObject({ Options: [{ Name: 'Coffee and tea' }] });
    // Not even for a moment did the page show the reservation language's names.
    expect([...shown]).toEqual(['Coffee and tea']);
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([
      '/api/v1/reservation/42?language=en',
      '/api/v1/reservation/42?language=en',
    ]);
  });
});
