import type { CommentView } from '@meetspace/domain';
import type { NamedCommentRow } from './comment.queries.ts';

/** One comment as the contract shows it (without its replies); a deleted one has no text. */
export function presentComment(row: NamedCommentRow): Omit<CommentView, 'Replies'> {
  const deleted = row.deleted_at !== null;
  return {
    Id: row.id,
    ParentId: row.parent_id,
    ProfileId: row.profile_id,
    AuthorName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    Comment: deleted ? '' : row.body,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    IsDeleted: deleted,
  };
}

/**
 * Threads from rows (oldest first): a deleted reply is gone; a deleted first comment stays as an
 * empty placeholder while it has replies, and is gone without them.
 */
export function presentThreads(rows: readonly NamedCommentRow[]): CommentView[] {
  const replies = new Map<number, NamedCommentRow[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.deleted_at !== null) continue;
    replies.set(row.parent_id, [...(replies.get(row.parent_id) ?? []), row]);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .filter((row) => row.deleted_at === null || (replies.get(row.id)?.length ?? 0) > 0)
    .map((row) => ({
      ...presentComment(row),
      Replies: (replies.get(row.id) ?? []).map((reply) => ({ ...presentComment(reply), Replies: [] })),
    }));
}
