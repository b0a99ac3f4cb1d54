import { type Locale, localizedPath, switchLocalePath } from '@meetspace/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../features/auth/session.tsx';
import { CookieConsent } from '../features/consent/cookie-consent.tsx';

/** The site shell of one locale: skip link, header with logo and language switch, main, footer. */
export function Layout({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const other: Locale = locale === 'nl' ? 'en' : 'nl';

  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <Link to={localizedPath('index', locale)} className="logo" aria-label={t('app.home')}>
          {t('app.name')}
        </Link>
        <nav aria-label={t('account.label')} className="account">
          {session.member ? (
            <>
              <Link to={localizedPath('my-reservations', locale)}>{t('account.reservations')}</Link>{' '}
              <button type="button" className="link" onClick={() => void session.logoff()}>
                {t('account.logoff')}
              </button>
            </>
          ) : (
            <Link to={localizedPath('login', locale)}>{t('account.login')}</Link>
          )}
        </nav>
        <nav aria-label={t('language.label')}>
          <Link
            to={switchLocalePath(pathname, other)}
            hrefLang={other}
            lang={other}
            aria-label={t('language.switchTo')}
          >
            {t('language.other')}
          </Link>
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('app.tagline')}</p>
        <CookieConsent locale={locale} />
      </footer>
    </>
  );
}
