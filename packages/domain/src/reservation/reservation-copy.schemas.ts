import { z } from 'zod';
import { dateParam, minutesParam } from '../availability/availability.schemas.ts';
import { idParam } from '../common/common.schemas.ts';

/** A body id: a positive 32-bit integer (larger ones are a 400, never a database error). */
const bodyId = z.number().int().min(1).max(2_147_483_647);
const bodyMinutes = z.number().int().min(0).max(1440);

/** The period of a copy must end after it starts (same checks for the query and the body). */
function checkPeriod(
  p: { StartDate: string; EndDate?: string; StartMinutes?: number; EndMinutes?: number },
  ctx: z.RefinementCtx,
  names: { endDate: string; endMinutes: string },
) {
  if (p.StartMinutes !== undefined && p.EndMinutes !== undefined && p.EndMinutes <= p.StartMinutes) {
    ctx.addIssue({
      code: 'custom',
      path: [names.endMinutes],
      message: 'End time cannot be before or equal to start time',
    });
  }
  if (p.EndDate && p.EndDate < p.StartDate) {
    ctx.addIssue({ code: 'custom', path: [names.endDate], message: 'End date cannot be before start date' });
  }
}

/**
 * `GET /v1/availability/copy/check`: would the spaces of a reservation be free in another period?
 * The end date defaults to the start date plus the reservation's number of days, the minutes to
 * the reservation's own.
 */
export const copyCheckQuery = z
  .object({
    reservationId: idParam,
    startDate: dateParam,
    endDate: dateParam.optional(),
    startMinutes: minutesParam.optional(),
    endMinutes: minutesParam.optional(),
  })
  .superRefine((q, ctx) =>
    checkPeriod(
      { StartDate: q.startDate, EndDate: q.endDate, StartMinutes: q.startMinutes, EndMinutes: q.endMinutes },
      ctx,
      { endDate: 'endDate', endMinutes: 'endMinutes' },
    ),
  );
export type CopyCheckQuery = z.infer<typeof copyCheckQuery>;

/** One space of the reservation in the asked period: free or why not (AvailabilityWarning codes). */
export const copyCheckSpace = z.object({
  ReservationSpaceId: z.number().int(),
  SpaceId: z.number().int(),
  SpaceAvailable: z.boolean(),
  Warnings: z.array(z.string()),
});

/** The answer of the copy check: every space free?, each space, and what the copy would cost now. */
export const copyCheckResult = z.object({
  Available: z.boolean(),
  Spaces: z.array(copyCheckSpace),
  TotalInclTax: z.number(),
  /** The period checked, defaults filled in (local dates as `yyyy-MM-ddT00:00:00`). */
  StartDate: z.string(),
  EndDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
});
export type CopyCheckResult = z.infer<typeof copyCheckResult>;

/** `POST /v1/reservation/copy`: a new reservation like an own one, in another period. */
export const copyReservationBody = z
  .object({
    ReservationId: bodyId,
    StartDate: dateParam,
    EndDate: dateParam.optional(),
    StartMinutes: bodyMinutes.optional(),
    EndMinutes: bodyMinutes.optional(),
    /** Put the copy (and the source, when it starts one) in the source's series. */
    LinkToSeries: z.boolean().default(false),
  })
  .superRefine((b, ctx) => checkPeriod(b, ctx, { endDate: 'EndDate', endMinutes: 'EndMinutes' }));
export type CopyReservationBody = z.infer<typeof copyReservationBody>;

/** `POST /v1/reservation/{id}/link`: another own reservation joins this one's series. */
export const seriesLinkBody = z.object({ ReservationId: bodyId });

/** One reservation of a series (`GET /v1/reservation/{id}/link`). */
export const seriesReservation = z.object({
  Id: z.number().int(),
  Name: z.string(),
  StartDate: z.string(),
  StartMinutes: z.number().int(),
  EndMinutes: z.number().int(),
  StatusId: z.number().int(),
});
export const seriesReservationList = z.array(seriesReservation);
