import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CartContactsTable, CartSpacesTable, CartsTable } from '../db/schema-booking.ts';
import type { OptionLine } from '../pricing/index.ts';

export type CartRow = Selectable<CartsTable>;
export type CartUpdate = Updateable<CartsTable>;
export type CartSpaceRow = Selectable<CartSpacesTable>;
export type NewCartSpace = Omit<Insertable<CartSpacesTable>, 'cart_id'>;
export type NewCartContact = Omit<Insertable<CartContactsTable>, 'cart_id'>;

/**
 * Carts: a held space (a "hold") with the booking's details until it is finalized into a
 * reservation; and what a cart reads of its search, location and terms. Every function takes the
 * executor, so commands run them inside one transaction.
 */
export const cartQueries = {
  byKey(db: Kysely<DB>, key: string): Promise<CartRow | undefined> {
    return db.selectFrom('carts').selectAll().where('key', '=', key).executeTakeFirst();
  },

  /**
   * The newest cart of a saved search that was not released and is the caller's: the member's
   * own, or an anonymous one of one of the caller's clients (a shared search link finds no cart).
   */
  latestOfSearchFor(
    db: Kysely<DB>,
    searchId: number,
    caller: { profileId: number | null; clientIdHashes: readonly string[] },
  ): Promise<CartRow | undefined> {
    return db
      .selectFrom('carts')
      .selectAll()
      .where('search_id', '=', searchId)
      .where('status', '!=', 'deleted')
      .where((eb) => {
        const mine = [];
        if (caller.profileId !== null) mine.push(eb('profile_id', '=', caller.profileId));
        if (caller.clientIdHashes.length > 0) {
          mine.push(
            eb.and([eb('profile_id', 'is', null), eb('client_id_hash', 'in', [...caller.clientIdHashes])]),
          );
        }
        return eb.or(mine);
      })
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  /** Open carts of a search whose hold is still alive at `nowIso`. */
  liveOfSearch(db: Kysely<DB>, searchId: number, nowIso: string): Promise<CartRow[]> {
    return db
      .selectFrom('carts')
      .selectAll()
      .where('search_id', '=', searchId)
      .where('status', '=', 'open')
      .where('expires_at', '>', nowIso)
      .execute();
  },

  spaces(db: Kysely<DB>, cartId: number): Promise<CartSpaceRow[]> {
    return db.selectFrom('cart_spaces').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  },

  options(db: Kysely<DB>, cartId: number) {
    return db.selectFrom('cart_options').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  },

  contacts(db: Kysely<DB>, cartId: number) {
    return db.selectFrom('cart_contacts').selectAll().where('cart_id', '=', cartId).orderBy('id').execute();
  },

  async insert(db: Kysely<DB>, cart: Insertable<CartsTable>, spaces: NewCartSpace[]): Promise<CartRow> {
    const row = await db.insertInto('carts').values(cart).returningAll().executeTakeFirstOrThrow();
    if (spaces.length > 0) {
      await db
        .insertInto('cart_spaces')
        .values(spaces.map((s) => ({ ...s, cart_id: row.id })))
        .execute();
    }
    return row;
  },

  async update(db: Kysely<DB>, cartId: number, changes: CartUpdate): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await db.updateTable('carts').set(changes).where('id', '=', cartId).execute();
  },

  /** Gives up a cart that is still open (a concurrent finalize may have booked it); whether it did. */
  async deleteIfOpen(db: Kysely<DB>, cartId: number): Promise<boolean> {
    const result = await db
      .updateTable('carts')
      .set({ status: 'deleted' })
      .where('id', '=', cartId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async updateSpacePrice(
    db: Kysely<DB>,
    cartSpaceId: number,
    changes: Pick<CartSpaceRow, 'seats' | 'price_per_seat_cents' | 'price_total_cents'>,
  ): Promise<void> {
    await db.updateTable('cart_spaces').set(changes).where('id', '=', cartSpaceId).execute();
  },

  async replaceContacts(db: Kysely<DB>, cartId: number, contacts: NewCartContact[]): Promise<void> {
    await db.deleteFrom('cart_contacts').where('cart_id', '=', cartId).execute();
    if (contacts.length > 0) {
      await db
        .insertInto('cart_contacts')
        .values(contacts.map((c) => ({ ...c, cart_id: cartId })))
        .execute();
    }
  },

  /** Sets an option's amount (0 removes it) with the server's prices. */
  async setOption(db: Kysely<DB>, cartId: number, line: OptionLine): Promise<void> {
    await db
      .deleteFrom('cart_options')
      .where('cart_id', '=', cartId)
      .where('option_id', '=', line.option_id)
      .execute();
    if (line.amount > 0) {
      await db
        .insertInto('cart_options')
        .values({
          cart_id: cartId,
          option_id: line.option_id,
          amount: line.amount,
          price_per_item_cents: line.price_per_item_cents,
          price_total_cents: line.amount * line.price_per_item_cents,
          tax_percentage: line.tax_percentage,
        })
        .execute();
    }
  },

  /** A saved search by id (a quote must belong to it). */
  searchById(db: Kysely<DB>, searchId: number) {
    return db.selectFrom('searches').selectAll().where('id', '=', searchId).executeTakeFirst();
  },

  /** A saved search by its key (the booking wizard finds its cart by it). */
  searchByKey(db: Kysely<DB>, key: string) {
    return db.selectFrom('searches').selectAll().where('key', '=', key).executeTakeFirst();
  },

  /** Marks a saved search as one that led to a booking. */
  async markSearchBooked(db: Kysely<DB>, searchId: number | null): Promise<void> {
    if (searchId === null) return;
    await db.updateTable('searches').set({ made_reservation: 1 }).where('id', '=', searchId).execute();
  },

  /**
   * The channel a booking of a cart belongs to: its search's, else its location's (the location
   * must exist).
   */
  async channelOf(db: Kysely<DB>, cart: Pick<CartRow, 'search_id' | 'location_id'>): Promise<number> {
    const search =
      cart.search_id === null
        ? undefined
        : await db
            .selectFrom('searches')
            .select('channel_id')
            .where('id', '=', cart.search_id)
            .executeTakeFirst();
    if (search) return search.channel_id;
    const location = await db
      .selectFrom('locations')
      .select('channel_id')
      .where('id', '=', cart.location_id)
      .executeTakeFirstOrThrow();
    return location.channel_id;
  },

  /** The newest booking terms in a language (what a finalized booking accepted). */
  async bookingTermsId(db: Kysely<DB>, languageId: number): Promise<number | null> {
    const row = await db
      .selectFrom('terms')
      .select('id')
      .where('type', '=', 'booking')
      .where('language_id', '=', languageId)
      .orderBy('version', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  },
};
