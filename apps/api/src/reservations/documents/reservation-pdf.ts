import {
  eurosToCents,
  formatLongDate,
  formatMoney,
  type Locale,
  minutesToTime,
  type Reservation,
  ReservationStatus,
} from '@meetspace/domain';

const TEXT = {
  nl: {
    title: 'Reserveringsbevestiging',
    number: 'Reserveringsnummer',
    status: { 1: 'Optie', 2: 'Definitief', 3: 'Geannuleerd' } as Record<number, string>,
    location: 'Locatie',
    when: 'Datum en tijd',
    spaces: 'Ruimtes',
    seats: 'personen',
    options: "Extra's",
    excl: 'Totaal excl. btw',
    vat: (p: number) => `Btw ${p}%`,
    incl: 'Totaal incl. btw',
    discount: 'Korting',
    paid: 'Betaald',
    open: 'Nog te betalen',
    booker: 'Geboekt door',
    invoice: 'Factuuradres',
    charged: 'In rekening gebracht (annuleringskosten)',
  },
  en: {
    title: 'Booking confirmation',
    number: 'Reservation number',
    status: { 1: 'Option', 2: 'Definite', 3: 'Cancelled' } as Record<number, string>,
    location: 'Location',
    when: 'Date and time',
    spaces: 'Spaces',
    seats: 'people',
    options: 'Extras',
    excl: 'Total excl. VAT',
    vat: (p: number) => `VAT ${p}%`,
    incl: 'Total incl. VAT',
    discount: 'Discount',
    paid: 'Paid',
    open: 'To pay',
    booker: 'Booked by',
    invoice: 'Invoice address',
    charged: 'Charged (cancellation fee)',
  },
} as const;

/** A reservation's confirmation as a PDF in its language (pdfkit, A4). */
export async function reservationPdf(r: Reservation, locale: Locale): Promise<Buffer> {
  // Loaded on the first PDF: pdfkit and its fonts weigh about 20 MB of memory.
  const { default: PDFDocument } = await import('pdfkit');
  const t = TEXT[locale];
  const money = (euros: number) => formatMoney(eurosToCents(euros), locale);
  const day = (date: string) => formatLongDate(date, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} #${r.Id}`, Author: 'Meetspace' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text(t.title);
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${t.number}: ${r.Id} (${t.status[r.StatusId] ?? r.StatusId})`);
  if (r.Name) doc.text(r.Name);
  doc.moveDown();
  doc.text(`${t.location}: ${r.LocationName}`);
  const days = r.StartDate === r.EndDate ? day(r.StartDate) : `${day(r.StartDate)} – ${day(r.EndDate)}`;
  doc.text(`${t.when}: ${days}, ${minutesToTime(r.StartMinutes)}–${minutesToTime(r.EndMinutes)}`);
  // A cancelled reservation shows only what it charges: the cancellation fee, or zero.
  if (r.StatusId === ReservationStatus.Cancelled) {
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text(`${t.charged}: ${money(r.TotalInclTax)}`)
      .font('Helvetica');
  } else {
    doc.moveDown().fontSize(13).text(t.spaces).fontSize(11);
    for (const s of r.Spaces) doc.text(`${s.SpaceName} — ${s.Seats} ${t.seats} — ${money(s.PriceTotal)}`);
    if (r.Options.length > 0) {
      doc.moveDown().fontSize(13).text(t.options).fontSize(11);
      for (const o of r.Options) doc.text(`${o.Amount} × ${o.Name} — ${money(o.TotalPrice)}`);
    }
    doc.moveDown();
    if (r.Discount > 0) doc.text(`${t.discount}: -${money(r.Discount)}`);
    doc.text(`${t.excl}: ${money(r.TotalExclTax)}`);
    for (const v of r.TaxTotals) doc.text(`${t.vat(v.Percentage)}: ${money(v.Total)}`);
    doc
      .font('Helvetica-Bold')
      .text(`${t.incl}: ${money(r.TotalInclTax)}`)
      .font('Helvetica');
  }
  if (r.TotalPaid > 0) doc.text(`${t.paid}: ${money(r.TotalPaid)} — ${t.open}: ${money(r.TotalOpen)}`);
  const booker = r.Contacts.find((c) => c.TypeId === 1);
  if (booker) doc.moveDown().text(`${t.booker}: ${booker.Name}${booker.Email ? ` <${booker.Email}>` : ''}`);
  const a = r.InvoiceAddress;
  const address = [
    a.Company,
    a.SendTo,
    a.Address,
    [a.PostalCode, a.City].filter(Boolean).join(' '),
    a.Country,
  ].filter(Boolean);
  if (address.length > 0) doc.moveDown().text(`${t.invoice}:`).text(address.join('\n'));
  doc.end();
  return done;
}
