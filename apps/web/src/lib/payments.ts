import { ErrorCode, type Locale, localizedPath, type Payment, paymentApi } from '@meetspace/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, callApi } from './api-client.ts';
import { useLocale } from './hooks/use-locale.ts';

// Paying, as the money pages, a reservation's payments submenu and the booking wizard's done view
// share it: amounts typed by a person, and sending the payer to the provider.

/**
 * An amount in euros as a person types it ("12,50", "12.50", "€ 1.234,50", "1,234.50"), or null
 * when it is not a positive amount with at most two decimals. The last separator followed by one or
 * two digits is the decimal one; the other separator may group thousands. A lone separator followed
 * by three digits ("1.250") means 1250 in Dutch and 1.25 nowhere, but 1250 or a typo elsewhere: it
 * is refused rather than guessed, as money should be.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0€]|EUR/gi, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const last = Math.max(cleaned.lastIndexOf(','), cleaned.lastIndexOf('.'));
  let whole = cleaned;
  let fraction = '';
  let grouping = /[.,]/;
  if (last >= 0) {
    const tail = cleaned.slice(last + 1);
    const decimal = cleaned[last] as string;
    const other = decimal === ',' ? '.' : ',';
    const head = cleaned.slice(0, last);
    if (tail.length === 3 && head.includes(decimal)) {
      // "1.000.000": only one kind of separator, grouping thousands.
      if (head.includes(other)) return null;
      grouping = decimal === ',' ? /,/ : /\./;
    } else {
      if (tail.length === 0 || tail.length > 2 || head.includes(decimal)) return null;
      whole = head;
      fraction = tail;
      grouping = decimal === ',' ? /\./ : /,/;
      if (/[.,]/.test(head.replace(new RegExp(grouping, 'g'), ''))) return null;
    }
  }
  const groups = whole.split(grouping);
  if (groups.length > 1 && (groups.slice(1).some((g) => g.length !== 3) || (groups[0]?.length ?? 0) > 3))
    return null;
  if (groups.some((g) => !/^\d+$/.test(g))) return null;
  const cents = Number(groups.join('')) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents <= 0) return null;
  return cents / 100;
}

/** The pay page of a payment. */
export const payPath = (locale: Locale, paymentKey: string) => localizedPath('pay', locale, { paymentKey });

/**
 * Starts (or retries) the online payment `paymentKey` and sends the browser to the provider's
 * checkout, which sends the payer back to the done page in `locale`; it only returns when the start
 * failed (it throws the ApiError then).
 */
export async function goToCheckout(paymentKey: string, locale: Locale): Promise<void> {
  const { CheckoutUrl } = await callApi(paymentApi.start, {
    params: { id: paymentKey },
    query: { language: locale },
  });
  window.location.assign(CheckoutUrl);
}

/** Whether a refusal is "this location does not allow this way of paying". */
export const notAllowed = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body?.Errors ?? []).some((e) => e.Code === ErrorCode.PaymentTypeNotAllowed);

/**
 * Paying all that is open in one click, as the wizard's booked view and the manage-booking page
 * offer it: `create` makes the payment (the member's call or the manage link's); online (1) goes on
 * to the provider's checkout, on invoice (2) to the pay page with the bank transfer details. A
 * location that does not take payment on invoice sets `invoiceRefused` (the button goes away); any
 * other refusal is `error`, and `paymentKey` the payment made before a start failed.
 */
export function usePayOpen(create: (type: 1 | 2) => Promise<Payment>) {
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invoiceRefused, setInvoiceRefused] = useState(false);
  const [paymentKey, setPaymentKey] = useState<string | null>(null);

  async function pay(type: 1 | 2) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const payment = await create(type);
      setPaymentKey(payment.Key);
      if (type === 1) await goToCheckout(payment.Key, locale);
      else navigate(payPath(locale, payment.Key));
    } catch (failure) {
      if (type === 2 && notAllowed(failure)) setInvoiceRefused(true);
      else setError(failure);
      setBusy(false);
    }
  }

  return { pay, busy, error, invoiceRefused, paymentKey };
}
