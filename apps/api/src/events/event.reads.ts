import {
  type EventListQuery,
  type EventSummary,
  type EventView,
  type eventList,
  eventListQuery,
  languageIdForLocale,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { localDate, PLATFORM_TIME_ZONE } from '../kernel/local-time.ts';
import { presentSummary, presentView } from './event.presenter.ts';
import { type EventRow, eventRows } from './event-rows.ts';
import { eventAccess } from './events.access.ts';
import { eventQueries } from './events.queries.ts';

/** Events happen in the platform's time zone: dates and minutes are Amsterdam's. */
export const EVENT_TIME_ZONE = PLATFORM_TIME_ZONE;

/** What the area's reads and commands need: the database and the clock. */
export interface EventDeps {
  db: Kysely<DB>;
  now: Date;
}

/** The platform's day of an instant (yyyy-MM-dd). */
export function eventToday(now: Date): string {
  return localDate(now, EVENT_TIME_ZONE);
}

/** Summaries of rows, with their prices and counts read at once. */
export async function summariesOf(
  db: Kysely<DB>,
  rows: readonly EventRow[],
  now: Date,
): Promise<EventSummary[]> {
  const ids = rows.map((r) => r.id);
  const [prices, counts] = await Promise.all([
    eventQueries.pricesOf(db, ids),
    eventQueries.countsOf(db, ids),
  ]);
  const today = eventToday(now);
  return rows.map((r) =>
    presentSummary(
      r,
      prices.filter((p) => p.event_id === r.id),
      counts.get(r.id),
      today,
    ),
  );
}

/**
 * `GET /v1/event`: published public events that are not deleted and end on or after `from` (default
 * today), starting on or before `to`; by type, online/offline/hybrid, city (exact, any case),
 * location, language and `q` (every word in the name, tags, city or location name); soonest first.
 */
export async function listEvents(
  deps: EventDeps,
  query: z.output<typeof eventListQuery> | EventListQuery,
): Promise<z.output<typeof eventList>> {
  const q = eventListQuery.parse(query);
  const { rows, total } = await eventQueries.listPage(
    deps.db,
    {
      from: q.from ?? eventToday(deps.now),
      ...(q.to ? { to: q.to } : {}),
      ...(q.typeId !== undefined ? { typeId: q.typeId } : {}),
      ...(q.online ? { online: q.online } : {}),
      ...(q.city ? { city: q.city } : {}),
      ...(q.locationId ? { locationId: q.locationId } : {}),
      ...(q.language ? { languageId: languageIdForLocale(q.language) } : {}),
      words: searchWords(q.q),
    },
    q.page,
    q.itemsPerPage,
  );
  return {
    Results: await summariesOf(deps.db, rows, deps.now),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}

/**
 * An event as `actor` may read it: a published one for anyone (a private one by its link), a draft
 * for its organizers and administrators only (404 for anyone else, so drafts are not discovered);
 * a deleted one for nobody.
 */
export async function readableEvent(db: Kysely<DB>, actor: Actor | undefined, id: number) {
  const row = await eventRows.byId(db, id);
  if (!row || row.status === 'cancelled') throw AppError.notFound('Event not found');
  const manages = actor !== undefined && (await eventAccess.manage.allow(actor, row, { db }));
  if (row.status !== 'published' && !manages) throw AppError.notFound('Event not found');
  return { row, manages };
}

/** The full view of an event for `actor` (the online link and organizers' list for those who may). */
export async function eventViewFor(
  db: Kysely<DB>,
  row: EventRow,
  actor: Actor | undefined,
  manages: boolean,
  now: Date,
): Promise<EventView> {
  const [prices, program, organizers, counts, confirmed] = await Promise.all([
    eventQueries.pricesOf(db, [row.id]),
    eventQueries.programOf(db, row.id),
    eventQueries.organizersOf(db, row.id),
    eventQueries.countsOf(db, [row.id]),
    !manages && actor ? eventQueries.isConfirmedParticipant(db, row.id, actor.profileId) : false,
  ]);
  return presentView(row, {
    prices,
    program,
    organizers,
    counts: counts.get(row.id),
    today: eventToday(now),
    showOnlineUrl: manages || confirmed,
    showOrganizers: manages,
  });
}

/** `GET /v1/event/{id}`. */
export async function readEvent(deps: EventDeps, actor: Actor | undefined, id: number): Promise<EventView> {
  const { row, manages } = await readableEvent(deps.db, actor, id);
  return eventViewFor(deps.db, row, actor, manages, deps.now);
}
