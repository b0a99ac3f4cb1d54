import {
  eurosToCents,
  formatLongDate,
  formatMoney,
  type InvoiceDetail,
  InvoiceStatus,
  type Locale,
} from '@meetspace/domain';
import { horizontalRule, openPdf, PDF_BRAND, PDF_MUTED } from '../../kernel/documents/pdf.ts';

const TEXT = {
  nl: {
    title: { normal: 'Factuur', deposit: 'Aanbetalingsfactuur', credit: 'Creditfactuur' },
    number: 'Factuurnummer',
    issueDate: 'Factuurdatum',
    dueDate: 'Vervaldatum',
    reservation: 'Reservering',
    location: 'Locatie',
    creditOf: 'Crediteert factuur',
    to: 'Aan',
    attention: 't.a.v.',
    vatNumber: 'Btw-nummer',
    po: 'Inkoopordernummer',
    qty: 'Aantal',
    description: 'Omschrijving',
    price: 'Prijs',
    vat: 'Btw',
    amount: 'Bedrag',
    excl: 'Totaal excl. btw',
    vatOf: (p: number, base: string) => `Btw ${p}% over ${base}`,
    incl: 'Totaal incl. btw',
    paid: 'Betaald',
    open: 'Openstaand',
    pay: (amount: string, due: string, iban: string, bic: string, name: string, ref: string) =>
      `Gelieve ${amount} vóór ${due} over te maken op ${iban} (BIC ${bic}) ten name van ${name}, onder vermelding van ${ref}.`,
    paidInFull: 'Deze factuur is volledig betaald. Dank je wel!',
    refund: (amount: string) => `Het te veel betaalde bedrag van ${amount} wordt aan je terugbetaald.`,
    settled: 'Deze creditfactuur wordt verrekend met de gecrediteerde factuur.',
    seller: 'Verkoper',
    kvk: 'KvK',
  },
  en: {
    title: { normal: 'Invoice', deposit: 'Deposit invoice', credit: 'Credit invoice' },
    number: 'Invoice number',
    issueDate: 'Invoice date',
    dueDate: 'Due date',
    reservation: 'Reservation',
    location: 'Location',
    creditOf: 'Credits invoice',
    to: 'To',
    attention: 'Attn.',
    vatNumber: 'VAT number',
    po: 'PO number',
    qty: 'Qty',
    description: 'Description',
    price: 'Price',
    vat: 'VAT',
    amount: 'Amount',
    excl: 'Total excl. VAT',
    vatOf: (p: number, base: string) => `VAT ${p}% on ${base}`,
    incl: 'Total incl. VAT',
    paid: 'Paid',
    open: 'Open',
    pay: (amount: string, due: string, iban: string, bic: string, name: string, ref: string) =>
      `Please transfer ${amount} before ${due} to ${iban} (BIC ${bic}) in the name of ${name}, quoting ${ref}.`,
    paidInFull: 'This invoice has been paid in full. Thank you!',
    refund: (amount: string) => `The amount of ${amount} paid in excess will be refunded to you.`,
    settled: 'This credit invoice is settled against the invoice it credits.',
    seller: 'Seller',
    kvk: 'Chamber of Commerce',
  },
} as const;

/** The title of an invoice by kind. */
export function invoiceTitle(i: Pick<InvoiceDetail, 'StatusId' | 'Type'>, locale: Locale): string {
  const t = TEXT[locale].title;
  return i.StatusId === InvoiceStatus.Credit ? t.credit : i.Type === 'deposit' ? t.deposit : t.normal;
}

/**
 * An issued invoice as a PDF in its language (pdfkit, A4): the seller with its VAT and Chamber of
 * Commerce numbers, the buyer's invoice address, number and dates, the lines, VAT per rate, totals,
 * what is paid and open, and how to pay (IBAN, BIC, the number as reference). `compress: false`
 * leaves the text readable in the file (tests read it).
 */
export async function invoicePdf(
  i: InvoiceDetail,
  locale: Locale,
  extras: { reservationKey: string; compress?: boolean },
): Promise<Buffer> {
  const t = TEXT[locale];
  const money = (euros: number) => formatMoney(eurosToCents(euros), locale);
  const day = (d: string | null) => (d ? formatLongDate(d, locale) : '');
  const title = invoiceTitle(i, locale);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margin: 50,
    compress: extras.compress ?? true,
    info: { Title: `${title} ${i.Number ?? ''}`, Author: i.Seller.Name },
  });
  const s = i.Seller;

  // The seller, top right; the title, top left.
  doc.font('Helvetica-Bold').fontSize(20).fillColor(PDF_BRAND).text(title, left, 50);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(s.Name, left + width / 2, 50, { width: width / 2, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      [
        s.Address,
        `${s.PostalCode} ${s.City}`,
        s.CountryCode === 'NL' ? (locale === 'nl' ? 'Nederland' : 'The Netherlands') : s.CountryCode,
        `${t.vatNumber}: ${s.VatNumber}`,
        `${t.kvk}: ${s.ChamberOfCommerce}`,
        `IBAN: ${s.Iban}  BIC: ${s.Bic}`,
        s.Email,
      ].join('\n'),
      { width: width / 2, align: 'right' },
    );

  // The buyer, and the invoice's number and dates.
  const top = 150;
  doc.font('Helvetica-Bold').fontSize(10).text(t.to, left, top);
  doc.font('Helvetica').fontSize(10);
  const buyer = [
    i.Company,
    i.AttentionOf ? `${t.attention} ${i.AttentionOf}` : null,
    i.Address,
    [i.PostalCode, i.City].filter(Boolean).join(' ') || null,
    i.Country,
    i.VatNumber ? `${t.vatNumber}: ${i.VatNumber}` : null,
    i.PoNumber ? `${t.po}: ${i.PoNumber}` : null,
    i.InvoiceEmail,
  ].filter((x): x is string => Boolean(x));
  doc.text(buyer.join('\n') || '—', left, top + 14, { width: width / 2 - 10 });
  const buyerBottom = doc.y;
  const meta: [string, string][] = [
    [t.number, i.Number ?? ''],
    [t.issueDate, day(i.IssueDate)],
    ...(i.DueDate ? [[t.dueDate, day(i.DueDate)] as [string, string]] : []),
    [t.reservation, `${extras.reservationKey} (#${i.ReservationId})`],
    [t.location, i.LocationName],
    ...(i.CreditOfNumber ? [[t.creditOf, i.CreditOfNumber] as [string, string]] : []),
  ];
  let y = top;
  for (const [label, value] of meta) {
    doc.font('Helvetica-Bold').text(label, left + width / 2, y, { width: width / 4 });
    doc.font('Helvetica').text(value, left + (3 * width) / 4, y, { width: width / 4, align: 'right' });
    y = Math.max(doc.y, y + 14);
  }

  // The lines.
  y = Math.max(buyerBottom, y) + 24;
  const cols = [
    { label: t.qty, x: left, w: 40, align: 'left' as const },
    { label: t.description, x: left + 44, w: width - 44 - 210, align: 'left' as const },
    { label: t.price, x: left + width - 206, w: 70, align: 'right' as const },
    { label: t.vat, x: left + width - 132, w: 40, align: 'right' as const },
    { label: t.amount, x: left + width - 88, w: 88, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(9.5);
  for (const c of cols) doc.text(c.label, c.x, y, { width: c.w, align: c.align });
  y += 14;
  horizontalRule(doc, left, y, width, '#9aa7a3');
  y += 5;
  doc.font('Helvetica').fontSize(9.5);
  for (const l of i.Lines) {
    const cells = [
      String(l.Quantity),
      l.Description,
      money(l.Price),
      `${l.TaxPercentage}%`,
      money(l.TotalExclTax),
    ];
    const height = Math.max(...cells.map((c, n) => doc.heightOfString(c, { width: cols[n]?.w ?? 40 })));
    if (y + height > doc.page.height - 160) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    cells.forEach((c, n) => {
      const col = cols[n];
      if (col) doc.text(c, col.x, y, { width: col.w, align: col.align });
    });
    y += height + 4;
  }
  horizontalRule(doc, left, y, width, '#9aa7a3');
  y += 8;

  // Totals: excl., VAT per rate with its base, incl., paid, open.
  const total = (label: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .text(label, left + width / 2 - 40, y, { width: width / 2 - 50 });
    doc.text(value, left + width - 88, y, { width: 88, align: 'right' });
    y += 14;
  };
  total(t.excl, money(i.TotalExclTax));
  for (const v of i.TaxTotals) total(t.vatOf(v.Percentage, money(v.Base)), money(v.Total));
  total(t.incl, money(i.TotalInclTax), true);
  if (i.TotalPaid !== 0) total(t.paid, money(i.TotalPaid));
  total(t.open, money(i.TotalOpen), true);

  // How to pay.
  y += 14;
  doc.font('Helvetica').fontSize(10).fillColor('black');
  const open = i.TotalOpen;
  const how =
    i.StatusId === InvoiceStatus.Credit
      ? open < 0
        ? t.refund(money(-open))
        : t.settled
      : open > 0
        ? t.pay(money(open), day(i.DueDate ?? i.IssueDate), s.Iban, s.Bic, s.Name, i.Reference)
        : open < 0
          ? t.refund(money(-open))
          : t.paidInFull;
  doc.text(how, left, y, { width });

  // Seller's registration at the foot.
  const footer = `${s.Name} · ${s.Address}, ${s.PostalCode} ${s.City} · ${t.vatNumber} ${s.VatNumber} · ${t.kvk} ${s.ChamberOfCommerce} · IBAN ${s.Iban} · ${s.Email}`;
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.fontSize(8).fillColor(PDF_MUTED);
  const fh = doc.heightOfString(footer, { width });
  doc.text(footer, left, bottom - fh, { width, align: 'center' });
  doc.fillColor('black');
  doc.end();
  return done;
}
