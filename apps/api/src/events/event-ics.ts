import { eventSlug, localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { createEvent, type EventAttributes } from 'ics';
import type { CalendarEntry, CalendarSource } from '../kernel/calendar/calendar-source.ts';
import type { EventRow } from './event-rows.ts';
import { eventQueries } from './events.queries.ts';

/** What a calendar entry of an event needs. */
type EventFacts = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'starts_at'
  | 'ends_at'
  | 'location_name'
  | 'address'
  | 'postal_code'
  | 'city'
  | 'is_online'
  | 'language_id'
>;

/** The event's place in one line: the location, its address; `Online` for an online event. */
function placeOf(e: EventFacts): string {
  const town = [e.postal_code, e.city].filter(Boolean).join(' ');
  const place = [e.location_name, e.address, town].filter(Boolean).join(', ');
  if (e.is_online === 'online') return 'Online';
  return e.is_online === 'hybrid' ? [place, 'Online'].filter(Boolean).join(' / ') : place;
}

/** The event's page in its language. */
export function eventPageUrl(publicUrl: string, e: Pick<EventRow, 'id' | 'name' | 'language_id'>): string {
  return `${publicUrl}${localizedPath('event', localeOfLanguageId(e.language_id), { id: e.id, slug: eventSlug(e.name) })}`;
}

/** An event as a calendar entry (UTC instants; the UID is stable, so re-imports update). */
export function eventCalendarEntry(e: EventFacts, publicUrl: string): CalendarEntry {
  return {
    uid: `event-${e.id}@meetspace`,
    title: e.name,
    location: placeOf(e),
    url: eventPageUrl(publicUrl, e),
    startsAtUtc: e.starts_at,
    endsAtUtc: e.ends_at,
  };
}

/** `GET /v1/event/{id}/ics`: the event as an iCalendar file. */
export function eventIcs(e: EventRow, publicUrl: string): string {
  const entry = eventCalendarEntry(e, publicUrl);
  const attributes: EventAttributes = {
    uid: entry.uid,
    title: entry.title,
    ...(entry.location ? { location: entry.location } : {}),
    ...(e.description ? { description: e.description.slice(0, 2_000) } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    start: Date.parse(entry.startsAtUtc),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(entry.endsAtUtc),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: 'meetspace/events',
  };
  const { error, value } = createEvent(attributes);
  if (error || value == null) throw error ?? new Error('could not build the calendar');
  return value;
}

/**
 * The events' part of a member's private calendar feed: the events they hold a confirmed or pending
 * registration for (not deleted, not over before `since`).
 */
export const eventCalendarSource: CalendarSource = {
  name: 'events',
  async entriesOf(db, profileId, since, publicUrl) {
    const rows = await eventQueries.registeredEventsOf(db, profileId, since);
    return rows.map((r) => eventCalendarEntry(r, publicUrl));
  },
};
