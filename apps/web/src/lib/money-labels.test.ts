import { InvoiceStatus, LOCALES, type Locale } from '@meetspace/domain';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMMON_NAMESPACE, createI18n } from './i18n.ts';
import { invoiceStatusKey, paymentStatusKey, paymentTypeKey } from './money-labels.ts';

const i18n: Record<Locale, I18n> = { nl: createI18n('nl'), en: createI18n('en') };
const word = (locale: Locale, key: string) => i18n[locale].getResource(locale, COMMON_NAMESPACE, key);

describe('money labels', () => {
  it('names each of the six invoice statuses in nl and en, a draft as pending', () => {
    const keys = Object.values(InvoiceStatus).map((StatusId) => invoiceStatusKey({ StatusId }));
    expect(new Set(keys).size).toBe(6);
    for (const locale of LOCALES)
      for (const key of keys) expect(typeof word(locale, key), key).toBe('string');
    expect(word('nl', invoiceStatusKey({ StatusId: InvoiceStatus.Draft }))).toBe('In behandeling');
    expect(word('en', invoiceStatusKey({ StatusId: InvoiceStatus.Draft }))).toBe('Pending');
    // Whatever its status id, an invoice marked as a draft is pending.
    expect(invoiceStatusKey({ StatusId: InvoiceStatus.Invoice, IsDraft: true })).toBe(
      'money.invoiceStatus.pending',
    );
    expect(word('en', invoiceStatusKey({ StatusId: 99 }))).toBe('Unknown');
  });

  it('names every payment status and way of paying', () => {
    for (const locale of LOCALES) {
      for (const status of ['open', 'paid', 'failed', 'canceled', 'expired'])
        expect(typeof word(locale, paymentStatusKey(status)), status).toBe('string');
      for (const type of [1, 2, 4, 3])
        expect(typeof word(locale, paymentTypeKey(type)), String(type)).toBe('string');
    }
    expect(word('nl', paymentTypeKey(4))).toBe('Met tegoed');
    expect(word('en', paymentTypeKey(2))).toBe('On invoice (bank transfer)');
  });
});
