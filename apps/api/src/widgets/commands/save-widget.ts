import { CHANNEL_ID, ErrorCode, type WidgetBody } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { newToken } from '../../kernel/tokens.ts';
import { widgetAccess } from '../widget.access.ts';
import { widgetQueries } from '../widget.queries.ts';

/** The rules a widget's settings follow beyond their shape: all about its location's catalogue. */
async function checkSettings(db: Kysely<DB>, body: WidgetBody): Promise<void> {
  const errors: FieldError[] = [];
  const offered = new Set(await widgetQueries.meetingTypesOf(db, body.LocationId));
  body.Meetingtypes.forEach((type, i) => {
    if (!offered.has(type))
      errors.push({ Field: `Meetingtypes[${i}]`, Code: ErrorCode.MeetingTypeNotOffered });
  });
  if (body.Meetingtypes.indexOf(body.PreSelectedMeetingtype) < 0) {
    errors.push({ Field: 'PreSelectedMeetingtype', Code: ErrorCode.PreselectedNotOffered });
  }
  if (body.SpaceId != null) {
    const space = await widgetQueries.space(db, body.SpaceId, body.LocationId);
    if (!space) errors.push({ Field: 'SpaceId', Code: ErrorCode.SpaceNotAtLocation });
    else if (body.MinSeats > space.capacity) errors.push({ Field: 'MinSeats', Code: ErrorCode.TooBig });
  }
  if (errors.length > 0) throw AppError.badRequest('The widget settings do not fit its location', errors);
}

/** The row's columns of a widget's settings. */
function columnsOf(body: WidgetBody) {
  return {
    name: body.Name,
    location_id: body.LocationId,
    pre_selected_meeting_type: body.PreSelectedMeetingtype,
    space_id: body.SpaceId ?? null,
    min_seats: body.MinSeats,
    styling: JSON.stringify(body.Styling),
    show_prices: body.ShowPrices ? 1 : 0,
    show_search_input: body.ShowSearchInput ? 1 : 0,
    show_country_select: body.ShowCountrySelect ? 1 : 0,
    show_options_step: body.ShowOptionsStep ? 1 : 0,
    show_booking_details_step: body.ShowBookingDetailsStep ? 1 : 0,
    auth_type: body.AuthType,
    meeting_types: [...new Set(body.Meetingtypes)].join(','),
  };
}

/** The location must exist (a field error) and the member must manage it (403). */
async function requireManagedLocation(db: Kysely<DB>, actor: Actor, locationId: number): Promise<void> {
  if (!(await widgetQueries.location(db, locationId))) {
    throw AppError.badRequest('Location not found', [{ Field: 'LocationId', Code: ErrorCode.NotFound }]);
  }
  await requireAccess({ db }, actor, widgetAccess.addToLocation, locationId);
}

/** `POST /v1/host/widget`: a new widget for a location the member manages, with a fresh public key. */
export async function createWidget(
  db: Kysely<DB>,
  actor: Actor,
  body: WidgetBody,
  now: Date,
): Promise<number> {
  await requireManagedLocation(db, actor, body.LocationId);
  await checkSettings(db, body);
  const at = now.toISOString();
  return widgetQueries.insert(db, {
    key: newToken(),
    profile_id: actor.profileId,
    channel_id: CHANNEL_ID,
    created_at: at,
    updated_at: at,
    ...columnsOf(body),
  });
}

/** `PUT /v1/host/widget/{id}`: every setting at once (moving it needs the new location's managers too). */
export async function updateWidget(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: WidgetBody,
  now: Date,
): Promise<void> {
  const row = await requireAccess({ db }, actor, widgetAccess.manage, id);
  if (row.location_id !== body.LocationId) await requireManagedLocation(db, actor, body.LocationId);
  await checkSettings(db, body);
  await widgetQueries.update(db, id, { ...columnsOf(body), updated_at: now.toISOString() });
}

/** `DELETE /v1/host/widget/{id}`: its embeds stop working (its key no longer answers). */
export async function deleteWidget(db: Kysely<DB>, actor: Actor, id: number): Promise<boolean> {
  await requireAccess({ db }, actor, widgetAccess.manage, id);
  await widgetQueries.remove(db, id);
  return true;
}
