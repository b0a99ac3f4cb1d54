import type { Payment } from '@meetspace/domain';
import { Link } from 'react-router';
import { useLocale } from '../lib/hooks/use-locale.ts';
import { payPath, usePayOpen } from '../lib/payments.ts';
import { ProblemAlert, useProblem } from './problem-alert.tsx';

/** The texts of the pay buttons, in the caller's words (its feature's catalog). */
export interface PayOpenLabels {
  online: string;
  onInvoice: string;
  invoiceNotAllowed: string;
  redirecting: string;
  toPayPage: string;
}

/**
 * Paying all that is open in one click (`usePayOpen`): "pay online" and, while `invoice`, "pay on
 * invoice"; a polite status line (on the way to the provider, or on invoice not allowed here), the
 * API's refusal as an alert (`failedKey` when it has no sentence of its own) and, when a payment was
 * made but its start failed, the link to its pay page.
 */
export function PayOpenActions({
  create,
  invoice,
  labels,
  failedKey,
}: {
  create: (type: 1 | 2) => Promise<Payment>;
  invoice: boolean;
  labels: PayOpenLabels;
  failedKey: string;
}) {
  const locale = useLocale();
  const { pay, busy, error, invoiceRefused, paymentKey } = usePayOpen(create);
  const problem = useProblem(error, failedKey);
  return (
    <>
      <p className="actions">
        <button type="button" onClick={() => void pay(1)} aria-disabled={busy || undefined}>
          {labels.online}
        </button>{' '}
        {invoice && !invoiceRefused && (
          <button
            type="button"
            className="secondary"
            onClick={() => void pay(2)}
            aria-disabled={busy || undefined}
          >
            {labels.onInvoice}
          </button>
        )}
      </p>
      <p role="status" className="muted">
        {invoiceRefused ? labels.invoiceNotAllowed : busy ? labels.redirecting : ''}
      </p>
      <ProblemAlert problem={problem} />
      {error !== null && paymentKey && (
        <p>
          <Link to={payPath(locale, paymentKey)}>{labels.toPayPage}</Link>
        </p>
      )}
    </>
  );
}
