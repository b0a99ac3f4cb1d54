import {
  type Cart,
  type CartOption,
  CURRENCY,
  centsToEuros,
  daysInclusive,
  isReservationLocked,
  type Locale,
  localDateTime,
  localeOfLanguageId,
  OPTION_CATEGORY_NAMES,
  type OptionCategory,
  type Reservation,
  type Totals,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { priceCart, priceLines } from '../pricing/booking-pricing.ts';
import { voucherQueries } from '../pricing/voucher.queries.ts';
import { quoteCrc } from '../search/index.ts';
import { type CartRow, type CartSpaceRow, cartQueries } from './cart.queries.ts';

type InvoiceColumns = Pick<
  CartRow,
  | 'invoice_billing_id'
  | 'invoice_company'
  | 'invoice_send_to'
  | 'invoice_email'
  | 'invoice_address'
  | 'invoice_postal_code'
  | 'invoice_city'
  | 'invoice_country'
  | 'invoice_phone_number'
  | 'invoice_po_number'
>;

function presentInvoiceAddress(row: Partial<InvoiceColumns>) {
  return {
    BillingId: row.invoice_billing_id ?? null,
    Company: row.invoice_company ?? null,
    SendTo: row.invoice_send_to ?? null,
    Email: row.invoice_email ?? null,
    Address: row.invoice_address ?? null,
    PostalCode: row.invoice_postal_code ?? null,
    City: row.invoice_city ?? null,
    Country: row.invoice_country ?? null,
    PhoneNumber: row.invoice_phone_number ?? null,
    PoNumber: row.invoice_po_number ?? null,
  };
}

function presentContact(c: {
  type_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  receive_email: number;
}) {
  return {
    TypeId: c.type_id,
    Name: c.name,
    Email: c.email,
    Phone: c.phone,
    ReceiveEmail: c.receive_email === 1,
  };
}

function presentTotals(totals: Totals) {
  return {
    totals,
    TotalExclTax: centsToEuros(totals.totalExclCents),
    TotalInclTax: centsToEuros(totals.totalInclCents),
    TaxTotals: totals.taxTotals.map((t) => ({ Percentage: t.percentage, Total: centsToEuros(t.totalCents) })),
  };
}

/** The space names of a set of space ids, in a locale. */
async function spaceNames(db: Kysely<DB>, ids: number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('spaces')
    .select(['id', 'name_nl', 'name_en'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, locale === 'nl' ? r.name_nl : r.name_en]));
}

/** A held or booked space as carts and reservations both show it. */
function presentBookedSpace(
  s: Pick<
    CartSpaceRow,
    | 'id'
    | 'space_id'
    | 'setting_id'
    | 'seats'
    | 'start_date'
    | 'end_date'
    | 'start_minutes'
    | 'end_minutes'
    | 'price_per_seat_cents'
    | 'price_total_cents'
    | 'tax_percentage'
  >,
  names: Map<number, string>,
) {
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

function spaceCrc(space: CartSpaceRow, meetingTypeId: number, locationId: number): number {
  return quoteCrc({
    meetingTypeId,
    locationId,
    spaceId: space.space_id,
    settingId: space.setting_id,
    startDate: space.start_date,
    endDate: space.end_date,
    startMinutes: space.start_minutes,
    endMinutes: space.end_minutes,
    seats: space.seats,
    priceTotalCents: space.price_total_cents,
    expiresAt: 0,
  });
}

/** A priced option line of a cart or a reservation. */
export interface OptionLineRow {
  option_id: number;
  amount: number;
  price_per_item_cents: number;
  price_total_cents: number;
  tax_percentage: number;
}

/**
 * Every active option of a location with the amounts a booking has, in its language: a cart's list
 * and a reservation's "available options" alike. A reservation may hold several lines of one option
 * (per space or time of day): their amounts and totals add up, the first line's price shows.
 */
export async function optionList(
  db: Kysely<DB>,
  booking: { locationId: number; languageId: number },
  lines: readonly OptionLineRow[] | Promise<readonly OptionLineRow[]>,
): Promise<CartOption[]> {
  const locale = localeOfLanguageId(booking.languageId);
  const [options, chosen] = await Promise.all([
    db
      .selectFrom('options')
      .selectAll()
      .where('location_id', '=', booking.locationId)
      .where('is_active', '=', 1)
      .orderBy('category_id')
      .orderBy('rank')
      .orderBy('id')
      .execute(),
    lines,
  ]);
  const amounts = new Map<number, OptionLineRow>();
  for (const line of chosen) {
    const seen = amounts.get(line.option_id);
    amounts.set(
      line.option_id,
      seen
        ? {
            ...seen,
            amount: seen.amount + line.amount,
            price_total_cents: seen.price_total_cents + line.price_total_cents,
          }
        : line,
    );
  }
  return options.map((o) => {
    const line = amounts.get(o.id);
    return {
      OptionId: o.id,
      CategoryId: o.category_id,
      CategoryName: OPTION_CATEGORY_NAMES[o.category_id as OptionCategory]?.[locale] ?? '',
      Name: locale === 'nl' ? o.name_nl : o.name_en,
      Description: locale === 'nl' ? o.description_nl : o.description_en,
      Amount: line?.amount ?? 0,
      MaxAmount: o.max_amount,
      MaxPP: o.max_pp,
      Rank: o.rank,
      PricePerItem: centsToEuros(line?.price_per_item_cents ?? o.price_cents),
      TotalPrice: centsToEuros(line?.price_total_cents ?? 0),
      TaxPercentage: line?.tax_percentage ?? o.tax_percentage,
      CurrencyIso: CURRENCY.iso,
    };
  });
}

/** Every active option of a location with the cart's amounts, in the cart's language. */
export async function cartOptionList(
  db: Kysely<DB>,
  cart: CartRow,
  lines?: Awaited<ReturnType<typeof cartQueries.options>>,
): Promise<CartOption[]> {
  return optionList(
    db,
    { locationId: cart.location_id, languageId: cart.language_id },
    lines ?? cartQueries.options(db, cart.id),
  );
}

/** The location's packages for a cart's meeting type, priced for its seats and days. */
export async function cartPackageList(db: Kysely<DB>, cart: CartRow) {
  const locale = localeOfLanguageId(cart.language_id);
  const [packages, spaces] = await Promise.all([
    db
      .selectFrom('packages')
      .selectAll()
      .where('location_id', '=', cart.location_id)
      .where('meeting_type_id', '=', cart.meeting_type_id)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    cartQueries.spaces(db, cart.id),
  ]);
  const first = spaces[0];
  const days = first ? daysInclusive(first.start_date, first.end_date) : 1;
  const contents =
    packages.length === 0
      ? []
      : await db
          .selectFrom('package_options as po')
          .innerJoin('options as o', 'o.id', 'po.option_id')
          .select(['po.package_id', 'po.option_id', 'po.amount_per_person', 'o.name_nl', 'o.name_en'])
          .where(
            'po.package_id',
            'in',
            packages.map((p) => p.id),
          )
          .orderBy('o.rank')
          .execute();
  return packages.map((p) => ({
    Id: p.id,
    Name: locale === 'nl' ? p.name_nl : p.name_en,
    Description: locale === 'nl' ? p.description_nl : p.description_en,
    PricePerPerson: centsToEuros(p.price_per_person_cents),
    TaxPercentage: p.tax_percentage,
    Total: centsToEuros(p.price_per_person_cents * cart.seats * days),
    IsSelected: cart.package_id === p.id,
    Options: contents
      .filter((c) => c.package_id === p.id)
      .map((c) => ({
        OptionId: c.option_id,
        Name: locale === 'nl' ? c.name_nl : c.name_en,
        AmountPerPerson: c.amount_per_person,
      })),
  }));
}

/** A cart in the contract's shape. */
export async function cartView(db: Kysely<DB>, cart: CartRow, now: Date): Promise<Cart> {
  const locale = localeOfLanguageId(cart.language_id);
  const [spaces, optionLines, contacts, location] = await Promise.all([
    cartQueries.spaces(db, cart.id),
    cartQueries.options(db, cart.id),
    cartQueries.contacts(db, cart.id),
    db.selectFrom('locations').select(['name']).where('id', '=', cart.location_id).executeTakeFirst(),
  ]);
  const [options, pricing] = await Promise.all([
    cartOptionList(db, cart, optionLines),
    priceCart(db, cart, spaces, optionLines),
  ]);
  const names = await spaceNames(
    db,
    spaces.map((s) => s.space_id),
    locale,
  );
  const chosen = options.filter((o) => o.Amount > 0);
  const money = presentTotals(pricing.totals);
  const first = spaces[0];
  const msLeft = Date.parse(cart.expires_at) - now.getTime();
  return {
    Id: cart.id,
    CartKey: cart.key,
    SearchId: cart.search_id,
    MinutesToExpire: cart.status === 'open' ? Math.max(0, Math.ceil(msLeft / 60_000)) : 0,
    ExpiresAt: cart.expires_at,
    Status: cart.status,
    ReservationId: cart.reservation_id,
    LastStep: cart.last_step,
    LocationId: cart.location_id,
    LocationName: location?.name ?? '',
    MeetingTypeId: cart.meeting_type_id,
    StartDate: localDateTime(first?.start_date ?? ''),
    EndDate: localDateTime(first?.end_date ?? ''),
    StartMinutes: first?.start_minutes ?? 0,
    EndMinutes: first?.end_minutes ?? 0,
    TotalSeats: spaces.reduce((n, s) => Math.max(n, s.seats), 0),
    Seats: cart.seats,
    Name: cart.name ?? '',
    Language: locale,
    LanguageId: cart.language_id,
    ProfileId: cart.profile_id ?? 0,
    CreatedBy: cart.created_by ?? 0,
    CompanyId: cart.company_id,
    CompanyName: cart.company_name,
    Tags: JSON.parse(cart.tags) as string[],
    Comments: cart.comment
      ? [{ TypeId: 6, Text: cart.comment, ProfileId: cart.profile_id ?? 0, CreatedBy: cart.created_by ?? 0 }]
      : [],
    CurrencyIso: CURRENCY.iso,
    TotalExclTax: money.TotalExclTax,
    TotalInclTax: money.TotalInclTax,
    TaxTotals: money.TaxTotals,
    Spaces: spaces.map((s) => ({
      ...presentBookedSpace(s, names),
      Crc: spaceCrc(s, cart.meeting_type_id, cart.location_id),
    })),
    Options: chosen,
    Contacts: contacts.map(presentContact),
    InvoiceAddress: presentInvoiceAddress(cart),
    CartTerms: { Accepted: cart.terms_accepted_at !== null, AcceptedBy: cart.terms_accepted_by },
    VoucherId: cart.voucher_id,
    Discount: centsToEuros(pricing.discountCents),
    CreditUsed: centsToEuros(pricing.creditCents),
    AmountToPay: centsToEuros(pricing.totals.totalInclCents - pricing.creditCents),
    PackageId: cart.package_id,
    PackagePrice: centsToEuros(pricing.packageCharge?.priceCents ?? 0),
  };
}

/** A reservation in the contract's shape, or undefined when it does not exist. */
export async function reservationView(
  db: Kysely<DB>,
  id: number,
  now: Date,
): Promise<Reservation | undefined> {
  const r = await db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const locale = localeOfLanguageId(r.language_id);
  const [spaces, options, contacts, location, cart] = await Promise.all([
    db.selectFrom('reservation_spaces').selectAll().where('reservation_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('reservation_options as ro')
      .innerJoin('options as o', 'o.id', 'ro.option_id')
      .select([
        'ro.option_id',
        'ro.reservation_space_id',
        'ro.start_minutes',
        'ro.amount',
        'ro.price_per_item_cents',
        'ro.price_total_cents',
        'ro.tax_percentage',
        'o.name_nl',
        'o.name_en',
        'o.category_id',
      ])
      .where('ro.reservation_id', '=', id)
      .orderBy('ro.id')
      .execute(),
    db
      .selectFrom('reservation_contacts')
      .selectAll()
      .where('reservation_id', '=', id)
      .orderBy('id')
      .execute(),
    db.selectFrom('locations').select(['name']).where('id', '=', r.location_id).executeTakeFirst(),
    r.cart_id === null
      ? undefined
      : db.selectFrom('carts').select(['key']).where('id', '=', r.cart_id).executeTakeFirst(),
  ]);
  const names = await spaceNames(
    db,
    spaces.map((s) => s.space_id),
    locale,
  );
  const live = spaces.filter((s) => s.is_cancelled === 0);
  const voucher = r.voucher_id === null ? undefined : await voucherQueries.byId(db, r.voucher_id);
  const pkg =
    r.package_id === null
      ? undefined
      : {
          packageId: r.package_id,
          priceCents: r.package_price_cents,
          taxPercentage: r.package_tax_percentage,
        };
  const money = presentTotals(
    priceLines(live, pkg, options, voucher && { row: voucher, discountCents: r.discount_cents }).totals,
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
    LocationName: location?.name ?? '',
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
    CartKey: cart?.key ?? null,
    SearchId: r.search_id,
    CreatedAt: r.created_at,
    Spaces: spaces.map((s) => ({
      ...presentBookedSpace(s, names),
      Crc: 0,
      IsLocked: locked || s.is_locked === 1,
      IsCancelled: s.is_cancelled === 1,
    })),
    Options: options.map((o) => ({
      OptionId: o.option_id,
      Name: locale === 'nl' ? o.name_nl : o.name_en,
      CategoryId: o.category_id,
      Amount: o.amount,
      PricePerItem: centsToEuros(o.price_per_item_cents),
      TotalPrice: centsToEuros(o.price_total_cents),
      TaxPercentage: o.tax_percentage,
      ReservationSpaceId: o.reservation_space_id,
      StartMinutes: o.start_minutes,
    })),
    Contacts: contacts.map(presentContact),
    InvoiceAddress: presentInvoiceAddress(r),
  };
}
