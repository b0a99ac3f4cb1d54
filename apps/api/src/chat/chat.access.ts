import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { type ChatRow, chatQueries } from './chat.queries.ts';

/** Whether the actor is one of the conversation's two members. */
export function isChatMember(actor: Actor | undefined, row: ChatRow): boolean {
  return isSelf(actor, row.profile_a) || isSelf(actor, row.profile_b);
}

/**
 * A conversation is its two members' only: they read and write it; anyone else 403 (administrators
 * too: no relation lets them read members' private messages), a visitor 401, an unknown id 404.
 */
export const chatAccess = {
  read: definePermission<ChatRow>({
    name: 'chat.read',
    member: 'always',
    load: chatQueries.byId,
    allow: isChatMember,
    messages: { notFound: 'Chat not found', forbidden: 'This conversation is not yours' },
  }),
  write: definePermission<ChatRow>({
    name: 'chat.write',
    member: 'always',
    load: chatQueries.byId,
    allow: isChatMember,
    messages: { notFound: 'Chat not found', forbidden: 'This conversation is not yours' },
  }),
};
