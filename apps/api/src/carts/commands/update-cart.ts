import { type CartUpdateBody, LanguageId, VoucherType } from '@meetspace/domain';
import { accountAccess } from '../../accounts/index.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { voucherQueries } from '../../pricing/index.ts';
import { invoiceColumnsOfInput, invoiceColumnsOfSaved } from '../../reservations/index.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { type CartRow, type CartUpdate, cartQueries } from '../cart.queries.ts';
import { assertOpen, lockCart } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';
import { changeCartSeats } from './cart-seats.ts';
import { choosePackage } from './choose-package.ts';

/** The cart's own columns a call changes (booking info, company, invoice address, terms). */
async function changesOf(
  deps: CartDeps,
  actor: Actor | undefined,
  body: CartUpdateBody,
): Promise<CartUpdate> {
  const changes: CartUpdate = {};
  if (body.Name !== undefined) changes.name = body.Name ?? null;
  if (body.Comments !== undefined) changes.comment = body.Comments[0]?.Text || null;
  if (body.Tags !== undefined) changes.tags = JSON.stringify([...new Set(body.Tags)]);
  if (body.LanguageId !== undefined) changes.language_id = body.LanguageId;
  else if (body.Language !== undefined) changes.language_id = LanguageId[body.Language];
  if (body.CompanyId !== undefined && body.CompanyId !== null) {
    await requireAccess({ db: deps.db }, actor, accountAccess.company, body.CompanyId);
  }
  if (body.CompanyId !== undefined) changes.company_id = body.CompanyId ?? null;
  if (body.CompanyName !== undefined) changes.company_name = body.CompanyName ?? null;
  if (body.LastStep !== undefined) changes.last_step = body.LastStep;
  const a = body.InvoiceAddress;
  if (a?.BillingId) {
    // A saved billing address of the member fills the invoice address; fields sent alongside win.
    const saved = await requireAccess({ db: deps.db }, actor, accountAccess.billing, a.BillingId);
    Object.assign(changes, invoiceColumnsOfSaved(saved));
  }
  if (a) Object.assign(changes, invoiceColumnsOfInput(a, 'as-sent'));
  if (body.CartTerms !== undefined) {
    // Accepting records who accepted (0 for a visitor without an account); un-accepting resets to 0.
    changes.terms_accepted_at = body.CartTerms.Accepted ? deps.now.toISOString() : null;
    changes.terms_accepted_by = body.CartTerms.Accepted ? (actor?.profileId ?? 0) : 0;
  }
  return changes;
}

/**
 * `PUT /v1/cart/{key}`: booking info, contacts, invoice address (a saved one of the member's, or
 * fields), terms, seats (re-priced, options re-clamped) and the package. A company or saved
 * address must be the member's own.
 */
export async function updateCart(
  deps: CartDeps,
  caller: CartCaller,
  key: string,
  body: CartUpdateBody,
): Promise<void> {
  const { db, now } = deps;
  const cart = await requireAccess({ db }, caller.actor, cartAccess.use, cartRef(caller, key));
  assertOpen(cart, now);
  const changes = await changesOf(deps, caller.actor, body);
  await withBookingLock(db, [cart.location_id], async (trx) => {
    const fresh = await lockCart(trx, key);
    assertOpen(fresh, now);
    if (body.Seats !== undefined && body.Seats !== fresh.seats) {
      await changeCartSeats(trx, fresh, Math.max(1, body.Seats), now);
      changes.seats = Math.max(1, body.Seats);
    }
    await cartQueries.update(trx, fresh.id, changes);
    if (body.PackageId !== undefined && (body.PackageId ?? null) !== fresh.package_id) {
      await choosePackage(trx, { ...fresh, ...changes } as CartRow, body.PackageId ?? null);
      // A package voucher belongs to its package: another (or no) package takes it off the cart.
      if (fresh.voucher_id !== null) {
        const voucher = await voucherQueries.byId(trx, fresh.voucher_id);
        if (voucher?.type_id === VoucherType.Package)
          await cartQueries.update(trx, fresh.id, { voucher_id: null });
      }
    }
    if (body.Contacts !== undefined) {
      await cartQueries.replaceContacts(
        trx,
        fresh.id,
        body.Contacts.map((c) => ({
          type_id: c.TypeId,
          name: c.Name,
          email: c.Email ?? null,
          phone: c.Phone ?? null,
          receive_email: c.ReceiveEmail ? 1 : 0,
        })),
      );
    }
  });
}
