import { ErrorCode, type ReservationAddressBody } from '@meetspace/domain';
import { accountAccess } from '../../accounts/index.ts';
import type { InvoiceAddressColumns } from '../../db/schema-booking.ts';
import { type AccessContext, type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import {
  INVOICE_ADDRESS_FIELDS,
  invoiceColumnsOf,
  invoiceColumnsOfInput,
  invoiceColumnsOfSaved,
} from '../invoice-address.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/** A saved billing address of the reservation's member: 404 (with its field) unknown, 403 someone else's. */
async function savedAddressOf(ctx: AccessContext, owner: Actor, billingId: number) {
  try {
    return await requireAccess(ctx, owner, accountAccess.billing, billingId);
  } catch (error) {
    if (error instanceof AppError && error.httpStatus === 404) {
      throw new AppError(404, error.message, [{ Field: 'BillingId', Code: ErrorCode.NotFound }]);
    }
    throw error;
  }
}

/**
 * `PUT /v2/reservation/{id}/address`: the invoice address, as the cart takes it: a `BillingId` of
 * the reservation member's saved addresses fills every field (404 unknown, 403 someone else's), fields sent
 * alongside win, absent fields stay, `BillingId: null` only unlinks. Refused once invoiced (409
 * `invoiced`) or locked (409 `locked`).
 */
export async function setReservationAddress(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  a: ReservationAddressBody,
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    if (r.has_invoice === 1) {
      throw new AppError(409, 'This reservation is invoiced: its invoice address can no longer change', [
        { Field: 'Id', Code: ErrorCode.Invoiced },
      ]);
    }
    assertChangeable(r, deps.now);
    const before = invoiceColumnsOf(r);
    const after = { ...before };
    if (a.BillingId) {
      // The address must be one of the reservation's member (the caller, unless an admin helps).
      const owner = { profileId: r.profile_id ?? actor.profileId };
      Object.assign(after, invoiceColumnsOfSaved(await savedAddressOf({ db: trx }, owner, a.BillingId)));
    }
    Object.assign(after, invoiceColumnsOfInput(a, 'none'));
    const wire = (v: InvoiceAddressColumns) =>
      Object.fromEntries(INVOICE_ADDRESS_FIELDS.map(([col, name]) => [`InvoiceAddress.${name}`, v[col]]));
    const changes = changedFields(
      wire(before),
      wire(after),
      INVOICE_ADDRESS_FIELDS.map(([, name]) => `InvoiceAddress.${name}`),
    );
    if (changes.length === 0) return;
    await reservationQueries.touch(trx, r.id, after, deps.now.toISOString());
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: actor.profileId, action: 'address', changes, skipWhenEmpty: true },
      deps.now,
    );
  });
}
