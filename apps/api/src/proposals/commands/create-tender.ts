import {
  CHANNEL_ID,
  daysInclusive,
  ErrorCode,
  eurosToCents,
  languageIdForLocale,
  ProposalErrorCode,
  TENDER_LOCATIONS,
  TENDER_MAX_DAYS,
  type TenderInput,
} from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { type ProposalDeps, todayOf } from '../proposal-deps.ts';
import { proposalEvents } from '../proposals.events.ts';
import { proposalQueries } from '../proposals.queries.ts';

/** Every problem of the meeting's period at once: starts after today, ends after it starts, at most 31 days. */
function periodProblems(body: TenderInput, today: string): FieldError[] {
  const problems: FieldError[] = [];
  if (body.StartDate <= today) {
    problems.push({
      Field: 'StartDate',
      Code: ErrorCode.TooSmall,
      Message: 'The meeting starts after today',
    });
  }
  if (body.EndDate < body.StartDate) {
    problems.push({
      Field: 'EndDate',
      Code: ErrorCode.TooSmall,
      Message: 'End date cannot be before start date',
    });
  } else if (daysInclusive(body.StartDate, body.EndDate) > TENDER_MAX_DAYS) {
    problems.push({
      Field: 'EndDate',
      Code: ErrorCode.TooBig,
      Message: `A meeting spans at most ${TENDER_MAX_DAYS} days`,
    });
  }
  if (body.EndMinutes <= body.StartMinutes) {
    problems.push({
      Field: 'EndMinutes',
      Code: ErrorCode.TooSmall,
      Message: 'End time cannot be before or equal to start time',
    });
  }
  return problems;
}

/**
 * `POST /v1/Tender`: checks the meeting and the 1 to 5 live locations (every problem at once),
 * writes the tender (open, in the language asked or the member's), one waiting row per location
 * and one `tender.requested` per location (its managers are mailed). Returns the tender's id.
 */
export async function createTender(deps: ProposalDeps, actor: Actor, body: TenderInput): Promise<number> {
  const { db, now } = deps;
  const locationIds = [...new Set(body.LocationIds)];
  const problems: FieldError[] = [];
  if (locationIds.length < TENDER_LOCATIONS.min || locationIds.length > TENDER_LOCATIONS.max) {
    problems.push({
      Field: 'LocationIds',
      Code: ProposalErrorCode.TenderLocationCount,
      Message: `Ask ${TENDER_LOCATIONS.min} to ${TENDER_LOCATIONS.max} locations`,
    });
  }
  const live = await proposalQueries.liveLocationIds(db, locationIds);
  body.LocationIds.forEach((id, i) => {
    if (!live.has(id)) {
      problems.push({
        Field: `LocationIds[${i}]`,
        Code: ProposalErrorCode.TenderLocationUnavailable,
        Message: `Location ${id} cannot be asked`,
      });
    }
  });
  problems.push(...periodProblems(body, todayOf(now)));
  if (problems.length > 0) throw AppError.badRequest('The tender cannot be sent', problems);

  const member = await proposalQueries.profile(db, actor.profileId);
  if (!member) throw AppError.unauthorized();
  const nowIso = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await proposalQueries.insertTender(trx, {
      channel_id: CHANNEL_ID,
      profile_id: actor.profileId,
      language_id: body.Language ? languageIdForLocale(body.Language) : member.language_id,
      name: body.Name,
      meeting_type_id: body.MeetingtypeId,
      setting_id: body.SettingId ?? null,
      seats: body.Seats,
      start_date: body.StartDate,
      end_date: body.EndDate,
      start_minutes: body.StartMinutes,
      end_minutes: body.EndMinutes,
      description: body.Description,
      budget_cents: body.Budget == null ? null : eurosToCents(body.Budget),
      option_categories: JSON.stringify([...new Set(body.OptionCategoryIds)].sort((a, b) => a - b)),
      place_name: body.PlaceName ?? null,
      latitude: body.Latitude ?? null,
      longitude: body.Longitude ?? null,
      status: 'open',
      created_at: nowIso,
      updated_at: nowIso,
    });
    await proposalQueries.insertTenderLocations(
      trx,
      locationIds.map((location_id) => ({
        tender_id: id,
        location_id,
        status: 'waiting',
        decline_reason: null,
        proposal_id: null,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    );
    for (const locationId of locationIds) {
      await proposalEvents.tenderRequested.emit(
        trx,
        { subjectId: id, actorId: actor.profileId, payload: { TenderId: id, LocationId: locationId } },
        now,
      );
    }
    return id;
  });
}
