import { ErrorCode, localizedPath, paymentApi, type Reservation } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { goToCheckout, payPath } from '../../../lib/payments.ts';

/** Whether a refusal is "this location does not allow this way of paying". */
export const notAllowed = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body?.Errors ?? []).some((e) => e.Code === ErrorCode.PaymentTypeNotAllowed);

/**
 * Paying a reservation just booked, for the member who booked it: now online (on to the provider),
 * on invoice (the bank transfer details follow on the pay page), or later from the reservation.
 */
export function PayOptions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [invoiceRefused, setInvoiceRefused] = useState(false);
  const [paymentKey, setPaymentKey] = useState<string | null>(null);
  const problem = useProblem(error, 'booking.pay.failed');

  async function pay(type: 1 | 2) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const payment = await callApi(paymentApi.forReservation, {
        params: { id: reservation.Id },
        body: { PaymentType: type },
      });
      setPaymentKey(payment.Key);
      if (type === 1) await goToCheckout(payment.Key, locale);
      else navigate(payPath(locale, payment.Key));
    } catch (failure) {
      if (type === 2 && notAllowed(failure)) setInvoiceRefused(true);
      else setError(failure);
      setBusy(false);
    }
  }

  if (reservation.TotalOpen <= 0) return null;
  return (
    <section aria-labelledby="booked-pay-title" className="booked-pay">
      <h3 id="booked-pay-title">{t('booking.pay.title')}</h3>
      <p>{t('booking.pay.open', { amount: money(reservation.TotalOpen, locale) })}</p>
      <p className="actions">
        <button type="button" onClick={() => void pay(1)} aria-disabled={busy || undefined}>
          {t('booking.pay.now')}
        </button>{' '}
        {!invoiceRefused && (
          <button
            type="button"
            className="secondary"
            onClick={() => void pay(2)}
            aria-disabled={busy || undefined}
          >
            {t('booking.pay.onInvoice')}
          </button>
        )}
      </p>
      <p role="status" className="muted">
        {invoiceRefused ? t('booking.pay.invoiceNotAllowed') : busy ? t('booking.pay.redirecting') : ''}
      </p>
      <ProblemAlert problem={problem} />
      {error !== null && paymentKey && (
        <p>
          <Link to={payPath(locale, paymentKey)}>{t('booking.pay.toPayPage')}</Link>
        </p>
      )}
      <p className="muted">
        {t('booking.pay.later')}{' '}
        <Link to={localizedPath('my-reservation-payments', locale, { id: reservation.Id })}>
          {t('booking.pay.laterLink')}
        </Link>
      </p>
    </section>
  );
}
