import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { invoiceQueries } from './invoice.queries.ts';

/** What a location asks of its bookers. */
export interface InvoiceSettings {
  allowsPayOnInvoice: boolean;
  /** Percentage of the total asked as a deposit (0: none). */
  depositPercentage: number;
  /** The deposit is asked only when the reservation starts at least this many days after booking. */
  depositMinDays: number;
}

/** When a location has no row: pay on invoice allowed, no deposit, 14 days (the table's defaults). */
export const DEFAULT_INVOICE_SETTINGS: InvoiceSettings = {
  allowsPayOnInvoice: true,
  depositPercentage: 0,
  depositMinDays: 14,
};

/** A location's invoice settings (the defaults without a row). */
export async function invoiceSettingsOf(db: Kysely<DB>, locationId: number): Promise<InvoiceSettings> {
  const row = await invoiceQueries.settings(db, locationId);
  if (!row) return DEFAULT_INVOICE_SETTINGS;
  return {
    allowsPayOnInvoice: row.allows_pay_on_invoice === 1,
    depositPercentage: row.deposit_percentage,
    depositMinDays: row.deposit_min_days,
  };
}
