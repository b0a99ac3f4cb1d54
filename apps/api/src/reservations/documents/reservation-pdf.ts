import {
  eurosToCents,
  formatLongDate,
  formatMoney,
  type Locale,
  minutesToTime,
  type Reservation,
  ReservationStatus,
} from '@meetspace/domain';
import { horizontalRule, openPdf, PDF_BRAND, PDF_MUTED } from '../../kernel/documents/pdf.ts';
import type { PdfVenue } from './reservation-pdf.queries.ts';

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
    venue: 'Adres en route',
    contactVenue: 'Contact locatie',
    routePlanner: 'Routeplanner',
    policy: 'Annuleringsvoorwaarden',
    policyFree: (hours: number) =>
      `Kosteloos annuleren of de datum wijzigen kan tot ${hours} uur voor aanvang.`,
    policyNone: 'Annuleren is kosteloos tot de aanvang.',
    policyRule: (hours: number, percentage: number) =>
      `Minder dan ${hours} uur voor aanvang: ${percentage}% van de totaalprijs.`,
    policyGroup: (seats: number) => `Voor je groep van ${seats} personen geldt:`,
    policyHow: 'Annuleren doe je zelf onder Mijn reserveringen, of via de link in je bevestigingsmail.',
    company: 'Meetspace is een dienst van',
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
    venue: 'Address and route',
    contactVenue: 'Contact the location',
    routePlanner: 'Route planner',
    policy: 'Cancellation policy',
    policyFree: (hours: number) =>
      `You can cancel or change the date free of charge up to ${hours} hours before the start.`,
    policyNone: 'Cancelling is free of charge until the start.',
    policyRule: (hours: number, percentage: number) =>
      `Less than ${hours} hours before the start: ${percentage}% of the total price.`,
    policyGroup: (seats: number) => `For your group of ${seats} people:`,
    policyHow: 'Cancel yourself under My reservations, or with the link in your confirmation e-mail.',
    company: 'Meetspace is a service of',
  },
} as const;

/** The operator, as the site's contact page names it (apps/web/src/features/pages/contact-details.ts). */
export const COMPANY = {
  name: 'Meetspace B.V.',
  address: 'Vredenburg 40, 3511 BD Utrecht',
  email: 'support@meetspace.example',
  phone: '+31 30 760 40 00',
  website: 'meetspace.example',
} as const;

/** One rule of the booking terms' cancel table (`cancel_rules`). */
export interface PdfCancelRule {
  hoursBeforeStart: number;
  percentage: number;
  minSeats: number;
}

/** What the confirmation prints beyond the reservation itself. */
export interface PdfExtras {
  venue?: PdfVenue;
  cancelRules: readonly PdfCancelRule[];
  /** The group size the cancel rules are chosen for. */
  seats: number;
}

/**
 * The cancellation policy for a group, in words: the rules for its size (at least `minSeats`),
 * latest threshold first; free before the earliest one.
 */
export function cancellationPolicyLines(
  rules: readonly PdfCancelRule[],
  seats: number,
  locale: Locale,
): string[] {
  const t = TEXT[locale];
  const applying = rules
    .filter((rule) => seats >= rule.minSeats && rule.percentage > 0)
    .sort((a, b) => b.hoursBeforeStart - a.hoursBeforeStart || b.percentage - a.percentage);
  const first = applying[0];
  if (!first) return [t.policyNone, t.policyHow];
  return [
    t.policyFree(first.hoursBeforeStart),
    t.policyGroup(seats),
    ...applying.map((rule) => `• ${t.policyRule(rule.hoursBeforeStart, rule.percentage)}`),
    t.policyHow,
  ];
}

/** The Meetspace mark, drawn: a rounded square with a white "M", and the name beside it. */
function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc.save();
  doc.roundedRect(x, y, 28, 28, 6).fill(PDF_BRAND);
  doc
    .moveTo(x + 7, y + 21)
    .lineTo(x + 7, y + 8)
    .lineTo(x + 14, y + 16)
    .lineTo(x + 21, y + 8)
    .lineTo(x + 21, y + 21)
    .lineWidth(2.6)
    .lineJoin('round')
    .lineCap('round')
    .stroke('#ffffff');
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(PDF_BRAND)
    .text('Meetspace', x + 36, y + 6, { lineBreak: false });
  doc.font('Helvetica').fillColor('black');
}

/** A section heading in the brand colour. */
function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(PDF_BRAND).text(text);
  doc.font('Helvetica').fontSize(10.5).fillColor('black').moveDown(0.2);
}

/** A reservation's confirmation as a PDF in its language (pdfkit, A4). */
export async function reservationPdf(
  r: Reservation,
  locale: Locale,
  extras: PdfExtras = { cancelRules: [], seats: 0 },
): Promise<Buffer> {
  const t = TEXT[locale];
  const money = (euros: number) => formatMoney(eurosToCents(euros), locale);
  const day = (date: string) => formatLongDate(date, locale);
  const { doc, done, left, width } = await openPdf({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} #${r.Id}`, Author: 'Meetspace' },
  });
  drawLogo(doc, left, 40);
  doc.y = 84;
  doc.x = left;
  doc.fontSize(20).text(t.title);
  doc.moveDown(0.3).fontSize(10.5);
  doc.text(`${t.number}: ${r.Id} (${t.status[r.StatusId] ?? r.StatusId})`);
  if (r.Name) doc.text(r.Name);
  const days = r.StartDate === r.EndDate ? day(r.StartDate) : `${day(r.StartDate)} – ${day(r.EndDate)}`;
  doc
    .font('Helvetica-Bold')
    .text(`${t.when}: ${days}, ${minutesToTime(r.StartMinutes)}–${minutesToTime(r.EndMinutes)}`);
  doc.font('Helvetica');

  const venue = extras.venue;
  heading(doc, venue ? t.venue : t.location);
  doc
    .font('Helvetica-Bold')
    .text(venue?.name ?? r.LocationName)
    .font('Helvetica');
  if (venue) {
    doc.text(venue.address).text(`${venue.postalCode} ${venue.city}`);
    const contact = [venue.phone, venue.email].filter(Boolean).join(' · ');
    if (contact) doc.text(`${t.contactVenue}: ${contact}`);
    const directions = venue.directions[locale].trim();
    if (directions) doc.moveDown(0.3).text(directions, { width });
    const lat = venue.latitude.toFixed(5);
    const lng = venue.longitude.toFixed(5);
    const planner = `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`;
    doc
      .moveDown(0.3)
      .fillColor(PDF_BRAND)
      .text(`${t.routePlanner}: ${planner}`, { link: planner, underline: true });
    doc.fillColor('black');
  }

  // A cancelled reservation shows only what it charges: the cancellation fee, or zero.
  if (r.StatusId === ReservationStatus.Cancelled) {
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .text(`${t.charged}: ${money(r.TotalInclTax)}`)
      .font('Helvetica');
  } else {
    heading(doc, t.spaces);
    for (const s of r.Spaces) doc.text(`${s.SpaceName} — ${s.Seats} ${t.seats} — ${money(s.PriceTotal)}`);
    if (r.Options.length > 0) {
      heading(doc, t.options);
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

  heading(doc, t.policy);
  for (const line of cancellationPolicyLines(extras.cancelRules, extras.seats, locale))
    doc.text(line, { width });

  // Company details at the foot of the last page.
  const footer = `${t.company} ${COMPANY.name} · ${COMPANY.address} · ${COMPANY.email} · ${COMPANY.phone} · ${COMPANY.website}`;
  const bottom = doc.page.height - doc.page.margins.bottom;
  doc.fontSize(8.5).fillColor(PDF_MUTED);
  const footerHeight = doc.heightOfString(footer, { width });
  if (doc.y > bottom - footerHeight - 12) doc.addPage();
  horizontalRule(doc, left, bottom - footerHeight - 6, width, '#d5ddda');
  doc.text(footer, left, bottom - footerHeight, { width, align: 'center' });
  doc.fillColor('black');
  doc.end();
  return done;
}
