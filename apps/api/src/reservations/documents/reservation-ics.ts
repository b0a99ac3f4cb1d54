import { createEvent, createEvents, type EventAttributes } from 'ics';
import type { CalendarEntry } from '../../kernel/calendar/calendar-source.ts';

/** What a calendar entry of a booking shows. */
export interface CalendarBooking {
  /** The reservation's key: the entry's stable UID, so re-imports update instead of duplicating. */
  key: string;
  title: string;
  location: string;
  description?: string;
  /** The first day's start (UTC) and the daily duration; the same times repeat on each of `days`. */
  startsAtUtc: string;
  durationMinutes: number;
  days: number;
}

function event(b: CalendarBooking): EventAttributes {
  const start = Date.parse(b.startsAtUtc);
  return {
    uid: `reservation-${b.key}@meetspace`,
    title: b.title,
    location: b.location,
    ...(b.description ? { description: b.description } : {}),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + b.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'meetspace/reservations',
    ...(b.days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${b.days}` } : {}),
  };
}

const built = ({ error, value }: { error?: Error | null; value?: string | null }): string => {
  if (error || value == null) throw error ?? new Error('could not build the calendar');
  return value;
};

/** One booking as an iCalendar file (UTC times). */
export function reservationIcs(b: CalendarBooking): string {
  return built(createEvent(event(b)));
}

/** An entry another area adds to the feed (UTC start and end). */
function otherEntry(e: CalendarEntry): EventAttributes {
  return {
    uid: e.uid,
    title: e.title,
    location: e.location,
    ...(e.description ? { description: e.description } : {}),
    ...(e.url ? { url: e.url } : {}),
    start: Date.parse(e.startsAtUtc),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(e.endsAtUtc),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'meetspace/reservations',
  };
}

/** Several bookings (and the other areas' entries) as one iCalendar file (the private feed). */
export function reservationsCalendar(
  bookings: readonly CalendarBooking[],
  others: readonly CalendarEntry[] = [],
): string {
  return built(
    createEvents([...bookings.map(event), ...others.map(otherEntry)], {
      productId: 'meetspace/reservations',
      calName: 'Meetspace',
    }),
  );
}
