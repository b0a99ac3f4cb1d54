import type { InvoiceStatus, InvoiceType, ProfileInvoiceQuery } from '@meetspace/domain';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { InvoiceLinesTable, InvoicesTable } from './invoices.schema.ts';

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
export type NewInvoice = Omit<Insertable<InvoicesTable>, 'id'>;
/** A line to write (its invoice and rank are given by the query). */
export type NewInvoiceLine = Omit<Insertable<InvoiceLinesTable>, 'id' | 'invoice_id' | 'rank'>;

/** An invoice's date as the list filters and sorts it: its issue date, or a draft's creation day. */
const dateOf = sql<string>`coalesce(i.issue_date, substr(i.created_at, 1, 10))`;

/** Who lists: a member (their own invoices and those of the locations they manage). */
export interface InvoiceLister {
  profileId: number;
}

/** The SQL of the invoices area. */
export const invoiceQueries = {
  byId(db: Kysely<DB>, id: number): Promise<InvoiceRow | undefined> {
    return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
  },

  lines(db: Kysely<DB>, invoiceId: number): Promise<InvoiceLineRow[]> {
    return db
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', invoiceId)
      .orderBy('rank')
      .execute();
  },

  /** Every invoice of a reservation, oldest first. */
  ofReservation(db: Kysely<DB>, reservationId: number): Promise<InvoiceRow[]> {
    return db
      .selectFrom('invoices')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id')
      .execute();
  },

  async insert(db: Kysely<DB>, invoice: NewInvoice, lines: readonly NewInvoiceLine[]): Promise<number> {
    const row = await db.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
    await invoiceQueries.insertLines(db, row.id, lines);
    return row.id;
  },

  async insertLines(db: Kysely<DB>, invoiceId: number, lines: readonly NewInvoiceLine[]): Promise<void> {
    if (lines.length === 0) return;
    await db
      .insertInto('invoice_lines')
      .values(lines.map((l, rank) => ({ ...l, invoice_id: invoiceId, rank })))
      .execute();
  },

  /** Replaces a draft's lines (an issued invoice's lines never change). */
  async replaceLines(db: Kysely<DB>, invoiceId: number, lines: readonly NewInvoiceLine[]): Promise<void> {
    await db.deleteFrom('invoice_lines').where('invoice_id', '=', invoiceId).execute();
    await invoiceQueries.insertLines(db, invoiceId, lines);
  },

  async update(db: Kysely<DB>, id: number, changes: Updateable<InvoicesTable>): Promise<void> {
    await db.updateTable('invoices').set(changes).where('id', '=', id).execute();
  },

  /**
   * Holds an invoice's row for the rest of the transaction (a no-op write: PostgreSQL's row lock,
   * SQLite's write lock), so two issues or payments of one invoice never interleave.
   */
  async lock(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update invoices set updated_at = updated_at where id = ${id}`.execute(db);
  },

  /**
   * The next number of a year, gap-free: the year's row is created when missing, then raised by one
   * in one statement that returns the new value. The row stays locked until the transaction ends,
   * so parallel issues queue on it and a rolled-back issue gives its number back.
   */
  async nextNumber(db: Kysely<DB>, year: number): Promise<number> {
    await db
      .insertInto('invoice_numbers')
      .values({ year, last_number: 0 })
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();
    const row = await db
      .updateTable('invoice_numbers')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('year', '=', year)
      .returning('last_number')
      .executeTakeFirstOrThrow();
    return row.last_number;
  },

  settings(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('invoice_settings')
      .selectAll()
      .where('location_id', '=', locationId)
      .executeTakeFirst();
  },

  /** Drafts (normal, status 0) of reservations not cancelled that start before `beforeIso`. */
  async draftsStartingBefore(db: Kysely<DB>, beforeIso: string, cancelledStatus: number): Promise<number[]> {
    const rows = await db
      .selectFrom('invoices as i')
      .innerJoin('reservations as r', 'r.id', 'i.reservation_id')
      .select('i.reservation_id')
      .where('i.status_id', '=', 0)
      .where('i.type', '=', 'normal')
      .where('r.status_id', '!=', cancelledStatus)
      .where('r.starts_at', '<', beforeIso)
      .orderBy('r.starts_at')
      .orderBy('i.id')
      .execute();
    return rows.map((r) => r.reservation_id);
  },

  /** One page (plus one row, to tell whether more follow) of what a member may list. */
  page(db: Kysely<DB>, who: InvoiceLister, q: ProfileInvoiceQuery) {
    let query = db
      .selectFrom('invoices as i')
      .innerJoin('reservations as r', 'r.id', 'i.reservation_id')
      .innerJoin('locations as l', 'l.id', 'i.location_id')
      .selectAll('i')
      .select(['l.name as location_name', 'r.meeting_type_id'])
      .where((eb) =>
        eb.or([
          eb('i.profile_id', '=', who.profileId),
          eb(
            'i.location_id',
            'in',
            eb
              .selectFrom('location_managers')
              .select('location_id')
              .where('profile_id', '=', who.profileId)
              .where('is_active', '=', 1),
          ),
        ]),
      );
    if (q.statusId !== undefined) query = query.where('i.status_id', '=', q.statusId);
    if (q.locationId !== undefined) query = query.where('i.location_id', '=', q.locationId);
    if (q.reservationId !== undefined) query = query.where('i.reservation_id', '=', q.reservationId);
    if (q.meetingtypeId !== undefined) query = query.where('r.meeting_type_id', '=', q.meetingtypeId);
    if (q.startDate) query = query.where(dateOf, '>=', q.startDate);
    if (q.endDate) query = query.where(dateOf, '<=', q.endDate);
    if (q.searchTerm) {
      const like = `%${q.searchTerm.toLowerCase().replace(/[%_]/g, '')}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['i.number']), 'like', like),
          eb(eb.fn('lower', ['i.company']), 'like', like),
          eb(eb.fn('lower', ['r.name']), 'like', like),
          eb(eb.fn('lower', ['r.key']), 'like', like),
          eb(eb.fn('lower', ['l.name']), 'like', like),
        ]),
      );
    }
    const direction = q.sortDirection === 'DESC' ? 'desc' : 'asc';
    return query
      .orderBy(dateOf, direction)
      .orderBy('i.id', direction)
      .limit(q.itemsPerPage + 1)
      .offset((q.page - 1) * q.itemsPerPage)
      .execute();
  },

  /** What an invoice shows of its reservation and location. */
  facts(db: Kysely<DB>, reservationId: number) {
    return db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select(['l.name as location_name', 'r.meeting_type_id', 'r.key', 'r.name'])
      .where('r.id', '=', reservationId)
      .executeTakeFirstOrThrow();
  },

  /** A reservation's row (for whom its mails go to). */
  reservationRow(db: Kysely<DB>, reservationId: number) {
    return db.selectFrom('reservations').selectAll().where('id', '=', reservationId).executeTakeFirst();
  },

  /** The member a reservation belongs to (null for a guest booking; undefined when it is gone). */
  async ownerOf(db: Kysely<DB>, reservationId: number): Promise<number | null | undefined> {
    const row = await db
      .selectFrom('reservations')
      .select('profile_id')
      .where('id', '=', reservationId)
      .executeTakeFirst();
    return row?.profile_id;
  },

  /** The VAT number of a saved billing address. */
  async billingVatNumber(db: Kysely<DB>, billingId: number): Promise<string | null> {
    const row = await db
      .selectFrom('billing_addresses')
      .select('vat_number')
      .where('id', '=', billingId)
      .executeTakeFirst();
    return row?.vat_number ?? null;
  },

  /** The VAT number of a company. */
  async companyVatNumber(db: Kysely<DB>, companyId: number): Promise<string | null> {
    const row = await db
      .selectFrom('companies')
      .select('vat_number')
      .where('id', '=', companyId)
      .executeTakeFirst();
    return row?.vat_number ?? null;
  },
};

/** Types re-exported for the area's modules. */
export type { InvoiceStatus, InvoiceType };
