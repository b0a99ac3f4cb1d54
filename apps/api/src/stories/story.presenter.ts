import {
  type ArticleEntity,
  type ArticleLink,
  type ArticleSource,
  type ArticleSourceKind,
  type ArticleSummary,
  type ArticleView,
  articleSlug,
  type BlogRights,
  type BlogRightsRequest,
  type BlogRightsStatus,
  videoEmbed,
} from '@meetspace/domain';
import type { ArticleLinkRow, ArticleRow, BlogRightsRow, NamedBlogRightsRow } from './stories.queries.ts';
import { isPublicStory } from './story.visibility.ts';

/** A stored source (`sources` JSON): what the author wrote; the embed is computed when read. */
export interface StoredSource {
  Kind: ArticleSourceKind;
  Title: string;
  Url: string;
}

/** A place's name and slug for links, by `entity:id`. */
export type PlaceNames = Map<string, { name: string; slug: string }>;

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

/** A story in a list. */
export function presentSummary(
  row: ArticleRow & { first_name: string | null; last_name: string | null },
  links: readonly ArticleLinkRow[],
  commentCount: number,
): ArticleSummary {
  return {
    Id: row.id,
    Key: row.key,
    Slug: articleSlug(row.title),
    Title: row.title,
    ShortDescription: row.short_description,
    Image: row.image_url,
    Tags: parsed<string[]>(row.tags, []),
    Status: row.status as ArticleSummary['Status'],
    PublishFrom: row.publish_from,
    ExpiresAt: row.expires_at,
    PublishedAt: row.published_at ?? row.created_at,
    AuthorProfileId: row.author_profile_id,
    AuthorName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    CommentCount: commentCount,
    Language: row.language === 'en' ? 'en' : 'nl',
    IsPublic: isPublicStory(row, links),
  };
}

/** A stored source with its video's provider and player address. */
export function presentSource(source: StoredSource): ArticleSource {
  const embed = source.Kind === 'video' ? videoEmbed(source.Url) : undefined;
  return {
    Kind: source.Kind,
    Title: source.Title,
    Url: source.Url,
    Provider: embed?.Provider ?? null,
    EmbedUrl: embed?.EmbedUrl ?? null,
  };
}

export function presentLink(link: ArticleLinkRow, names: PlaceNames): ArticleLink {
  const place = names.get(`${link.entity}:${link.item_id}`);
  return {
    Id: link.id,
    Entity: link.entity as ArticleEntity,
    ItemId: link.item_id,
    Name: place?.name ?? '',
    Slug: place?.slug ?? '',
  };
}

/** The whole story for its page or editor. */
export function presentView(
  row: ArticleRow & { first_name: string | null; last_name: string | null },
  facts: {
    links: readonly ArticleLinkRow[];
    names: PlaceNames;
    commentCount: number;
    canEdit: boolean;
    canComment: boolean;
  },
): ArticleView {
  return {
    ...presentSummary(row, facts.links, facts.commentCount),
    Body: row.body_html,
    AllowComments: row.allow_comments === 1,
    OpenOutsideGroup: row.open_outside_group === 1,
    Sources: parsed<StoredSource[]>(row.sources, []).map(presentSource),
    Links: facts.links.map((l) => presentLink(l, facts.names)),
    CanEdit: facts.canEdit,
    CanComment: facts.canComment,
    UpdatedAt: row.updated_at,
  };
}

/** A member's blog rights from their newest request (none without one). */
export function presentBlogRights(row: BlogRightsRow | undefined): BlogRights {
  return {
    Status: (row?.status ?? 'none') as BlogRightsStatus,
    Motivation: row?.motivation ?? null,
    RequestedAt: row?.requested_at ?? null,
    DecidedAt: row?.decided_at ?? null,
    Reason: row?.reason ?? null,
  };
}

/** One request of the administrators' list. */
export function presentBlogRightsRequest(row: NamedBlogRightsRow): BlogRightsRequest {
  return {
    ...presentBlogRights(row),
    Id: row.id,
    ProfileId: row.profile_id,
    Name: `${row.first_name} ${row.last_name}`.trim(),
    Email: row.email,
  };
}
