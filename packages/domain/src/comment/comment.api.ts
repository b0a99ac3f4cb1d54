import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  commentItemParams,
  commentList,
  commentTypeItemParams,
  commentTypeParams,
  commentView,
  newCommentBody,
  replyCommentBody,
  updateCommentBody,
} from './comment.schemas.ts';

const tags = ['Comments'];
const errors = [400, 401, 403, 404] as const;

/** The comment calls: a thing's member reads and writes, only the author changes or deletes. */
export const commentApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/comment/reservation/:id',
    summary: "A reservation's comments, oldest first, each with its replies (the reservation's member)",
    tags,
    auth: 'member',
    params: commentItemParams,
    response: commentList,
    errors,
  }),
  listOfItem: endpoint({
    method: 'GET',
    path: '/v1/comment/:type/:id',
    summary:
      "An item's comments of any type (`article`, `reservation`), oldest first, each with its replies: whoever may read the item (a public story: anyone)",
    tags,
    auth: 'public',
    params: commentTypeItemParams,
    response: commentList,
    errors,
  }),
  addToReservation: endpoint({
    method: 'POST',
    path: '/v1/comment/reservation',
    summary: 'A new comment on a reservation (1 to 4000 characters); returns it',
    tags,
    auth: 'member',
    body: newCommentBody,
    response: commentView,
    errors,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/v1/comment/:id/reply',
    summary: "A reply in a comment's thread (a reply to a reply joins the same thread); returns it",
    tags,
    auth: 'member',
    params: commentItemParams,
    body: replyCommentBody,
    response: commentView,
    errors,
  }),
  add: endpoint({
    method: 'POST',
    path: '/v1/comment/:type',
    summary:
      "A new comment on an item of a type (`reservation`, `article`): whoever may read the item; a story's only while it allows comments",
    tags,
    auth: 'member',
    params: commentTypeParams,
    body: newCommentBody,
    response: commentView,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/comment',
    summary: "Changes a comment's text (its author only); returns it",
    tags,
    auth: 'member',
    body: updateCommentBody,
    response: commentView,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/comment/:id',
    summary:
      'Deletes a comment (its author only): with replies it stays as an empty placeholder, else it is gone',
    tags,
    auth: 'member',
    params: commentItemParams,
    response: z.boolean(),
    errors,
  }),
};
