import { ContactType, ErrorCode, VoucherResult } from '@meetspace/domain';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow, withBookingLock } from '../../kernel/locks.ts';
import { priceCart, voucherRefused } from '../../pricing/index.ts';
import { createReservation, invoiceColumnsOf } from '../../reservations/index.ts';
import { occupancyConflict, occupancyQueries } from '../../search/index.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { type CartRow, type CartSpaceRow, cartQueries } from '../cart.queries.ts';
import { assertOpen, lockCart, spaceTaken } from '../cart-guards.ts';
import { partnerTermsOf, recordPartnerTerms, requireComplete } from '../finalize-terms.ts';
import type { PartnerChannel } from '../partner-channel.ts';
import type { CartDeps } from './cart-deps.ts';

/** 409 unless every held space is still free for this cart (the others' bookings and live holds). */
async function assertStillFree(deps: CartDeps, trx: CartDeps['db'], cart: CartRow, spaces: CartSpaceRow[]) {
  if (spaces.length === 0) {
    throw new AppError(409, 'This cart holds no space', [{ Field: 'CartKey', Code: ErrorCode.Empty }]);
  }
  for (const held of spaces) {
    const space = await occupancyQueries.bookableSpace(trx, held.space_id, held.setting_id);
    if (!space) throw spaceTaken('This space can no longer be booked');
    const occupants = await occupancyQueries.ofSpace(
      trx,
      held.space_id,
      { startDate: held.start_date, endDate: held.end_date },
      deps.now.toISOString(),
      { cartId: cart.id },
    );
    if (occupancyConflict(space, occupants.bookings, occupants.holds, held)) {
      throw spaceTaken('This space was booked by someone else in the meantime');
    }
  }
}

/**
 * `POST /v2/cart/{key}/finalize`: in one locked transaction, re-checks the cart and its spaces and
 * books it (`createReservation`: a definite reservation with its options, contacts, invoice
 * address, terms, tax totals and voucher use; `reservation.created` brings the confirmation);
 * marks the search as booked. A finalized cart returns its reservation again. Returns the
 * reservation id. Through a partner channel (`partner`) a member's own cart needs no terms step:
 * the member agreed in the partner's app, and the reservation records that.
 */
export async function finalizeCart(
  deps: CartDeps,
  caller: CartCaller,
  key: string,
  partner?: PartnerChannel,
): Promise<number> {
  const { db, now } = deps;
  const cart = await requireAccess({ db }, caller.actor, cartAccess.use, cartRef(caller, key));
  if (cart.status === 'finalized' && cart.reservation_id) return cart.reservation_id;
  assertOpen(cart, now);
  const booker = await requireComplete(db, cart, partnerTermsOf(cart, caller, partner));
  // A cart holds spaces of one location.
  return withBookingLock(db, [cart.location_id], async (trx) => {
    // Always the occupancy lock first, then the cart's: no lock-order cycles with line changes.
    const fresh = await lockCart(trx, key);
    if (fresh.status === 'finalized' && fresh.reservation_id) return fresh.reservation_id;
    assertOpen(fresh, now);
    // Read again under the lock: the terms may have been taken back since.
    const partnerTerms = partnerTermsOf(fresh, caller, partner);
    if (fresh.terms_accepted_at === null && !partnerTerms) await requireComplete(trx, fresh, undefined);
    const spaces = await cartQueries.spaces(trx, fresh.id);
    await assertStillFree(deps, trx, fresh, spaces);
    const [options, contacts, channelId, termsId] = await Promise.all([
      cartQueries.options(trx, fresh.id),
      cartQueries.contacts(trx, fresh.id),
      cartQueries.channelOf(trx, fresh),
      cartQueries.bookingTermsId(trx, fresh.language_id),
    ]);
    // Uses of one voucher at different locations queue on its row (its limits are counted in pricing).
    if (fresh.voucher_id !== null) await lockRow(trx, 'vouchers', { column: 'id', value: fresh.voucher_id });
    const pricing = await priceCart(trx, fresh, spaces, options);
    if (pricing.voucher && pricing.voucherResult !== VoucherResult.Applied) {
      throw voucherRefused(pricing.voucherResult, (reason) => `The voucher no longer applies: ${reason}`);
    }
    const first = spaces[0] as CartSpaceRow;
    const last = spaces.reduce((a, b) => (b.ends_at > a.ends_at ? b : a), first);
    const people = contacts.some((c) => c.type_id === ContactType.Booker)
      ? contacts
      : [
          {
            type_id: ContactType.Booker,
            name: booker.name,
            email: booker.email,
            phone: booker.phone,
            receive_email: 1,
          },
          ...contacts,
        ];
    const reservationId = await createReservation(
      trx,
      {
        source: 'cart',
        channelId,
        name: fresh.name ?? '',
        profileId: fresh.profile_id,
        companyId: fresh.company_id,
        locationId: fresh.location_id,
        meetingTypeId: fresh.meeting_type_id,
        languageId: fresh.language_id,
        period: {
          start_date: first.start_date,
          end_date: last.end_date,
          start_minutes: first.start_minutes,
          end_minutes: first.end_minutes,
        },
        startsAt: first.starts_at,
        totalSeats: Math.max(...spaces.map((s) => s.seats)),
        totals: pricing.totals,
        voucherId: fresh.voucher_id,
        discountCents: pricing.discountCents,
        totalPaidCents: pricing.creditCents,
        package: pricing.packageCharge,
        cartId: fresh.id,
        searchId: fresh.search_id,
        comment: fresh.comment,
        tags: fresh.tags,
        termsId,
        termsAcceptedBy: partnerTerms?.memberId ?? fresh.terms_accepted_by,
        invoice: {
          ...invoiceColumnsOf(fresh),
          invoice_company: fresh.invoice_company ?? fresh.company_name ?? null,
        },
        spaces: spaces.map(({ id: _, cart_id: __, ...line }) => line),
        options: options.map((o) => ({
          line: {
            option_id: o.option_id,
            amount: o.amount,
            price_per_item_cents: o.price_per_item_cents,
            tax_percentage: o.tax_percentage,
          },
          spaceIndex: null,
          startMinutes: null,
        })),
        contacts: people,
        ...(pricing.voucher && {
          // What the voucher was worth: its discount, or what its credit paid.
          voucherUse: {
            voucherId: pricing.voucher.id,
            seats: fresh.seats,
            amountCents: pricing.discountCents + pricing.creditCents,
          },
        }),
      },
      { now, actorId: caller.actor?.profileId ?? null },
    );
    if (partnerTerms) await recordPartnerTerms(trx, fresh.id, reservationId, partnerTerms, now);
    await cartQueries.update(trx, fresh.id, { status: 'finalized', reservation_id: reservationId });
    await cartQueries.markSearchBooked(trx, fresh.search_id);
    await deps.beforeFinalizeCommit?.();
    return reservationId;
  });
}
