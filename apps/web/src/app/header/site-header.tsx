import { type Locale, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { MAIN_MENU } from './menu-items.ts';
import { LanguageSwitch, MenuLink } from './menu-link.tsx';
import { MoreMenu } from './more-menu.tsx';
import { type HeaderLayout, splitMenu } from './overflow.ts';
import { ProfileMenu } from './profile-menu.tsx';
import { useHeaderLayout } from './use-header-layout.ts';
import { useUnreadChats } from './use-unread-chats.ts';
import { useUnreadNotifications } from './use-unread-notifications.ts';

/** The sticky site header: logo, main menu (with "More" or a drawer by width), language, account. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  const unread = useUnreadNotifications();
  const unreadMessages = useUnreadChats();
  return (
    <HeaderBar
      locale={locale}
      layout={useHeaderLayout()}
      pathname={pathname + search + hash}
      memberName={session.member?.FirstName ?? null}
      isAdmin={session.member?.Role === 'admin'}
      isHost={session.member?.Role === 'host'}
      unreadNotifications={unread}
      unreadMessages={unreadMessages}
      onLogoff={() => void session.logoff()}
    />
  );
}

/** The header for a given layout, page and member (apart from the hooks, for tests). */
export function HeaderBar({
  locale,
  layout,
  pathname,
  memberName,
  isAdmin = false,
  isHost = false,
  unreadNotifications = 0,
  unreadMessages = 0,
  onLogoff,
}: {
  locale: Locale;
  layout: HeaderLayout;
  /** The current path with query and hash, kept by the language switch. */
  pathname: string;
  memberName: string | null;
  /** An administrator's account menus link to the administration. */
  isAdmin?: boolean;
  /** The member is a host: their menu links the host area. */
  isHost?: boolean;
  /** The member's unread notifications, shown beside the inbox link. */
  unreadNotifications?: number;
  /** The member's unread chat messages, shown beside the messages link. */
  unreadMessages?: number;
  onLogoff: () => void;
}) {
  const { t } = useTranslation();
  const logo = (
    <Link to={localizedPath('index', locale)} className="logo" aria-label={t('app.home')}>
      {t('app.name')}
    </Link>
  );
  if (layout === 'drawer')
    return (
      <header className="site-header">
        {logo}
        <MenuDrawer
          locale={locale}
          pathname={pathname}
          memberName={memberName}
          isAdmin={isAdmin}
          isHost={isHost}
          unreadNotifications={unreadNotifications}
          unreadMessages={unreadMessages}
          onLogoff={onLogoff}
        />
      </header>
    );

  const { shown, more } = splitMenu(MAIN_MENU, layout);
  return (
    <header className="site-header">
      {logo}
      <nav aria-label={t('header.menu')} className="main-menu">
        <ul>
          {shown.map((name) => (
            <li key={name}>
              <MenuLink name={name} locale={locale} />
            </li>
          ))}
        </ul>
        {more.length > 0 && <MoreMenu items={more} locale={locale} />}
      </nav>
      <LanguageSwitch locale={locale} pathname={pathname} />
      <nav aria-label={t('account.label')} className="account">
        {memberName ? (
          <ProfileMenu
            locale={locale}
            firstName={memberName}
            isAdmin={isAdmin}
            isHost={isHost}
            unreadNotifications={unreadNotifications}
            unreadMessages={unreadMessages}
            onLogoff={onLogoff}
          />
        ) : (
          <Link to={localizedPath('login', locale)}>{t('account.login')}</Link>
        )}
      </nav>
    </header>
  );
}
