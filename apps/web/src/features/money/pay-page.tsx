import type { Payment } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckoutButton } from '../../components/checkout-button.tsx';
import { Loading } from '../../components/loading.tsx';
import { formatInstant, money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { paymentStatusKey, paymentTypeKey } from '../../lib/money-labels.ts';
import { usePayment } from '../../lib/payment-query.ts';
import { BankTransfer } from './components/bank-transfer.tsx';
import { PaymentLinks } from './components/payment-links.tsx';
import { PaymentLoadError } from './components/payment-load-error.tsx';

/**
 * `/pay/:paymentKey`: what is paid (description, location, amount) and where it stands; "Pay now"
 * starts the online payment at the provider; a bank transfer is explained; a payment that is paid
 * already or no longer valid says so, with the way onward.
 */
export function PayPage() {
  const { t } = useTranslation();
  const key = useParams().paymentKey ?? '';
  const payment = usePayment(key);
  usePageTitle(t('pay.title'));
  const heading = useFocusHeading<HTMLHeadingElement>(!payment.isPending);
  const p = payment.data;

  return (
    <section aria-labelledby="pay-title" className="money pay">
      <h1 id="pay-title" ref={heading} tabIndex={-1}>
        {t('pay.title')}
      </h1>
      <Loading active={payment.isPending && key !== ''} />
      {payment.isError && <PaymentLoadError error={payment.error} />}
      {p && <PaymentView payment={p} />}
    </section>
  );
}

function PaymentView({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settled = payment.Result === 'paid' || payment.Result === 'already-paid';
  return (
    <>
      <dl className="facts pay-facts">
        <dt>{t('pay.what')}</dt>
        <dd>{payment.Description}</dd>
        {payment.LocationName && (
          <>
            <dt>{t('pay.location')}</dt>
            <dd>{payment.LocationName}</dd>
          </>
        )}
        <dt>{t('pay.amount')}</dt>
        <dd className="amount">{money(payment.Amount, locale)}</dd>
        <dt>{t('pay.how')}</dt>
        <dd>{t(paymentTypeKey(payment.PaymentType))}</dd>
        <dt>{t('pay.status')}</dt>
        <dd>
          {t(paymentStatusKey(payment.Status))}
          {payment.PaidAt ? ` · ${formatInstant(payment.PaidAt, locale)}` : ''}
        </dd>
      </dl>
      {settled ? (
        <p role="status" className="notice success">
          {t(payment.Result === 'paid' ? 'pay.paid' : 'pay.alreadyPaid')}
        </p>
      ) : payment.Result === 'no-longer-valid' ? (
        <p role="status" className="notice">
          {t('pay.noLongerValid')}
        </p>
      ) : payment.BankTransfer ? (
        <BankTransfer payment={{ ...payment, BankTransfer: payment.BankTransfer }} />
      ) : payment.PaymentType === 1 ? (
        <PayNow payment={payment} />
      ) : null}
      <PaymentLinks payment={payment} />
    </>
  );
}

/** "Pay now": starts (or retries) the online payment and goes to the provider's checkout. */
function PayNow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {payment.Status !== 'open' && payment.Status !== 'paid' && (
        <p className="notice">{t(`pay.previous.${payment.Status}`)}</p>
      )}
      <CheckoutButton
        paymentKey={payment.Key}
        label={t('pay.now', { amount: money(payment.Amount, locale) })}
      />
    </>
  );
}
