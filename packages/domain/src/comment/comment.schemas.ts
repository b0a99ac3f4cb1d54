import { z } from 'zod';
import { idParam } from '../common/common.schemas.ts';

/** The longest comment, in characters after trimming. */
export const COMMENT_MAX_LENGTH = 4000;

/** The item types comments can be written on (questions come with them). */
export const COMMENT_ITEM_TYPES = ['reservation', 'article'] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

/** A comment's text: trimmed, 1 to 4000 characters. */
export const commentText = z.string().trim().min(1, 'Write a comment').max(COMMENT_MAX_LENGTH);

const bodyId = z.number().int().min(1).max(2_147_483_647);

/** `POST /v1/comment/reservation` and `POST /v1/comment/{type}`. */
export const newCommentBody = z.object({ ItemId: bodyId, Comment: commentText });
/** `POST /v1/comment/{id}/reply`. */
export const replyCommentBody = z.object({ Comment: commentText });
/** `PUT /v1/comment`. */
export const updateCommentBody = z.object({ Id: bodyId, Comment: commentText });

/** `/v1/comment/{type}`: the type is checked by the service (an unknown one is a 400 with its code). */
export const commentTypeParams = z.object({ type: z.string().max(50) });
export const commentItemParams = z.object({ id: idParam });
/** `/v1/comment/{type}/{id}`: an item's comments. */
export const commentTypeItemParams = z.object({ type: z.string().max(50), id: idParam });

const commentFields = {
  Id: z.number().int(),
  /** The comment this one answers (null for a thread's first comment). */
  ParentId: z.number().int().nullable(),
  ProfileId: z.number().int(),
  AuthorName: z.string(),
  /** Empty for a deleted comment kept as a placeholder because it has replies. */
  Comment: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  IsDeleted: z.boolean(),
};

/** A reply: threads are one level deep, so its `Replies` is always empty. */
export const commentReply = z.object({ ...commentFields, Replies: z.array(z.unknown()).max(0) });
export type CommentReply = z.infer<typeof commentReply>;
/** A comment with its replies, oldest first. */
export const commentView = z.object({ ...commentFields, Replies: z.array(commentReply) });
export type CommentView = z.infer<typeof commentView>;
export const commentList = z.array(commentView);
