import type { ReservationDetail } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { PayOpenActions } from '../../../components/pay-open-actions.tsx';
import { money } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
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
  const actions = paymentActions(r);

  if (!actions.online) return null;
  return (
    <section aria-labelledby="manage-pay" className="section">
      <h2 id="manage-pay">{t('manage.pay.title')}</h2>
      <p>{t('manage.pay.open', { amount: money(r.TotalOpen, locale) })}</p>
      <PayOpenActions
        create={(type) => reservationCalls.payByManageLink(r.Id, token, type)}
        invoice={actions.invoice}
        labels={{
          online: t('manage.pay.online'),
          onInvoice: t('manage.pay.onInvoice'),
          invoiceNotAllowed: t('manage.pay.invoiceNotAllowed'),
          redirecting: t('manage.pay.redirecting'),
          toPayPage: t('manage.pay.toPayPage'),
        }}
        failedKey="manage.pay.failed"
      />
      {!actions.invoice && <p className="muted">{t('payments.invoicedAlready')}</p>}
    </section>
  );
}
