import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * One entry of a member's private calendar feed that an area adds besides the reservations (an event
 * they registered for). Times are ISO-8601 UTC instants.
 */
export interface CalendarEntry {
  /** Stable across feeds (`event-12@meetspace`), so a calendar app updates instead of duplicating. */
  uid: string;
  title: string;
  location: string;
  description?: string;
  /** A link to the thing's page. */
  url?: string;
  startsAtUtc: string;
  endsAtUtc: string;
}

/**
 * An area's contribution to members' calendar feeds: its entries of one member that end on or after
 * `sinceDate` (yyyy-MM-dd, Amsterdam). Declared in the area's module (`calendarSources`), collected
 * by the app, read by the reservations area's feed: so the feed knows no area that adds to it.
 */
export interface CalendarSource {
  name: string;
  entriesOf(
    db: Kysely<DB>,
    profileId: number,
    sinceDate: string,
    publicUrl: string,
  ): Promise<CalendarEntry[]>;
}
