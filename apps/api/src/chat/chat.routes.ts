import { CHAT_TICKET_SECONDS, chatApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/http/endpoint.ts';
import { headerToken } from '../kernel/http/member.ts';
import { type ChatDeps, myChats, readChat, unreadChats } from './chat.reads.ts';
import { ChatHub } from './chat-hub.ts';
import { issueTicket, openStream, ticketHolder } from './chat-stream.ts';
import { setBlock } from './commands/block-member.ts';
import { sendMessage, startChat } from './commands/send-message.ts';

/** The chat calls (`chatApi`) and the live stream. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const hub = new ChatHub(app.fanOut);
  app.addHook('preClose', async () => hub.closeAll());
  const deps = (): ChatDeps => ({ db: app.db, now: app.now(), hub, publicUrl: app.publicUrl });

  route(app, chatApi.mine, ({ actor, query }) => myChats(deps(), actor, query));
  route(app, chatApi.unread, ({ actor }) => unreadChats(deps(), actor));
  route(app, chatApi.ticket, async ({ actor }) => ({
    Ticket: issueTicket(app.quoteSecret, actor.profileId, app.now()),
    ExpiresIn: CHAT_TICKET_SECONDS,
  }));
  route(app, chatApi.get, ({ actor, params, query }) => readChat(deps(), actor, params.id, query));
  route(app, chatApi.start, ({ actor, body }) => startChat(deps(), actor, body));
  route(app, chatApi.send, ({ actor, body }) => sendMessage(deps(), actor, body));
  route(app, chatApi.block, ({ actor, params }) => setBlock(deps(), actor, params.profileId, true));
  route(app, chatApi.unblock, ({ actor, params }) => setBlock(deps(), actor, params.profileId, false));
  // EventSource sends no headers: the ticket in the query opens it; other clients may send the
  // profileToken header instead (the stream carries no apiToken check: it needs one of the two).
  route(app, chatApi.stream, async ({ query, request, reply }) => {
    let profileId: number | undefined;
    if (query.ticket) profileId = ticketHolder(app.quoteSecret, query.ticket, app.now());
    else if (headerToken(request)) profileId = (await request.member())?.profileId;
    if (!profileId) throw AppError.unauthorized('Open the stream with a valid ticket or profileToken');
    return openStream(request, reply, hub, profileId);
  });
};
