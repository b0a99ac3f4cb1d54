import { z } from 'zod';
import {
  bodyId,
  featuredCountParam,
  idParam,
  itemsPerPageParam,
  listOf,
  optionalId,
  optionalIdParam,
  pageParam,
} from '../common/common.schemas.ts';
import { profilePublic } from '../profile/auth.schemas.ts';
import {
  CHECKIN_KNOWLEDGE_PER_PAGE,
  CHECKINS_PER_PAGE,
  CLICK_TYPE_IDS,
  MATCH_TYPE_IDS,
  NETWORK_TEXT_MAX,
  PEOPLE_PER_PAGE,
} from './people.constants.ts';

// The member network's people: search, check-ins at a location (with what one works on and can
// help with), the matches among the people at one place or event, the profile checklist, and
// the click log.

const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-MM-dd');
const commaList = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    );

/** `GET /v1/people`: members by name (q), tags (comma-separated, all of them), city and what they work on. */
export const peopleSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  tags: commaList(500),
  city: z.string().trim().max(100).optional(),
  workingOn: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(PEOPLE_PER_PAGE),
});
export type PeopleSearchQuery = z.input<typeof peopleSearchQuery>;

/** A page of people: their public profiles. */
export const peopleList = listOf(profilePublic).extend({ TotalCount: z.number().int() });
export type PeopleList = z.infer<typeof peopleList>;

/** One line of the profile checklist. */
export const checklistItem = z.object({
  Key: z.enum(['photo', 'bio', 'tags', 'answers', 'events', 'groups']),
  Count: z.number().int(),
  Required: z.number().int(),
  Done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;
/** `GET /v1/profile/checklist`: how complete the member's profile is. */
export const profileChecklist = z.object({
  Items: z.array(checklistItem),
  DoneCount: z.number().int(),
  Complete: z.boolean(),
});
export type ProfileChecklist = z.infer<typeof profileChecklist>;

const networkText = z.string().trim().min(1).max(NETWORK_TEXT_MAX);

/**
 * `PUT /v1/checkin`: the member checks in at a location for a day (default today, Amsterdam time;
 * up to 14 days ahead) with what they work on and can help with; again the same day: changed.
 * ReservationId: a booking of theirs at that location.
 */
export const checkinBody = z.object({
  LocationId: bodyId,
  Date: localDay.optional(),
  WorkingOn: networkText,
  Knowledge: networkText,
  ReservationId: optionalId(),
});
export type CheckinBody = z.input<typeof checkinBody>;

/** A check-in. */
export const checkin = z.object({
  Id: z.number().int(),
  ProfileId: z.number().int(),
  FullName: z.string(),
  ImageUrl: z.string().nullable(),
  LocationId: z.number().int(),
  LocationName: z.string(),
  Date: z.string(),
  WorkingOn: z.string(),
  Knowledge: z.string(),
  ReservationId: z.number().int().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Checkin = z.infer<typeof checkin>;
export const checkinList = listOf(checkin).extend({ TotalCount: z.number().int() });
export type CheckinList = z.infer<typeof checkinList>;

/**
 * `GET /v1/checkin`: without filters the caller's own check-ins (newest day first); with
 * reservationId those of a reservation (its booker, administrators and the location's managers);
 * with locationId (and date, default today) those at a location that day (its managers, administrators).
 */
export const checkinListQuery = z.object({
  locationId: optionalIdParam,
  reservationId: optionalIdParam,
  date: localDay.optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(CHECKINS_PER_PAGE),
});

/** `GET /v1/checkin/knowledge`: what the people checked in at a location on a day can help with. */
export const checkinKnowledgeQuery = z.object({
  locationId: idParam,
  date: localDay.optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(CHECKIN_KNOWLEDGE_PER_PAGE),
});
export const knowledgeItem = z.object({
  ProfileId: z.number().int(),
  FullName: z.string(),
  ImageUrl: z.string().nullable(),
  Knowledge: z.string(),
  WorkingOn: z.string(),
  Tags: z.array(z.string()),
});
export type KnowledgeItem = z.infer<typeof knowledgeItem>;
export const knowledgeList = listOf(knowledgeItem).extend({ TotalCount: z.number().int() });

/** `GET /v1/checkin/qr`: the check-in page's address of a location and its QR code (its managers). */
export const checkinQrQuery = z.object({
  locationId: idParam,
  locale: z.enum(['nl', 'en']).default('nl'),
});
export const checkinQr = z.object({ Url: z.string(), Svg: z.string() });

/**
 * `GET /v1/match`: typeIds (comma-separated 1 shared tags, 2 they can help with what I work on,
 * 3 I can help with what they work on; default all); exactly one of checkinId (one of mine: the
 * people checked in at that place that day) or eventId (one I am registered for or organize: its
 * other registrants and organizers).
 */
export const matchQuery = z
  .object({
    typeIds: z
      .string()
      .max(50)
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
          .map(Number),
      )
      .pipe(z.array(z.number().int().min(1).max(MATCH_TYPE_IDS.length))),
    eventId: optionalIdParam,
    checkinId: optionalIdParam,
  })
  .superRefine((q, ctx) => {
    if ((q.eventId === undefined) === (q.checkinId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['checkinId'], message: 'Give either checkinId or eventId' });
    }
  });
export const match = z.object({
  ProfileId: z.number().int(),
  FullName: z.string(),
  ImageUrl: z.string().nullable(),
  City: z.string().nullable(),
  WorkingOn: z.string().nullable(),
  Knowledge: z.string().nullable(),
  Tags: z.array(z.string()),
  Score: z.number().int(),
  SharedTags: z.array(z.string()),
  TheyCanHelp: z.array(z.string()),
  ICanHelp: z.array(z.string()),
});
export type Match = z.infer<typeof match>;
export const matchList = z.object({ Results: z.array(match) });

/** `POST /v1/log/click`: what was opened (TypeId 1 location, 2 event, 3 story; ItemId its id). */
export const clickBody = z.object({
  TypeId: z.number().int().min(1).max(CLICK_TYPE_IDS.length),
  ItemId: bodyId,
});
export type ClickBody = z.input<typeof clickBody>;

/** `GET /v1/social-capital/workspace`: live locations with a workspace offered for social capital (price 0). */
export const socialCapitalQuery = z.object({
  language: z.string().max(10).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
});
export const socialCapitalWorkspace = z.object({
  LocationId: z.number().int(),
  LocationName: z.string(),
  UrlName: z.string(),
  City: z.string(),
  SpaceId: z.number().int(),
  SpaceName: z.string(),
  Capacity: z.number().int(),
});
export type SocialCapitalWorkspace = z.infer<typeof socialCapitalWorkspace>;
export const socialCapitalList = listOf(socialCapitalWorkspace).extend({ TotalCount: z.number().int() });

/**
 * `GET /v2/featured/profiles`: members to feature (who said who they are); at a location, the
 * people who host it.
 */
export const featuredProfilesQuery = z.object({
  locationId: optionalIdParam,
  /** How many (the spec's nrOf...; `nrOfProfiles` is read too). */
  nrOf: featuredCountParam,
});
