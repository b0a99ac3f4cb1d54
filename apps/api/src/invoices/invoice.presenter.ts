import {
  CURRENCY,
  centsToEuros,
  type InvoiceDetail,
  InvoiceStatus,
  type InvoiceSummary,
  localDateTime,
} from '@meetspace/domain';
import type { InvoiceLineRow, InvoiceRow } from './invoice.queries.ts';
import { taxBreakdownOf } from './invoice-lines.ts';
import { SELLER } from './seller.ts';

/** What an invoice shows of its reservation and location. */
export interface InvoiceFacts {
  location_name: string;
  meeting_type_id: number;
  key: string;
}

const date = (d: string | null) => (d === null ? null : localDateTime(d));

/** An invoice in the list. Open = total − paid: negative when more was paid than it asks (to pay back). */
export function presentInvoiceSummary(i: InvoiceRow, facts: Omit<InvoiceFacts, 'key'>): InvoiceSummary {
  return {
    Id: i.id,
    Number: i.number,
    StatusId: i.status_id,
    Type: i.type,
    IsDraft: i.status_id === InvoiceStatus.Draft,
    ReservationId: i.reservation_id,
    LocationId: i.location_id,
    LocationName: facts.location_name,
    MeetingtypeId: facts.meeting_type_id,
    IssueDate: date(i.issue_date),
    DueDate: date(i.due_date),
    CurrencyIso: i.currency_iso || CURRENCY.iso,
    TotalInclTax: centsToEuros(i.total_incl_cents),
    TotalPaid: centsToEuros(i.paid_cents),
    TotalOpen: centsToEuros(i.total_incl_cents - i.paid_cents),
  };
}

/** The seller as the contract shows it. */
export function presentSeller() {
  return {
    Name: SELLER.name,
    Address: SELLER.address,
    PostalCode: SELLER.postalCode,
    City: SELLER.city,
    CountryCode: SELLER.countryCode,
    VatNumber: SELLER.vatNumber,
    ChamberOfCommerce: SELLER.chamberOfCommerce,
    Iban: SELLER.iban,
    Bic: SELLER.bic,
    Email: SELLER.email,
  };
}

/** The whole invoice as printed (lines, VAT per rate, the seller). */
export function presentInvoiceDetail(
  i: InvoiceRow,
  lines: readonly InvoiceLineRow[],
  facts: InvoiceFacts,
  creditOf: InvoiceRow | undefined,
): InvoiceDetail {
  return {
    ...presentInvoiceSummary(i, facts),
    Reference: i.number ?? facts.key,
    CreditOfInvoiceId: i.credit_of_id,
    CreditOfNumber: creditOf?.number ?? null,
    LanguageId: i.language_id,
    Company: i.company,
    AttentionOf: i.attention_of,
    InvoiceEmail: i.invoice_email,
    PoNumber: i.po_number,
    VatNumber: i.vat_number,
    Address: i.address,
    PostalCode: i.postal_code,
    City: i.city,
    Country: i.country,
    Lines: lines.map((l) => ({
      Quantity: l.quantity,
      Description: l.description,
      Price: centsToEuros(l.unit_price_cents),
      TaxPercentage: l.tax_percentage,
      TotalExclTax: centsToEuros(l.total_excl_cents),
    })),
    TaxTotals: taxBreakdownOf(lines).map((t) => ({
      Percentage: t.percentage,
      Base: centsToEuros(t.baseCents),
      Total: centsToEuros(t.taxCents),
    })),
    TotalExclTax: centsToEuros(i.total_excl_cents),
    TotalTax: centsToEuros(i.total_tax_cents),
    Seller: presentSeller(),
  };
}
