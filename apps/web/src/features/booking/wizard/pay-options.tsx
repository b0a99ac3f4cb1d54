import { localizedPath, paymentApi, type Reservation } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { payPath, usePayOpen } from '../../../lib/payments.ts';

/**
 * Paying a reservation just booked, for the member who booked it: now online (on to the provider),
 * on invoice (the bank transfer details follow on the pay page), or later from the reservation.
 */
export function PayOptions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pay, busy, error, invoiceRefused, paymentKey } = usePayOpen((type) =>
    callApi(paymentApi.forReservation, { params: { id: reservation.Id }, body: { PaymentType: type } }),
  );
  const problem = useProblem(error, 'booking.pay.failed');

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
