import { LanguageId, PaymentType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { lockRow } from '../kernel/locks.ts';
import { paymentQueries, type RefundRow, refundQueries } from './payments.queries.ts';
import { type PaymentProvider, RefundRefused } from './providers/provider.ts';

// Refunds of online payments. A decision that money goes back (a cancelled reservation, a deleted
// event, a payment paid twice or after its purpose was cancelled) asks for the refund in its own
// transaction (`requestRefund`): under the payment's row lock, never more than its paid attempts
// minus what was asked back before, once per request key. The refund job sends what was asked to
// the provider after the commit (`sendDueRefunds`), with the refund's own key as the provider's
// idempotency key, so a retry after a lost answer is one refund there too.

/** Why money goes back. */
export type RefundReason = 'reservation-cancelled' | 'event-deleted' | 'paid-after-cancel' | 'paid-twice';

/** How often a refund is tried before it is left for a person (failed). */
export const REFUND_MAX_TRIES = 5;

/** A refund claimed longer ago than this by a sender that then stopped is sent again (same key). */
export const REFUND_STALE_MS = 5 * 60_000;

export interface RefundRequest {
  paymentId: number;
  reason: RefundReason;
  /** What makes the decision one: `<reason>:<subject>` (asking again with it changes nothing). */
  key: string;
  /** At most this much (default: everything still refundable). */
  cents?: number;
  /** Only this paid attempt (a second paid attempt goes back whole). */
  attemptId?: number;
}

/**
 * Asks for a refund of an online payment, in the caller's transaction. Returns the cents asked for
 * now (0 when nothing is left, the payment is not online and paid, or the key was used before:
 * `replayed`). Bank transfers and credits are not refunded here.
 */
export async function requestRefund(
  trx: Kysely<DB>,
  request: RefundRequest,
  now: Date,
): Promise<{ cents: number; replayed: boolean }> {
  await lockRow(trx, 'payments', { column: 'id', value: request.paymentId });
  if ((await refundQueries.ofRequest(trx, request.key)).length > 0) return { cents: 0, replayed: true };
  const payment = await paymentQueries.byId(trx, request.paymentId);
  if (payment?.status !== 'paid' || payment.payment_type !== PaymentType.Online)
    return { cents: 0, replayed: false };
  const asked = new Map<number, number>();
  for (const r of await refundQueries.ofPayment(trx, payment.id)) {
    if (r.status !== 'failed') asked.set(r.attempt_id, (asked.get(r.attempt_id) ?? 0) + r.amount_cents);
  }
  const paidAttempts = (await paymentQueries.attemptsOf(trx, payment.id))
    .filter((a) => a.status === 'paid' && (request.attemptId === undefined || a.id === request.attemptId))
    .reverse();
  let wanted = request.cents ?? Number.POSITIVE_INFINITY;
  let total = 0;
  const at = now.toISOString();
  for (const attempt of paidAttempts) {
    const cents = Math.min(wanted, attempt.amount_cents - (asked.get(attempt.id) ?? 0));
    if (cents <= 0) continue;
    await refundQueries.insert(trx, {
      payment_id: payment.id,
      attempt_id: attempt.id,
      amount_cents: cents,
      currency_iso: payment.currency_iso,
      reason: request.reason,
      request_key: request.key,
      idempotency_key: `${request.key}:${attempt.id}`,
      status: 'pending',
      provider_refund_id: null,
      last_error: null,
      created_at: at,
      updated_at: at,
      sent_at: null,
    });
    wanted -= cents;
    total += cents;
  }
  return { cents: total, replayed: false };
}

/** The words on the payer's bank statement, in the payment's language. */
function refundDescription(description: string, languageId: number): string {
  return `${languageId === LanguageId.en ? 'Refund' : 'Terugbetaling'}: ${description}`.slice(0, 255);
}

export interface RefundSenderDeps {
  db: Kysely<DB>;
  providers: { byName(name: string): PaymentProvider | undefined };
  now: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Sends the refunds that are due to their providers, oldest first (at most `limit` a run). Each is
 * claimed first (a refund another sender holds is skipped). Accepted: `sent` with the provider's
 * id. Refused for good, or still failing after REFUND_MAX_TRIES: `failed`, logged for a person to
 * settle. Otherwise it waits for the next run. Returns the refunds it settled.
 */
export async function sendDueRefunds(deps: RefundSenderDeps, limit = 50): Promise<RefundRow[]> {
  const now = deps.now();
  const settled: RefundRow[] = [];
  const staleBefore = new Date(now.getTime() - REFUND_STALE_MS).toISOString();
  for (const due of await refundQueries.due(deps.db, staleBefore, limit)) {
    const at = deps.now().toISOString();
    if (!(await refundQueries.claim(deps.db, due, at))) continue;
    const tries = due.tries + 1;
    const attempt = await paymentQueries.attemptById(deps.db, due.attempt_id);
    const payment = await paymentQueries.byId(deps.db, due.payment_id);
    const provider = attempt && deps.providers.byName(attempt.provider);
    let outcome: {
      status: 'sent' | 'failed' | 'pending';
      provider_refund_id?: string;
      last_error: string | null;
    };
    if (!attempt || !payment || !provider) {
      outcome = { status: 'failed', last_error: `no provider for attempt ${due.attempt_id}` };
    } else {
      try {
        const refund = await provider.createRefund({
          paymentId: attempt.provider_payment_id,
          amountCents: due.amount_cents,
          currency: due.currency_iso,
          description: refundDescription(payment.description, payment.language_id),
          idempotencyKey: due.idempotency_key,
        });
        outcome =
          refund.status === 'sent'
            ? { status: 'sent', provider_refund_id: refund.id, last_error: null }
            : { status: 'failed', provider_refund_id: refund.id, last_error: 'refused by the provider' };
      } catch (error) {
        const message = (error as Error).message;
        outcome = {
          status: error instanceof RefundRefused || tries >= REFUND_MAX_TRIES ? 'failed' : 'pending',
          last_error: message,
        };
      }
    }
    const done = deps.now().toISOString();
    await refundQueries.settle(
      deps.db,
      due.id,
      { ...outcome, ...(outcome.status === 'sent' ? { sent_at: done } : {}) },
      done,
    );
    if (outcome.status === 'failed') {
      deps.log?.error(
        { refundId: due.id, paymentId: due.payment_id, cents: due.amount_cents, error: outcome.last_error },
        'refund failed: settle it by hand',
      );
    } else if (outcome.status === 'pending') {
      deps.log?.warn(
        { refundId: due.id, tries, error: outcome.last_error },
        'refund not sent yet, tried again later',
      );
    }
    if (outcome.status !== 'pending') settled.push({ ...due, ...outcome, tries });
  }
  return settled;
}
