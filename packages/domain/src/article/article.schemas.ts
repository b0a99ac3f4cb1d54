import { z } from 'zod';
import { dateParam } from '../availability/availability.schemas.ts';
import {
  bodyId,
  idParam,
  itemsPerPageParam,
  listOf,
  optionalIdParam,
  pageParam,
} from '../common/common.schemas.ts';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_ENTITIES,
  ARTICLE_INTRO_MAX,
  ARTICLE_MAX_SOURCES,
  ARTICLE_MAX_TAGS,
  ARTICLE_SOURCE_KINDS,
  ARTICLE_STATUSES,
  ARTICLE_TAG_MAX,
  ARTICLE_TITLE_MAX,
  ARTICLES_PER_PAGE,
  BLOG_RIGHTS_MOTIVATION_MAX,
  BLOG_RIGHTS_MOTIVATION_MIN,
  BLOG_RIGHTS_STATUSES,
  VIDEO_PROVIDERS,
} from './article.constants.ts';

// Stories (the spec's articles, document 2 sections 3, 4, 6, 7): a member writes one in the editor
// (its body is HTML the API sanitizes to an allowlist before storing: never the client's raw HTML),
// links it to the channel (public; needs granted blog rights), a group (its members; public too
// when OpenOutsideGroup) or a location (its page; the location's managers), and publishes it.

/** An external source: a link, a link inside the platform (a path), or a Youtube/Vimeo video. */
export const articleSourceBody = z.object({
  Kind: z.enum(ARTICLE_SOURCE_KINDS),
  Title: z.string().trim().max(200).default(''),
  /** `link` and `video`: an http(s) URL; `internal`: a path starting with `/`. */
  Url: z.string().trim().min(1).max(500),
});

/** Where a story is shown: the channel (ItemId 1), a group or a location by id. */
export const articleLinkTarget = z.object({
  Entity: z.enum(ARTICLE_ENTITIES),
  ItemId: bodyId,
});
export type ArticleLinkTarget = z.infer<typeof articleLinkTarget>;

const articleFields = {
  Title: z.string().trim().min(1, 'Enter a title').max(ARTICLE_TITLE_MAX),
  /** The short description (intro), at most 500 characters. */
  ShortDescription: z.string().trim().max(ARTICLE_INTRO_MAX).default(''),
  /** The full story as the editor's HTML; sanitized by the API (an allowlist) before it is stored. */
  Body: z.string().max(ARTICLE_BODY_MAX).default(''),
  /** The picture's URL as `POST /v1/upload/image` (Type Article) answered it, or null. */
  Image: z.string().trim().max(500).nullish(),
  Tags: z.array(z.string().trim().min(1).max(ARTICLE_TAG_MAX)).max(ARTICLE_MAX_TAGS).default([]),
  /** Shown from this day on (null: from publishing). */
  PublishFrom: dateParam.nullish(),
  /** Shown until the day before this one (null: no end). */
  ExpiresAt: dateParam.nullish(),
  AllowComments: z.boolean().default(true),
  /** A group's story is shown outside the group too (on the channel's list and its own page). */
  OpenOutsideGroup: z.boolean().default(false),
  Sources: z.array(articleSourceBody).max(ARTICLE_MAX_SOURCES).default([]),
  Language: z.enum(['nl', 'en']).default('nl'),
};

/** `POST /v1/article`: a new story (a Draft) with where it is shown (`Links`, at least one). */
export const articleBody = z.object({ ...articleFields, Links: z.array(articleLinkTarget).min(1).max(10) });
export type ArticleBody = z.input<typeof articleBody>;

/** `PUT /v1/article/{id}`: the fields sent change; the rest keep their value. */
export const articleUpdateBody = z.object(articleFields).partial();
export type ArticleUpdateBody = z.input<typeof articleUpdateBody>;

/** `PUT /v1/article/{id}/publish`: Published (default) or back: Retracted, Draft. */
export const articlePublishBody = z.object({ Status: z.enum(ARTICLE_STATUSES).default('Published') });

export const articleCreated = z.object({ Id: z.number().int(), Key: z.string() });

/** `POST /v1/article/link`: the same story shown in one more place. */
export const articleLinkBody = articleLinkTarget.extend({ ArticleId: bodyId });
/** `PUT /v1/article/{articleId}/link/{id}`: the link moved to another place. */
export const articleLinkUpdateBody = articleLinkTarget;

export const articleLink = z.object({
  Id: z.number().int(),
  Entity: z.enum(ARTICLE_ENTITIES),
  ItemId: z.number().int(),
  /** The group's or location's name (the channel's: its name). */
  Name: z.string(),
  /** The group's or location's slug for links (the channel's: ''). */
  Slug: z.string(),
});
export type ArticleLink = z.infer<typeof articleLink>;

export const articleSource = z.object({
  Kind: z.enum(ARTICLE_SOURCE_KINDS),
  Title: z.string(),
  Url: z.string(),
  /** A video's provider and its player's address (built from the video's id), else null. */
  Provider: z.enum(VIDEO_PROVIDERS).nullable(),
  EmbedUrl: z.string().nullable(),
});
export type ArticleSource = z.infer<typeof articleSource>;

/** A story in a list. */
export const articleSummary = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Slug: z.string(),
  Title: z.string(),
  ShortDescription: z.string(),
  Image: z.string().nullable(),
  Tags: z.array(z.string()),
  Status: z.enum(ARTICLE_STATUSES),
  PublishFrom: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  /** When it was first published (or created, for a draft). */
  PublishedAt: z.string().nullable(),
  AuthorProfileId: z.number().int(),
  AuthorName: z.string(),
  CommentCount: z.number().int(),
  Language: z.enum(['nl', 'en']),
  /** Readable outside the members' network: on the channel, a location, or a group's open story. */
  IsPublic: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** `GET /v1/article/{key}`: the story (Body is the stored, sanitized HTML). */
export const articleView = articleSummary.extend({
  Body: z.string(),
  AllowComments: z.boolean(),
  OpenOutsideGroup: z.boolean(),
  Sources: z.array(articleSource),
  Links: z.array(articleLink),
  /** The caller may edit, publish, link and delete it (its author, administrators). */
  CanEdit: z.boolean(),
  /** The caller may comment (a member, comments allowed, the story readable). */
  CanComment: z.boolean(),
  UpdatedAt: z.string(),
});
export type ArticleView = z.infer<typeof articleView>;

export const articleList = listOf(articleSummary).extend({ TotalCount: z.number().int() });
export type ArticleList = z.infer<typeof articleList>;

/**
 * `GET /v1/article`: stories shown at `entity` `itemId` (channel, group, location; `profile`: a
 * member's own, drafts too when it is the caller), on day `at` (default today), matching `q`.
 */
export const articleListQuery = z.object({
  entity: z.enum([...ARTICLE_ENTITIES, 'profile']).default('channel'),
  itemId: optionalIdParam,
  at: dateParam.optional(),
  q: z.string().trim().max(100).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(ARTICLES_PER_PAGE),
});
export type ArticleListQuery = z.input<typeof articleListQuery>;
export const articlePageQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(ARTICLES_PER_PAGE),
});

export const articleKeyParams = z.object({ key: z.string().trim().min(1).max(40) });
export const articleIdParams = z.object({ id: idParam });
export const channelParams = z.object({ channelId: idParam });
export const articleLinkParams = z.object({ articleId: idParam, id: idParam });
export const articleLinkDeleteParams = z.object({ id: idParam, linkId: idParam });

/** `POST /v1/channel/1/article/publish/request`: asks for blog rights, with a motivation. */
export const blogRightsRequestBody = z.object({
  Motivation: z
    .string()
    .trim()
    .min(BLOG_RIGHTS_MOTIVATION_MIN, 'Tell us a little more (at least 20 characters)')
    .max(BLOG_RIGHTS_MOTIVATION_MAX),
});

/** The caller's blog rights on the channel. */
export const blogRights = z.object({
  Status: z.enum(BLOG_RIGHTS_STATUSES),
  Motivation: z.string().nullable(),
  RequestedAt: z.string().nullable(),
  DecidedAt: z.string().nullable(),
  /** Why they were denied (the administrator's reason), else null. */
  Reason: z.string().nullable(),
});
export type BlogRights = z.infer<typeof blogRights>;

/** `GET /v1/channel/1`: the channel, and what the caller may do on it. */
export const channelView = z.object({
  Id: z.number().int(),
  Name: z.string(),
  /** The caller's blog rights (status none for a visitor). */
  BlogRights: blogRights,
  /** Publishing on the channel is allowed (blog rights granted, or an administrator). */
  CanPublish: z.boolean(),
});
export type ChannelView = z.infer<typeof channelView>;

/** One request of the administrators' list (`GET /v1/admin/blog-rights`). */
export const blogRightsRequest = blogRights.extend({
  Id: z.number().int(),
  ProfileId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
});
export type BlogRightsRequest = z.infer<typeof blogRightsRequest>;
export const blogRightsRequestQuery = z.object({
  status: z.enum(BLOG_RIGHTS_STATUSES).optional(),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(50),
});
export const blogRightsRequestList = listOf(blogRightsRequest).extend({ TotalCount: z.number().int() });
/** `PUT /v1/admin/blog-rights/{id}`: grant or deny (a reason is required to deny). */
export const blogRightsDecisionBody = z
  .object({ Grant: z.boolean(), Reason: z.string().trim().max(1000).default('') })
  .refine((v) => v.Grant || v.Reason.length > 0, { message: 'Give a reason', path: ['Reason'] });
