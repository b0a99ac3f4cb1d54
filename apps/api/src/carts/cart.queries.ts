import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CartContactsTable, CartsTable } from '../db/schema-booking.ts';

export type CartRow = Selectable<CartsTable>;
export type CartUpdate = Updateable<CartsTable>;
export type CartSpaceRow = Selectable<DB['cart_spaces']>;
export type NewCartSpace = Insertable<DB['cart_spaces']>;
export type NewCartContact = Omit<Insertable<CartContactsTable>, 'cart_id'>;

/** A booked or held period of one space (for the overlap rules). */
export interface Occupant {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  seats: number;
}

/**
 * Carts: a held space (a "hold") with the booking's details until it is finalized into a
 * reservation. Every function takes the executor, so services can run them inside one transaction.
 */
export const cartQueries = {
  /**
   * Locks one cart for the rest of the transaction (a no-op write: PostgreSQL's row lock, SQLite's
   * write lock) and reads it. Changes to a cart's lines run under it, so they cannot interleave
   * with each other or with a finalize.
   */
  async lockByKey(db: Kysely<DB>, key: string): Promise<CartRow | undefined> {
    await db
      .updateTable('carts')
      .set((eb) => ({ last_step: eb.ref('last_step') }))
      .where('key', '=', key)
      .execute();
    return db.selectFrom('carts').selectAll().where('key', '=', key).executeTakeFirst();
  },

  byKey(db: Kysely<DB>, key: string): Promise<CartRow | undefined> {
    return db.selectFrom('carts').selectAll().where('key', '=', key).executeTakeFirst();
  },

  /** The newest cart of a saved search that was not released. */
  latestOfSearch(db: Kysely<DB>, searchId: number): Promise<CartRow | undefined> {
    return db
      .selectFrom('carts')
      .selectAll()
      .where('search_id', '=', searchId)
      .where('status', '!=', 'deleted')
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

  async insert(db: Kysely<DB>, cart: Insertable<CartsTable>, spaces: Omit<NewCartSpace, 'cart_id'>[]) {
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
  async setOption(
    db: Kysely<DB>,
    cartId: number,
    line: { option_id: number; amount: number; price_per_item_cents: number; tax_percentage: number },
  ): Promise<void> {
    await db
      .deleteFrom('cart_options')
      .where('cart_id', '=', cartId)
      .where('option_id', '=', line.option_id)
      .execute();
    if (line.amount > 0) {
      await db
        .insertInto('cart_options')
        .values({ ...line, cart_id: cartId, price_total_cents: line.amount * line.price_per_item_cents })
        .execute();
    }
  },

  /**
   * Bookings (not cancelled) and live holds of other carts on one space that touch the dates; the
   * overlap of minutes is decided by the caller with the engine's rule.
   */
  async occupantsOfSpace(
    db: Kysely<DB>,
    spaceId: number,
    period: { startDate: string; endDate: string },
    nowIso: string,
    exceptCartId: number,
    exceptReservationId = -1,
  ): Promise<{ bookings: Occupant[]; holds: Occupant[] }> {
    const columns = ['start_date', 'end_date', 'start_minutes', 'end_minutes', 'seats'] as const;
    const [bookings, holds] = await Promise.all([
      db
        .selectFrom('reservation_spaces')
        .select(columns)
        .where('space_id', '=', spaceId)
        .where('reservation_id', '!=', exceptReservationId)
        .where('is_cancelled', '=', 0)
        .where('start_date', '<=', period.endDate)
        .where('end_date', '>=', period.startDate)
        .execute(),
      db
        .selectFrom('cart_spaces as cs')
        .innerJoin('carts as c', 'c.id', 'cs.cart_id')
        .select(columns.map((c) => `cs.${c}` as const))
        .where('cs.space_id', '=', spaceId)
        .where('c.id', '!=', exceptCartId)
        .where('c.status', '=', 'open')
        .where('c.expires_at', '>', nowIso)
        .where('cs.start_date', '<=', period.endDate)
        .where('cs.end_date', '>=', period.startDate)
        .execute(),
    ]);
    return { bookings, holds };
  },
};
