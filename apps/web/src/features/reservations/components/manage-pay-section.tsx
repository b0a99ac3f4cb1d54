import type { ReservationDetail } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { payPath, usePayOpen } from '../../../lib/payments.ts';
import { reservationCalls } from '../api/reservations.ts';
import { paymentActions } from '../payment-actions.ts';

/**
 * The manage-booking page's "Pay" section, for whoever opened the reservation with its manage link
 * (no account needed): all that is open, online (on to the provider's checkout) or on invoice (the
 * pay page with the bank transfer details), through the manage link's payment call. Nothing while
 * nothing is open or the reservation is cancelled; on invoice only while it has no invoice yet, and
 * the API's refusals (nothing open any more, cancelled meanwhile, not at this location) are said.
 */
export function ManagePaySection({ r, token }: { r: ReservationDetail; token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pay, busy, error, invoiceRefused, paymentKey } = usePayOpen((type) =>
    reservationCalls.payByManageLink(r.Id, token, type),
  );
  const problem = useProblem(error, 'manage.pay.failed');
  const actions = paymentActions(r);

  if (!actions.online) return null;
  return (
    <section aria-labelledby="manage-pay" className="section">
      <h2 id="manage-pay">{t('manage.pay.title')}</h2>
      <p>{t('manage.pay.open', { amount: money(r.TotalOpen, locale) })}</p>
      <p className="actions">
        <button type="button" onClick={() => void pay(1)} aria-disabled={busy || undefined}>
          {t('manage.pay.online')}
        </button>{' '}
        {actions.invoice && !invoiceRefused && (
          <button
            type="button"
            className="secondary"
            onClick={() => void pay(2)}
            aria-disabled={busy || undefined}
          >
            {t('manage.pay.onInvoice')}
          </button>
        )}
      </p>
      {!actions.invoice && <p className="muted">{t('payments.invoicedAlready')}</p>}
      <p role="status" className="muted">
        {invoiceRefused ? t('manage.pay.invoiceNotAllowed') : busy ? t('manage.pay.redirecting') : ''}
      </p>
      <ProblemAlert problem={problem} />
      {error !== null && paymentKey && (
        <p>
          <Link to={payPath(locale, paymentKey)}>{t('manage.pay.toPayPage')}</Link>
        </p>
      )}
    </section>
  );
}
