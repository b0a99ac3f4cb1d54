import type { Migration } from 'kysely';
import * as invoices from './20261126T0300-invoices.ts';

/** The invoices area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const invoicesMigrations: Record<string, Migration> = {
  '20261126T0300-invoices': invoices,
};
