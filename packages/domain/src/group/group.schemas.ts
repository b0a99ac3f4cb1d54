import { z } from 'zod';
import { bodyId, idParam, itemsPerPageParam, listOf, pageParam } from '../common/common.schemas.ts';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_JOIN_TYPES,
  GROUP_NAME_MAX,
  GROUP_ROLES,
  GROUP_STATUSES,
  GROUPS_PER_PAGE,
  MEMBERSHIP_STATUSES,
} from './group.constants.ts';

// Groups of the member network (document 2, sections 3, 4 and 6): a member creates one (its first
// admin), publishes it, members join (at once or on request); the feature toggles decide what its
// members see and do. A draft is seen only by its admins (and administrators).

const toggles = {
  /** Communication: the group's chat (issue 21). */
  ActivateChat: z.boolean(),
  ActivateEvents: z.boolean(),
  ActivateMemberList: z.boolean(),
  /** Stories (the spec's posts). */
  ActivatePosts: z.boolean(),
  ActivateQuestions: z.boolean(),
};

/** `PUT /v1/group/{id}/settings`: the feature toggles (any of them; the rest keep their value). */
export const groupSettingsBody = z.object(toggles).partial();
export type GroupSettingsBody = z.infer<typeof groupSettingsBody>;

const groupFields = {
  Name: z.string().trim().min(1, 'Enter a name').max(GROUP_NAME_MAX),
  Description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
  /** The picture's URL as `POST /v1/upload/image` (Type Group) answered it, or null. */
  Photo: z.string().trim().max(500).nullish(),
  JoinType: z.enum(GROUP_JOIN_TYPES).default('open'),
};

/** `POST /v1/group`: a new group (a draft), its creator its first admin. Toggles default on. */
export const groupBody = z.object({
  ...groupFields,
  ActivateChat: z.boolean().default(true),
  ActivateEvents: z.boolean().default(true),
  ActivateMemberList: z.boolean().default(true),
  ActivatePosts: z.boolean().default(true),
  ActivateQuestions: z.boolean().default(true),
});
export type GroupBody = z.input<typeof groupBody>;

/** `PUT /v1/group/{id}`: any of the fields and toggles; the rest keep their value. */
export const groupUpdateBody = z.object({ ...groupFields, ...toggles }).partial();
export type GroupUpdateBody = z.input<typeof groupUpdateBody>;

export const groupCreated = z.object({ Id: z.number().int() });

/** A group in a list. */
export const groupSummary = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** For the page's link: `network/groups/{id}/{slug}`. */
  Slug: z.string(),
  /** The first 300 characters of the description. */
  Summary: z.string(),
  Photo: z.string().nullable(),
  JoinType: z.enum(GROUP_JOIN_TYPES),
  Status: z.enum(GROUP_STATUSES),
  MemberCount: z.number().int(),
  /** The caller's relation (None for a visitor). */
  MembershipStatus: z.enum(MEMBERSHIP_STATUSES),
  CreatedAt: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

/** `GET /v1/group/{id}`: the group for anyone who may see it (published: every member). */
export const groupView = groupSummary.extend({
  Description: z.string(),
  ...toggles,
  /** The admins' names and profile ids (always shown, so a visitor knows whom to ask). */
  Admins: z.array(z.object({ ProfileId: z.number().int(), Name: z.string() })),
  PublishedAt: z.string().nullable(),
});
export type GroupView = z.infer<typeof groupView>;

/** `GET /v1/group/{id}/state`: the caller's membership and what the group has switched on. */
export const groupState = z.object({
  Membership: z.object({
    Status: z.enum(MEMBERSHIP_STATUSES),
    Role: z.enum(GROUP_ROLES).nullable(),
    JoinedAt: z.string().nullable(),
  }),
  /** A group admin (or an administrator): edits, publishes, deletes, changes settings and roles. */
  IsAdmin: z.boolean(),
  Status: z.enum(GROUP_STATUSES),
  ...toggles,
});
export type GroupState = z.infer<typeof groupState>;

/** `GET /v1/group`: published groups, by name (q: every word in name and description). */
export const groupListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(GROUPS_PER_PAGE),
});
export const groupList = listOf(groupSummary).extend({ TotalCount: z.number().int() });
export type GroupList = z.infer<typeof groupList>;

/** `GET /v1/profile/group`: the caller's groups: joined, requested, invited (drafts they admin too). */
export const myGroupList = z.array(groupSummary.extend({ Role: z.enum(GROUP_ROLES).nullable() }));
export type MyGroupList = z.infer<typeof myGroupList>;

/** One member (or, for admins, a request or an invitation) of `GET /v1/group/{id}/members`. */
export const groupMember = z.object({
  ProfileId: z.number().int(),
  Name: z.string(),
  Photo: z.string().nullable(),
  Role: z.enum(GROUP_ROLES),
  Status: z.enum(MEMBERSHIP_STATUSES),
  JoinedAt: z.string().nullable(),
  LeftAt: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;
export const groupMemberList = z.array(groupMember);

/** `PUT /v1/group/member/promote|demote|approve|decline`: one member of one group. */
export const groupMemberBody = z.object({ GroupId: bodyId, ProfileId: bodyId });
export type GroupMemberBody = z.infer<typeof groupMemberBody>;

/** `POST /v1/group/{id}/invite`: invites a member by e-mail address (mailed in their language). */
export const groupInviteBody = z.object({
  Email: z.email('E-mail address is not valid').trim().toLowerCase().max(254),
});

/** `?showAll=` of `GET /v1/group/{id}/events` (false: upcoming only), with paging. */
export const groupEventsQuery = z.object({
  showAll: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(20),
});

export const groupParams = z.object({ id: idParam });
