import { z } from 'zod';
import {
  channelFilterParam,
  featuredCountParam,
  bodyId as id,
  idParam,
  optionalId,
  optionalIdParam,
  zeroMeansNone,
} from '../common/common.schemas.ts';

const money = z.number();
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** `POST /v1/availability/select`: a quote from a search result (mobile clients send more). */
export const selectBody = z.object({
  SearchId: id,
  LocationId: id,
  Hash: z.string().trim().min(1, 'Hash is required').max(1000),
  SpaceId: optionalId(),
  CartType: z.string().max(50).optional(),
  CurrencyId: optionalId(z.number().int()),
  Crc: z.number().int().min(0).optional(),
  PricePerSeat: z.number().min(0).optional(),
});
export type SelectBody = z.infer<typeof selectBody>;

export const cartKeyParams = z.object({ key: z.string().min(8).max(64) });
export const cartOptionParams = cartKeyParams.extend({ id: idParam });

export const invoiceAddress = z.object({
  BillingId: z.number().int().nullable(),
  Company: z.string().nullable(),
  SendTo: z.string().nullable(),
  Email: z.string().nullable(),
  Address: z.string().nullable(),
  PostalCode: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  PoNumber: z.string().nullable(),
});
export type InvoiceAddress = z.infer<typeof invoiceAddress>;

export const contact = z.object({
  TypeId: z.number().int(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  ReceiveEmail: z.boolean(),
});

export const taxTotal = z.object({ Percentage: z.number(), Total: money });

export const cartSpace = z.object({
  Id: z.number().int(),
  SpaceId: z.number().int(),
  SpaceName: z.string(),
  SettingId: z.number().int(),
  Seats: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  PricePerSeat: money,
  PriceTotal: money,
  TaxPercentage: z.number(),
  Crc: z.number().int(),
});

export const cartOption = z.object({
  OptionId: z.number().int(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  Name: z.string(),
  Description: z.string(),
  Amount: z.number().int(),
  MaxAmount: z.number().int(),
  MaxPP: z.number().int(),
  Rank: z.number().int(),
  PricePerItem: money,
  TotalPrice: money,
  TaxPercentage: z.number(),
  CurrencyIso: z.string(),
});
export type CartOption = z.infer<typeof cartOption>;

export const cart = z.object({
  Id: z.number().int(),
  CartKey: z.string(),
  SearchId: z.number().int().nullable(),
  MinutesToExpire: z.number().int(),
  ExpiresAt: z.string(),
  Status: z.enum(['open', 'finalized', 'deleted']),
  ReservationId: z.number().int().nullable(),
  LastStep: z.number().int(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  MeetingTypeId: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  TotalSeats: z.number().int(),
  Seats: z.number().int(),
  Name: z.string(),
  Language: z.enum(['nl', 'en']),
  LanguageId: z.number().int(),
  ProfileId: z.number().int(),
  CreatedBy: z.number().int(),
  CompanyId: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
  Tags: z.array(z.string()),
  Comments: z.array(
    z.object({
      TypeId: z.number().int(),
      Text: z.string(),
      ProfileId: z.number().int(),
      CreatedBy: z.number().int(),
    }),
  ),
  CurrencyIso: z.string(),
  TotalExclTax: money,
  TotalInclTax: money,
  TaxTotals: z.array(taxTotal),
  Spaces: z.array(cartSpace),
  Options: z.array(cartOption),
  Contacts: z.array(contact),
  InvoiceAddress: invoiceAddress,
  CartTerms: z.object({ Accepted: z.boolean(), AcceptedBy: z.number().int() }),
  VoucherId: z.number().int().nullable(),
  /** The voucher's discount excluding VAT (already taken off the totals). */
  Discount: money,
  /** What a credit voucher pays of the total including VAT. */
  CreditUsed: money,
  /** The total including VAT minus what credit pays. */
  AmountToPay: money,
  PackageId: z.number().int().nullable(),
  /** The chosen package's charge excluding VAT (its options come with it at no charge). */
  PackagePrice: money,
});
export type Cart = z.infer<typeof cart>;

/** A package of a location as the booking wizard offers it. */
export const cartPackage = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  PricePerPerson: money,
  TaxPercentage: z.number(),
  /** What it costs for the cart's seats and days, excluding VAT. */
  Total: money,
  IsSelected: z.boolean(),
  Options: z.array(
    z.object({ OptionId: z.number().int(), Name: z.string(), AmountPerPerson: z.number().int() }),
  ),
});

/** `PUT /v1/voucher/cart/{key}/apply`. */
export const voucherApplyBody = z.object({
  Code: z.string().trim().max(50).optional().default(''),
});
/** `PUT /v1/voucher/cart/{key}/revert`. */
export const voucherRevertBody = z.object({ VoucherId: id });

/** The answer of apply and revert: the spec's result code and the cart. */
export const voucherResultBody = z.object({ StatusCode: z.number().int(), Message: z.string(), Cart: cart });

/** `GET /v1/voucher/{id}`: what a voucher is, without its code. */
export const voucherInfo = z.object({
  Id: z.number().int(),
  Name: z.string(),
  TypeId: z.number().int(),
  LocationId: z.number().int().nullable(),
  MeetingtypeId: z.number().int().nullable(),
  ValidFrom: z.string().nullable(),
  ValidUntil: z.string().nullable(),
  DiscountPercentage: z.number().nullable(),
  Discount: money.nullable(),
  RatePerSeat: money.nullable(),
  PackageId: z.number().int().nullable(),
  MinSeats: z.number().int().nullable(),
  MaxSeats: z.number().int().nullable(),
});

/** A promotion to feature (`GET /v2/featured/vouchers`): what it is, and its code to enter. */
export const featuredVoucher = voucherInfo.extend({ Code: z.string() });
export type FeaturedVoucher = z.infer<typeof featuredVoucher>;

/** `GET /v2/featured/vouchers`: public promotions valid today (on a channel, at a location). */
export const featuredVouchersQuery = z.object({
  channelId: channelFilterParam,
  locationId: optionalIdParam,
  /** How many (the spec's nrOf...; `nrOfVouchers` is read too). */
  nrOf: featuredCountParam,
});

const contactInput = z.object({
  TypeId: z.number().int().min(1).max(6),
  Name: z.string().trim().min(1, 'Name is required').max(200),
  Email: z.email('E-mail address is not valid').max(254).nullish(),
  Phone: z.string().trim().max(40).nullish(),
  ReceiveEmail: z.boolean().default(false),
});

/** `PUT /v1/cart/{key}`: booking info, contacts, invoice address, terms. Absent fields stay as they are. */
export const cartUpdateBody = z.object({
  Name: optionalText(200),
  Seats: z.number().int().min(1).max(10_000).optional(),
  Comments: z
    .array(z.object({ TypeId: optionalId(z.number().int()), Text: z.string().trim().max(4000) }))
    .max(1, 'A cart stores one comment')
    .optional(),
  Tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
  Language: z.enum(['nl', 'en']).optional(),
  LanguageId: zeroMeansNone(z.union([z.literal(52), z.literal(65)]).optional(), 'absent'),
  CompanyId: optionalId(),
  CompanyName: optionalText(200),
  InvoiceAddress: z
    .object({
      BillingId: optionalId(),
      Company: optionalText(200),
      SendTo: optionalText(200),
      Email: z.email('E-mail address is not valid').max(254).nullish().or(z.literal('')),
      Address: optionalText(300),
      PostalCode: optionalText(20),
      City: optionalText(100),
      Country: optionalText(100),
      PhoneNumber: optionalText(40),
      PoNumber: optionalText(100),
    })
    .optional(),
  CartTerms: z.object({ Accepted: z.boolean() }).optional(),
  Contacts: z.array(contactInput).max(20).optional(),
  LastStep: z.number().int().min(1).max(6).optional(),
  /** Chooses a package of the location (its options are filled in); null removes it. */
  PackageId: optionalId(),
});
export type CartUpdateBody = z.infer<typeof cartUpdateBody>;

/** `POST /v1/cart/{key}/option`: the server prices it; client prices are ignored. */
export const cartOptionBody = z.object({
  OptionId: id,
  Amount: z.number().int().min(-1_000_000).max(1_000_000),
  CartKey: z.string().optional(),
  CurrencyId: optionalId(z.number().int()),
  PricePerItem: z.number().optional(),
  PriceTotal: z.number().optional(),
  Crc: z.number().optional(),
  TaxId: optionalId(z.number().int()),
});

export const reservationSpace = cartSpace.extend({ IsLocked: z.boolean(), IsCancelled: z.boolean() });

export const reservationOption = z.object({
  OptionId: z.number().int(),
  Name: z.string(),
  CategoryId: z.number().int(),
  Amount: z.number().int(),
  PricePerItem: money,
  TotalPrice: money,
  TaxPercentage: z.number(),
  /** The booked space this line is for (its reservation space Id), or null for the whole booking. */
  ReservationSpaceId: z.number().int().nullable(),
  /** When it is served (minutes from midnight), or null. */
  StartMinutes: z.number().int().nullable(),
});

/** A reservation as finalize (and later the reservation calls) return it. */
export const reservation = z.object({
  Id: z.number().int(),
  Key: z.string(),
  StatusId: z.number().int(),
  Name: z.string(),
  ProfileId: z.number().int(),
  CompanyId: z.number().int().nullable(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  MeetingtypeId: z.number().int(),
  LanguageId: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  HoursUntilStart: z.number().int(),
  DaysUntilStart: z.number().int(),
  TotalSeats: z.number().int(),
  CurrencyIso: z.string(),
  TotalExclTax: money,
  TotalInclTax: money,
  TaxTotals: z.array(taxTotal),
  TotalPaid: money,
  TotalOpen: money,
  AmountToPay: money,
  HasInvoice: z.boolean(),
  IsLocked: z.boolean(),
  VoucherId: z.number().int().nullable(),
  Discount: money,
  PackageId: z.number().int().nullable(),
  PackagePrice: money,
  Comment: z.string().nullable(),
  Tags: z.array(z.string()),
  CartKey: z.string().nullable(),
  SearchId: z.number().int().nullable(),
  /** The tender an accepted proposal answered (null: not from a proposal). */
  TenderId: z.number().int().nullable(),
  /** The key of the accepted proposal it was made from (`/proposals/{key}`). */
  ProposalKey: z.string().nullable(),
  CreatedAt: z.string(),
  Spaces: z.array(reservationSpace),
  Options: z.array(reservationOption),
  Contacts: z.array(contact),
  InvoiceAddress: invoiceAddress,
});
export type Reservation = z.infer<typeof reservation>;
