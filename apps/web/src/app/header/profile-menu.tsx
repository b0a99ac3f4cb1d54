import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { HeaderMenu } from './header-menu.tsx';

/** The logged-in member's menu in the bar: my account, reservations and profile, and Log off. */
export function ProfileMenu({
  locale,
  firstName,
  isAdmin = false,
  isHost = false,
  unreadNotifications = 0,
  unreadMessages = 0,
  onLogoff,
}: {
  locale: Locale;
  firstName: string;
  isAdmin?: boolean;
  /** A host's menu also links the host area. */
  isHost?: boolean;
  /** Unread notifications, beside the inbox link. */
  unreadNotifications?: number;
  /** Unread chat messages, beside the messages link. */
  unreadMessages?: number;
  onLogoff: () => void;
}) {
  const { t } = useTranslation();
  return (
    <HeaderMenu
      label={firstName}
      ariaLabel={t('header.accountMenu', { name: firstName })}
      placement="bottom end"
      items={[
        { id: 'my', label: t('account.overview'), href: localizedPath('my', locale), end: true },
        {
          id: 'reservations',
          label: t('account.reservations'),
          href: localizedPath('my-reservations', locale),
        },
        { id: 'invoices', label: t('account.invoices'), href: localizedPath('my-invoices', locale) },
        { id: 'credits', label: t('account.credits'), href: localizedPath('my-credits', locale) },
        {
          id: 'inbox',
          label:
            unreadNotifications > 0
              ? t('account.inboxUnread', { count: unreadNotifications })
              : t('account.inbox'),
          href: localizedPath('my-inbox', locale),
        },
        {
          id: 'messages',
          label:
            unreadMessages > 0
              ? t('account.messagesUnread', { count: unreadMessages })
              : t('account.messages'),
          href: localizedPath('my-messages', locale),
        },
        { id: 'profile', label: t('account.profile'), href: localizedPath('my-profile', locale) },
        ...(isAdmin
          ? [{ id: 'admin', label: t('account.admin'), href: localizedPath('admin', locale) }]
          : []),
        ...(isHost ? [{ id: 'host', label: t('account.host'), href: localizedPath('host', locale) }] : []),
        { id: 'logoff', label: t('account.logoff'), onAction: onLogoff },
      ]}
    />
  );
}
