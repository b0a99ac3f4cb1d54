import type { Locale } from '@meetspace/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';

/** The site shell of one locale: skip link, header (see `header/`), main, footer. */
export function Layout({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();

  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader locale={locale} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter locale={locale} />
    </>
  );
}
