/** Stories per page (document 2, section 9: articles 10). */
export const ARTICLES_PER_PAGE = 10;
export const ARTICLE_TITLE_MAX = 200;
/** The short description (the spec's intro): at most 500 characters. */
export const ARTICLE_INTRO_MAX = 500;
/** The story's body as sanitized HTML, at most this many characters. */
export const ARTICLE_BODY_MAX = 100_000;
export const ARTICLE_MAX_TAGS = 10;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_MAX_SOURCES = 10;
/** A story's picture: at least this wide and high (px); the uploads area checks it (Type Article). */
export const ARTICLE_IMAGE_MIN_WIDTH = 600;
export const ARTICLE_IMAGE_MIN_HEIGHT = 300;
export const BLOG_RIGHTS_MOTIVATION_MAX = 2000;
export const BLOG_RIGHTS_MOTIVATION_MIN = 20;

/** Draft (its author only), Published (from PublishFrom until ExpiresAt), Retracted (taken down). */
export const ARTICLE_STATUSES = ['Draft', 'Published', 'Retracted'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** Where a story is shown: the channel's stories (public), a group, a location's page. */
export const ARTICLE_ENTITIES = ['channel', 'group', 'location'] as const;
export type ArticleEntity = (typeof ARTICLE_ENTITIES)[number];
/** An external source: a web link, a link within the platform, or a video (Youtube or Vimeo). */
export const ARTICLE_SOURCE_KINDS = ['link', 'internal', 'video'] as const;
export type ArticleSourceKind = (typeof ARTICLE_SOURCE_KINDS)[number];
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];
/** A member's blog rights: none asked, asked (pending), denied, granted. */
export const BLOG_RIGHTS_STATUSES = ['none', 'pending', 'denied', 'granted'] as const;
export type BlogRightsStatus = (typeof BLOG_RIGHTS_STATUSES)[number];
