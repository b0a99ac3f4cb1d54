import {
  CURRENCY,
  cancellationFeeCents,
  catalogueText,
  centsToEuros,
  chargedTotals,
  type InvoiceAddress,
  isReservationLocked,
  type Locale,
  localDateTime,
  localeOfLanguageId,
  type Reservation,
  ReservationStatus,
  type Totals,
} from '@meetspace/domain';
import type { InvoiceAddressColumns, PeriodColumns } from '../db/schema-booking.ts';
import { presentTotals } from '../pricing/index.ts';
import { INVOICE_ADDRESS_FIELDS } from './invoice-address.ts';
import type { ContactRow, ContactValues, ReservationRow } from './reservation.queries.ts';
import type { ReservationSpaceRow, reservationLineQueries } from './reservation-lines.queries.ts';
import type { ExternalLinkRow } from './reservation-links.queries.ts';

/** An invoice address (a cart's or a reservation's) as the contract shows it. */
export function presentInvoiceAddress(row: Partial<InvoiceAddressColumns>): InvoiceAddress {
  return Object.fromEntries(
    INVOICE_ADDRESS_FIELDS.map(([column, name]) => [name, row[column] ?? null]),
  ) as unknown as InvoiceAddress;
}

/** A contact of a cart or a reservation (also as revisions record it: without its row id). */
export function presentContact(c: ContactValues) {
  return {
    TypeId: c.type_id,
    Name: c.name,
    Email: c.email,
    Phone: c.phone,
    ReceiveEmail: c.receive_email === 1,
  };
}

/** A reservation's contact with its id (`GET /v2/reservation/{id}/contacts`). */
export function presentContactRow(c: ContactRow) {
  return { Id: c.id, ...presentContact(c) };
}

/** The columns of a held or booked space that carts and reservations both show. */
export type BookedSpaceColumns = Pick<
  ReservationSpaceRow,
  'id' | 'space_id' | 'setting_id' | 'seats' | 'price_per_seat_cents' | 'price_total_cents' | 'tax_percentage'
> &
  Pick<PeriodColumns, 'start_date' | 'end_date' | 'start_minutes' | 'end_minutes'>;

/** A held or booked space as carts and reservations both show it. */
export function presentBookedSpace(s: BookedSpaceColumns, names: ReadonlyMap<number, string>) {
  return {
    Id: s.id,
    SpaceId: s.space_id,
    SpaceName: names.get(s.space_id) ?? '',
    SettingId: s.setting_id,
    Seats: s.seats,
    StartDate: localDateTime(s.start_date),
    EndDate: localDateTime(s.end_date),
    StartMinutes: s.start_minutes,
    EndMinutes: s.end_minutes,
    PricePerSeat: centsToEuros(s.price_per_seat_cents),
    PriceTotal: centsToEuros(s.price_total_cents),
    TaxPercentage: s.tax_percentage,
  };
}

/** What a reservation's view is made of besides its row. */
export interface ReservationParts {
  spaces: ReservationSpaceRow[];
  options: Awaited<ReturnType<typeof reservationLineQueries.optionsWithCatalogue>>;
  contacts: ContactRow[];
  locationName: string | undefined;
  cartKey: string | null;
  spaceNames: ReadonlyMap<number, string>;
  /** The totals as its lines add up now (see priceLines); of a cancelled one, as they were booked. */
  totals: Totals;
  /** The language of catalogue names (the page's); the reservation's own language without it. */
  locale?: Locale;
}

/** The cancellation fee percentage a cancelled reservation charges (0 when free); undefined when not cancelled. */
const chargedPercentage = (r: ReservationRow): number | undefined =>
  r.status_id === ReservationStatus.Cancelled ? (r.cancel_fee_percentage ?? 0) : undefined;

/**
 * A reservation in the contract's shape. A cancelled one's money fields are what it charges: the
 * cancellation fee, or zero (its spaces and options stay listed as what was booked).
 */
export function presentReservation(r: ReservationRow, parts: ReservationParts, now: Date): Reservation {
  const locale: Locale = parts.locale ?? localeOfLanguageId(r.language_id);
  const charged = chargedPercentage(r);
  const money = presentTotals(
    charged === undefined
      ? parts.totals
      : chargedTotals(parts.totals, cancellationFeeCents(r.total_incl_cents, charged)),
  );
  const open = Math.max(0, money.totals.totalInclCents - r.total_paid_cents);
  const msUntil = Date.parse(r.starts_at) - now.getTime();
  const locked = isReservationLocked(r, now);
  return {
    Id: r.id,
    Key: r.key,
    StatusId: r.status_id,
    Name: r.name,
    ProfileId: r.profile_id ?? 0,
    CompanyId: r.company_id,
    LocationId: r.location_id,
    LocationName: parts.locationName ?? '',
    MeetingtypeId: r.meeting_type_id,
    LanguageId: r.language_id,
    StartDate: localDateTime(r.start_date),
    EndDate: localDateTime(r.end_date),
    StartMinutes: r.start_minutes,
    EndMinutes: r.end_minutes,
    HoursUntilStart: Math.trunc(msUntil / 3_600_000),
    DaysUntilStart: Math.trunc(msUntil / 86_400_000),
    TotalSeats: r.total_seats,
    CurrencyIso: CURRENCY.iso,
    TotalExclTax: money.TotalExclTax,
    TotalInclTax: money.TotalInclTax,
    TaxTotals: money.TaxTotals,
    TotalPaid: centsToEuros(r.total_paid_cents),
    TotalOpen: centsToEuros(open),
    AmountToPay: centsToEuros(open),
    HasInvoice: r.has_invoice === 1,
    IsLocked: locked,
    VoucherId: r.voucher_id,
    Discount: centsToEuros(r.discount_cents),
    PackageId: r.package_id,
    PackagePrice: centsToEuros(r.package_price_cents),
    Comment: r.comment,
    Tags: JSON.parse(r.tags) as string[],
    CartKey: parts.cartKey,
    SearchId: r.search_id,
    TenderId: r.tender_id ?? null,
    ProposalKey: r.proposal_key ?? null,
    CreatedAt: r.created_at,
    Spaces: parts.spaces.map((s) => ({
      ...presentBookedSpace(s, parts.spaceNames),
      Crc: 0,
      IsLocked: locked || s.is_locked === 1,
      IsCancelled: s.is_cancelled === 1,
    })),
    Options: parts.options.map((o) => ({
      OptionId: o.option_id,
      Name: catalogueText(locale, o.name_nl, o.name_en),
      CategoryId: o.category_id,
      Amount: o.amount,
      PricePerItem: centsToEuros(o.price_per_item_cents),
      TotalPrice: centsToEuros(o.price_total_cents),
      TaxPercentage: o.tax_percentage,
      ReservationSpaceId: o.reservation_space_id,
      StartMinutes: o.start_minutes,
    })),
    Contacts: parts.contacts.map(presentContact),
    InvoiceAddress: presentInvoiceAddress(r),
  };
}

/** A reservation in the member's list. */
export function presentSummary(r: ReservationRow & { location_name: string }, now: Date) {
  return {
    Id: r.id,
    Key: r.key,
    StatusId: r.status_id,
    Name: r.name,
    LocationId: r.location_id,
    LocationName: r.location_name,
    MeetingtypeId: r.meeting_type_id,
    StartDate: localDateTime(r.start_date),
    EndDate: localDateTime(r.end_date),
    StartMinutes: r.start_minutes,
    EndMinutes: r.end_minutes,
    TotalSeats: r.total_seats,
    // A cancelled reservation's total is what it charges: the cancellation fee, or zero.
    TotalInclTax: centsToEuros(cancellationFeeCents(r.total_incl_cents, chargedPercentage(r) ?? 100)),
    IsLocked: isReservationLocked(r, now),
    HasInvoice: r.has_invoice === 1,
  };
}

/** An external link as the contract shows it. */
export function presentExternalLink(l: ExternalLinkRow) {
  return { Id: l.id, TypeId: l.type_id, Url: l.url, Title: l.title, CreatedAt: l.created_at };
}

/** An external link as revisions record it. */
export function externalLinkValue(l: ExternalLinkRow) {
  return { Id: l.id, TypeId: l.type_id, Url: l.url, Title: l.title };
}

/** A program item as the contract shows it. */
export function presentProgramItem(p: {
  id: number;
  start_minutes: number;
  end_minutes: number;
  title: string;
  description: string | null;
}) {
  return {
    Id: p.id,
    StartMinutes: p.start_minutes,
    EndMinutes: p.end_minutes,
    Title: p.title,
    Description: p.description,
  };
}

/** A reservation of a series. */
export function presentSeriesMember(m: {
  id: number;
  name: string;
  start_date: string;
  start_minutes: number;
  end_minutes: number;
  status_id: number;
}) {
  return {
    Id: m.id,
    Name: m.name,
    StartDate: localDateTime(m.start_date),
    StartMinutes: m.start_minutes,
    EndMinutes: m.end_minutes,
    StatusId: m.status_id,
  };
}
