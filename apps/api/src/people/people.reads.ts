import {
  type CheckinList,
  localizedPath,
  type Match,
  type PeopleList,
  PROFILE_CHECKLIST,
  type ProfileChecklist,
  type ProfilePublic,
  rankMatches,
  tagsFromColumn,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { type PublicProfileFacts, presentPublicProfile } from '../accounts/index.ts';
import type { DB } from '../db/schema.ts';
import { eventCountOf, eventParticipantsOf } from '../events/index.ts';
import { joinedGroupCount } from '../groups/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { platformToday } from '../kernel/local-time.ts';
import { countAnswersBy } from '../questions/index.ts';
import { reservationAccess } from '../reservations/index.ts';
import { peopleAccess } from './people.access.ts';
import { fullName, presentCheckin, presentKnowledge, presentWorkspace } from './people.presenter.ts';
import { type PeopleFilter, peopleQueries } from './people.queries.ts';

export interface PeopleDeps {
  db: Kysely<DB>;
  now: Date;
}

interface Paging {
  page: number;
  itemsPerPage: number;
}

/** A row of `PUBLIC_PROFILE_COLUMNS` (the company by a left join) as the public profile. */
const asPublicProfile = (r: Omit<PublicProfileFacts, 'company'> & { company?: string | null }) =>
  presentPublicProfile({ ...r, company: r.company ?? null });

/** `GET /v2/featured/profiles`: members to feature, as their public profiles (see the query). */
export async function featuredProfiles(
  deps: PeopleDeps,
  query: { locationId?: number; nrOf: number },
): Promise<ProfilePublic[]> {
  const rows = await peopleQueries.featured(deps.db, { locationId: query.locationId, limit: query.nrOf });
  return rows.map(asPublicProfile);
}

/** `GET /v1/people`: a page of members as their public profiles (contact details only when shared). */
export async function searchPeople(deps: PeopleDeps, query: PeopleFilter & Paging): Promise<PeopleList> {
  const { rows, total } = await peopleQueries.search(deps.db, query, query.page, query.itemsPerPage);
  return {
    Results: rows.map(asPublicProfile),
    MorePages: query.page * query.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/profile/checklist`: photo, bio, 5 tags, 5 answers, 2 events, 1 group (the spec's constants). */
export async function profileChecklist(deps: PeopleDeps, actor: Actor): Promise<ProfileChecklist> {
  const me = await peopleQueries.checklistFacts(deps.db, actor.profileId);
  if (!me) throw AppError.unauthorized('The profileToken is unknown or expired');
  const counts = {
    photo: me.image_url ? 1 : 0,
    bio: me.bio?.trim() ? 1 : 0,
    tags: tagsFromColumn(me.network_tags).length,
    answers: await countAnswersBy(deps.db, actor.profileId),
    events: await eventCountOf(deps.db, actor.profileId),
    groups: await joinedGroupCount(deps.db, actor.profileId),
  };
  const Items = (Object.keys(PROFILE_CHECKLIST) as (keyof typeof PROFILE_CHECKLIST)[]).map((Key) => ({
    Key,
    Count: counts[Key],
    Required: PROFILE_CHECKLIST[Key],
    Done: counts[Key] >= PROFILE_CHECKLIST[Key],
  }));
  const DoneCount = Items.filter((i) => i.Done).length;
  return { Items, DoneCount, Complete: DoneCount === Items.length };
}

/** `GET /v1/checkin`: mine, a reservation's, or a location's on a day (see the declaration). */
export async function listCheckins(
  deps: PeopleDeps,
  actor: Actor,
  query: { locationId?: number; reservationId?: number; date?: string } & Paging,
): Promise<CheckinList> {
  const { page, itemsPerPage: size } = query;
  let filter: Parameters<typeof peopleQueries.checkinPage>[1];
  if (query.reservationId !== undefined) {
    const r = await requireAccess(deps, actor, reservationAccess.view, query.reservationId);
    filter = {
      reservationId: r.id,
      locationId: r.location_id,
      from: r.start_date,
      to: r.end_date,
      profileIds: await peopleQueries.reservationPeople(deps.db, r.id, r.profile_id),
    };
  } else if (query.locationId !== undefined) {
    await requireAccess(deps, actor, peopleAccess.locationCheckins, query.locationId);
    filter = { locationId: query.locationId, day: query.date ?? platformToday(deps.now) };
  } else {
    filter = { profileId: actor.profileId };
  }
  const { rows, total } = await peopleQueries.checkinPage(deps.db, filter, page, size);
  return { Results: rows.map(presentCheckin), MorePages: page * size < total, TotalCount: total };
}

/** `GET /v1/checkin/knowledge`: what the people at a location on a day can help with (any member). */
export async function checkinKnowledge(
  deps: PeopleDeps,
  query: { locationId: number; date?: string } & Paging,
) {
  const location = await peopleQueries.location(deps.db, query.locationId);
  if (!location) throw AppError.notFound('Location not found');
  const day = query.date ?? platformToday(deps.now);
  const { rows, total } = await peopleQueries.knowledgePage(
    deps.db,
    location.id,
    day,
    query.page,
    query.itemsPerPage,
  );
  return {
    Results: rows.map(presentKnowledge),
    MorePages: query.page * query.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/checkin/qr`: the check-in page of a location in a language, and its QR code. */
export async function checkinQr(
  deps: PeopleDeps & { publicUrl: string },
  actor: Actor,
  query: { locationId: number; locale: 'nl' | 'en' },
) {
  await requireAccess(deps, actor, peopleAccess.locationCheckins, query.locationId);
  const Url = `${deps.publicUrl}${localizedPath('network-checkin', query.locale, { locationId: query.locationId })}`;
  const Svg = await QRCode.toString(Url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { Url, Svg };
}

/**
 * `GET /v1/match`: the best 4 among the people at the place and day of one of my check-ins (their
 * check-in's texts), or among an event's other participants (their profile's texts), by
 * `rankMatches` (the domain's rule: 2 a shared tag, 1 a shared word of knowledge and work).
 */
export async function findMatches(
  deps: PeopleDeps,
  actor: Actor,
  query: { typeIds: number[]; checkinId?: number; eventId?: number },
): Promise<{ Results: Match[] }> {
  const [me] = await peopleQueries.people(deps.db, [actor.profileId]);
  if (!me) throw AppError.unauthorized('The profileToken is unknown or expired');
  const myTags = tagsFromColumn(me.network_tags);
  let mine = { workingOn: me.working_on, knowledge: me.knowledge };
  let candidates: {
    profile_id: number;
    working_on: string | null;
    knowledge: string | null;
    first_name: string;
    last_name: string;
    image_url: string | null;
    city: string | null;
    network_tags: string | null;
  }[];
  if (query.checkinId !== undefined) {
    const ci = await requireAccess(deps, actor, peopleAccess.matchFromCheckin, query.checkinId);
    mine = { workingOn: ci.working_on, knowledge: ci.knowledge };
    candidates = await peopleQueries.othersCheckedIn(deps.db, ci.location_id, ci.day, actor.profileId);
  } else {
    const participants = await eventParticipantsOf(deps.db, query.eventId as number);
    if (!participants) throw AppError.notFound('Event not found');
    if (!participants.some((id) => isSelf(actor, id)) && !isAdmin(actor)) {
      throw AppError.forbidden('You take no part in this event');
    }
    const people = await peopleQueries.people(
      deps.db,
      participants.filter((id) => id !== actor.profileId),
    );
    candidates = people.map((p) => ({ ...p, profile_id: p.id }));
  }
  const ranked = rankMatches(
    { profileId: actor.profileId, tags: myTags, ...mine },
    candidates.map((c) => ({
      profileId: c.profile_id,
      tags: tagsFromColumn(c.network_tags),
      workingOn: c.working_on,
      knowledge: c.knowledge,
    })),
    query.typeIds,
  );
  const byId = new Map(candidates.map((c) => [c.profile_id, c]));
  return {
    Results: ranked.map((m) => {
      const c = byId.get(m.profileId) as (typeof candidates)[number];
      return {
        ProfileId: m.profileId,
        FullName: fullName(c),
        ImageUrl: c.image_url,
        City: c.city,
        WorkingOn: c.working_on,
        Knowledge: c.knowledge,
        Tags: tagsFromColumn(c.network_tags),
        Score: m.score,
        SharedTags: m.sharedTags,
        TheyCanHelp: m.theyCanHelp,
        ICanHelp: m.iCanHelp,
      };
    }),
  };
}

/** `GET /v1/social-capital/workspace`: where a workspace is booked for free in exchange for knowledge. */
export async function socialCapitalWorkspaces(deps: PeopleDeps, query: { language?: string } & Paging) {
  const { rows, total } = await peopleQueries.socialCapitalPage(deps.db, query.page, query.itemsPerPage);
  return {
    Results: rows.map((r) => presentWorkspace(r, query.language)),
    MorePages: query.page * query.itemsPerPage < total,
    TotalCount: total,
  };
}
