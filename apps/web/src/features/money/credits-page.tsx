import { CREDIT_PRICE_CENTS, formatMoney, localizedPath, MAX_CREDITS_PER_ORDER } from '@meetspace/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from '../../components/field.tsx';
import { Loading } from '../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../components/problem-alert.tsx';
import { money } from '../../lib/format.ts';
import { useFocusHeading } from '../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { goToCheckout, payPath } from '../../lib/payments.ts';
import { moneyCalls, useWallet } from './api/money.ts';
import { MoneyNav } from './components/money-nav.tsx';
import { parseCredits } from './credits.ts';

/**
 * `/my/credits`: the balance, buying credits (one euro each; paid online, they land once paid) and
 * how to pay a reservation with them.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const wallet = useWallet();
  const problem = useProblem(wallet.error, 'credits.failed');
  const heading = useFocusHeading<HTMLHeadingElement>();
  usePageTitle(t('credits.title'));

  return (
    <section aria-labelledby="credits-title" className="money credits">
      <MoneyNav />
      <h1 id="credits-title" ref={heading} tabIndex={-1}>
        {t('credits.title')}
      </h1>
      <Loading active={wallet.isPending} />
      <ProblemAlert problem={problem} />
      {wallet.data && (
        <>
          <p className="balance">
            {t('credits.balance')} <strong>{money(wallet.data.Balance, locale)}</strong>
          </p>
          <p>
            <Link to={localizedPath('my-wallet', locale)}>{t('credits.toWallet')}</Link>
          </p>
          <BuyCredits address={wallet.data.Address} />
        </>
      )}
      <section aria-labelledby="credits-use-title">
        <h2 id="credits-use-title">{t('credits.useTitle')}</h2>
        <p>{t('credits.use')}</p>
        <p>
          <Link to={localizedPath('my-reservations', locale)}>{t('credits.toReservations')}</Link>
        </p>
      </section>
    </section>
  );
}

/** Buying credits: how many, the price, then on to the provider. */
function BuyCredits({ address }: { address: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [text, setText] = useState('50');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The order's payment, once ordered: should going to the provider fail, its pay page can retry.
  const [paymentKey, setPaymentKey] = useState<string | null>(null);
  const problem = useProblem(error, 'credits.orderFailed');
  const credits = parseCredits(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (credits === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    setError(null);
    try {
      const order = await moneyCalls.orderCredits(credits, address);
      setPaymentKey(order.Payment.Key);
      await goToCheckout(order.Payment.Key, locale);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  const fieldError = invalid
    ? t('credits.invalid', { max: MAX_CREDITS_PER_ORDER })
    : (problem.fields.NrOfCredits ?? problem.fields.Amount);
  return (
    <form onSubmit={submit} aria-labelledby="buy-title" className="money-form" noValidate>
      <h2 id="buy-title">{t('credits.buyTitle')}</h2>
      <p className="muted">{t('credits.price', { price: formatMoney(CREDIT_PRICE_CENTS, locale) })}</p>
      <Field label={t('credits.number')} error={fieldError}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_CREDITS_PER_ORDER}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <p aria-live="polite">
        {credits !== null
          ? t('credits.total', { count: credits, price: formatMoney(credits * CREDIT_PRICE_CENTS, locale) })
          : ''}
      </p>
      <button type="submit" className="primary" aria-disabled={busy || undefined}>
        {t('credits.buy')}
      </button>
      <p role="status" className="muted">
        {busy ? t('pay.redirecting') : ''}
      </p>
      <ProblemAlert problem={problem} shown={(field) => field === 'NrOfCredits' || field === 'Amount'} />
      {error !== null && paymentKey && (
        <p>
          <Link to={payPath(locale, paymentKey)}>{t('credits.toPayPage')}</Link>
        </p>
      )}
    </form>
  );
}
