import { randomBytes } from 'node:crypto';
import {
  ArticleErrorCode,
  type ArticleLinkTarget,
  type articleBody,
  normalizeSearchText,
  videoEmbed,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { groupFacts, membershipFacts } from '../../groups/index.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { isAdmin, managesLocation } from '../../kernel/access/relations.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { uploadedImageOf } from '../../uploads/index.ts';
import { sanitizeStoryBody } from '../sanitize-body.ts';
import { storyQueries } from '../stories.queries.ts';
import type { ArticlesTable } from '../stories.schema.ts';
import type { StoredSource } from '../story.presenter.ts';
import { CHANNEL_ID } from '../story.reads.ts';

/** A story's fields as the commands write them (a new story's body, or a story merged with an update). */
export type StoryFields = Omit<z.output<typeof articleBody>, 'Links'>;

const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file):/i;
const WEB_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Whether an `internal` source's address is a path of this site (`/...`, never `//host`). */
function isSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !/\s/.test(url);
}

/** A source's problem, or undefined: a web link, a path of the site, or a Youtube/Vimeo video. */
function sourceProblem(source: StoredSource, index: number): FieldError | undefined {
  const Field = `Sources[${index}].Url`;
  if (UNSAFE_SCHEME.test(source.Url))
    return { Field, Code: 'invalid_value', Message: 'Only web addresses are allowed' };
  if (source.Kind === 'video')
    return videoEmbed(source.Url)
      ? undefined
      : { Field, Code: ArticleErrorCode.VideoUrlInvalid, Message: 'Not a Youtube or Vimeo address' };
  if (source.Kind === 'internal')
    return isSitePath(source.Url)
      ? undefined
      : { Field, Code: 'invalid_value', Message: 'An internal link is a path starting with /' };
  return WEB_URL.test(source.Url)
    ? undefined
    : { Field, Code: 'invalid_value', Message: 'A link is an http(s) address' };
}

/**
 * Every problem of a story's fields at once (400): the expiry after the publish-from day, the
 * sources, and the picture (an uploaded story picture of this member; checked when it changed).
 */
export async function fieldProblems(
  db: Kysely<DB>,
  actor: Actor,
  s: Pick<StoryFields, 'PublishFrom' | 'ExpiresAt' | 'Image' | 'Sources'>,
  check: { image: boolean },
): Promise<FieldError[]> {
  const problems: FieldError[] = [];
  if (s.PublishFrom && s.ExpiresAt && s.ExpiresAt <= s.PublishFrom)
    problems.push({
      Field: 'ExpiresAt',
      Code: ArticleErrorCode.ArticleExpiryBeforePublish,
      Message: 'The expiry date must be after the publish-from date',
    });
  s.Sources.forEach((source, i) => {
    const problem = sourceProblem(source, i);
    if (problem) problems.push(problem);
  });
  if (check.image && s.Image) {
    const image = await uploadedImageOf(db, s.Image);
    if (image?.type !== 'Article' || image.profileId !== actor.profileId)
      problems.push({
        Field: 'Image',
        Code: ArticleErrorCode.ArticleImageInvalid,
        Message: 'The picture is not a story picture you uploaded',
      });
  }
  return problems;
}

/** Whether the member's blog rights on the channel are granted. */
export async function hasBlogRights(db: Kysely<DB>, profileId: number): Promise<boolean> {
  return (await storyQueries.newestRequest(db, CHANNEL_ID, profileId))?.status === 'granted';
}

/** May `actor` publish on the channel: granted blog rights, or an administrator. */
export async function mayPublishOnChannel(db: Kysely<DB>, actor: Actor): Promise<boolean> {
  return isAdmin(actor) || (await hasBlogRights(db, actor.profileId));
}

/**
 * Whether `actor` may show a story at each target: the channel (item 1) with granted blog rights, a
 * group as a Joined member of the published group with stories on, a location as its manager;
 * administrators everywhere. Throws 400 for a place that is not there (or listed twice) and 403
 * with the field's code for a place the actor may not use.
 */
export async function requireLinkRights(
  db: Kysely<DB>,
  actor: Actor,
  targets: readonly ArticleLinkTarget[],
  fieldOf: (index: number) => string,
): Promise<void> {
  const missing: FieldError[] = [];
  const forbidden: FieldError[] = [];
  const seen = new Set<string>();
  for (const [i, target] of targets.entries()) {
    const Field = fieldOf(i);
    const key = `${target.Entity}:${target.ItemId}`;
    if (seen.has(key)) {
      missing.push({ Field, Code: ArticleErrorCode.ArticleLinkExists, Message: 'Listed twice' });
      continue;
    }
    seen.add(key);
    if (target.Entity === 'channel') {
      if (target.ItemId !== CHANNEL_ID)
        missing.push({ Field, Code: 'not_found', Message: 'No such channel' });
      else if (!(await mayPublishOnChannel(db, actor)))
        forbidden.push({
          Field,
          Code: ArticleErrorCode.BlogRightsRequired,
          Message: 'Publishing on the channel needs blog rights',
        });
    } else if (target.Entity === 'group') {
      const group = await groupFacts(db, target.ItemId);
      if (!group) missing.push({ Field, Code: 'not_found', Message: 'No such group' });
      else if (!isAdmin(actor)) {
        const m = await membershipFacts(db, group.id, actor.profileId);
        if (group.status !== 'published' || !group.activatePosts || m?.status !== 'Joined')
          forbidden.push({
            Field,
            Code: ArticleErrorCode.ArticleLinkForbidden,
            Message: 'Only members of the group with stories on may post there',
          });
      }
    } else {
      const [location] = await storyQueries.locationNames(db, [target.ItemId]);
      if (!location) missing.push({ Field, Code: 'not_found', Message: 'No such location' });
      else if (!isAdmin(actor) && !(await managesLocation(db, actor, location.id)))
        forbidden.push({
          Field,
          Code: ArticleErrorCode.ArticleLinkForbidden,
          Message: "Only the location's managers may post there",
        });
    }
  }
  if (missing.length > 0) throw AppError.badRequest('Check where the story is shown', missing);
  if (forbidden.length > 0) throw new AppError(403, 'You may not show the story there', forbidden);
}

/** A new story key: 11 random URL-safe characters (64 bits). */
export function newStoryKey(): string {
  return randomBytes(8).toString('base64url');
}

/** The columns of a story's fields (the body sanitized to the allowlist). */
export function columnsOf(
  s: StoryFields,
): Pick<
  ArticlesTable,
  | 'title'
  | 'short_description'
  | 'body_html'
  | 'image_url'
  | 'tags'
  | 'publish_from'
  | 'expires_at'
  | 'allow_comments'
  | 'open_outside_group'
  | 'sources'
  | 'language'
  | 'search_text'
> {
  const tags = s.Tags.map((t) => t.trim());
  return {
    title: s.Title.trim(),
    short_description: s.ShortDescription.trim(),
    body_html: sanitizeStoryBody(s.Body),
    image_url: s.Image ?? null,
    tags: JSON.stringify(tags),
    publish_from: s.PublishFrom ?? null,
    expires_at: s.ExpiresAt ?? null,
    allow_comments: s.AllowComments ? 1 : 0,
    open_outside_group: s.OpenOutsideGroup ? 1 : 0,
    sources: JSON.stringify(
      s.Sources.map((x): StoredSource => ({ Kind: x.Kind, Title: x.Title.trim(), Url: x.Url.trim() })),
    ),
    language: s.Language,
    search_text: normalizeSearchText([s.Title, s.ShortDescription, ...tags].join(' ')),
  };
}
