import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CommentsTable } from '../db/schema-booking.ts';

export type CommentRow = Selectable<CommentsTable>;
/** A comment with its author's name. */
export type NamedCommentRow = CommentRow & { first_name: string | null; last_name: string | null };

const named = (db: Kysely<DB>) =>
  db
    .selectFrom('comments as c')
    .leftJoin('profiles as p', 'p.id', 'c.profile_id')
    .selectAll('c')
    .select(['p.first_name', 'p.last_name']);

/** The comments area's SQL. */
export const commentQueries = {
  byId(db: Kysely<DB>, id: number): Promise<CommentRow | undefined> {
    return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Every comment of an item (deleted ones too), oldest first, with author names. */
  ofItem(db: Kysely<DB>, itemType: string, itemId: number): Promise<NamedCommentRow[]> {
    return named(db)
      .where('c.item_type', '=', itemType)
      .where('c.item_id', '=', itemId)
      .orderBy('c.id')
      .execute();
  },

  /** How many comments (not deleted) each item has; items without any are left out. */
  async countsOf(db: Kysely<DB>, itemType: string, itemIds: readonly number[]): Promise<Map<number, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('comments')
      .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('item_type', '=', itemType)
      .where('item_id', 'in', [...itemIds])
      .where('deleted_at', 'is', null)
      .groupBy('item_id')
      .execute();
    return new Map(rows.map((r) => [r.item_id, Number(r.n)]));
  },

  namedById(db: Kysely<DB>, id: number): Promise<NamedCommentRow> {
    return named(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  },

  /** A thread: its first comment and its replies, oldest first. */
  thread(db: Kysely<DB>, firstId: number): Promise<NamedCommentRow[]> {
    return named(db)
      .where((eb) => eb.or([eb('c.id', '=', firstId), eb('c.parent_id', '=', firstId)]))
      .orderBy('c.id')
      .execute();
  },

  async insert(
    db: Kysely<DB>,
    values: { itemType: string; itemId: number; parentId: number | null; profileId: number; text: string },
    at: string,
  ): Promise<number> {
    const row = await db
      .insertInto('comments')
      .values({
        item_type: values.itemType,
        item_id: values.itemId,
        parent_id: values.parentId,
        profile_id: values.profileId,
        body: values.text,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async setText(db: Kysely<DB>, id: number, text: string, at: string): Promise<void> {
    await db.updateTable('comments').set({ body: text, updated_at: at }).where('id', '=', id).execute();
  },

  /** Erases the text and marks the row deleted (it stays while its thread needs the place). */
  async markDeleted(db: Kysely<DB>, id: number, at: string): Promise<void> {
    await db
      .updateTable('comments')
      .set({ body: '', deleted_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
  },
};
