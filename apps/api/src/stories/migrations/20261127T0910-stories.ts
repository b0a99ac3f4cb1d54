import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Stories (articles), where they are shown, and blog rights. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'articles')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('author_profile_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publish_from', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('allow_comments', 'integer', (c) => c.notNull())
    .addColumn('open_outside_group', 'integer', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await addIndexes(db, 'articles', [['author_profile_id'], ['status', 'published_at']]);

  await tableWithId(db, 'article_links')
    .addColumn('article_id', 'integer', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('article_links_article_entity_item_unique', ['article_id', 'entity', 'item_id'])
    .execute();
  await addIndexes(db, 'article_links', [['entity', 'item_id']]);

  await tableWithId(db, 'blog_rights_requests')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('motivation', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await addIndexes(db, 'blog_rights_requests', [
    ['profile_id', 'channel_id'],
    ['status', 'requested_at'],
  ]);
}
