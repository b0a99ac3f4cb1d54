import type { Migration } from 'kysely';
import * as invoices from './20261126T0300-invoices.ts';
import * as lineTax from './20261126T0400-invoice-line-tax.ts';

/** The invoices area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const invoicesMigrations: Record<string, Migration> = {
  '20261126T0300-invoices': invoices,
  '20261126T0400-invoice-line-tax': lineTax,
};
