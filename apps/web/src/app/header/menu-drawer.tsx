import { type Locale, localizedPath } from '@meetspace/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountLinks } from './account-links.tsx';
import { MAIN_MENU } from './menu-items.ts';
import { LanguageSwitch, MenuLink } from './menu-link.tsx';

/**
 * Below 768 px: a menu button that opens a modal `<dialog>` drawer with every menu item, the
 * language switch and the account links. The browser traps focus in it and closes it on Escape;
 * a click on the backdrop or any link closes it too, and focus goes back to the menu button.
 */
export function MenuDrawer({
  locale,
  pathname,
  memberName,
  onLogoff,
}: {
  locale: Locale;
  pathname: string;
  /** The logged-in member's first name; null for a visitor. */
  memberName: string | null;
  onLogoff: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        {t('header.menuButton')}
      </button>
      {/* A click on the backdrop lands on the dialog itself; the keyboard closes it with Escape. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the native dialog. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="drawer"
        aria-labelledby={titleId}
        onClose={() => {
          // A late close event after a quick reopen is not for this opening.
          if (dialogRef.current?.open) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="drawer-body">
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
                <AccountLinks locale={locale} close={close} onLogoff={onLogoff} />
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
        </div>
      </dialog>
    </>
  );
}
