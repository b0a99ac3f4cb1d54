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
export function createBillingRepository(db: Kysely<DB>) {
  return {
    /** One page of a member's addresses, newest first, and whether more follow. */
    async page(profileId: number, page: number, size: number) {
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

    byId(id: number): Promise<BillingRow | undefined> {
      return db.selectFrom('billing_addresses').selectAll().where('id', '=', id).executeTakeFirst();
    },

    insert(profileId: number, b: BillingInput, nowIso: string): Promise<BillingRow> {
      return db
        .insertInto('billing_addresses')
        .values({ ...columnsOf(b), profile_id: profileId, created_at: nowIso })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id: number, b: BillingInput): Promise<BillingRow | undefined> {
      return db
        .updateTable('billing_addresses')
        .set(columnsOf(b))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('billing_addresses').where('id', '=', id).execute();
    },
  };
}

/** A billing row in the contract's shape. */
export function presentBilling(r: BillingRow) {
  return {
    Id: r.id,
    ProfileId: r.profile_id,
    CompanyId: r.company_id,
    Company: r.company,
    SendTo: r.send_to,
    Email: r.email,
    Address: r.address,
    PostalCode: r.postal_code,
    City: r.city,
    Country: r.country,
    PhoneNumber: r.phone_number,
    PoNumber: r.po_number,
    VatNumber: r.vat_number,
  };
}
