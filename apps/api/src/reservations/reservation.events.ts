import { defineEvent } from '../kernel/events/events.ts';

/** A booked period as events carry it: local dates and minutes. */
export interface EventPeriod {
  StartDate: string;
  EndDate: string;
  StartMinutes: number;
  EndMinutes: number;
}

/**
 * A new reservation (a finalized cart or a copy): what was booked, as the confirmation tells it. The
 * subscriber reads names, addresses and whom to write fresh.
 */
export interface ReservationCreated extends EventPeriod {
  /** How it came to be. */
  Source: 'cart' | 'copy' | 'proposal';
  /** The first day's start as a UTC instant. */
  StartsAt: string;
  TotalInclCents: number;
  Spaces: { SpaceId: number; Seats: number }[];
}

/** A cancellation: why, and what it cost. */
export interface ReservationCancelled {
  StartDate: string;
  ReasonType: number;
  Reason: string | null;
  FeePercentage: number;
  FeeCents: number;
  /** What was paid when it was cancelled (beyond the fee goes back: the payments area). Older events lack it. */
  PaidCents?: number;
}

/** A move to another period: from where to where. */
export interface ReservationDateChanged {
  From: EventPeriod;
  To: EventPeriod;
}

/** The reservations area's events (written in the transaction of the change they report). */
export const reservationEvents = {
  created: defineEvent<ReservationCreated>('reservation.created', 'reservation'),
  cancelled: defineEvent<ReservationCancelled>('reservation.cancelled', 'reservation'),
  dateChanged: defineEvent<ReservationDateChanged>('reservation.date-changed', 'reservation'),
  /** The day before it starts: the booker is reminded (once; the reminder job claims it). */
  reminderDue: defineEvent<EventPeriod>('reservation.reminder-due', 'reservation'),
};
