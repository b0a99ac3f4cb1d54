import { z } from 'zod';
import { bodyId, listOf } from '../common/common.schemas.ts';
import { isValidDateString } from '../constants/times.ts';

// What a location sells, as its host edits it: spaces with their settings, options, packages and
// vouchers. Money is euros on the wire (integer cents inside); texts in Dutch and English.

/** A euro amount a host enters (whole cents are checked by the rules: `not_whole_cents`). */
const euros = z.number().min(0).max(1_000_000);
const name = z.string().trim().min(1).max(120);
const optionalName = z.string().trim().max(120).default('');
const description = z.string().trim().max(4000).default('');
const count = (max: number) => z.number().int().min(0).max(max);
const dateOrNull = z
  .string()
  .refine(isValidDateString, { message: 'Expected a date as yyyy-MM-dd' })
  .nullable()
  .default(null);

/** One seating arrangement of a space and the seats it takes. */
export const spaceSettingInput = z.object({
  SettingId: z.number().int(),
  MinSeats: z.number().int().min(1).max(10_000),
  MaxSeats: z.number().int().min(1).max(10_000),
});

/** A space as its host writes it (create and replace). */
export const spaceInput = z.object({
  MeetingtypeId: z.number().int(),
  NameNl: name,
  NameEn: optionalName,
  DescriptionNl: description,
  DescriptionEn: description,
  Capacity: z.number().int().min(1).max(10_000),
  PricingTypeId: z.number().int(),
  /** Excluding VAT, per the pricing type. */
  Price: euros,
  TaxPercentage: z.number(),
  MinDurationMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  IsActive: z.boolean().default(true),
  Rank: count(100_000).default(0),
  /** A free workspace, for a social capital exchange. */
  IsSocialCapital: z.boolean().default(false),
  Settings: z.array(spaceSettingInput).max(40),
});
export type SpaceInput = z.input<typeof spaceInput>;
export type SpaceInputParsed = z.output<typeof spaceInput>;

export const hostSpace = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  MeetingtypeId: z.number().int(),
  NameNl: z.string(),
  NameEn: z.string(),
  DescriptionNl: z.string(),
  DescriptionEn: z.string(),
  Capacity: z.number().int(),
  PricingTypeId: z.number().int(),
  Price: z.number(),
  TaxPercentage: z.number(),
  MinDurationMinutes: z.number().int(),
  IsActive: z.boolean(),
  Rank: z.number().int(),
  IsSocialCapital: z.boolean(),
  Settings: z.array(
    z.object({ SettingId: z.number().int(), MinSeats: z.number().int(), MaxSeats: z.number().int() }),
  ),
});
export type HostSpace = z.infer<typeof hostSpace>;

/** What every list of a location's offerings carries besides its rows. */
const locationHead = {
  LocationId: z.number().int(),
  LocationName: z.string(),
  /** The meeting types the location offers (what a space or package may be). */
  MeetingtypeIds: z.array(z.number().int()),
};

export const hostSpaceList = listOf(hostSpace).extend(locationHead);
export type HostSpaceList = z.infer<typeof hostSpaceList>;

/** An option (extra) as its host writes it. */
export const optionInput = z.object({
  CategoryId: z.number().int(),
  NameNl: name,
  NameEn: optionalName,
  DescriptionNl: description,
  DescriptionEn: description,
  Price: euros,
  TaxPercentage: z.number(),
  /** 0: no cap. */
  MaxAmount: count(100_000).default(0),
  /** Per person; 0: no cap. */
  MaxPP: count(1_000).default(0),
  /** null: unlimited. */
  Stock: count(1_000_000).nullable().default(null),
  IsActive: z.boolean().default(true),
  Rank: count(100_000).default(0),
});
export type OptionInput = z.input<typeof optionInput>;
export type OptionInputParsed = z.output<typeof optionInput>;

export const hostOption = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  CategoryId: z.number().int(),
  NameNl: z.string(),
  NameEn: z.string(),
  DescriptionNl: z.string(),
  DescriptionEn: z.string(),
  Price: z.number(),
  TaxPercentage: z.number(),
  MaxAmount: z.number().int(),
  MaxPP: z.number().int(),
  Stock: z.number().int().nullable(),
  IsActive: z.boolean(),
  Rank: z.number().int(),
});
export type HostOption = z.infer<typeof hostOption>;
export const hostOptionList = listOf(hostOption).extend(locationHead);
export type HostOptionList = z.infer<typeof hostOptionList>;

/** A package (arrangement) as its host writes it: a price per person per day and its options. */
export const packageInput = z.object({
  MeetingtypeId: z.number().int(),
  NameNl: name,
  NameEn: optionalName,
  DescriptionNl: description,
  DescriptionEn: description,
  PricePerPerson: euros,
  TaxPercentage: z.number(),
  IsActive: z.boolean().default(true),
  Options: z
    .array(z.object({ OptionId: bodyId, AmountPerPerson: z.number().int().min(1).max(100) }))
    .max(100)
    .default([]),
});
export type PackageInput = z.input<typeof packageInput>;
export type PackageInputParsed = z.output<typeof packageInput>;

export const hostPackage = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  MeetingtypeId: z.number().int(),
  NameNl: z.string(),
  NameEn: z.string(),
  DescriptionNl: z.string(),
  DescriptionEn: z.string(),
  PricePerPerson: z.number(),
  TaxPercentage: z.number(),
  IsActive: z.boolean(),
  Options: z.array(z.object({ OptionId: z.number().int(), AmountPerPerson: z.number().int() })),
});
export type HostPackage = z.infer<typeof hostPackage>;
export const hostPackageList = listOf(hostPackage).extend(locationHead);
export type HostPackageList = z.infer<typeof hostPackageList>;

/** A voucher of one location as its host writes it (the restrictions behind result codes -2..-11). */
export const voucherInput = z.object({
  /** Stored upper-case; unique over all vouchers. */
  Code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _'),
  TypeId: z.number().int(),
  Name: z.string().trim().min(1).max(120),
  MeetingtypeId: z.number().int().nullable().default(null),
  ValidFrom: dateOrNull,
  ValidUntil: dateOrNull,
  /** Bit (ISO weekday - 1) per allowed day; 0: every day. */
  WeekdayMask: z.number().int().min(0).max(127).default(0),
  MinSeats: count(10_000).nullable().default(null),
  MaxSeats: count(10_000).nullable().default(null),
  MinDurationMinutes: count(24 * 60)
    .nullable()
    .default(null),
  MaxDurationMinutes: count(24 * 60)
    .nullable()
    .default(null),
  /** Seats over all uses together. */
  TotalSeats: count(1_000_000).nullable().default(null),
  OncePerUser: z.boolean().default(false),
  /** Type credit: the credit in euros. */
  Credit: euros.nullable().default(null),
  /** Types voucher and action. */
  DiscountPercentage: z.number().int().min(1).max(100).nullable().default(null),
  /** Type voucher: a fixed amount off, in euros. */
  DiscountAmount: euros.nullable().default(null),
  /** Type rate: the price per seat per day, in euros. */
  RatePerSeat: euros.nullable().default(null),
  /** Type package: the location's package it gives. */
  PackageId: bodyId.nullable().default(null),
  IsActive: z.boolean().default(true),
});
export type VoucherInput = z.input<typeof voucherInput>;
export type VoucherInputParsed = z.output<typeof voucherInput>;

export const hostVoucher = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  Code: z.string(),
  TypeId: z.number().int(),
  Name: z.string(),
  MeetingtypeId: z.number().int().nullable(),
  ValidFrom: z.string().nullable(),
  ValidUntil: z.string().nullable(),
  WeekdayMask: z.number().int(),
  MinSeats: z.number().int().nullable(),
  MaxSeats: z.number().int().nullable(),
  MinDurationMinutes: z.number().int().nullable(),
  MaxDurationMinutes: z.number().int().nullable(),
  TotalSeats: z.number().int().nullable(),
  OncePerUser: z.boolean(),
  Credit: z.number().nullable(),
  DiscountPercentage: z.number().nullable(),
  DiscountAmount: z.number().nullable(),
  RatePerSeat: z.number().nullable(),
  PackageId: z.number().int().nullable(),
  IsActive: z.boolean(),
  /** Times it was used (a used voucher is deactivated, not deleted). */
  Uses: z.number().int(),
});
export type HostVoucher = z.infer<typeof hostVoucher>;
export const hostVoucherList = listOf(hostVoucher).extend(locationHead);
export type HostVoucherList = z.infer<typeof hostVoucherList>;

/** What a delete did: removed, or only deactivated because bookings or carts point at it. */
export const removalResult = z.object({ Id: z.number().int(), Outcome: z.enum(['Deleted', 'Deactivated']) });
export type RemovalResult = z.infer<typeof removalResult>;
