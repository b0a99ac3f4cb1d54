// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ReservationNotes } from './reservation-notes.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const todo = {
  Id: 5,
  ReservationId: 42,
  Side: 'host',
  Text: 'Set up the beamer',
  AuthorName: 'Hanna Host',
  CreatedAt: '2026-11-23T08:00:00.000Z',
  UpdatedAt: '2026-11-23T08:00:00.000Z',
  Done: false,
  DueDate: '2026-11-25',
};

/** The to-dos with a fetch that answers each call in turn (then the last answer again). */
function setup(locale: 'nl' | 'en', answers: [number, unknown][]) {
  let n = 0;
  const fetch = vi.fn(async () => {
    const [status, body] = answers[Math.min(n, answers.length - 1)] as [number, unknown];
    n += 1;
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <I18nextProvider i18n={createI18n(locale)}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReservationNotes reservationId={42} side="host" kind="todo" />
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

describe("a side's to-dos of a reservation", () => {
  it('lists them with their due date, and adds one with its side, text and due date', async () => {
    const fetch = setup('en', [
      [200, [todo]],
      [200, { ...todo, Id: 6, Text: 'Order lunch', DueDate: null }],
      [200, [todo, { ...todo, Id: 6, Text: 'Order lunch', DueDate: null }]],
    ]);
    await screen.findByText('Set up the beamer');
    expect(screen.getByRole('heading', { name: 'To-dos' })).toBeTruthy();
    expect(screen.getByText(/^due 25 Nov 2026 · by Hanna Host/)).toBeTruthy();
    expect(call(fetch, 0)[0]).toBe('/api/v1/reservation/42/todo?side=host');
    fireEvent.change(screen.getByLabelText('What needs doing'), { target: { value: '  Order lunch ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to-do' }));
    });
    const [url, init] = call(fetch, 1);
    expect(url).toBe('/api/v1/reservation/42/todo?side=host');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ Text: 'Order lunch', DueDate: null });
    await screen.findByText('Order lunch');
    expect((screen.getByLabelText('What needs doing') as HTMLTextAreaElement).value).toBe('');
  });

  it('ticks one done with its text kept, and says a refused text in words (Dutch)', async () => {
    const fetch = setup('nl', [
      [200, [todo]],
      [200, { ...todo, Done: true }],
      [200, [{ ...todo, Done: true }]],
      [400, { StatusCode: 400, Message: 'Invalid body', Errors: [{ Field: 'Text', Code: 'too_big' }] }],
    ]);
    const box = (await screen.findByLabelText('Set up the beamer')) as HTMLInputElement;
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    const [url, init] = call(fetch, 1);
    expect(url).toBe('/api/v1/reservation/42/todo/5?side=host');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ Text: 'Set up the beamer', Done: true });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    fireEvent.change(screen.getByLabelText('Wat moet er gebeuren'), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Taak toevoegen' }));
    });
    const field = screen.getByLabelText('Wat moet er gebeuren');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });
});
