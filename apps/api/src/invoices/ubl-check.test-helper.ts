import { XMLParser } from 'fast-xml-parser';
import { isValidDutchVatNumber, isValidIban } from './seller.ts';

// biome-ignore lint/suspicious/noExplicitAny: a parsed XML tree
type Node = any;

const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal'].includes(name),
});

const text = (n: Node): string =>
  n === undefined || n === null ? '' : typeof n === 'object' ? String(n['#text'] ?? '') : String(n);
const cents = (n: Node): number => Math.round(Number(text(n)) * 100);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Checks a UBL document against the Peppol BIS Billing 3.0 / EN 16931 rules that can be checked
 * without the official Schematron: the required elements, the sums (BR-CO-10..16), the VAT breakdown
 * per rate (BR-CO-17 within its one-unit tolerance, BR-S-08 bases by rate), dates, and the
 * credit note's form. Returns the parsed root and every violation found (empty when it passes).
 */
export function checkUbl(xml: string): { root: Node; kind: 'Invoice' | 'CreditNote'; violations: string[] } {
  const doc = parser.parse(xml);
  const kind = doc.Invoice ? 'Invoice' : 'CreditNote';
  const root = doc.Invoice ?? doc.CreditNote;
  const v: string[] = [];
  const need = (ok: boolean, rule: string) => {
    if (!ok) v.push(rule);
  };
  need(root !== undefined, 'root is Invoice or CreditNote');
  if (!root) return { root, kind, violations: v };
  need(
    text(root.CustomizationID) ===
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    'BT-24 CustomizationID',
  );
  need(text(root.ProfileID) === 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0', 'BT-23 ProfileID');
  need(/^\d{4}-\d{6}$/.test(text(root.ID)), 'BT-1 ID');
  need(DATE.test(text(root.IssueDate)), 'BT-2 IssueDate');
  const typeCode = text(kind === 'Invoice' ? root.InvoiceTypeCode : root.CreditNoteTypeCode);
  need(kind === 'Invoice' ? typeCode === '380' : typeCode === '381', 'BT-3 type code');
  if (kind === 'Invoice') {
    need(
      DATE.test(text(root.DueDate)) && text(root.DueDate) >= text(root.IssueDate),
      'BT-9 DueDate after IssueDate',
    );
    need(isValidIban(text(root.PaymentMeans?.PayeeFinancialAccount?.ID)), 'BT-84 IBAN');
  } else {
    need(text(root.BillingReference?.InvoiceDocumentReference?.ID) !== '', 'BT-25 preceding invoice');
  }
  need(text(root.DocumentCurrencyCode) === 'EUR', 'BT-5 currency');
  need(
    text(root.BuyerReference) !== '' || text(root.OrderReference?.ID) !== '',
    'PEPPOL-R003 buyer or order reference',
  );
  const seller = root.AccountingSupplierParty?.Party;
  const buyer = root.AccountingCustomerParty?.Party;
  need(text(seller?.EndpointID) !== '' && text(buyer?.EndpointID) !== '', 'PEPPOL-R020/R010 endpoints');
  need(text(seller?.PartyLegalEntity?.RegistrationName) !== '', 'BT-27 seller name');
  need(isValidDutchVatNumber(text(seller?.PartyTaxScheme?.CompanyID)), 'BT-31 seller VAT number');
  need(text(seller?.PostalAddress?.Country?.IdentificationCode) === 'NL', 'BT-40 seller country');
  need(text(buyer?.PartyLegalEntity?.RegistrationName) !== '', 'BT-44 buyer name');
  need(/^[A-Z]{2}$/.test(text(buyer?.PostalAddress?.Country?.IdentificationCode)), 'BT-55 buyer country');

  const lines: Node[] = (kind === 'Invoice' ? root.InvoiceLine : root.CreditNoteLine) ?? [];
  need(lines.length > 0, 'BG-25 at least one line');
  const baseByRate = new Map<string, number>();
  for (const line of lines) {
    const qty = Number(text(kind === 'Invoice' ? line.InvoicedQuantity : line.CreditedQuantity));
    const price = cents(line.Price?.PriceAmount);
    need(price >= 0, 'BR-27 price not negative');
    need(
      Math.round(qty * price) === cents(line.LineExtensionAmount),
      `PEPPOL-R120 line ${text(line.ID)} = qty × price`,
    );
    const rate = text(line.Item?.ClassifiedTaxCategory?.Percent);
    need(text(line.Item?.Name) !== '', 'BT-153 item name');
    baseByRate.set(rate, (baseByRate.get(rate) ?? 0) + cents(line.LineExtensionAmount));
  }
  const t = root.LegalMonetaryTotal;
  const lineSum = lines.reduce((n, l) => n + cents(l.LineExtensionAmount), 0);
  need(cents(t?.LineExtensionAmount) === lineSum, 'BR-CO-10 sum of lines');
  need(cents(t?.TaxExclusiveAmount) === lineSum, 'BR-CO-13 tax exclusive = lines (no allowances)');
  const taxTotal = cents(root.TaxTotal?.TaxAmount);
  const subtotals: Node[] = root.TaxTotal?.TaxSubtotal ?? [];
  need(subtotals.reduce((n, s) => n + cents(s.TaxAmount), 0) === taxTotal, 'BR-CO-14 VAT = sum of subtotals');
  need(
    cents(t?.TaxExclusiveAmount) + taxTotal === cents(t?.TaxInclusiveAmount),
    'BR-CO-15 inclusive = exclusive + VAT',
  );
  need(
    cents(t?.TaxInclusiveAmount) - cents(t?.PrepaidAmount) === cents(t?.PayableAmount),
    'BR-CO-16 payable = inclusive − prepaid',
  );
  need(subtotals.length === baseByRate.size, 'BR-S-08 one subtotal per rate');
  for (const s of subtotals) {
    const rate = text(s.TaxCategory?.Percent);
    need(cents(s.TaxableAmount) === (baseByRate.get(rate) ?? Number.NaN), `BR-S-08 base of ${rate}%`);
    const expected = Math.round((cents(s.TaxableAmount) * Number(rate)) / 100);
    need(Math.abs(cents(s.TaxAmount) - expected) <= 100, `BR-CO-17 VAT of ${rate}%`);
    need(text(s.TaxCategory?.ID) === (Number(rate) > 0 ? 'S' : 'Z'), `BR-S/Z category of ${rate}%`);
  }
  return { root, kind, violations: v };
}
