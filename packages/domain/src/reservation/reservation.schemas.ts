import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import { reservation } from '../cart/cart.schemas.ts';
import { idParam, idParams, listOf, pageParam, zeroMeansNone } from '../common/common.schemas.ts';
import { PROFILE_RESERVATIONS_STATUS_ID } from '../constants/reservations.ts';

export const reservationIdParams = idParams;

/** `GET /v1/profile/reservation`: statusId 100 means every status. */
export const profileReservationQuery = z.object({
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
  locationId: zeroMeansNone(idParam.optional(), 'absent'),
  meetingtypeId: zeroMeansNone(z.coerce.number().int().min(1).max(3).optional(), 'absent'),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(25),
  channelId: zeroMeansNone(z.coerce.number().int().min(1).optional(), 'absent'),
  sortDirection: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .default('ASC'),
  /**
   * Upcoming first (those not yet ended, soonest first), then the past ones (most recent first);
   * `sortDirection` is then not used. What "my reservations" shows by default.
   */
  upcomingFirst: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  statusId: z.coerce
    .number()
    .int()
    .refine((v) => [1, 2, 3, PROFILE_RESERVATIONS_STATUS_ID].includes(v), 'Expected 1, 2, 3 or 100 (all)')
    .default(2),
});

export const reservationSummary = z.object({
  Id: z.number().int(),
  Key: z.string(),
  StatusId: z.number().int(),
  Name: z.string(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  MeetingtypeId: z.number().int(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  TotalSeats: z.number().int(),
  TotalInclTax: z.number(),
  IsLocked: z.boolean(),
  HasInvoice: z.boolean(),
});
export const profileReservationList = listOf(reservationSummary);

/** What cancelling costs now (shown to the member before they confirm). */
export const cancellation = z.object({
  IsFree: z.boolean(),
  CancelRuleId: z.number().int().nullable(),
  Percentage: z.number(),
  FeeInclTax: z.number(),
  /** Why it cannot be cancelled at all (already cancelled, invoiced), else null. */
  NotPossibleReason: z.string().nullable(),
});

export const reservationDetail = reservation.extend({ Cancellation: cancellation });
export type ReservationDetail = z.infer<typeof reservationDetail>;

/** `PUT /v1/reservation/{id}/cancel`. */
export const cancelBody = z
  .object({
    ReasonType: z.number().int().min(0).max(6).default(0),
    Reason: z.string().trim().max(2000).optional(),
    CancelRuleId: zeroMeansNone(z.number().int().nullish()),
    ApplyCancelFee: z.boolean().default(false),
    Percentage: z.number().min(0).max(100).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.ReasonType === 6 && !b.Reason) {
      ctx.addIssue({ code: 'custom', path: ['Reason'], message: 'Describe the reason' });
    }
  });
export type CancelBody = z.infer<typeof cancelBody>;

/** `PUT /v2/reservation/{id}/changedate`: the same spaces on another day (and optionally other times). */
export const changeDateBody = z
  .object({
    StartDate: dateParam,
    EndDate: dateParam.optional(),
    StartMinutes: z.number().int().min(0).max(1440).optional(),
    EndMinutes: z.number().int().min(0).max(1440).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.StartMinutes !== undefined && b.EndMinutes !== undefined && b.EndMinutes <= b.StartMinutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['EndMinutes'],
        message: 'End time cannot be before or equal to start time',
      });
    }
    if (b.EndDate && b.EndDate < b.StartDate) {
      ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'End date cannot be before start date' });
    }
  });
export type ChangeDateBody = z.infer<typeof changeDateBody>;

/** One entry of a reservation's history: who changed what, when, through which call. */
export const reservationRevision = z.object({
  Id: z.number().int(),
  ProfileId: z.number().int().nullable(),
  ProfileName: z.string().nullable(),
  Action: z.string(),
  Changes: z.array(z.object({ Field: z.string(), From: z.unknown(), To: z.unknown() })),
  CreatedAt: z.string(),
});
export const reservationRevisionList = z.array(reservationRevision);
export type ReservationRevision = z.infer<typeof reservationRevision>;

/** One mail sent (or queued) about a reservation. */
export const reservationMail = z.object({
  Id: z.number().int(),
  Kind: z.string(),
  ToEmail: z.string(),
  ToName: z.string().nullable(),
  Subject: z.string(),
  Status: z.enum(['queued', 'sent', 'failed']),
  Attempts: z.number().int(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});
export const reservationMailList = z.array(reservationMail);

/**
 * `GET .../changedate/preview`: the change of date a member (or a manage link) is about to make, in
 * the query: the first day and, optionally, the last day and the times (the reservation's when left out).
 */
export const changeDatePreviewQuery = z.object({
  startDate: dateParam,
  endDate: dateParam.optional(),
  startMinutes: z.coerce.number().int().min(0).max(1440).optional(),
  endMinutes: z.coerce.number().int().min(0).max(1440).optional(),
});

/**
 * What the change of date would do, without doing it: the location's opening hours on the first day
 * (null when it is closed then), whether the move is possible (else the refusal's field errors, as
 * the change itself would answer them) and the new total incl. VAT (the change's own pricing).
 */
export const changeDatePreview = z.object({
  OpenMinutes: z.number().int().nullable(),
  CloseMinutes: z.number().int().nullable(),
  Possible: z.boolean(),
  Errors: z.array(z.object({ Field: z.string(), Code: z.string(), Message: z.string().optional() })),
  TotalInclTax: z.number().nullable(),
});
export type ChangeDatePreview = z.infer<typeof changeDatePreview>;
