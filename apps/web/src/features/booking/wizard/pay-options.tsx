import { localizedPath, paymentApi, type Reservation } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayOpenActions } from '../../../components/pay-open-actions.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/**
 * Paying a reservation just booked, for the member who booked it: now online (on to the provider),
 * on invoice (the bank transfer details follow on the pay page), or later from the reservation.
 */
export function PayOptions({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (reservation.TotalOpen <= 0) return null;
  return (
    <section aria-labelledby="booked-pay-title" className="booked-pay">
      <h3 id="booked-pay-title">{t('booking.pay.title')}</h3>
      <p>{t('booking.pay.open', { amount: money(reservation.TotalOpen, locale) })}</p>
      <PayOpenActions
        create={(type) =>
          callApi(paymentApi.forReservation, { params: { id: reservation.Id }, body: { PaymentType: type } })
        }
        invoice
        labels={{
          online: t('booking.pay.now'),
          onInvoice: t('booking.pay.onInvoice'),
          invoiceNotAllowed: t('booking.pay.invoiceNotAllowed'),
          redirecting: t('booking.pay.redirecting'),
          toPayPage: t('booking.pay.toPayPage'),
        }}
        failedKey="booking.pay.failed"
      />
      <p className="muted">
        {t('booking.pay.later')}{' '}
        <Link to={localizedPath('my-reservation-payments', locale, { id: reservation.Id })}>
          {t('booking.pay.laterLink')}
        </Link>
      </p>
    </section>
  );
}
