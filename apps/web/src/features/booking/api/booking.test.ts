import type { Locale } from '@meetspace/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../lib/api-client.ts';
import { cartOfSearch, selectSpace } from './booking.ts';

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

afterEach(() => setApiTransport(null));

/** The API names a cart's room, options and packages in the cart's language: the wizard keeps it the page's. */
describe('the wizard cart in the page language', () => {
  const cart = (Language: Locale, Status = 'open') => ({ CartKey: 'ck', Language, Status });

  it("switches a cart made in the other language to the page's", async () => {
    const calls = serving((sent) =>
      sent.method === 'PUT' ? cart((sent.body as { Language: Locale }).Language) : cart('nl'),
    );
    expect(await cartOfSearch('sk', 'en')).toMatchObject({ Language: 'en' });
    expect(await selectSpace({ SearchId: 1, LocationId: 2, Hash: 'h' }, 'en')).toMatchObject({
      Language: 'en',
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v1/cart/search/sk',
      'PUT /api/v1/cart/ck',
      'POST /api/v1/availability/select',
      'PUT /api/v1/cart/ck',
    ]);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { Language: 'en' },
      { Language: 'en' },
    ]);
  });

  it('leaves a cart in the page language, or one that can no longer change, as it is', async () => {
    const same = serving(() => cart('nl'));
    await cartOfSearch('sk', 'nl');
    expect(same.map((c) => c.method)).toEqual(['GET']);
    const booked = serving(() => cart('nl', 'finalized'));
    expect(await cartOfSearch('sk', 'en')).toMatchObject({ Language: 'nl' });
    expect(booked.map((c) => c.method)).toEqual(['GET']);
  });
});
