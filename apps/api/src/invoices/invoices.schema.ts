import type { Generated } from 'kysely';

/** What a location asks of its bookers: pay on invoice allowed, a deposit (percentage, when booked at least N days ahead). */
export interface InvoiceSettingsTable {
  location_id: number;
  allows_pay_on_invoice: Generated<number>;
  deposit_percentage: Generated<number>;
  deposit_min_days: Generated<number>;
}

/** The last number given in a year: the next invoice of that year gets `last_number + 1` (gap-free). */
export interface InvoiceNumbersTable {
  year: number;
  last_number: number;
}

/** An invoice: a draft (no number) until it is issued; an issued one is never edited, only credited. */
export interface InvoicesTable {
  id: Generated<number>;
  reservation_id: number;
  profile_id: number | null;
  location_id: number;
  type: 'normal' | 'deposit';
  /** -1 rejected, 0 draft, 1 invoice, 2 frozen, 3 credit, 4 expired. */
  status_id: number;
  /** `2026-000123`, given when issued. */
  number: string | null;
  year: number | null;
  sequence: number | null;
  issue_date: string | null;
  due_date: string | null;
  /** The invoice a credit invoice (status 3) cancels. */
  credit_of_id: number | null;
  language_id: number;
  company: string | null;
  attention_of: string | null;
  invoice_email: string | null;
  po_number: string | null;
  vat_number: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  currency_iso: Generated<string>;
  total_excl_cents: number;
  total_tax_cents: number;
  total_incl_cents: number;
  paid_cents: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface InvoiceLinesTable {
  id: Generated<number>;
  invoice_id: number;
  rank: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  tax_percentage: number;
  total_excl_cents: number;
  /** The line's VAT (20261126T0400): rounded per line as the reservation's totals are. */
  tax_cents: Generated<number>;
}

/** The invoices area's tables (the DB type in db/schema.ts includes them). */
export interface InvoiceTables {
  invoice_settings: InvoiceSettingsTable;
  invoice_numbers: InvoiceNumbersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
}
