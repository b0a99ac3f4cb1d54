import type { ValueOf } from './enum.ts';

/** Publication states of an article (story). */
export const ArticleStatus = { Draft: 'draft', Published: 'published', Retracted: 'retracted' } as const;
export type ArticleStatus = ValueOf<typeof ArticleStatus>;

/** States of a request for blog rights (needed to write stories). */
export const BlogRightsStatus = { Pending: 'pending', Denied: 'denied', Granted: 'granted' } as const;
export type BlogRightsStatus = ValueOf<typeof BlogRightsStatus>;

/** Kinds of external source attached to a story. */
export const ExternalSourceType = { Link: 'link', InternalLink: 'internalLink', Video: 'video' } as const;
export type ExternalSourceType = ValueOf<typeof ExternalSourceType>;

/** Video providers a story can embed. */
export const VIDEO_PROVIDERS = ['Youtube', 'Vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Kinds of item an uploaded image belongs to (image upload Type). */
export const IMAGE_UPLOAD_TYPES = ['Article', 'Event', 'Group'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

/** Roles of a group member. */
export const GroupRole = { Admin: 'admin', Member: 'member' } as const;
export type GroupRole = ValueOf<typeof GroupRole>;

/** How people join a group. */
export const GroupJoinMode = { Open: 'open', OnRequest: 'onRequest' } as const;
export type GroupJoinMode = ValueOf<typeof GroupJoinMode>;

/** Membership.Status of a member who has joined. */
export const MEMBERSHIP_JOINED = 'Joined';

/** Features a group admin can switch on or off. */
export const GROUP_FEATURES = ['communication', 'events', 'members', 'questions', 'stories'] as const;
export type GroupFeature = (typeof GROUP_FEATURES)[number];

/** Tabs of a group page, in order. */
export const GROUP_TABS = ['overview', 'stories', 'questions', 'events', 'members'] as const;
export type GroupTab = (typeof GROUP_TABS)[number];

/** Authentication views that the auth flow switches between. */
export const AUTH_VIEWS = ['login', 'registration', 'forgot'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];
