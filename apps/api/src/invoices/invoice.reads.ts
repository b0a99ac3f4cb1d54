import { ErrorCode, type InvoiceDetail, type ProfileInvoiceQuery } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { invoiceAccess } from './invoice.access.ts';
import { presentInvoiceDetail, presentInvoiceSummary } from './invoice.presenter.ts';
import { type InvoiceLineRow, type InvoiceRow, invoiceQueries } from './invoice.queries.ts';

/** `GET /v1/profile/invoice`: one page of the member's invoices (and those of the locations they manage). */
export async function listInvoices(db: Kysely<DB>, actor: Actor, q: ProfileInvoiceQuery) {
  const rows = await invoiceQueries.page(db, actor, q);
  return {
    Results: rows.slice(0, q.itemsPerPage).map((r) => presentInvoiceSummary(r, r)),
    MorePages: rows.length > q.itemsPerPage,
  };
}

/** An issued invoice with its lines, as its reader may see it (401, 403, 404; a draft is 404 pending). */
export interface ReadableInvoice {
  row: InvoiceRow;
  lines: InvoiceLineRow[];
  detail: InvoiceDetail;
}

/** One invoice behind `invoiceAccess.read`; without a number (a draft, or one expired as a draft) 404 pending. */
export async function readableInvoice(db: Kysely<DB>, actor: Actor, id: number): Promise<ReadableInvoice> {
  const row = await requireAccess({ db }, actor, invoiceAccess.read, id);
  if (row.number === null) {
    throw new AppError(404, 'Invoice not found or still pending', [
      { Field: 'Id', Code: ErrorCode.InvoicePending },
    ]);
  }
  const [lines, facts, creditOf] = await Promise.all([
    invoiceQueries.lines(db, row.id),
    invoiceQueries.facts(db, row.reservation_id),
    row.credit_of_id === null ? undefined : invoiceQueries.byId(db, row.credit_of_id),
  ]);
  const { owner_profile_id: _, ...invoice } = row;
  return { row: invoice, lines, detail: presentInvoiceDetail(invoice, lines, facts, creditOf) };
}

/** `GET /v1/invoice/{id}`. */
export async function readInvoice(db: Kysely<DB>, actor: Actor, id: number): Promise<InvoiceDetail> {
  return (await readableInvoice(db, actor, id)).detail;
}
