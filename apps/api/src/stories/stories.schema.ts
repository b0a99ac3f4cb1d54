import type { Generated } from 'kysely';

/** A story: Draft, Published (from publish_from until expires_at) or Retracted; deleted: gone. */
export interface ArticlesTable {
  id: Generated<number>;
  /** The story's public key in links (`stories/{key}/{slug}`): random, URL-safe. */
  key: string;
  channel_id: number;
  author_profile_id: number;
  title: string;
  short_description: string;
  /** The body, sanitized to the allowlist before it is stored (never the client's raw HTML). */
  body_html: string;
  image_url: string | null;
  /** A JSON array of strings. */
  tags: string;
  /** Draft | Published | Retracted */
  status: string;
  /** yyyy-MM-dd or null. */
  publish_from: string | null;
  expires_at: string | null;
  allow_comments: number;
  open_outside_group: number;
  /** A JSON array of `{ Kind, Title, Url }` (the embed URL is computed when read). */
  sources: string;
  /** nl | en */
  language: string;
  /** Title, intro and tags, lower case without accents, for `q`. */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** When it was first published (kept when retracted and published again). */
  published_at: string | null;
  deleted_at: string | null;
}

/** Where a story is shown: `channel` (item 1), `group` or `location` by id. */
export interface ArticleLinksTable {
  id: Generated<number>;
  article_id: number;
  entity: string;
  item_id: number;
  created_at: string;
}

/** A member's request for blog rights on a channel; the newest row per member is their status. */
export interface BlogRightsRequestsTable {
  id: Generated<number>;
  channel_id: number;
  profile_id: number;
  /** pending | denied | granted */
  status: string;
  motivation: string;
  /** An administrator's reason to deny. */
  reason: string | null;
  decided_by: number | null;
  requested_at: string;
  decided_at: string | null;
}

/** The stories area's tables (the DB type in db/schema.ts includes them). */
export interface StoryAreaTables {
  articles: ArticlesTable;
  article_links: ArticleLinksTable;
  blog_rights_requests: BlogRightsRequestsTable;
}
