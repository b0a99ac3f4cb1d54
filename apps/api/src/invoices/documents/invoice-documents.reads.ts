import { localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { reservationBookerOf } from '../../reservations/index.ts';
import { type InvoiceRow, invoiceQueries } from '../invoice.queries.ts';
import { readableInvoice } from '../invoice.reads.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceUbl } from './invoice-ubl.ts';

/** A document to download. */
export interface InvoiceFile {
  filename: string;
  content: Buffer | string;
}

const fileBase = (number: string | null) => `factuur-${number ?? 'concept'}`;

/** `GET /v1/invoice/{id}/pdf`: the invoice in its language. */
export async function invoicePdfFile(db: Kysely<DB>, actor: Actor, id: number): Promise<InvoiceFile> {
  const { row, detail } = await readableInvoice(db, actor, id);
  const facts = await invoiceQueries.facts(db, row.reservation_id);
  return {
    filename: `${fileBase(row.number)}.pdf`,
    content: await invoicePdf(detail, localeOfLanguageId(row.language_id), { reservationKey: facts.key }),
  };
}

/** The e-mail address a buyer without an invoice address is known by: the reservation's booker's. */
async function buyerEmailOf(db: Kysely<DB>, row: InvoiceRow): Promise<string | null> {
  if (row.invoice_email) return row.invoice_email;
  const reservation = await invoiceQueries.reservationRow(db, row.reservation_id);
  return reservation ? ((await reservationBookerOf(db, reservation))?.email ?? null) : null;
}

/** `GET /v1/invoice/{id}/ubl`: the invoice as UBL 2.1 (Peppol BIS Billing 3.0). */
export async function invoiceUblFile(db: Kysely<DB>, actor: Actor, id: number): Promise<InvoiceFile> {
  const { row, detail } = await readableInvoice(db, actor, id);
  const facts = await invoiceQueries.facts(db, row.reservation_id);
  return {
    filename: `${fileBase(row.number)}.xml`,
    content: invoiceUbl(detail, { reservationKey: facts.key, buyerEmail: await buyerEmailOf(db, row) }),
  };
}
