import { PAYMENT_RESULTS } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { resultView } from '../../lib/payment-result.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';

const at = (catalog: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);

describe('the done page: a payment result in words', () => {
  it.each(PAYMENT_RESULTS)('%s has a heading and a sentence in nl and en', (result) => {
    const view = resultView(result, true);
    for (const catalog of [nl, en]) {
      expect(typeof at(catalog, view.title), view.title).toBe('string');
      expect(typeof at(catalog, view.text), view.text).toBe('string');
    }
  });

  it('says paid and already paid as success, without a retry', () => {
    for (const result of ['paid', 'already-paid'] as const) {
      expect(resultView(result, true)).toMatchObject({ tone: 'success', retry: false, poll: false });
    }
    expect(resultView('paid', true).title).toBe('done.title.paid');
    expect(resultView('already-paid', true).text).toBe('done.text.already-paid');
  });

  it('offers a retry after an expired, cancelled or no longer valid payment, when the server allows it', () => {
    for (const result of ['expired', 'canceled', 'no-longer-valid'] as const) {
      expect(resultView(result, true)).toMatchObject({ tone: 'problem', retry: true, poll: false });
      expect(resultView(result, false).retry).toBe(false);
    }
  });

  it('waits for an open payment (polling, no retry), then says it is still processing and offers the retry', () => {
    expect(resultView('open', true)).toMatchObject({
      tone: 'waiting',
      poll: true,
      retry: false,
      title: 'done.title.open',
    });
    expect(resultView('open', true, true)).toMatchObject({
      tone: 'waiting',
      poll: false,
      retry: true,
      title: 'done.title.openLong',
      text: 'done.text.openLong',
    });
    expect(typeof at(en, 'done.text.openLong')).toBe('string');
    expect(typeof at(nl, 'done.title.openLong')).toBe('string');
  });

  it('treats a result it does not know as still open', () => {
    expect(resultView('refunded', true)).toMatchObject({ result: 'open', poll: true });
  });
});
