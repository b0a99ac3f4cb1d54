// The checkout button of the pay and done pages (money, events): its strings `pay.redirecting` and
// `pay.startFailed` are looked up in the namespace of the page that shows it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/hooks/use-locale.ts';
import { goToCheckout } from '../lib/payments.ts';
import { ProblemAlert, useProblem } from './problem-alert.tsx';

/**
 * A button that starts (or starts anew) the online payment and goes to the provider's checkout:
 * "redirecting" said politely while it goes, a failure shown and the button usable again.
 */
export function CheckoutButton({ paymentKey, label }: { paymentKey: string; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const problem = useProblem(error, 'pay.startFailed');

  async function start() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await goToCheckout(paymentKey, locale);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  }

  return (
    <>
      <p className="actions">
        <button
          type="button"
          className="primary"
          onClick={() => void start()}
          aria-disabled={busy || undefined}
        >
          {label}
        </button>
      </p>
      <p role="status" className="muted">
        {busy ? t('pay.redirecting') : ''}
      </p>
      <ProblemAlert problem={problem} />
    </>
  );
}
