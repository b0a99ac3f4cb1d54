import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/**
 * A member's account items, as list items: my area, my reservations, my profile, the host area (hosts), log off. The
 * profile menu and the drawer both show them; `close` closes whichever holds them.
 */
export function AccountLinks({
  locale,
  close,
  isAdmin = false,
  onLogoff,
  isHost = false,
  unreadNotifications = 0,
  unreadMessages = 0,
}: {
  locale: Locale;
  close: () => void;
  isAdmin?: boolean;
  onLogoff: () => void;
  /** A host also gets the host area. */
  isHost?: boolean;
  /** Unread notifications, beside the inbox link. */
  unreadNotifications?: number;
  /** Unread chat messages, beside the messages link. */
  unreadMessages?: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <NavLink to={localizedPath('my', locale)} end onClick={close}>
          {t('account.overview')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-reservations', locale)} onClick={close}>
          {t('account.reservations')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-invoices', locale)} onClick={close}>
          {t('account.invoices')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-credits', locale)} onClick={close}>
          {t('account.credits')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-inbox', locale)} onClick={close}>
          {unreadNotifications > 0
            ? t('account.inboxUnread', { count: unreadNotifications })
            : t('account.inbox')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-messages', locale)} onClick={close}>
          {unreadMessages > 0
            ? t('account.messagesUnread', { count: unreadMessages })
            : t('account.messages')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localizedPath('my-profile', locale)} onClick={close}>
          {t('account.profile')}
        </NavLink>
      </li>
      {isHost && (
        <li>
          <NavLink to={localizedPath('host', locale)} onClick={close}>
            {t('account.host')}
          </NavLink>
        </li>
      )}
      {isAdmin && (
        <li>
          <NavLink to={localizedPath('admin', locale)} onClick={close}>
            {t('account.admin')}
          </NavLink>
        </li>
      )}
      <li>
        <button
          type="button"
          className="link"
          onClick={() => {
            close();
            onLogoff();
          }}
        >
          {t('account.logoff')}
        </button>
      </li>
    </>
  );
}
