import { type Locale, localizedPath } from '@meetspace/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Drawer } from '../../components/dialog.tsx';
import { AccountLinks } from './account-links.tsx';
import { MAIN_MENU } from './menu-items.ts';
import { LanguageSwitch, MenuLink } from './menu-link.tsx';

/**
 * Below 768 px: a menu button that opens a drawer (a modal dialog) with every menu item, the
 * language switch and the account links. Focus stays in it; Escape, a click beside it or any link
 * closes it, and focus goes back to the menu button.
 */
export function MenuDrawer({
  locale,
  pathname,
  memberName,
  isAdmin = false,
  isHost = false,
  unreadNotifications = 0,
  unreadMessages = 0,
  onLogoff,
}: {
  locale: Locale;
  pathname: string;
  /** The logged-in member's first name; null for a visitor. */
  memberName: string | null;
  isAdmin?: boolean;
  /** The member is a host (the host area is linked). */
  isHost?: boolean;
  unreadNotifications?: number;
  /** Unread chat messages, beside the messages link. */
  unreadMessages?: number;
  onLogoff: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      >
        {t('header.menuButton')}
      </button>
      <Drawer open={open} onClose={close} id={dialogId} labelledBy={titleId}>
        <div className="drawer-head">
          <h2 id={titleId}>{t('header.drawerTitle')}</h2>
          <button type="button" className="link" onClick={close}>
            {t('header.close')}
          </button>
        </div>
        <nav aria-label={t('header.menu')}>
          <ul className="drawer-list">
            {MAIN_MENU.map((name) => (
              <li key={name}>
                <MenuLink name={name} locale={locale} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('account.label')}>
          <ul className="drawer-list">
            {memberName ? (
              <AccountLinks
                locale={locale}
                close={close}
                isAdmin={isAdmin}
                isHost={isHost}
                unreadNotifications={unreadNotifications}
                unreadMessages={unreadMessages}
                onLogoff={onLogoff}
              />
            ) : (
              <li>
                <Link to={localizedPath('login', locale)} onClick={close}>
                  {t('account.login')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch locale={locale} pathname={pathname} onNavigate={close} />
      </Drawer>
    </>
  );
}
