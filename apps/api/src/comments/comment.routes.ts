import {
  commentItemParams,
  commentList,
  commentTypeParams,
  commentView,
  newCommentBody,
  replyCommentBody,
  updateCommentBody,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { requireMember } from '../kernel/http/member.ts';
import {
  addComment,
  commentItemType,
  deleteComment,
  listComments,
  replyToComment,
  updateComment,
} from './comment.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Comments'];

/**
 * Comments on a reservation (and, later, on network items): its member writes, replies, edits and
 * deletes their own. No mail and no reservation revision (see comment.service.ts).
 */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/comment/reservation/:id',
    {
      schema: {
        tags,
        summary: "A reservation's comments, oldest first, each with its replies (the reservation's member)",
        params: commentItemParams,
        response: { 200: commentList, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return listComments(app.repos.db, member, 'reservation', request.params.id);
    },
  );

  app.post(
    '/v1/comment/reservation',
    {
      schema: {
        tags,
        summary: 'A new comment on a reservation (1 to 4000 characters); returns it',
        body: newCommentBody,
        response: { 200: commentView, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return addComment(
        app.repos.db,
        member,
        'reservation',
        request.body.ItemId,
        request.body.Comment,
        app.now(),
      );
    },
  );

  app.post(
    '/v1/comment/:id/reply',
    {
      schema: {
        tags,
        summary: "A reply in a comment's thread (a reply to a reply joins the same thread); returns it",
        params: commentItemParams,
        body: replyCommentBody,
        response: { 200: commentView, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return replyToComment(app.repos.db, member, request.params.id, request.body.Comment, app.now());
    },
  );

  app.post(
    '/v1/comment/:type',
    {
      schema: {
        tags,
        summary: "A new comment on an item of a type ('reservation'; other types come with their features)",
        params: commentTypeParams,
        body: newCommentBody,
        response: { 200: commentView, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const type = commentItemType(request.params.type);
      return addComment(app.repos.db, member, type, request.body.ItemId, request.body.Comment, app.now());
    },
  );

  app.put(
    '/v1/comment',
    {
      schema: {
        tags,
        summary: "Changes a comment's text (its author only); returns it",
        body: updateCommentBody,
        response: { 200: commentView, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return updateComment(app.repos.db, member, request.body.Id, request.body.Comment, app.now());
    },
  );

  app.delete(
    '/v1/comment/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a comment (its author only): with replies it stays as an empty placeholder, else it is gone',
        params: commentItemParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await deleteComment(app.repos.db, member, request.params.id, app.now());
      return true;
    },
  );
};
