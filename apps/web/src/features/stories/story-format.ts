import {
  ARTICLE_INTRO_MAX,
  type ArticleBody,
  type ArticleLink,
  type ArticleLinkTarget,
  type ArticleSourceKind,
  type ArticleSummary,
  type ArticleUpdateBody,
  type ArticleView,
  type Locale,
  localizedPath,
  videoEmbed,
} from '@meetspace/domain';

// Pure rules of the stories pages: where a story's page is, its badges, its schema.org
// description, the editor's draft and what it sends.

/** Where a story in a list links to: the public page when it is public, else the network's. */
export function storyPath(
  story: Pick<ArticleSummary, 'Key' | 'Slug' | 'IsPublic'>,
  locale: Locale,
  network = false,
) {
  const params = { key: story.Key, slug: story.Slug || 'story' };
  return localizedPath(network || !story.IsPublic ? 'network-story' : 'story', locale, params);
}

/** The status badges of a member's story: its status, and scheduled or expired when published. */
export function storyBadges(
  story: Pick<ArticleSummary, 'Status' | 'PublishFrom' | 'ExpiresAt'>,
  today: string,
): ('Draft' | 'Published' | 'Retracted' | 'scheduled' | 'expired')[] {
  const badges: ('Draft' | 'Published' | 'Retracted' | 'scheduled' | 'expired')[] = [story.Status];
  if (story.Status !== 'Published') return badges;
  if (story.PublishFrom && story.PublishFrom.slice(0, 10) > today) badges.push('scheduled');
  if (story.ExpiresAt && story.ExpiresAt.slice(0, 10) <= today) badges.push('expired');
  return badges;
}

/** JSON that is safe inside a `<script>` element (every `<` escaped). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A site-relative address made absolute with `origin` ('' keeps it as it is). */
export const absolute = (url: string, origin: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url}`;

/** The story as a schema.org `Article` (addresses relative to the site unless an origin is given). */
export function storyJsonLd(story: ArticleView, path: string, origin = '') {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.Title.slice(0, 110),
    description: story.ShortDescription || undefined,
    ...(story.Image ? { image: [absolute(story.Image, origin)] } : {}),
    author: { '@type': 'Person', name: story.AuthorName },
    ...(story.PublishedAt ? { datePublished: story.PublishedAt } : {}),
    dateModified: story.UpdatedAt,
    inLanguage: story.Language,
    keywords: story.Tags.length ? story.Tags.join(', ') : undefined,
    mainEntityOfPage: absolute(path, origin),
    url: absolute(path, origin),
  };
}

/** Why a source's address cannot be used (a key under `editor.sources.errors`), or null. */
export function sourceProblem(
  kind: ArticleSourceKind,
  url: string,
): 'required' | 'link' | 'internal' | 'video' | null {
  const value = url.trim();
  if (value === '') return 'required';
  if (kind === 'internal') return /^\/(?!\/)\S*$/.test(value) ? null : 'internal';
  if (kind === 'video') return videoEmbed(value) ? null : 'video';
  return /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value) ? null : 'link';
}

export interface SourceDraft {
  Kind: ArticleSourceKind;
  Title: string;
  Url: string;
}

/** What the editor holds: the story's fields and where it is shown. */
export interface StoryDraft {
  Title: string;
  ShortDescription: string;
  Body: string;
  Image: string | null;
  Tags: string[];
  PublishFrom: string;
  ExpiresAt: string;
  AllowComments: boolean;
  OpenOutsideGroup: boolean;
  Sources: SourceDraft[];
  Links: ArticleLinkTarget[];
  Language: Locale;
}

/** A new story: in the page's language, comments allowed, shown in `groupId` when one is given. */
export function emptyDraft(locale: Locale, groupId?: number): StoryDraft {
  return {
    Title: '',
    ShortDescription: '',
    Body: '',
    Image: null,
    Tags: [],
    PublishFrom: '',
    ExpiresAt: '',
    AllowComments: true,
    OpenOutsideGroup: false,
    Sources: [],
    Links: groupId ? [{ Entity: 'group', ItemId: groupId }] : [],
    Language: locale,
  };
}

/** The editor's draft of a stored story. */
export function draftOf(story: ArticleView): StoryDraft {
  return {
    Title: story.Title,
    ShortDescription: story.ShortDescription,
    Body: story.Body,
    Image: story.Image,
    Tags: story.Tags,
    PublishFrom: story.PublishFrom?.slice(0, 10) ?? '',
    ExpiresAt: story.ExpiresAt?.slice(0, 10) ?? '',
    AllowComments: story.AllowComments,
    OpenOutsideGroup: story.OpenOutsideGroup,
    Sources: story.Sources.map(({ Kind, Title, Url }) => ({ Kind, Title, Url })),
    Links: story.Links.map(({ Entity, ItemId }) => ({ Entity, ItemId })),
    Language: story.Language,
  };
}

/** The fields the API takes (both for a new story and a change). */
export function fieldsOf(
  draft: StoryDraft,
): Required<Omit<ArticleUpdateBody, 'Language'>> & { Language: Locale } {
  return {
    Title: draft.Title.trim(),
    ShortDescription: draft.ShortDescription.trim().slice(0, ARTICLE_INTRO_MAX),
    Body: draft.Body,
    Image: draft.Image,
    Tags: draft.Tags,
    PublishFrom: draft.PublishFrom || null,
    ExpiresAt: draft.ExpiresAt || null,
    AllowComments: draft.AllowComments,
    OpenOutsideGroup: draft.OpenOutsideGroup,
    Sources: draft.Sources.map((s) => ({ Kind: s.Kind, Title: s.Title.trim(), Url: s.Url.trim() })),
    Language: draft.Language,
  };
}

/** `POST /v1/article`'s body. */
export const createBodyOf = (draft: StoryDraft): ArticleBody => ({ ...fieldsOf(draft), Links: draft.Links });

const sameTarget = (a: ArticleLinkTarget, b: ArticleLinkTarget) =>
  a.Entity === b.Entity && a.ItemId === b.ItemId;

/** The links to add and the ones to remove to go from a story's links to the chosen places. */
export function linkChanges(current: ArticleLink[], wanted: ArticleLinkTarget[]) {
  return {
    add: wanted.filter((w) => !current.some((c) => sameTarget(c, w))),
    remove: current.filter((c) => !wanted.some((w) => sameTarget(c, w))),
  };
}

/** The draft's own problems before anything is sent (keys under `editor.errors`), by field. */
export function draftErrors(draft: StoryDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.Title.trim() === '') errors.Title = 'title';
  if (draft.ShortDescription.trim().length > ARTICLE_INTRO_MAX) errors.ShortDescription = 'intro';
  if (draft.PublishFrom && draft.ExpiresAt && draft.ExpiresAt <= draft.PublishFrom)
    errors.ExpiresAt = 'expiry';
  if (draft.Links.length === 0) errors.Links = 'links';
  draft.Sources.forEach((source, index) => {
    const problem = sourceProblem(source.Kind, source.Url);
    if (problem) errors[`Sources.${index}.Url`] = `source.${problem}`;
  });
  return errors;
}

/** Tags typed as one line, split at commas: trimmed, no empties, no doubles (at most 10). */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().slice(0, 40);
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return tags.slice(0, 10);
}
