import { canRetryPayment, isPaymentResult, type PaymentResult } from '@meetspace/domain';

/** How the done page shows a payment's result. */
export interface ResultView {
  /** The result (an unknown one is shown as still open: the server has not decided). */
  result: PaymentResult;
  /** Catalog keys of its heading and its sentence. */
  title: string;
  text: string;
  /** success: it is paid; waiting: still at the provider; problem: not paid. */
  tone: 'success' | 'waiting' | 'problem';
  /** Whether "try again" is offered (the domain's rule, and the server's word for this payment). */
  retry: boolean;
  /** Whether the page keeps asking (an open payment). */
  poll: boolean;
}

/**
 * The done page's view of a payment's result. `serverAllowsRetry` is the payment's `CanRetry`: a
 * retry the server would refuse is not offered. `pollingOver`: an open payment asked about for long
 * enough is said to be still processing, with what the payer can do.
 */
export function resultView(result: unknown, serverAllowsRetry: boolean, pollingOver = false): ResultView {
  const known: PaymentResult = isPaymentResult(result) ? result : 'open';
  const open = known === 'open';
  const key = open && pollingOver ? 'openLong' : known;
  return {
    result: known,
    title: `done.title.${key}`,
    text: `done.text.${key}`,
    tone: known === 'paid' || known === 'already-paid' ? 'success' : open ? 'waiting' : 'problem',
    // An open payment may still be paid at the provider: no second start while the page waits for it.
    retry: canRetryPayment(known) && serverAllowsRetry && !(open && !pollingOver),
    poll: open && !pollingOver,
  };
}
