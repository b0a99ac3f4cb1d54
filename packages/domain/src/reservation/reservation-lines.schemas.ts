import { z } from 'zod';
import { zeroMeansNone } from '../common/common.schemas.ts';
import { reservationDetail } from './reservation.schemas.ts';

const id = z.number().int().min(1).max(2_147_483_647);
const minutes = z.number().int().min(0).max(1440);
const money = z.number();

/** At most this many items on a reservation's program. */
export const MAX_PROGRAM_ITEMS = 50;
/** A program item's title: 1 to this many characters. */
export const MAX_PROGRAM_TITLE = 200;
/** A program item's description: at most this many characters. */
export const MAX_PROGRAM_DESCRIPTION = 2000;

/** `GET /v1/option/{id}?language=`: the names in nl or en (any form `parseLanguageParam` reads). */
export const optionQuery = z.object({ language: z.string().max(10).optional() });

/** `GET /v1/option/{id}`: what one option is and costs (public catalogue data). */
export const optionDetail = z.object({
  Id: z.number().int(),
  LocationId: z.number().int(),
  CategoryId: z.number().int(),
  CategoryName: z.string(),
  Name: z.string(),
  Description: z.string(),
  /** Price per item excluding VAT, in euros; a line costs Amount x Price. */
  Price: money,
  TaxPercentage: z.number(),
  CurrencyIso: z.string(),
  /** Most of this option one booking may take; 0 = no limit. */
  MaxAmount: z.number().int(),
  /** Most of this option per person; 0 = no limit. */
  MaxPP: z.number().int(),
  Rank: z.number().int(),
  /** False when the location no longer offers it (it may still be on earlier bookings). */
  IsActive: z.boolean(),
});
export type OptionDetail = z.infer<typeof optionDetail>;

/**
 * `PUT /v2/reservation/{id}/options`: sets the amount of each listed line; lines not listed stay as
 * they are. A line is an option, optionally for one booked space (`ReservationSpaceId`) and at a
 * time of day (`StartMinutes`); Amount 0 (or less) removes it. The server prices and clamps.
 */
export const reservationOptionsBody = z.object({
  Options: z
    .array(
      z.object({
        OptionId: id,
        Amount: z.number().int().min(-1_000_000).max(1_000_000),
        ReservationSpaceId: zeroMeansNone(id.nullish()),
        StartMinutes: minutes.nullish(),
      }),
    )
    .min(1, 'List at least one option')
    .max(100),
});
export type ReservationOptionsBody = z.infer<typeof reservationOptionsBody>;

/**
 * `PUT /v2/reservation/{id}/spaces`: per booked space (its reservation space `Id`) new seats, another
 * setting, and/or the lock. A locked space refuses seat and setting changes unless the same entry
 * unlocks it (`IsLocked: false`).
 */
export const reservationSpacesBody = z.object({
  Spaces: z
    .array(
      z.object({
        Id: id,
        Seats: z.number().int().min(1).max(10_000).optional(),
        SettingId: zeroMeansNone(z.number().int().min(1).max(30).optional(), 'absent'),
        IsLocked: z.boolean().optional(),
      }),
    )
    .min(1, 'List at least one space')
    .max(50),
});
export type ReservationSpacesBody = z.infer<typeof reservationSpacesBody>;

/** One item of a reservation's program (agenda): a time slot of the day with a title. */
export const programItem = z.object({
  Id: z.number().int(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  Title: z.string(),
  Description: z.string().nullable(),
});
export const programItemList = z.array(programItem);
export type ProgramItem = z.infer<typeof programItem>;

/**
 * `PUT /v1/reservation/{id}/program`: the whole program, replacing the previous one (an empty list
 * clears it). Each item lies within the reservation's daily times and ends after it starts.
 */
export const programBody = z.object({
  ProgramItems: z
    .array(
      z
        .object({
          StartMinutes: minutes,
          EndMinutes: minutes,
          Title: z
            .string()
            .trim()
            .min(1, 'Title is required')
            .max(MAX_PROGRAM_TITLE, `At most ${MAX_PROGRAM_TITLE} characters`),
          Description: z.string().trim().max(MAX_PROGRAM_DESCRIPTION).nullish(),
        })
        .superRefine((item, ctx) => {
          if (item.EndMinutes <= item.StartMinutes) {
            ctx.addIssue({
              code: 'custom',
              path: ['EndMinutes'],
              message: 'End time cannot be before or equal to start time',
            });
          }
        }),
    )
    .max(MAX_PROGRAM_ITEMS, `At most ${MAX_PROGRAM_ITEMS} program items`),
});
export type ProgramBody = z.infer<typeof programBody>;

/** `PUT|POST /v1/voucher/reservation/{id}/apply` (as the cart's apply). */
export const reservationVoucherApplyBody = z.object({
  Code: z.string().trim().max(50).optional().default(''),
});
/** `PUT|POST /v1/voucher/reservation/{id}/revert`: a reservation holds one voucher; VoucherId may name it. */
export const reservationVoucherRevertBody = z
  .object({ VoucherId: zeroMeansNone(id.optional(), 'absent') })
  .nullish();

/** The answer of a reservation's voucher apply and revert: the spec's result code and the reservation. */
export const reservationVoucherResult = z.object({
  StatusCode: z.number().int(),
  Message: z.string(),
  Reservation: reservationDetail,
});
