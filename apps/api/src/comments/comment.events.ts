import { defineEvent } from '../kernel/events/events.ts';

/** A comment or reply was written (subject: the comment): the item's area tells its people. */
export interface CommentAdded {
  /** The item type's name (`reservation`, `article`). */
  ItemType: string;
  ItemId: number;
  AuthorId: number;
}

/** The comments area's domain events, written in the transaction of the comment. */
export const commentEvents = {
  added: defineEvent<CommentAdded>('comment.added', 'comment'),
};
