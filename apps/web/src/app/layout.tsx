import { DATE_CULTURES, type Locale, matchRoute } from '@meetspace/domain';
import { useEffect } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Pages shown without the site's frame (framed by other sites). */
const BARE_ROUTES: ReadonlySet<string> = new Set(['widget-embed']);

/**
 * The site shell of one locale: skip link, header (see `header/`), main, footer. React Aria's
 * components get the page's language (their own words and number formats, the same on the server
 * and in the browser) and navigate with React Router (menu items that are links). Scrolling
 * between pages behaves as between real pages (`scroll-restoration.tsx`).
 */
export function Layout({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const bare = BARE_ROUTES.has(matchRoute(useLocation().pathname)?.name ?? '');

  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  // The widget's page is framed by venues' websites: the page alone, no header, footer or skip link.
  if (bare) {
    return (
      <I18nProvider locale={DATE_CULTURES[locale]}>
        <RouterProvider navigate={navigate} useHref={useHref}>
          <main id="main" tabIndex={-1} className="bare">
            <Outlet />
          </main>
        </RouterProvider>
      </I18nProvider>
    );
  }
  return (
    <I18nProvider locale={DATE_CULTURES[locale]}>
      <RouterProvider navigate={navigate} useHref={useHref}>
        <ScrollRestoration />
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <SiteHeader locale={locale} />
        {/* Focusable from script: the skip link's target, and where focus goes when a dialog that
            opened by itself closes. */}
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter locale={locale} />
      </RouterProvider>
    </I18nProvider>
  );
}
