import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CheckoutButton } from '../../components/checkout-button.tsx';
import { Loading } from '../../components/loading.tsx';
import { money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { usePayment, usePaymentResultView } from '../../lib/payment-query.ts';
import { PaymentLinks } from './components/payment-links.tsx';
import { PaymentLoadError } from './components/payment-load-error.tsx';

/**
 * `/pay/:paymentKey/done`, where the provider sends the payer back: the result in words. A payment
 * still open is asked about every 2 seconds for up to 30 (the provider's notice may come a moment
 * later), announced politely; "try again" where the result allows it; links onward.
 */
export function PayDonePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const key = useParams().paymentKey ?? '';
  const [since] = useState(() => Date.now());
  const payment = usePayment(key, since);
  const heading = useFocusHeading<HTMLHeadingElement>(!payment.isPending);
  const p = payment.data;
  const view = usePaymentResultView(p, since);
  usePageTitle(view ? t(view.title) : t('done.title.loading'));

  return (
    <section aria-labelledby="done-title" className="money pay-done">
      <h1 id="done-title" ref={heading} tabIndex={-1}>
        {view ? t(view.title) : t('done.title.loading')}
      </h1>
      <Loading active={payment.isPending && key !== ''} />
      {payment.isError && <PaymentLoadError error={payment.error} />}
      {/* One polite live region for the result, so the change from "still processing" is read out. */}
      <div aria-live="polite" className={view ? `result ${view.tone}` : 'result'}>
        {p && view && <p>{t(view.text, { amount: money(p.Amount, locale), what: p.Description })}</p>}
      </div>
      {p && view && (
        <>
          {view.poll && <p className="muted">{t('done.waiting')}</p>}
          {view.result === 'open' && !view.poll && (
            <p>
              <button type="button" className="secondary" onClick={() => void payment.refetch()}>
                {t('done.checkAgain')}
              </button>
            </p>
          )}
          {view.retry && (
            <CheckoutButton paymentKey={p.Key} label={t('done.retry', { amount: money(p.Amount, locale) })} />
          )}
          <PaymentLinks payment={p} />
        </>
      )}
    </section>
  );
}
