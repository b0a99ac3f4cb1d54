import { type Cart, type CartOption, daysInclusive, localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { optionList, packageQueries, priceCart } from '../pricing/index.ts';
import { bookingNamesOf } from '../reservations/index.ts';
import { type CartCaller, cartAccess, cartRef } from './cart.access.ts';
import { presentCart, presentPackage } from './cart.presenter.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';

/** Every active option of a location with the cart's amounts, in the cart's language. */
function cartOptionList(
  db: Kysely<DB>,
  cart: CartRow,
  lines?: Awaited<ReturnType<typeof cartQueries.options>>,
): Promise<CartOption[]> {
  return optionList(
    db,
    { locationId: cart.location_id, languageId: cart.language_id },
    lines ?? cartQueries.options(db, cart.id),
  );
}

/** A cart in the contract's shape (its lines priced as they add up now). */
export async function cartView(db: Kysely<DB>, cart: CartRow, now: Date): Promise<Cart> {
  const [spaces, optionLines, contacts] = await Promise.all([
    cartQueries.spaces(db, cart.id),
    cartQueries.options(db, cart.id),
    cartQueries.contacts(db, cart.id),
  ]);
  const [options, pricing, { locationName, spaceNames }] = await Promise.all([
    cartOptionList(db, cart, optionLines),
    priceCart(db, cart, spaces, optionLines),
    bookingNamesOf(db, {
      locationId: cart.location_id,
      spaceIds: spaces.map((s) => s.space_id),
      locale: localeOfLanguageId(cart.language_id),
    }),
  ]);
  return presentCart(cart, { spaces, options, contacts, locationName, spaceNames, pricing }, now);
}

/** The cart of a key as every call that changes one answers it. */
export async function cartViewByKey(db: Kysely<DB>, key: string, now: Date): Promise<Cart> {
  const cart = await cartQueries.byKey(db, key);
  if (!cart) throw AppError.notFound('Cart not found');
  return cartView(db, cart, now);
}

/**
 * `GET /v1/cart/search/{key}`: the newest cart of a saved search that was not released, when it is
 * the caller's (the member's own, or an anonymous one of this browser). Anyone else gets a 404:
 * the search key travels in shareable URLs (`?sk=`), so it opens the search, never someone's cart,
 * and the answer does not even say that a cart exists.
 */
export async function cartOfSearch(db: Kysely<DB>, caller: CartCaller, searchKey: string, now: Date) {
  const search = await cartQueries.searchByKey(db, searchKey);
  if (!search) throw AppError.notFound('Search not found');
  const profileId = caller.actor?.profileId ?? null;
  const found =
    profileId === null && caller.clientIdHashes.length === 0
      ? undefined
      : await cartQueries.latestOfSearchFor(db, search.id, {
          profileId,
          clientIdHashes: caller.clientIdHashes,
        });
  if (!found) throw AppError.notFound('This search has no cart of yours');
  const cart = await requireAccess({ db }, caller.actor, cartAccess.use, cartRef(caller, found.key));
  return cartView(db, cart, now);
}

/** `GET /v1/cart/{key}/option`: the location's options with the cart's amounts. */
export async function cartOptions(db: Kysely<DB>, caller: CartCaller, key: string): Promise<CartOption[]> {
  return cartOptionList(db, await requireAccess({ db }, caller.actor, cartAccess.use, cartRef(caller, key)));
}

/** `GET /v1/cart/{key}/package`: the location's packages for the cart's meeting type, priced for its seats and days. */
export async function cartPackages(db: Kysely<DB>, caller: CartCaller, key: string) {
  const cart = await requireAccess({ db }, caller.actor, cartAccess.use, cartRef(caller, key));
  const locale = localeOfLanguageId(cart.language_id);
  const [packages, spaces] = await Promise.all([
    packageQueries.offered(db, { locationId: cart.location_id, meetingTypeId: cart.meeting_type_id }),
    cartQueries.spaces(db, cart.id),
  ]);
  const first = spaces[0];
  const days = first ? daysInclusive(first.start_date, first.end_date) : 1;
  const contents =
    packages.length === 0
      ? []
      : await packageQueries.namedContents(
          db,
          packages.map((p) => p.id),
        );
  return packages.map((p) =>
    presentPackage(
      p,
      contents.filter((c) => c.package_id === p.id),
      { locale, seats: cart.seats, days, selectedId: cart.package_id },
    ),
  );
}
