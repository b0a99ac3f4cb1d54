import { ErrorCode } from '@meetspace/domain';
import { type AccessContext, type Actor, definePermission, requireAccess } from '../kernel/access/access.ts';
import type { ItemType, ItemTypeRegistry } from '../kernel/access/item-types.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type CommentRow, commentQueries } from './comment.queries.ts';

/** The item type of `/v1/comment/{type}` (case-insensitive); an unknown one is a 400 with its code. */
export function commentItemType(itemTypes: ItemTypeRegistry, type: string): ItemType {
  const known = itemTypes.get(type);
  if (!known)
    throw AppError.badRequest('Unknown comment type', [{ Field: 'type', Code: ErrorCode.UnknownType }]);
  return known;
}

/** Whoever may read an item may read its comments (its own permission answers 401/403/404). */
export function requireItemAccess(
  ctx: AccessContext,
  actor: Actor | undefined,
  itemType: ItemType,
  itemId: number,
) {
  return requireAccess(ctx, actor, itemType.read, itemId);
}

/**
 * Whoever may read an item may write comments on it, while its type allows new ones (a story whose
 * comments are closed answers 400 comments_closed).
 */
export async function requireItemWrite(ctx: AccessContext, actor: Actor, itemType: ItemType, itemId: number) {
  await requireItemAccess(ctx, actor, itemType, itemId);
  await itemType.canWrite?.(ctx, itemId);
}

/**
 * Who may answer, change or delete a comment: it is there (not deleted) and its item is readable
 * (a stored comment of a type this version does not know is not found); changing needs its author.
 */
export function commentAccess(itemTypes: ItemTypeRegistry) {
  const load = async (ctx: AccessContext, actor: Actor | undefined, row: CommentRow) => {
    const type = itemTypes.get(row.item_type);
    if (!type || !actor) throw AppError.notFound('Comment not found');
    await requireItemAccess(ctx, actor, type, row.item_id);
  };
  const existing = async (db: AccessContext['db'], id: number) => {
    const row = await commentQueries.byId(db, id);
    return row && row.deleted_at === null ? row : undefined;
  };
  const messages = {
    notFound: 'Comment not found',
    forbidden: 'Only the author can change or delete a comment',
  };
  return {
    reply: definePermission<CommentRow>({
      name: 'comment.reply',
      member: 'always',
      load: existing,
      allow: async (actor, row, ctx) => {
        await load(ctx, actor, row);
        return true;
      },
      messages,
    }),
    change: definePermission<CommentRow>({
      name: 'comment.change',
      member: 'always',
      load: existing,
      allow: async (actor, row, ctx) => {
        await load(ctx, actor, row);
        return isSelf(actor, row.profile_id);
      },
      messages,
    }),
  };
}
