import {
  centsToEuros,
  type EventCurrency,
  EventErrorCode,
  type EventOnlineValue,
  type EventOwnerType,
  type EventView,
  type eventUpdateBody,
  languageIdForLocale,
  localeOfLanguageId,
} from '@meetspace/domain';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { tagsOf } from '../event.presenter.ts';
import { type EventDeps, eventToday, eventViewFor } from '../event.reads.ts';
import type { EventRow } from '../event-rows.ts';
import { eventAccess } from '../events.access.ts';
import { eventEvents } from '../events.events.ts';
import { eventQueries, type PriceRow, type ProgramItemRow } from '../events.queries.ts';
import {
  columnsOf,
  type EventFields,
  fieldProblems,
  groupIdOf,
  groupProblems,
  priceRowsOf,
  programRowsOf,
  referenceProblems,
} from './create-event.ts';

type UpdateInput = z.output<typeof eventUpdateBody>;

/** An event's fields as stored (what an update is merged into). */
function fieldsOf(
  row: EventRow,
  prices: readonly PriceRow[],
  program: readonly ProgramItemRow[],
): EventFields {
  return {
    Name: row.name,
    Type: row.owner_type as EventOwnerType,
    ItemId: row.item_id,
    EventTypeId: row.event_type_id,
    LocationId: row.location_id,
    ReservationId: row.reservation_id,
    GroupId: row.group_id,
    IsActive: row.is_active === 1,
    IsPublic: row.is_public === 1,
    StartDate: row.start_date,
    StartMinutes: row.start_minutes,
    EndDate: row.end_date,
    EndMinutes: row.end_minutes,
    Image: row.image_url,
    MaxCapacity: row.max_capacity,
    Prices: prices.map((p) => ({
      Currency: p.currency as EventCurrency,
      Price: centsToEuros(p.price_cents),
      StartDate: p.start_date,
      TaxPercentage: p.tax_percentage,
    })),
    IsOnline: row.is_online as EventOnlineValue,
    IsTicketLink: row.is_ticket_link === 1,
    Url: row.url,
    OnlineUrl: row.online_url,
    LocationName: row.location_name,
    Address: row.address,
    Postalcode: row.postal_code,
    City: row.city,
    State: row.state,
    Country: row.country,
    Description: row.description,
    Tags: tagsOf(row),
    ProgramItems: program.map((p) => ({
      Id: p.id,
      Date: p.date,
      StartMinutes: p.start_minutes,
      EndMinutes: p.end_minutes,
      Title: p.title,
      Description: p.description,
      Speaker: p.speaker,
    })),
    CreateGroup: row.create_group === 1,
    Language: localeOfLanguageId(row.language_id),
    IsPublished: row.status === 'published',
  };
}

/** The wire name of each column an update can change (derived columns left out). */
const WIRE_NAMES: Partial<Record<keyof EventRow, string>> = {
  name: 'Name',
  owner_type: 'Type',
  item_id: 'ItemId',
  event_type_id: 'EventTypeId',
  location_id: 'LocationId',
  reservation_id: 'ReservationId',
  group_id: 'GroupId',
  is_active: 'IsActive',
  is_public: 'IsPublic',
  start_date: 'StartDate',
  start_minutes: 'StartMinutes',
  end_date: 'EndDate',
  end_minutes: 'EndMinutes',
  image_url: 'Image',
  max_capacity: 'MaxCapacity',
  is_online: 'IsOnline',
  is_ticket_link: 'IsTicketLink',
  url: 'Url',
  online_url: 'OnlineUrl',
  location_name: 'LocationName',
  address: 'Address',
  postal_code: 'Postalcode',
  city: 'City',
  state: 'State',
  country: 'Country',
  description: 'Description',
  tags: 'Tags',
  create_group: 'CreateGroup',
  language_id: 'Language',
  status: 'IsPublished',
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PUT /v1/event/{id}`: the organizers (and administrators) change the fields sent. The result is
 * checked as a whole by the same rules as a new event (the start only when it moved; the picture,
 * location and reservation only when they changed); a capacity below the places taken is 409. In
 * one transaction, holding the event's row: the change, and `event.updated` with the fields changed
 * and the date, time and place before (the registrations part mails participants and fills freed
 * places from it). Answers the event as its organizer sees it.
 */
export async function updateEvent(
  deps: EventDeps,
  actor: Actor,
  id: number,
  body: UpdateInput,
): Promise<EventView> {
  const { db, now } = deps;
  await requireAccess({ db }, actor, eventAccess.manage, id);
  const nowIso = now.toISOString();
  const row = await db.transaction().execute(async (trx) => {
    await sql`update event_listings set updated_at = updated_at where id = ${id}`.execute(trx);
    const before = await eventQueries.byIdWithDeleted(trx, id);
    if (!before || before.deleted_at !== null) throw AppError.notFound('Event not found');
    const [prices, program, counts] = await Promise.all([
      eventQueries.pricesOf(trx, [id]),
      eventQueries.programOf(trx, id),
      eventQueries.countsOf(trx, [id]),
    ]);
    const old = fieldsOf(before, prices, program);
    const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    const merged: EventFields = { ...old, ...sent } as EventFields;
    const startMoved = merged.StartDate !== old.StartDate || merged.StartMinutes !== old.StartMinutes;
    const refs = await referenceProblems(trx, actor, merged, {
      image: merged.Image !== old.Image,
      location: merged.LocationId !== old.LocationId,
      reservation: merged.ReservationId !== old.ReservationId || merged.LocationId !== old.LocationId,
    });
    const problems = [
      ...fieldProblems(merged, eventToday(now), startMoved),
      ...refs.problems,
      ...(groupIdOf(merged) !== groupIdOf(old) ? await groupProblems(trx, actor, merged) : []),
    ];
    if (problems.length > 0) throw AppError.badRequest('The event cannot be saved', problems);
    const taken = counts.get(id)?.taken ?? 0;
    if (merged.MaxCapacity != null && merged.MaxCapacity < taken)
      throw new AppError(409, `${taken} places are taken already`, [
        { Field: 'MaxCapacity', Code: EventErrorCode.CapacityBelowParticipants },
      ]);

    const languageId = merged.Language ? languageIdForLocale(merged.Language) : before.language_id;
    // A linked location that is no longer live keeps the address copied when it was linked.
    const location =
      refs.location ??
      (merged.LocationId && merged.LocationId === before.location_id
        ? {
            id: before.location_id,
            name: before.location_name,
            address: before.address,
            postal_code: before.postal_code,
            city: before.city,
            latitude: before.latitude ?? 0,
            longitude: before.longitude ?? 0,
          }
        : undefined);
    const columns = {
      ...columnsOf(merged, location, languageId),
      status: merged.IsPublished ? 'published' : 'draft',
    };
    const changed = new Set<string>();
    for (const [column, wire] of Object.entries(WIRE_NAMES)) {
      const next = (columns as Record<string, unknown>)[column];
      if (next !== undefined && next !== (before as unknown as Record<string, unknown>)[column])
        changed.add(wire as string);
    }
    const pricesChanged = body.Prices !== undefined && !sameJson(priceRowsOf(merged), priceRowsOf(old));
    const programChanged =
      body.ProgramItems !== undefined && !sameJson(programRowsOf(merged), programRowsOf(old));
    if (pricesChanged) changed.add('Prices');
    if (programChanged) changed.add('ProgramItems');
    if (changed.size === 0) return before;

    const publishing = columns.status === 'published' && before.status !== 'published';
    await eventQueries.updateEvent(trx, id, {
      ...columns,
      updated_at: nowIso,
      published_at: publishing ? nowIso : columns.status === 'published' ? before.published_at : null,
    });
    if (pricesChanged) await eventQueries.replacePrices(trx, id, priceRowsOf(merged));
    if (programChanged) await eventQueries.replaceProgram(trx, id, programRowsOf(merged));
    await eventEvents.updated.emit(
      trx,
      {
        subjectId: id,
        actorId: actor.profileId,
        payload: {
          Changed: [...changed],
          Before: {
            StartDate: before.start_date,
            StartMinutes: before.start_minutes,
            EndDate: before.end_date,
            EndMinutes: before.end_minutes,
            LocationName: before.location_name,
            Address: before.address,
            City: before.city,
            IsOnline: before.is_online,
          },
          MaxCapacityBefore: before.max_capacity,
        },
      },
      now,
    );
    return (await eventQueries.byIdWithDeleted(trx, id)) as EventRow;
  });
  return eventViewFor(db, row, actor, true, now);
}
