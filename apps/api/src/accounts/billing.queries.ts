import type { BillingInput } from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';

export type BillingRow = Selectable<DB['billing_addresses']>;

const columnsOf = (b: BillingInput) => ({
  company_id: b.CompanyId ?? null,
  company: b.Company || null,
  send_to: b.SendTo || null,
  email: b.Email || null,
  address: b.Address,
  postal_code: b.PostalCode,
  city: b.City,
  country: b.Country,
  phone_number: b.PhoneNumber || null,
  po_number: b.PoNumber || null,
  vat_number: b.VatNumber || null,
});

/** A member's billing addresses (the spec's Billing info). */
export const billingQueries = {
  /** One page of a member's addresses, newest first, and whether more follow. */
  async page(db: Kysely<DB>, profileId: number, page: number, size: number) {
    const rows = await db
      .selectFrom('billing_addresses')
      .selectAll()
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .limit(size + 1)
      .offset((page - 1) * size)
      .execute();
    return { rows: rows.slice(0, size), more: rows.length > size };
  },

  /** One address by id, whoever's it is (the permission decides). */
  byId(db: Kysely<DB>, id: number): Promise<BillingRow | undefined> {
    return db.selectFrom('billing_addresses').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A new address of a member. */
  insert(db: Kysely<DB>, profileId: number, b: BillingInput, nowIso: string): Promise<BillingRow> {
    return db
      .insertInto('billing_addresses')
      .values({ ...columnsOf(b), profile_id: profileId, created_at: nowIso })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Replaces an address's fields; undefined when it is gone. */
  async update(db: Kysely<DB>, id: number, b: BillingInput): Promise<BillingRow | undefined> {
    return db
      .updateTable('billing_addresses')
      .set(columnsOf(b))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  /** Deletes an address. */
  async remove(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('billing_addresses').where('id', '=', id).execute();
  },
};
