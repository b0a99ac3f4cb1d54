import type { ChatMember, ChatMessage, ChatSummary } from '@meetspace/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { Field } from '../../../components/field.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import { describeProblem } from '../../../lib/problems.ts';
import { type StreamState, useChatActions, useChatStream, useChats, useThread } from '../api/chat.ts';

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * `/my/messages`: the member's conversations and the open one; side by side from 48rem, one at a
 * time on a phone (`?chat=<id>` opens one, `?with=<profileId>` opens or starts the one with a
 * member). Live: the stream refreshes both panes.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chatId = idOf(params.get('chat'));
  const withId = idOf(params.get('with'));
  const chats = useChats();
  const stream = useChatStream();
  const heading = useFocusHeading<HTMLHeadingElement>();
  const navigate = useNavigate();
  usePageTitle(t('title'));

  // `?with=` of a member already in a conversation opens that conversation.
  const existing = withId ? chats.data?.Results.find((c) => c.With.ProfileId === withId) : undefined;
  useEffect(() => {
    if (existing) void navigate(`?chat=${existing.ChatId}`, { replace: true });
  }, [existing, navigate]);

  const data = chats.data;
  const open = chatId !== null || withId !== null;
  return (
    <div className="chat-page" data-pane={open ? 'thread' : 'list'}>
      <header className="chat-intro">
        <h1 ref={heading} tabIndex={-1}>
          {t('title')}
        </h1>
        <p aria-live="polite" className="chat-unread-total">
          {data ? t('unreadTotal', { count: data.UnreadTotal }) : ''}
        </p>
        <StreamNote state={stream} />
      </header>
      <div className="chat-panes">
        <section className="chat-list-pane" aria-labelledby="chat-list-heading" aria-busy={chats.isFetching}>
          <h2 id="chat-list-heading" className="visually-hidden">
            {t('list.heading')}
          </h2>
          <Loading active={chats.isPending} label={t('list.loading')} />
          {chats.isError && !data && (
            <p role="alert" className="error">
              {t('list.failed')}
            </p>
          )}
          {data && data.Results.length === 0 && <p className="chat-empty">{t('list.none')}</p>}
          {data && data.Results.length > 0 && (
            <ul className="chat-list">
              {data.Results.map((chat) => (
                <ChatListItem key={chat.ChatId} chat={chat} current={chat.ChatId === chatId} />
              ))}
            </ul>
          )}
        </section>
        <section className="chat-thread-pane" aria-label={t('thread.region')}>
          {chatId !== null ? (
            <Thread key={chatId} chatId={chatId} />
          ) : withId !== null && !existing ? (
            <NewConversation profileId={withId} />
          ) : (
            <p className="chat-empty chat-choose">{t('thread.choose')}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function StreamNote({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  return (
    <p className="chat-stream-note" role="status">
      {state === 'reconnecting' ? t('stream.reconnecting') : ''}
    </p>
  );
}

function Avatar({ member }: { member: ChatMember }) {
  if (member.Photo) return <img className="chat-avatar" src={member.Photo} alt="" width={40} height={40} />;
  return (
    <span className="chat-avatar" aria-hidden="true">
      {member.Name.charAt(0)}
    </span>
  );
}

function ChatListItem({ chat, current }: { chat: ChatSummary; current: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const last = chat.LastMessage;
  const mine = last && last.SenderId !== chat.With.ProfileId;
  return (
    <li className={chat.UnreadCount > 0 ? 'chat-item unread' : 'chat-item'}>
      <Link to={`?chat=${chat.ChatId}`} aria-current={current ? 'page' : undefined}>
        <Avatar member={chat.With} />
        <span className="chat-item-text">
          <span className="chat-item-name">
            {chat.With.Name}
            {chat.IsBlocked && <span className="chat-blocked-tag"> · {t('list.blocked')}</span>}
          </span>
          {last && (
            <span className="chat-item-last">
              {mine ? `${t('list.you')}: ` : ''}
              {last.Text}
            </span>
          )}
        </span>
        <span className="chat-item-meta">
          {last && <time dateTime={last.SentAt}>{formatInstant(last.SentAt, locale)}</time>}
          {chat.UnreadCount > 0 && (
            <span className="chat-badge">
              {chat.UnreadCount}
              <span className="visually-hidden"> {t('list.unread', { count: chat.UnreadCount })}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** One conversation: its messages (older on request), the composer, block and unblock. */
function Thread({ chatId }: { chatId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const thread = useThread(chatId);
  const [blocking, setBlocking] = useState(false);
  const pages = thread.data?.pages ?? [];
  const head = pages[0];
  const messages: ChatMessage[] = [...pages].reverse().flatMap((p) => p.Messages);
  const listRef = useRef<HTMLDivElement>(null);
  const lastId = head?.Messages.at(-1)?.Id ?? 0;
  // The newest message in view whenever one arrives (older pages keep their place).
  useEffect(() => {
    if (lastId && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [lastId]);

  if (thread.isPending) return <Loading active label={t('thread.loading')} />;
  if (thread.isError || !head)
    return (
      <p role="alert" className="error">
        {t('thread.failed')}
      </p>
    );
  const other = head.With;
  return (
    <div className="chat-thread">
      <div className="chat-thread-head">
        <Link to="?" className="chat-back">
          {t('thread.back')}
        </Link>
        <Avatar member={other} />
        <h2>{other.Name}</h2>
        <button type="button" className="secondary chat-block" onClick={() => setBlocking(true)}>
          {head.IsBlocked ? t('block.unblock') : t('block.block')}
        </button>
      </div>
      {thread.hasNextPage && (
        <button
          type="button"
          className="link chat-older"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('thread.older')}
        </button>
      )}
      <div
        ref={listRef}
        className="chat-messages"
        role="log"
        aria-label={t('thread.log', { name: other.Name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users can reach it
        tabIndex={0}
      >
        <ol>
          {messages.map((m) => {
            const mine = m.SenderId !== other.ProfileId;
            return (
              <li key={m.Id} className={mine ? 'chat-message mine' : 'chat-message theirs'}>
                <span className="visually-hidden">
                  {mine ? t('thread.youWrote') : t('thread.theyWrote', { name: other.Name })}
                </span>
                <p>{m.Text}</p>
                <time dateTime={m.SentAt}>{formatInstant(m.SentAt, locale)}</time>
              </li>
            );
          })}
        </ol>
      </div>
      {head.CanSend ? (
        <Composer chatId={chatId} />
      ) : (
        <p className="chat-blocked-note">{head.IsBlocked ? t('block.youBlocked') : t('block.cannotSend')}</p>
      )}
      <BlockDialog
        open={blocking}
        onClose={() => setBlocking(false)}
        member={other}
        blocked={head.IsBlocked}
      />
    </div>
  );
}

/** The message field: Enter sends, Shift+Enter starts a new line. */
export function Composer({ chatId, profileId }: { chatId?: number; profileId?: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { send, start } = useChatActions();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const pending = send.isPending || start.isPending;
  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim() || pending) return;
    setProblem('');
    try {
      if (chatId) await send.mutateAsync({ ChatId: chatId, Message: text });
      else if (profileId) {
        const sent = await start.mutateAsync({ ProfileId: profileId, Message: text });
        void navigate(`?chat=${sent.ChatId}`, { replace: true });
      }
      setText('');
    } catch (error) {
      const described = describeProblem(error, i18n, t('composer.failed'));
      setProblem(Object.values(described.fields)[0] ?? described.message);
    }
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  return (
    <form className="chat-composer" onSubmit={(e) => void submit(e)}>
      <Field label={t('composer.label')} hint={t('composer.hint')} error={problem || undefined}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <button type="submit" disabled={pending || !text.trim()}>
        {t('composer.send')}
      </button>
    </form>
  );
}

/** `?with=` a member without a conversation yet: the first message starts it. */
function NewConversation({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  return (
    <div className="chat-thread">
      <div className="chat-thread-head">
        <Link to="?" className="chat-back">
          {t('thread.back')}
        </Link>
        <h2>{t('thread.new')}</h2>
      </div>
      <p className="chat-empty">{t('thread.newIntro')}</p>
      <Composer profileId={profileId} />
    </div>
  );
}

/** "Block Anna V.?" / "Unblock …?": the member confirms. */
export function BlockDialog({
  open,
  onClose,
  member,
  blocked,
}: {
  open: boolean;
  onClose: () => void;
  member: ChatMember;
  blocked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { block } = useChatActions();
  const [problem, setProblem] = useState('');
  const close = () => {
    setProblem('');
    onClose();
  };
  async function confirm() {
    try {
      await block.mutateAsync({ profileId: member.ProfileId, blocked: !blocked });
      toast(
        blocked ? t('block.unblocked', { name: member.Name }) : t('block.blocked', { name: member.Name }),
      );
      close();
    } catch (error) {
      setProblem(describeProblem(error, i18n, t('block.failed')).message);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={
        blocked
          ? t('block.unblockTitle', { name: member.Name })
          : t('block.blockTitle', { name: member.Name })
      }
      describedBy="chat-block-text"
      initialFocus={(root) => root.querySelector<HTMLElement>('[data-keep]')}
    >
      <p id="chat-block-text">
        {blocked ? t('block.unblockText') : t('block.blockText', { name: member.Name })}
      </p>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      <p className="actions">
        <button
          type="button"
          className={blocked ? undefined : 'danger'}
          disabled={block.isPending}
          onClick={() => void confirm()}
        >
          {blocked ? t('block.confirmUnblock') : t('block.confirmBlock')}
        </button>
        <button type="button" data-keep onClick={close}>
          {t('block.cancel')}
        </button>
      </p>
    </Dialog>
  );
}
