import {
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  ChatErrorCode,
  type ChatMessageBody,
  type ChatSent,
  type ChatStartBody,
  chatPair,
  checkChatMessage,
  localeOfLanguageId,
  localizedPath,
  reviewerName,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { addressedMail } from '../../kernel/mail/addressed-mail.ts';
import { notify } from '../../notifications/index.ts';
import { chatAccess } from '../chat.access.ts';
import { presentMessage } from '../chat.presenter.ts';
import { type ChatRow, chatQueries, sideOf } from '../chat.queries.ts';
import type { ChatDeps } from '../chat.reads.ts';

/** The checked text, or a 400 with the field's code. */
function messageText(text: string | null | undefined): string {
  const checked = checkChatMessage(text);
  if (!checked.ok)
    throw AppError.badRequest(
      checked.code === ChatErrorCode.ChatMessageRequired
        ? 'The message is empty'
        : 'The message is longer than 2000 characters',
      [{ Field: 'Message', Code: checked.code }],
    );
  return checked.text;
}

const blocked = (field: string) =>
  new AppError(403, 'One of you blocked the other: no messages can be sent', [
    { Field: field, Code: ChatErrorCode.ChatBlocked },
  ]);

/**
 * Writes one message in a conversation, under the conversation's row lock (so the messages of a
 * chat queue, the rate limit counts exactly and the "first unread" test sees the previous message):
 * refuses when either member blocked the other (403) or the sender sent 30 in the last minute (429);
 * tells the recipient through `notify` (kind chatMessage) only when this is their only unread
 * message of the conversation, so a burst raises one notification, not one per message.
 */
async function writeMessage(
  trx: Kysely<DB>,
  deps: ChatDeps,
  chat: ChatRow,
  senderId: number,
  text: string,
  field: string,
) {
  await chatQueries.lock(trx, chat.id);
  const current = (await chatQueries.byId(trx, chat.id)) as ChatRow;
  const { otherId } = sideOf(current, senderId);
  if ((await chatQueries.blocksBetween(trx, senderId, otherId)).length > 0) throw blocked(field);
  const now = deps.now;
  const since = new Date(now.getTime() - CHAT_RATE_WINDOW_MS).toISOString();
  if ((await chatQueries.sentSince(trx, chat.id, senderId, since)) >= CHAT_RATE_MAX)
    throw new AppError(429, 'Too many messages: wait a minute and try again');
  const recipientRead = sideOf(current, otherId).myRead;
  const hadUnread = (await chatQueries.unreadIn(trx, chat.id, otherId, recipientRead)) > 0;
  const message = await chatQueries.insertMessage(trx, {
    chat_id: chat.id,
    sender_id: senderId,
    text,
    created_at: now.toISOString(),
  });
  // The sender has read their own conversation up to their message.
  await chatQueries.markRead(trx, chat.id, sideOf(current, senderId).readColumn, message.id);
  if (!hadUnread) await notifyRecipient(trx, deps, senderId, otherId, text);
  return { message, otherId };
}

const MAIL_TEXT = {
  nl: {
    subject: (who: string) => `Nieuw bericht van ${who}`,
    greeting: (name: string) => `Beste ${name},`,
    body: (who: string) => `${who} heeft je een bericht gestuurd:`,
    link: 'Lees en beantwoord het bericht',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    subject: (who: string) => `New message from ${who}`,
    greeting: (name: string) => `Dear ${name},`,
    body: (who: string) => `${who} sent you a message:`,
    link: 'Read and answer the message',
    closing: 'Kind regards,\nMeetspace',
  },
};

/** The recipient's chatMessage notification (their rule decides inbox and mail), in their language. */
async function notifyRecipient(
  trx: Kysely<DB>,
  deps: ChatDeps,
  senderId: number,
  recipientId: number,
  text: string,
) {
  const [sender, recipient] = await Promise.all([
    chatQueries.member(trx, senderId),
    chatQueries.member(trx, recipientId),
  ]);
  if (!sender || !recipient) return;
  const who = reviewerName(sender.first_name, sender.last_name);
  const locale = localeOfLanguageId(recipient.language_id);
  const t = MAIL_TEXT[locale];
  const preview = text.length > 140 ? `${text.slice(0, 139)}…` : text;
  const url = `${deps.publicUrl}${localizedPath('my-messages', locale)}?with=${senderId}`;
  await notify(
    trx,
    {
      profileId: recipientId,
      kind: 'chatMessage',
      data: { title: who, text: preview },
      link: { route: 'my-messages', params: {} },
      mail: addressedMail(
        {
          profileId: recipient.id,
          email: recipient.email,
          name: recipient.first_name || recipient.email,
          languageId: recipient.language_id,
        },
        'chat-message',
        t.subject(who),
        [
          t.greeting(recipient.first_name || recipient.email),
          '',
          t.body(who),
          '',
          preview,
          '',
          `${t.link}: ${url}`,
          '',
          t.closing,
        ],
      ),
    },
    deps.now,
  );
}

/**
 * `POST /v1/chat`: starts the conversation with ProfileId (or continues the existing one) with a
 * first message. ProfileId 0 or an empty message: 400, nothing is created.
 */
export async function startChat(deps: ChatDeps, actor: Actor, body: ChatStartBody): Promise<ChatSent> {
  const me = actor.profileId;
  const otherId = Number(body.ProfileId ?? 0);
  const errors = [];
  if (!otherId) errors.push({ Field: 'ProfileId', Code: ChatErrorCode.ChatProfileRequired });
  const checked = checkChatMessage(body.Message);
  if (!checked.ok) errors.push({ Field: 'Message', Code: checked.code });
  if (errors.length > 0) throw AppError.badRequest('Nothing to start: give ProfileId and a Message', errors);
  const text = messageText(body.Message);
  if (otherId === me)
    throw AppError.badRequest('A member does not chat with themselves', [
      { Field: 'ProfileId', Code: ChatErrorCode.ChatWithSelf },
    ]);
  const other = await chatQueries.member(deps.db, otherId);
  if (other?.is_activated !== 1) throw AppError.notFound('Member not found');
  const pair = chatPair(me, otherId);
  // A blocked pair creates no conversation (checked again under the lock for the message).
  if ((await chatQueries.blocksBetween(deps.db, me, otherId)).length > 0) throw blocked('ProfileId');
  const result = await deps.db.transaction().execute(async (trx) => {
    const created = await chatQueries.ensurePair(
      trx,
      pair,
      body.MatchId ? Number(body.MatchId) : null,
      deps.now.toISOString(),
    );
    const chat = (await chatQueries.byPair(trx, pair[0], pair[1])) as ChatRow;
    const written = await writeMessage(trx, deps, chat, me, text, 'ProfileId');
    return { created, ...written };
  });
  const message = presentMessage(result.message);
  deps.hub.publish([me, otherId], { type: 'message', data: message });
  return { ChatId: message.ChatId, Message: message, Created: result.created };
}

/** `POST /v1/chat/message`: a message in a conversation of the caller's. */
export async function sendMessage(deps: ChatDeps, actor: Actor, body: ChatMessageBody): Promise<ChatSent> {
  const chat = await requireAccess(deps, actor, chatAccess.write, body.ChatId);
  const text = messageText(body.Message);
  const result = await deps.db
    .transaction()
    .execute((trx) => writeMessage(trx, deps, chat, actor.profileId, text, 'ChatId'));
  const message = presentMessage(result.message);
  deps.hub.publish([actor.profileId, result.otherId], { type: 'message', data: message });
  return { ChatId: chat.id, Message: message, Created: false };
}
