import {
  isRouteName,
  localizedPath,
  NEWSLETTER_RULE,
  type NotificationRuleView,
  type NotificationView,
  notificationRuleLabel,
} from '@meetspace/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useFocusHeading } from '../../../lib/hooks/use-focus-heading.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageTitle } from '../../../lib/hooks/use-page-title.ts';
import {
  NOTIFICATIONS_PER_PAGE,
  useNotificationActions,
  useNotificationRules,
  useNotifications,
} from '../api/notifications.ts';

const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);
const pageSearch = (page: number) => (page > 1 ? `?page=${page}` : '');

/** `/my/inbox`: the member's notifications (read, read all, delete) and the rules that decide them. */
export function InboxPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const list = useNotifications(page);
  const heading = useFocusHeading<HTMLHeadingElement>();
  const actions = useNotificationActions();
  usePageTitle(t('inbox.title'));
  const data = list.data;
  return (
    <div className="inbox-page">
      <header className="inbox-intro">
        <h1 ref={heading} tabIndex={-1}>
          {t('inbox.title')}
        </h1>
        {data && <p aria-live="polite">{t('inbox.unread', { count: data.UnreadCount })}</p>}
        {data && data.UnreadCount > 0 && (
          <button
            type="button"
            className="secondary"
            disabled={actions.readAll.isPending}
            onClick={() => actions.readAll.mutate()}
          >
            {t('inbox.readAll')}
          </button>
        )}
      </header>
      <section aria-labelledby="inbox-list-heading" aria-busy={list.isFetching}>
        <h2 id="inbox-list-heading" className="visually-hidden">
          {t('inbox.listHeading')}
        </h2>
        <Loading active={list.isPending} label={t('inbox.loading')} />
        {list.isError && !data && (
          <p role="alert" className="error">
            {t('inbox.failed')}
          </p>
        )}
        {data && data.Results.length === 0 && <p>{t('inbox.none')}</p>}
        {data && data.Results.length > 0 && (
          <ul className="notification-list">
            {data.Results.map((notification) => (
              <NotificationItem key={notification.Id} notification={notification} />
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={page}
            morePages={page * NOTIFICATIONS_PER_PAGE < data.TotalCount}
            searchOf={pageSearch}
            className="inbox-pager"
          />
        )}
      </section>
      <NotificationRules />
    </div>
  );
}

/** Where a notification leads, in the page's language (nothing for a route the app does not know). */
function linkOf(notification: NotificationView, locale: 'nl' | 'en'): string | null {
  const link = notification.Link;
  if (!link || !isRouteName(link.Route)) return null;
  try {
    return localizedPath(link.Route, locale, link.Params as never);
  } catch {
    return null;
  }
}

function NotificationItem({ notification }: { notification: NotificationView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const { read, remove } = useNotificationActions();
  const kind = notificationRuleLabel(notification.KindId, locale) ?? t('inbox.unknownKind');
  const title = notification.Data.title ?? notification.Data.location ?? '';
  const href = linkOf(notification, locale);
  const markRead = () => {
    if (!notification.IsRead) read.mutate(notification.Id);
  };
  return (
    <li className={notification.IsRead ? 'notification' : 'notification unread'}>
      <p className="notification-kind">
        {!notification.IsRead && <span className="unread-dot">{t('inbox.new')}</span>} {kind}
      </p>
      <p className="notification-title">
        {href ? (
          <Link to={href} onClick={markRead}>
            {title || t('inbox.open')}
          </Link>
        ) : (
          title
        )}
      </p>
      {notification.Data.text && <p className="notification-text">{notification.Data.text}</p>}
      <p className="muted">
        <time dateTime={notification.CreatedOn}>{formatInstant(notification.CreatedOn, locale)}</time>
      </p>
      <p className="actions">
        {!notification.IsRead && (
          <button
            type="button"
            className="link"
            disabled={read.isPending}
            onClick={markRead}
            aria-label={t('inbox.markReadOf', { kind, title })}
          >
            {t('inbox.markRead')}
          </button>
        )}
        <button
          type="button"
          className="link"
          disabled={remove.isPending}
          aria-label={t('inbox.deleteOf', { kind, title })}
          // The item leaves the list before the call's own callbacks would run: the promise says it.
          onClick={() =>
            remove.mutateAsync(notification.Id).then(
              () => toast(t('inbox.deleted')),
              () => toast(t('inbox.deleteFailed')),
            )
          }
        >
          {t('inbox.delete')}
        </button>
      </p>
    </li>
  );
}

/** The rules: per kind an inbox and an e-mail switch; the newsletter by e-mail only. */
function NotificationRules() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rules = useNotificationRules();
  const { setRule } = useNotificationActions();
  const kinds = (rules.data ?? []).filter((rule) => rule.Id !== NEWSLETTER_RULE.Id);
  const newsletter = rules.data?.find((rule) => rule.Id === NEWSLETTER_RULE.Id);
  const labelOf = (rule: NotificationRuleView) =>
    rule.Id === NEWSLETTER_RULE.Id
      ? NEWSLETTER_RULE[locale]
      : (notificationRuleLabel(rule.Id, locale) ?? rule.Key);
  return (
    <section className="notification-rules" aria-labelledby="rules-heading" aria-busy={rules.isFetching}>
      <h2 id="rules-heading">{t('rules.title')}</h2>
      <p>{t('rules.intro')}</p>
      {rules.isError && (
        <p role="alert" className="error">
          {t('rules.failed')}
        </p>
      )}
      {setRule.isError && (
        <p role="alert" className="error">
          {t('rules.saveFailed')}
        </p>
      )}
      {kinds.length > 0 && (
        <table className="rules-table">
          <caption className="visually-hidden">{t('rules.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rules.kind')}</th>
              <th scope="col">{t('rules.inbox')}</th>
              <th scope="col">{t('rules.email')}</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((rule) => (
              <tr key={rule.Id}>
                <th scope="row">{labelOf(rule)}</th>
                <td>
                  <RuleCheckbox
                    checked={rule.Notification}
                    label={t('rules.inboxOf', { kind: labelOf(rule) })}
                    onChange={(checked) => setRule.mutate({ id: rule.Id, Notification: checked })}
                  />
                </td>
                <td>
                  <RuleCheckbox
                    checked={rule.Email}
                    label={t('rules.emailOf', { kind: labelOf(rule) })}
                    onChange={(checked) => setRule.mutate({ id: rule.Id, Email: checked })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {newsletter && (
        <p className="newsletter">
          <RuleCheckbox
            checked={newsletter.Email}
            label={t('rules.newsletter')}
            visibleLabel
            onChange={(checked) => setRule.mutate({ id: newsletter.Id, Email: checked })}
          />
        </p>
      )}
    </section>
  );
}

/** One switch: it moves at once; the server's answer (or a refusal) sets it after. */
function RuleCheckbox({
  checked,
  label,
  visibleLabel = false,
  onChange,
}: {
  checked: boolean;
  label: string;
  visibleLabel?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const [shown, setShown] = useState(checked);
  const id = useId();
  useEffect(() => setShown(checked), [checked]);
  const input = (
    <input
      id={id}
      type="checkbox"
      checked={shown}
      aria-label={visibleLabel ? undefined : label}
      onChange={(event) => {
        setShown(event.target.checked);
        onChange(event.target.checked);
      }}
    />
  );
  return visibleLabel ? (
    <>
      {input} <label htmlFor={id}>{label}</label>
    </>
  ) : (
    input
  );
}
