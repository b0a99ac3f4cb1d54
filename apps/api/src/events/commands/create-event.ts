import {
  CHANNEL_ID,
  ErrorCode,
  EventErrorCode,
  type EventInput,
  eurosToCents,
  eventFieldErrors,
  eventSlug,
  languageIdForLocale,
  normalizeSearchText,
  type OrganizerBody,
  organizerBody,
} from '@meetspace/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { groupFacts, membershipFacts } from '../../groups/index.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { localToUtcIso } from '../../kernel/local-time.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { isLiveLocation } from '../../locations/index.ts';
import { uploadedImageOf } from '../../uploads/index.ts';
import { EVENT_TIME_ZONE, type EventDeps, eventToday } from '../event.reads.ts';
import { eventQueries } from '../events.queries.ts';
import type { EventListingsTable } from '../events.schema.ts';
import { organizerAddedMail } from '../mails/event-organizer-mails.ts';

/** The event's fields the commands write (a new event's body, or an event merged with an update). */
export type EventFields = Omit<EventInput, 'Organizers'>;

/** A linked location's address, copied into the event (then not editable there). */
type LocationFacts = NonNullable<Awaited<ReturnType<typeof eventQueries.location>>>;

/**
 * The checks beyond the fields' own rules that need the database, all at once: the picture is an
 * uploaded event picture of this member, the location is live, the reservation is the member's,
 * not cancelled and at that location. Only what changed is checked (`check`): an organizer who
 * edits the name does not answer for a picture another organizer uploaded.
 */
export async function referenceProblems(
  db: Kysely<DB>,
  actor: Actor,
  e: Pick<EventFields, 'Image' | 'LocationId' | 'ReservationId'>,
  check: { image: boolean; location: boolean; reservation: boolean },
): Promise<{ problems: FieldError[]; location: LocationFacts | undefined }> {
  const problems: FieldError[] = [];
  if (check.image && e.Image) {
    const image = await uploadedImageOf(db, e.Image);
    if (image?.type !== 'Event' || image.profileId !== actor.profileId)
      problems.push({
        Field: 'Image',
        Code: EventErrorCode.EventImageInvalid,
        Message: 'The image is not an event picture you uploaded',
      });
  }
  let location: LocationFacts | undefined;
  if (e.LocationId) {
    location = (await isLiveLocation(db, e.LocationId))
      ? await eventQueries.location(db, e.LocationId)
      : undefined;
    if (!location && check.location)
      problems.push({ Field: 'LocationId', Code: ErrorCode.NotFound, Message: 'No such location' });
  }
  if (check.reservation && e.ReservationId) {
    const usable =
      e.LocationId != null &&
      (await eventQueries.isUsableReservation(db, e.ReservationId, actor.profileId, e.LocationId));
    if (!usable)
      problems.push({
        Field: 'ReservationId',
        Code: EventErrorCode.EventReservationInvalid,
        Message: 'The reservation is not yours, not at the location, or cancelled',
      });
  }
  return { problems, location };
}

/** The group an event is in: `GroupId`, or `ItemId` for an event of Type Group; null for none. */
export function groupIdOf(e: Pick<EventFields, 'Type' | 'ItemId' | 'GroupId'>): number | null {
  return e.GroupId ?? (e.Type === 'Group' ? (e.ItemId ?? null) : null);
}

/**
 * An event in a group (through the groups area's public face): the creator must be a Joined
 * member of the group (`not_a_group_member`), the group published (`group_not_published`) with
 * its events switched on (`group_feature_off`); an event of Type Group names its group.
 */
export async function groupProblems(
  db: Kysely<DB>,
  actor: Actor,
  e: Pick<EventFields, 'Type' | 'ItemId' | 'GroupId'>,
): Promise<FieldError[]> {
  const groupId = groupIdOf(e);
  const problem = (Code: FieldError['Code'], Message: string) => [{ Field: 'GroupId', Code, Message }];
  if (groupId === null)
    return e.Type === 'Group' ? problem(ErrorCode.Required, 'An event of a group names its group') : [];
  const group = await groupFacts(db, groupId);
  if (!group) return problem(ErrorCode.NotFound, 'No such group');
  const membership = await membershipFacts(db, groupId, actor.profileId);
  if (membership?.status !== 'Joined')
    return problem(ErrorCode.NotAGroupMember, 'You are not a member of the group');
  if (group.status !== 'published') return problem(ErrorCode.GroupNotPublished, 'The group is not published');
  if (!group.activateEvents)
    return problem(ErrorCode.GroupFeatureOff, 'The group has its events switched off');
  return [];
}

/** The rules of the fields (eventFieldErrors) as field errors. */
export function fieldProblems(e: EventFields, today: string, checkStart: boolean): FieldError[] {
  return eventFieldErrors({ ...e, Url: e.Url, MaxCapacity: e.MaxCapacity }, today, checkStart).map((p) => ({
    Field: p.Field,
    Code: p.Code,
  }));
}

/** The event's columns from its fields (the address from a linked location when there is one). */
export function columnsOf(
  e: EventFields,
  location: LocationFacts | undefined,
  languageId: number,
): Omit<
  Insertable<EventListingsTable>,
  'channel_id' | 'owner_profile_id' | 'status' | 'created_at' | 'updated_at' | 'published_at' | 'deleted_at'
> {
  const place = location
    ? {
        location_name: location.name,
        address: location.address,
        postal_code: location.postal_code,
        city: location.city,
        latitude: location.latitude,
        longitude: location.longitude,
        location_can_edit: 0,
      }
    : {
        location_name: e.LocationName,
        address: e.Address,
        postal_code: e.Postalcode,
        city: e.City,
        latitude: null,
        longitude: null,
        location_can_edit: 1,
      };
  const tags = [...new Set(e.Tags.map((t) => t.trim()).filter(Boolean))];
  return {
    owner_type: e.Type,
    item_id: e.ItemId ?? null,
    event_type_id: e.EventTypeId,
    location_id: location ? location.id : null,
    reservation_id: location ? (e.ReservationId ?? null) : null,
    group_id: groupIdOf(e),
    is_active: e.IsActive ? 1 : 0,
    is_public: e.IsPublic ? 1 : 0,
    start_date: e.StartDate,
    start_minutes: e.StartMinutes,
    end_date: e.EndDate,
    end_minutes: e.EndMinutes,
    starts_at: localToUtcIso(e.StartDate, e.StartMinutes, EVENT_TIME_ZONE),
    ends_at: localToUtcIso(e.EndDate, e.EndMinutes, EVENT_TIME_ZONE),
    image_url: e.Image || null,
    max_capacity: e.MaxCapacity ?? null,
    is_online: e.IsOnline,
    is_ticket_link: e.IsTicketLink ? 1 : 0,
    url: e.Url ?? null,
    online_url: e.OnlineUrl ?? null,
    ...place,
    state: e.State,
    country: e.Country,
    description: e.Description,
    tags: JSON.stringify(tags),
    search_text: normalizeSearchText([e.Name, ...tags, place.city, place.location_name].join(' ')),
    create_group: e.CreateGroup ? 1 : 0,
    language_id: languageId,
    name: e.Name,
  };
}

/** The prices' rows (cents inside). */
export const priceRowsOf = (e: Pick<EventFields, 'Prices'>) =>
  e.Prices.map((p) => ({
    currency: p.Currency,
    price_cents: eurosToCents(p.Price),
    start_date: p.StartDate ?? null,
    tax_percentage: p.TaxPercentage,
  }));

/** The program's rows in their order. */
export const programRowsOf = (e: Pick<EventFields, 'ProgramItems'>) =>
  e.ProgramItems.map((p, position) => ({
    position,
    date: p.Date,
    start_minutes: p.StartMinutes,
    end_minutes: p.EndMinutes,
    title: p.Title,
    description: p.Description,
    speaker: p.Speaker,
  }));

/** Duplicate organizer addresses (and the owner's own) as field errors. */
function organizerProblems(owner: string, organizers: readonly { Email: string }[]): FieldError[] {
  const seen = new Set([owner.toLowerCase()]);
  const problems: FieldError[] = [];
  organizers.forEach((o, i) => {
    const email = o.Email.toLowerCase();
    if (seen.has(email))
      problems.push({ Field: `Organizers[${i}].Email`, Code: ErrorCode.Duplicate, Message: 'Listed twice' });
    seen.add(email);
  });
  return problems;
}

/**
 * Adds an organizer by e-mail inside a transaction: linked to the member with that address, and
 * mailed (in the member's language, else the event's) that they may manage the event.
 */
export async function insertOrganizer(
  trx: Kysely<DB>,
  event: { id: number; name: string; language_id: number },
  o: ReturnType<typeof organizerBody.parse>,
  facts: { isPrimary: boolean; addedBy: string; now: Date; publicUrl: string },
): Promise<number> {
  const member = await eventQueries.profileByEmail(trx, o.Email);
  const id = await eventQueries.insertOrganizer(trx, {
    event_id: event.id,
    profile_id: member?.id ?? null,
    full_name: o.FullName,
    email: o.Email.toLowerCase(),
    phone: o.Phone,
    is_owner: 0,
    receive_email: o.ReceiveEmail ? 1 : 0,
    is_primary: facts.isPrimary ? 1 : 0,
    created_at: facts.now.toISOString(),
  });
  await enqueueMail(
    trx,
    organizerAddedMail(
      {
        languageId: member?.language_id ?? event.language_id,
        profileId: member?.id ?? null,
        email: o.Email,
        name: o.FullName,
      },
      { eventId: event.id, eventName: event.name, addedBy: facts.addedBy, isMember: member !== undefined },
      facts.publicUrl,
    ),
    facts.now,
  );
  return id;
}

/**
 * `POST /v1/event`: every problem at once (the field rules, the picture, location and reservation);
 * then one transaction writes the event (a draft, or published when `IsPublished`), its prices and
 * program, the creator as owner (and primary organizer unless another one is marked primary) and
 * the other organizers (each mailed). Returns the id and slug.
 */
export async function createEvent(
  deps: EventDeps & { publicUrl: string },
  actor: Actor,
  body: EventInput,
): Promise<{ Id: number; Slug: string }> {
  const { db, now } = deps;
  const member = await eventQueries.profile(db, actor.profileId);
  if (!member) throw AppError.unauthorized();
  const refs = await referenceProblems(db, actor, body, { image: true, location: true, reservation: true });
  const problems = [
    ...fieldProblems(body, eventToday(now), true),
    ...refs.problems,
    ...organizerProblems(member.email, body.Organizers),
    ...(await groupProblems(db, actor, body)),
  ];
  if (problems.length > 0) throw AppError.badRequest('The event cannot be saved', problems);

  const nowIso = now.toISOString();
  const languageId = body.Language ? languageIdForLocale(body.Language) : member.language_id;
  const ownerName = `${member.first_name} ${member.last_name}`.trim() || member.email;
  const primaryIndex = body.Organizers.findIndex((o) => o.IsPrimary);
  return db.transaction().execute(async (trx) => {
    const id = await eventQueries.insertEvent(trx, {
      ...columnsOf(body, refs.location, languageId),
      channel_id: CHANNEL_ID,
      owner_profile_id: actor.profileId,
      status: body.IsPublished ? 'published' : 'draft',
      created_at: nowIso,
      updated_at: nowIso,
      published_at: body.IsPublished ? nowIso : null,
      deleted_at: null,
    });
    await eventQueries.replacePrices(trx, id, priceRowsOf(body));
    await eventQueries.replaceProgram(trx, id, programRowsOf(body));
    await eventQueries.insertOrganizer(trx, {
      event_id: id,
      profile_id: actor.profileId,
      full_name: ownerName,
      email: member.email.toLowerCase(),
      phone: member.phone ?? '',
      is_owner: 1,
      receive_email: 1,
      is_primary: primaryIndex < 0 ? 1 : 0,
      created_at: nowIso,
    });
    const event = { id, name: body.Name, language_id: languageId };
    for (const [i, o] of body.Organizers.entries()) {
      await insertOrganizer(trx, event, organizerBody.parse(o satisfies OrganizerBody), {
        isPrimary: i === primaryIndex,
        addedBy: ownerName,
        now,
        publicUrl: deps.publicUrl,
      });
    }
    return { Id: id, Slug: eventSlug(body.Name) };
  });
}
