import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Updateable,
} from 'kysely';
import { pageWithTotal } from '../db/paging.ts';
import type { DB } from '../db/schema.ts';
import type { ArticleLinksTable, ArticlesTable, BlogRightsRequestsTable } from './stories.schema.ts';

export type ArticleRow = Selectable<ArticlesTable>;
export type ArticleLinkRow = Selectable<ArticleLinksTable>;
export type BlogRightsRow = Selectable<BlogRightsRequestsTable>;
/** A story with its author's name. */
export type NamedArticleRow = ArticleRow & { first_name: string | null; last_name: string | null };
/** A blog-rights request with its member's name and address. */
export type NamedBlogRightsRow = BlogRightsRow & { first_name: string; last_name: string; email: string };

/**
 * Which stories a list shows (dates yyyy-MM-dd). `current`: published, from `publish_from`, before
 * `expires_at` on day `at` (the domain's `articleVisibleOn` in SQL). `places`: linked to one of
 * these; `openGroups`: or a group's open story; `authorId`: written by; `statuses`: every status of
 * the author's own; `words`: every word in `search_text`.
 */
export interface ArticleFilter {
  at?: string;
  places?: { entity: string; itemIds: readonly number[] | 'any' }[];
  openGroupStories?: boolean;
  authorId?: number;
  /** Drafts of these groups too (a group's admins see the members' drafts linked there). */
  draftsInGroups?: readonly number[];
  words?: readonly string[];
}

type ArticleEb = ExpressionBuilder<DB & { a: ArticlesTable }, 'a'>;

function linkedTo(eb: ArticleEb, entity: string, itemIds: readonly number[] | 'any') {
  return eb.exists(
    eb
      .selectFrom('article_links as l')
      .select('l.id')
      .whereRef('l.article_id', '=', 'a.id')
      .where('l.entity', '=', entity)
      .$if(itemIds !== 'any', (q) => q.where('l.item_id', 'in', [...(itemIds as readonly number[])])),
  );
}

function current(eb: ArticleEb, at: string) {
  return eb.and([
    eb('a.status', '=', 'Published'),
    eb.or([eb('a.publish_from', 'is', null), eb('a.publish_from', '<=', at)]),
    eb.or([eb('a.expires_at', 'is', null), eb('a.expires_at', '>', at)]),
  ]);
}

function listed(db: Kysely<DB>, f: ArticleFilter) {
  return db
    .selectFrom('articles as a')
    .where('a.deleted_at', 'is', null)
    .$if(f.authorId !== undefined, (q) => q.where('a.author_profile_id', '=', f.authorId as number))
    .$if(f.at !== undefined, (q) =>
      q.where((eb) => {
        const shown = current(eb, f.at as string);
        const drafts = f.draftsInGroups ?? [];
        return drafts.length > 0
          ? eb.or([shown, eb.and([eb('a.status', '=', 'Draft'), linkedTo(eb, 'group', drafts)])])
          : shown;
      }),
    )
    .$if(f.places !== undefined || f.openGroupStories === true, (q) =>
      q.where((eb) => {
        const places = (f.places ?? [])
          .filter((p) => p.itemIds === 'any' || p.itemIds.length > 0)
          .map((p) => linkedTo(eb, p.entity, p.itemIds));
        const open = f.openGroupStories
          ? [
              eb.and([
                eb('a.open_outside_group', '=', 1),
                eb.exists(
                  eb
                    .selectFrom('article_links as l')
                    .select('l.id')
                    .whereRef('l.article_id', '=', 'a.id')
                    .where('l.entity', '=', 'group'),
                ),
              ]),
            ]
          : [];
        const any = [...places, ...open];
        return any.length > 0 ? eb.or(any) : eb.val(false);
      }),
    )
    .$if((f.words ?? []).length > 0, (q) =>
      q.where((eb) => eb.and((f.words ?? []).map((w) => eb('a.search_text', 'like', `%${w}%`)))),
    );
}

/** The stories area's SQL (stories, their links, blog-rights requests). */
export const storyQueries = {
  async insertArticle(db: Kysely<DB>, row: Insertable<ArticlesTable>): Promise<number> {
    const inserted = await db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  async updateArticle(db: Kysely<DB>, id: number, changes: Updateable<ArticlesTable>): Promise<void> {
    await db.updateTable('articles').set(changes).where('id', '=', id).execute();
  },

  /** Holds the story's row for the rest of the transaction (link changes queue per story). */
  async lockArticle(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update articles set updated_at = updated_at where id = ${id}`.execute(db);
  },

  /** A story that is not deleted, by id. */
  byId(db: Kysely<DB>, id: number): Promise<ArticleRow | undefined> {
    return db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** A story that is not deleted, by key. */
  byKey(db: Kysely<DB>, key: string): Promise<ArticleRow | undefined> {
    return db
      .selectFrom('articles')
      .selectAll()
      .where('key', '=', key)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether a key is taken (deleted stories keep theirs). */
  async keyExists(db: Kysely<DB>, key: string): Promise<boolean> {
    return (
      (await db.selectFrom('articles').select('id').where('key', '=', key).executeTakeFirst()) !== undefined
    );
  },

  /** One page of a list (newest first: first published, else created) and the total. */
  async listPage(
    db: Kysely<DB>,
    filter: ArticleFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: NamedArticleRow[]; total: number }> {
    const { rows, total } = await pageWithTotal(
      listed(db, filter).leftJoin('profiles as p', 'p.id', 'a.author_profile_id'),
      (q) =>
        q
          .selectAll('a')
          .select(['p.first_name', 'p.last_name'])
          .orderBy(sql`coalesce(a.published_at, a.created_at)`, 'desc')
          .orderBy('a.id', 'desc'),
      page,
      perPage,
    );
    return { rows, total };
  },

  /** The author's name of a story. */
  authorOf(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'email', 'language_id', 'role'])
      .where('id', '=', profileId)
      .executeTakeFirst();
  },

  // --- links ----------------------------------------------------------------------------------

  linksOf(db: Kysely<DB>, articleIds: readonly number[]): Promise<ArticleLinkRow[]> {
    if (articleIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('article_links')
      .selectAll()
      .where('article_id', 'in', [...articleIds])
      .orderBy('id')
      .execute();
  },

  link(db: Kysely<DB>, articleId: number, linkId: number): Promise<ArticleLinkRow | undefined> {
    return db
      .selectFrom('article_links')
      .selectAll()
      .where('article_id', '=', articleId)
      .where('id', '=', linkId)
      .executeTakeFirst();
  },

  linkTo(db: Kysely<DB>, articleId: number, entity: string, itemId: number) {
    return db
      .selectFrom('article_links')
      .select('id')
      .where('article_id', '=', articleId)
      .where('entity', '=', entity)
      .where('item_id', '=', itemId)
      .executeTakeFirst();
  },

  async insertLink(
    db: Kysely<DB>,
    articleId: number,
    target: { entity: string; itemId: number },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('article_links')
      .values({ article_id: articleId, entity: target.entity, item_id: target.itemId, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async moveLink(db: Kysely<DB>, linkId: number, target: { entity: string; itemId: number }): Promise<void> {
    await db
      .updateTable('article_links')
      .set({ entity: target.entity, item_id: target.itemId })
      .where('id', '=', linkId)
      .execute();
  },

  async deleteLink(db: Kysely<DB>, linkId: number): Promise<void> {
    await db.deleteFrom('article_links').where('id', '=', linkId).execute();
  },

  /** Names and slugs of locations by id (any status: a story keeps its place's name). */
  locationNames(db: Kysely<DB>, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('locations')
      .select(['id', 'name', 'slug'])
      .where('id', 'in', [...ids])
      .execute();
  },

  // --- blog rights ----------------------------------------------------------------------------

  /** A member's newest request on a channel (their blog rights), or undefined. */
  newestRequest(db: Kysely<DB>, channelId: number, profileId: number): Promise<BlogRightsRow | undefined> {
    return db
      .selectFrom('blog_rights_requests')
      .selectAll()
      .where('channel_id', '=', channelId)
      .where('profile_id', '=', profileId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async insertRequest(
    db: Kysely<DB>,
    values: { channelId: number; profileId: number; motivation: string },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('blog_rights_requests')
      .values({
        channel_id: values.channelId,
        profile_id: values.profileId,
        status: 'pending',
        motivation: values.motivation,
        reason: null,
        decided_by: null,
        requested_at: at,
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  requestById(db: Kysely<DB>, id: number): Promise<BlogRightsRow | undefined> {
    return db.selectFrom('blog_rights_requests').selectAll().where('id', '=', id).executeTakeFirst();
  },

  namedRequest(db: Kysely<DB>, id: number): Promise<NamedBlogRightsRow> {
    return db
      .selectFrom('blog_rights_requests as r')
      .innerJoin('profiles as p', 'p.id', 'r.profile_id')
      .selectAll('r')
      .select(['p.first_name', 'p.last_name', 'p.email'])
      .where('r.id', '=', id)
      .executeTakeFirstOrThrow();
  },

  /** Decides a waiting request; false when it was decided already (by a parallel call). */
  async decideRequest(
    db: Kysely<DB>,
    id: number,
    decision: { status: 'granted' | 'denied'; reason: string | null; by: number },
    at: string,
  ): Promise<boolean> {
    const result = await db
      .updateTable('blog_rights_requests')
      .set({ status: decision.status, reason: decision.reason, decided_by: decision.by, decided_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** The administrators' list: waiting first, then newest. */
  async requestsPage(
    db: Kysely<DB>,
    status: string | undefined,
    page: number,
    perPage: number,
  ): Promise<{ rows: NamedBlogRightsRow[]; total: number }> {
    const base = () =>
      db
        .selectFrom('blog_rights_requests as r')
        .innerJoin('profiles as p', 'p.id', 'r.profile_id')
        .$if(status !== undefined, (q) => q.where('r.status', '=', status as string));
    return pageWithTotal(
      base(),
      (q) =>
        q
          .selectAll('r')
          .select(['p.first_name', 'p.last_name', 'p.email'])
          .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
          .orderBy('r.requested_at', 'desc')
          .orderBy('r.id', 'desc'),
      page,
      perPage,
    );
  },

  /** The platform's administrators (mailed when a member asks for blog rights). */
  administrators(db: Kysely<DB>) {
    return db
      .selectFrom('profiles')
      .select(['id', 'email', 'first_name', 'last_name', 'language_id'])
      .where('role', '=', 'admin')
      .orderBy('id')
      .execute();
  },

  channelName(db: Kysely<DB>, channelId: number) {
    return db.selectFrom('channels').select(['id', 'name']).where('id', '=', channelId).executeTakeFirst();
  },
};
