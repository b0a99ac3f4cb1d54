import { commentApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { addComment } from './commands/add-comment.ts';
import type { CommentDeps } from './commands/comment-deps.ts';
import { deleteComment } from './commands/delete-comment.ts';
import { replyToComment } from './commands/reply-to-comment.ts';
import { updateComment } from './commands/update-comment.ts';
import { commentItemType } from './comment.access.ts';
import { listComments } from './comment.reads.ts';

/** Comments on any item type an area declares (reservations, stories); see commentApi. */
export const commentRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): CommentDeps => ({ db: app.db, now: app.now(), itemTypes: app.itemTypes });
  const reservation = () => commentItemType(app.itemTypes, 'reservation');

  route(app, commentApi.list, ({ actor, params }) => listComments(deps(), actor, reservation(), params.id));
  route(app, commentApi.listOfItem, async ({ params, request }) =>
    listComments(deps(), await request.member(), commentItemType(app.itemTypes, params.type), params.id),
  );
  route(app, commentApi.addToReservation, ({ actor, body }) =>
    addComment(deps(), actor, { type: reservation(), id: body.ItemId }, body.Comment),
  );
  route(app, commentApi.reply, ({ actor, params, body }) =>
    replyToComment(deps(), actor, params.id, body.Comment),
  );
  route(app, commentApi.add, ({ actor, params, body }) =>
    addComment(
      deps(),
      actor,
      { type: commentItemType(app.itemTypes, params.type), id: body.ItemId },
      body.Comment,
    ),
  );
  route(app, commentApi.update, ({ actor, body }) => updateComment(deps(), actor, body.Id, body.Comment));
  route(app, commentApi.remove, async ({ actor, params }) => {
    await deleteComment(deps(), actor, params.id);
    return true;
  });
};
