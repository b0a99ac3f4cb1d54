import { eurosToCents, type InvoiceDetail, InvoiceStatus } from '@meetspace/domain';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
/** Peppol BIS Billing 3.0. */
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** EAS scheme of a Dutch Chamber of Commerce number, of a Dutch VAT number, of an e-mail address. */
const SCHEME = { kvk: '0106', nlVat: '9944', email: 'EM' } as const;

/** Cents as a UBL amount with two decimals (`-12.30`). */
export function ublAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const COUNTRY_NAMES: Record<string, string> = {
  nederland: 'NL',
  netherlands: 'NL',
  'the netherlands': 'NL',
  holland: 'NL',
  belgie: 'BE',
  belgië: 'BE',
  belgium: 'BE',
  duitsland: 'DE',
  germany: 'DE',
  deutschland: 'DE',
  frankrijk: 'FR',
  france: 'FR',
  'verenigd koninkrijk': 'GB',
  'united kingdom': 'GB',
  luxemburg: 'LU',
  luxembourg: 'LU',
};

/** A free-text country as an ISO 3166 code: two letters as given, a known name, else NL (the platform's market). */
export function countryCode(country: string | null): string {
  const c = (country ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(c)) return c.toUpperCase();
  return COUNTRY_NAMES[c.toLowerCase()] ?? 'NL';
}

const categoryOf = (percentage: number) => (percentage > 0 ? 'S' : 'Z');

function party(
  parent: XMLBuilder,
  p: {
    endpoint: { scheme: string; id: string };
    name: string;
    street: string | null;
    city: string | null;
    postalZone: string | null;
    country: string;
    vatNumber: string | null;
    legalId?: string;
    email: string | null;
  },
) {
  const el = parent.ele('cac:Party');
  el.ele('cbc:EndpointID', { schemeID: p.endpoint.scheme }).txt(p.endpoint.id);
  el.ele('cac:PartyName').ele('cbc:Name').txt(p.name);
  const address = el.ele('cac:PostalAddress');
  if (p.street) address.ele('cbc:StreetName').txt(p.street);
  if (p.city) address.ele('cbc:CityName').txt(p.city);
  if (p.postalZone) address.ele('cbc:PostalZone').txt(p.postalZone);
  address.ele('cac:Country').ele('cbc:IdentificationCode').txt(p.country);
  if (p.vatNumber) {
    const tax = el.ele('cac:PartyTaxScheme');
    tax.ele('cbc:CompanyID').txt(p.vatNumber);
    tax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  const legal = el.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(p.name);
  if (p.legalId) legal.ele('cbc:CompanyID', { schemeID: SCHEME.kvk }).txt(p.legalId);
  if (p.email) el.ele('cac:Contact').ele('cbc:ElectronicMail').txt(p.email);
}

/**
 * An issued invoice as UBL 2.1 in the Peppol BIS Billing 3.0 profile: an `Invoice` (type 380), or a
 * credit invoice as a `CreditNote` (type 381, its amounts as positive credit, referring to the
 * invoice it credits). Sums as EN 16931 asks: the lines add up to LineExtensionAmount, tax exclusive
 * + tax = tax inclusive, payable = inclusive − prepaid (what is paid), VAT per rate with its base.
 */
export function invoiceUbl(
  i: InvoiceDetail,
  extras: { reservationKey: string; buyerEmail: string | null },
): string {
  const credit = i.StatusId === InvoiceStatus.Credit;
  const sign = credit ? -1 : 1;
  const cents = (euros: number) => sign * eurosToCents(euros);
  const amount = (euros: number) => ({ currencyID: i.CurrencyIso, value: ublAmount(cents(euros)) });
  const money = (parent: XMLBuilder, name: string, euros: number) => {
    const a = amount(euros);
    parent.ele(name, { currencyID: a.currencyID }).txt(a.value);
  };
  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    credit ? NS.creditNote : NS.invoice,
    credit ? 'CreditNote' : 'Invoice',
    {
      'xmlns:cac': NS.cac,
      'xmlns:cbc': NS.cbc,
    },
  );
  doc.ele('cbc:CustomizationID').txt(PEPPOL_CUSTOMIZATION_ID);
  doc.ele('cbc:ProfileID').txt(PEPPOL_PROFILE_ID);
  doc.ele('cbc:ID').txt(i.Number ?? '');
  doc.ele('cbc:IssueDate').txt((i.IssueDate ?? '').slice(0, 10));
  if (!credit && i.DueDate) doc.ele('cbc:DueDate').txt(i.DueDate.slice(0, 10));
  doc.ele(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(credit ? '381' : '380');
  if (i.Type === 'deposit')
    doc.ele('cbc:Note').txt(`Deposit invoice of reservation ${extras.reservationKey}`);
  doc.ele('cbc:DocumentCurrencyCode').txt(i.CurrencyIso);
  doc.ele('cbc:BuyerReference').txt(i.PoNumber ?? extras.reservationKey);
  if (i.PoNumber) doc.ele('cac:OrderReference').ele('cbc:ID').txt(i.PoNumber);
  if (credit && i.CreditOfNumber) {
    doc.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference').ele('cbc:ID').txt(i.CreditOfNumber);
  }
  const s = i.Seller;
  party(doc.ele('cac:AccountingSupplierParty'), {
    endpoint: { scheme: SCHEME.kvk, id: s.ChamberOfCommerce },
    name: s.Name,
    street: s.Address,
    city: s.City,
    postalZone: s.PostalCode,
    country: s.CountryCode,
    vatNumber: s.VatNumber,
    legalId: s.ChamberOfCommerce,
    email: s.Email,
  });
  const buyerCountry = countryCode(i.Country);
  const buyerEmail = i.InvoiceEmail ?? extras.buyerEmail;
  party(doc.ele('cac:AccountingCustomerParty'), {
    endpoint:
      i.VatNumber && /^NL\d{9}B\d{2}$/.test(i.VatNumber.replace(/\s+/g, ''))
        ? { scheme: SCHEME.nlVat, id: i.VatNumber.replace(/\s+/g, '') }
        : { scheme: SCHEME.email, id: buyerEmail ?? s.Email },
    name: i.Company ?? i.AttentionOf ?? buyerEmail ?? extras.reservationKey,
    street: i.Address,
    city: i.City,
    postalZone: i.PostalCode,
    country: buyerCountry,
    vatNumber: i.VatNumber,
    email: buyerEmail,
  });
  if (!credit) {
    const means = doc.ele('cac:PaymentMeans');
    means.ele('cbc:PaymentMeansCode', { name: 'SEPA credit transfer' }).txt('58');
    means.ele('cbc:PaymentID').txt(i.Reference);
    const account = means.ele('cac:PayeeFinancialAccount');
    account.ele('cbc:ID').txt(s.Iban);
    account.ele('cbc:Name').txt(s.Name);
    account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(s.Bic);
    if (i.DueDate)
      doc
        .ele('cac:PaymentTerms')
        .ele('cbc:Note')
        .txt(`Payment within 14 days, before ${i.DueDate.slice(0, 10)}`);
  }
  const taxTotal = doc.ele('cac:TaxTotal');
  money(taxTotal, 'cbc:TaxAmount', i.TotalTax);
  for (const t of i.TaxTotals) {
    const sub = taxTotal.ele('cac:TaxSubtotal');
    money(sub, 'cbc:TaxableAmount', t.Base);
    money(sub, 'cbc:TaxAmount', t.Total);
    const category = sub.ele('cac:TaxCategory');
    category.ele('cbc:ID').txt(categoryOf(t.Percentage));
    category.ele('cbc:Percent').txt(String(t.Percentage));
    category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  const lineSum = i.Lines.reduce((n, l) => n + eurosToCents(l.TotalExclTax), 0);
  const totals = doc.ele('cac:LegalMonetaryTotal');
  const put = (name: string, c: number) =>
    totals.ele(name, { currencyID: i.CurrencyIso }).txt(ublAmount(sign * c));
  put('cbc:LineExtensionAmount', lineSum);
  put('cbc:TaxExclusiveAmount', eurosToCents(i.TotalExclTax));
  put('cbc:TaxInclusiveAmount', eurosToCents(i.TotalInclTax));
  put('cbc:PrepaidAmount', eurosToCents(i.TotalPaid));
  put('cbc:PayableAmount', eurosToCents(i.TotalInclTax) - eurosToCents(i.TotalPaid));
  i.Lines.forEach((l, n) => {
    const line = doc.ele(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    line.ele('cbc:ID').txt(String(n + 1));
    line
      .ele(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: 'C62' })
      .txt(String(sign * l.Quantity));
    money(line, 'cbc:LineExtensionAmount', l.TotalExclTax);
    const item = line.ele('cac:Item');
    item.ele('cbc:Name').txt(l.Description.slice(0, 200) || '-');
    const category = item.ele('cac:ClassifiedTaxCategory');
    category.ele('cbc:ID').txt(categoryOf(l.TaxPercentage));
    category.ele('cbc:Percent').txt(String(l.TaxPercentage));
    category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
    line
      .ele('cac:Price')
      .ele('cbc:PriceAmount', { currencyID: i.CurrencyIso })
      .txt(ublAmount(eurosToCents(l.Price)));
  });
  return doc.end({ prettyPrint: true });
}
