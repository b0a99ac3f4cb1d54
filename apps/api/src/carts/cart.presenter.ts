import {
  type Cart,
  type CartOption,
  CURRENCY,
  catalogueText,
  centsToEuros,
  type Locale,
  localDateTime,
  localeOfLanguageId,
} from '@meetspace/domain';
import { type BookingPricing, presentTotals } from '../pricing/index.ts';
import { presentBookedSpace, presentContact, presentInvoiceAddress } from '../reservations/index.ts';
import { quoteCrc } from '../search/index.ts';
import type { CartRow, CartSpaceRow } from './cart.queries.ts';

/** What a cart's view is made of besides its row. */
export interface CartParts {
  spaces: CartSpaceRow[];
  /** Its options with an amount (the location's list, as `GET /v1/cart/{key}/option` shows it). */
  options: CartOption[];
  contacts: {
    type_id: number;
    name: string;
    email: string | null;
    phone: string | null;
    receive_email: number;
  }[];
  locationName: string | undefined;
  spaceNames: ReadonlyMap<number, string>;
  pricing: BookingPricing;
}

/** The checksum of a held space as a quote of it would carry. */
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

/** A cart in the contract's shape. */
export function presentCart(cart: CartRow, parts: CartParts, now: Date): Cart {
  const locale: Locale = localeOfLanguageId(cart.language_id);
  const { spaces, pricing } = parts;
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
    LocationName: parts.locationName ?? '',
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
      ...presentBookedSpace(s, parts.spaceNames),
      Crc: spaceCrc(s, cart.meeting_type_id, cart.location_id),
    })),
    Options: parts.options.filter((o) => o.Amount > 0),
    Contacts: parts.contacts.map(presentContact),
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

/** A package of the location as the booking wizard offers it, priced for the cart's seats and days. */
export function presentPackage(
  p: {
    id: number;
    name_nl: string;
    name_en: string;
    description_nl: string;
    description_en: string;
    price_per_person_cents: number;
    tax_percentage: number;
  },
  contents: readonly { option_id: number; name_nl: string; name_en: string; amount_per_person: number }[],
  booking: { locale: Locale; seats: number; days: number; selectedId: number | null },
) {
  const { locale } = booking;
  return {
    Id: p.id,
    Name: catalogueText(locale, p.name_nl, p.name_en),
    Description: catalogueText(locale, p.description_nl, p.description_en),
    PricePerPerson: centsToEuros(p.price_per_person_cents),
    TaxPercentage: p.tax_percentage,
    Total: centsToEuros(p.price_per_person_cents * booking.seats * booking.days),
    IsSelected: booking.selectedId === p.id,
    Options: contents.map((c) => ({
      OptionId: c.option_id,
      Name: catalogueText(locale, c.name_nl, c.name_en),
      AmountPerPerson: c.amount_per_person,
    })),
  };
}
