import { PaymentType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { newPaymentKey } from './payment-key.ts';
import { paymentQueries } from './payments.queries.ts';

/** What an event registration's payment is. */
export interface RegistrationPaymentInput {
  eventId: number;
  registrationId: number;
  /** The registering member, or null for a visitor. */
  profileId: number | null;
  amountCents: number;
  currency: string;
  description: string;
  languageId: number;
  now: Date;
}

/**
 * The open online payment of a pending event registration, in the caller's transaction (the one
 * that holds the place): the pay page (`event-pay`) starts it at the current provider by its key.
 */
export async function createRegistrationPayment(
  trx: Kysely<DB>,
  input: RegistrationPaymentInput,
): Promise<{ id: number; key: string }> {
  const at = input.now.toISOString();
  const key = newPaymentKey();
  const id = await paymentQueries.insert(trx, {
    key,
    profile_id: input.profileId,
    reservation_id: null,
    invoice_id: null,
    credit_order_id: null,
    event_id: input.eventId,
    event_registration_id: input.registrationId,
    void_at: null,
    payment_type: PaymentType.Online,
    amount_cents: input.amountCents,
    currency_iso: input.currency,
    status: 'open',
    description: input.description,
    language_id: input.languageId,
    // `start` sets the provider it uses then.
    provider: null,
    checkout_url: null,
    bank_reference: null,
    created_at: at,
    updated_at: at,
    paid_at: null,
  });
  return { id, key };
}

/**
 * Marks a payment its purpose no longer wants (a cancelled registration, a deleted event): it reads
 * no-longer-valid and cannot be started. A paid one stays paid (refunds are not automated). Returns
 * whether it was voided now.
 */
export async function voidPayment(trx: Kysely<DB>, paymentId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await trx
    .updateTable('payments')
    .set({ void_at: at, updated_at: at })
    .where('id', '=', paymentId)
    .where('void_at', 'is', null)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
