import type { Selectable } from 'kysely';
import type { BillingAddressesTable } from '../db/schema.ts';
import type { InvoiceAddressColumns } from '../db/schema-booking.ts';

/** The invoice address fields of a cart update or a reservation's address call. */
export interface InvoiceAddressInput {
  BillingId?: number | null;
  Company?: string | null;
  SendTo?: string | null;
  Email?: string | null;
  Address?: string | null;
  PostalCode?: string | null;
  City?: string | null;
  Country?: string | null;
  PhoneNumber?: string | null;
  PoNumber?: string | null;
}

/** A saved billing address of a member (the columns that fill an invoice address). */
export type SavedBillingAddress = Pick<
  Selectable<BillingAddressesTable>,
  | 'company'
  | 'send_to'
  | 'email'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'country'
  | 'phone_number'
  | 'po_number'
>;

/** The invoice address columns and their wire names (the contract's, and the revisions' `InvoiceAddress.X`). */
export const INVOICE_ADDRESS_FIELDS = [
  ['invoice_billing_id', 'BillingId'],
  ['invoice_company', 'Company'],
  ['invoice_send_to', 'SendTo'],
  ['invoice_email', 'Email'],
  ['invoice_address', 'Address'],
  ['invoice_postal_code', 'PostalCode'],
  ['invoice_city', 'City'],
  ['invoice_country', 'Country'],
  ['invoice_phone_number', 'PhoneNumber'],
  ['invoice_po_number', 'PoNumber'],
] as const satisfies readonly (readonly [keyof InvoiceAddressColumns, keyof InvoiceAddressInput])[];

/** The invoice address columns of a cart or a reservation, each present (null when empty). */
export function invoiceColumnsOf(row: Partial<InvoiceAddressColumns>): InvoiceAddressColumns {
  return Object.fromEntries(
    INVOICE_ADDRESS_FIELDS.map(([column]) => [column, row[column] ?? null]),
  ) as unknown as InvoiceAddressColumns;
}

/** The invoice address a saved billing address fills in (every field but its link). */
export function invoiceColumnsOfSaved(
  saved: SavedBillingAddress,
): Omit<InvoiceAddressColumns, 'invoice_billing_id'> {
  return {
    invoice_company: saved.company,
    invoice_send_to: saved.send_to,
    invoice_email: saved.email,
    invoice_address: saved.address,
    invoice_postal_code: saved.postal_code,
    invoice_city: saved.city,
    invoice_country: saved.country,
    invoice_phone_number: saved.phone_number,
    invoice_po_number: saved.po_number,
  };
}

/**
 * The invoice address columns the fields sent set (absent fields stay as they are; `BillingId:
 * null` only unlinks). A cart keeps an empty text as sent (`empty: 'as-sent'`); a reservation stores
 * it as no value. An empty e-mail address is no address either way.
 */
export function invoiceColumnsOfInput(
  a: InvoiceAddressInput,
  empty: 'as-sent' | 'none',
): Partial<InvoiceAddressColumns> {
  const text = (v: string | null) => (empty === 'none' ? v || null : v);
  const changes: Partial<InvoiceAddressColumns> = {};
  if (a.BillingId !== undefined) changes.invoice_billing_id = a.BillingId ?? null;
  if (a.Company !== undefined) changes.invoice_company = text(a.Company ?? null);
  if (a.SendTo !== undefined) changes.invoice_send_to = text(a.SendTo ?? null);
  if (a.Email !== undefined) changes.invoice_email = a.Email || null;
  if (a.Address !== undefined) changes.invoice_address = text(a.Address ?? null);
  if (a.PostalCode !== undefined) changes.invoice_postal_code = text(a.PostalCode ?? null);
  if (a.City !== undefined) changes.invoice_city = text(a.City ?? null);
  if (a.Country !== undefined) changes.invoice_country = text(a.Country ?? null);
  if (a.PhoneNumber !== undefined) changes.invoice_phone_number = text(a.PhoneNumber ?? null);
  if (a.PoNumber !== undefined) changes.invoice_po_number = text(a.PoNumber ?? null);
  return changes;
}
