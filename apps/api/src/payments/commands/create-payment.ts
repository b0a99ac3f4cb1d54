import {
  ErrorCode,
  eurosToCents,
  InvoiceStatus,
  localeOfLanguageId,
  type ManagedPaymentBody,
  type Payment,
  type PaymentBody,
  PaymentType,
  ReservationStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { moveCredits, SystemAccount, walletOf } from '../../credits/index.ts';
import type { DB } from '../../db/schema.ts';
import { invoiceForPayment, invoiceSettingsOf, issueReservationInvoice } from '../../invoices/index.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import {
  type ReservationRow,
  reservationAccess,
  reservationOfManageToken,
} from '../../reservations/index.ts';
import { PAYABLE_INVOICE, paymentView } from '../payment.reads.ts';
import { newPaymentKey } from '../payment-key.ts';
import { paymentQueries } from '../payments.queries.ts';
import { markPaymentPaid } from '../settle-payment.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** What is paid: a reservation (its open amount) or one of its invoices (that invoice's open amount). */
interface Target {
  reservationId: number;
  invoiceId: number | null;
  languageId: number;
  description: string;
  /** What is open now, read inside the transaction that holds the reservation's row. */
  openCents(db: Kysely<DB>): Promise<number>;
}

const noLongerValid = (what: string) =>
  new AppError(409, `This ${what} can no longer be paid`, [{ Field: 'Id', Code: ErrorCode.NoLongerValid }]);

/** The amount to pay: all that is open by default; refuses nothing open (409) and more than open (400). */
function amountOf(body: PaymentBody, openCents: number): number {
  if (openCents <= 0) {
    throw new AppError(409, 'Nothing is open to pay', [{ Field: 'Id', Code: ErrorCode.NothingOpen }]);
  }
  const cents = body.Amount === undefined ? openCents : eurosToCents(body.Amount);
  if (cents > openCents) {
    throw AppError.badRequest(`At most ${(openCents / 100).toFixed(2)} is open`, [
      { Field: 'Amount', Code: ErrorCode.AmountTooHigh },
    ]);
  }
  return cents;
}

/**
 * Creates the payment of a target: 1 online (an open payment; `start` makes the provider attempt),
 * 2 bank transfer (an open payment against the issued invoice, with the transfer's details), 4
 * credits (the member's wallet pays at once, idempotency key `payment:<id>`; paid in the same
 * transaction). The open amount is checked under the reservation's row lock, so two payments at
 * once never pay more than is open. `payerProfileId` is the payment's member (null: a visitor
 * without an account, who has no wallet).
 */
async function createPayment(
  deps: PaymentDeps,
  payerProfileId: number | null,
  target: Target,
  body: PaymentBody,
  bankInvoice: (trx: Kysely<DB>) => Promise<{ id: number; number: string }>,
): Promise<Payment> {
  const at = deps.now.toISOString();
  const key = newPaymentKey();
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'reservations', { column: 'id', value: target.reservationId });
    const cents = amountOf(body, await target.openCents(trx));
    const invoice = body.PaymentType === PaymentType.BankTransfer ? await bankInvoice(trx) : null;
    const paymentId = await paymentQueries.insert(trx, {
      key,
      profile_id: payerProfileId,
      reservation_id: target.reservationId,
      invoice_id: invoice?.id ?? target.invoiceId,
      credit_order_id: null,
      payment_type: body.PaymentType,
      amount_cents: cents,
      currency_iso: 'EUR',
      status: 'open',
      description: target.description,
      language_id: target.languageId,
      provider: body.PaymentType === PaymentType.Online ? deps.providers.current.name : null,
      checkout_url: null,
      bank_reference: invoice?.number ?? null,
      created_at: at,
      updated_at: at,
      paid_at: null,
    });
    if (body.PaymentType === PaymentType.Credits) {
      if (payerProfileId === null) {
        throw AppError.badRequest('A visitor without an account has no credits', [
          { Field: 'PaymentType', Code: ErrorCode.PaymentTypeNotAllowed },
        ]);
      }
      const wallet = await walletOf(trx, payerProfileId, deps.now);
      await moveCredits(
        trx,
        {
          from: wallet.address,
          to: SystemAccount.CreditPayments,
          cents,
          kind: 'payment',
          description: target.description,
          idempotencyKey: `payment:${paymentId}`,
        },
        deps.now,
      );
      await markPaymentPaid(trx, paymentId, deps.now);
    }
    return paymentId;
  });
  const row = await paymentQueries.byId(deps.db, id);
  if (!row) throw new Error(`payment ${id} vanished`);
  return paymentView(deps.db, row);
}

/** "Reservation <key> at <location>" in the reservation's language. */
function describe(languageId: number, what: 'reservation' | 'invoice', ref: string, location: string | null) {
  const nl = localeOfLanguageId(languageId) === 'nl';
  const noun = what === 'reservation' ? (nl ? 'Reservering' : 'Reservation') : nl ? 'Factuur' : 'Invoice';
  return location ? `${noun} ${ref} ${nl ? 'bij' : 'at'} ${location}` : `${noun} ${ref}`;
}

/**
 * Pays (part of) what is open on a reservation whose access is settled (the member's access check
 * or the manage link): not when cancelled (409), on invoice only where the location allows it (409).
 */
async function payReservationRow(
  deps: PaymentDeps,
  payerProfileId: number | null,
  r: ReservationRow,
  body: PaymentBody,
): Promise<Payment> {
  if (r.status_id === ReservationStatus.Cancelled) throw noLongerValid('reservation');
  if (body.PaymentType === PaymentType.BankTransfer) {
    const settings = await invoiceSettingsOf(deps.db, r.location_id);
    if (!settings.allowsPayOnInvoice) {
      throw new AppError(409, 'This location does not take payment on invoice', [
        { Field: 'PaymentType', Code: ErrorCode.PaymentTypeNotAllowed },
      ]);
    }
  }
  const location = await paymentQueries.locationName(deps.db, r.location_id);
  return createPayment(
    deps,
    payerProfileId,
    {
      reservationId: r.id,
      invoiceId: null,
      languageId: r.language_id,
      description: describe(r.language_id, 'reservation', r.key, location),
      async openCents(db) {
        const now = await reservationAccess.read.load(db, r.id);
        if (!now || now.status_id === ReservationStatus.Cancelled) throw noLongerValid('reservation');
        return now.total_incl_cents - now.total_paid_cents;
      },
    },
    body,
    // Pay on invoice: the reservation's invoice is issued now (idempotent) and the transfer refers to it.
    async (trx) => {
      const issued = await issueReservationInvoice(trx, r.id, deps.now);
      return { id: issued.id, number: issued.number };
    },
  );
}

/** `POST /v1/payment/reservation/{id}`: pays (part of) what is open on the member's reservation. */
export async function payReservation(
  deps: PaymentDeps,
  actor: Actor,
  reservationId: number,
  body: PaymentBody,
): Promise<Payment> {
  const r = await requireAccess({ db: deps.db }, actor, reservationAccess.read, reservationId);
  return payReservationRow(deps, actor.profileId, r, body);
}

/**
 * `POST /v1/reservation/manage/{id}/payment?token=`: the same for whoever holds the reservation's
 * manage link (the token is the capability, checked as every manage call checks it). The payment is
 * the reservation's member's (null for a booking without an account).
 */
export async function payManagedReservation(
  deps: PaymentDeps,
  secret: string,
  reservationId: number,
  token: string,
  body: ManagedPaymentBody,
): Promise<Payment> {
  const r = await reservationOfManageToken(deps.db, secret, reservationId, token, deps.now);
  return payReservationRow(deps, r.profile_id, r, body);
}

/** `POST /v1/payment/invoice/{id}`: pays (part of) what is open on the member's issued invoice. */
export async function payInvoice(
  deps: PaymentDeps,
  actor: Actor,
  invoiceId: number,
  body: PaymentBody,
): Promise<Payment> {
  const invoice = await invoiceForPayment(deps.db, invoiceId);
  if (!invoice) throw AppError.notFound('Invoice not found');
  if (invoice.profileId !== actor.profileId)
    throw AppError.forbidden('This invoice belongs to another member');
  if (invoice.statusId === InvoiceStatus.Draft) throw AppError.notFound('This invoice is still pending');
  if (!PAYABLE_INVOICE.has(invoice.statusId)) throw noLongerValid('invoice');
  const r = await reservationAccess.read.load(deps.db, invoice.reservationId);
  if (!r) throw AppError.notFound('Invoice not found');
  const location = await paymentQueries.locationName(deps.db, invoice.locationId);
  return createPayment(
    deps,
    actor.profileId,
    {
      reservationId: r.id,
      invoiceId: invoice.id,
      languageId: r.language_id,
      description: describe(r.language_id, 'invoice', invoice.number ?? String(invoice.id), location),
      async openCents(db) {
        const now = await invoiceForPayment(db, invoice.id);
        if (!now || !PAYABLE_INVOICE.has(now.statusId)) throw noLongerValid('invoice');
        return now.totalInclCents - now.paidCents;
      },
    },
    body,
    async () => ({ id: invoice.id, number: invoice.number ?? String(invoice.id) }),
  );
}
