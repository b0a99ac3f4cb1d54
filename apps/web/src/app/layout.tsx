import { DATE_CULTURES, LOCALES, type Locale, matchRoute } from '@meetspace/domain';
import { use, useEffect } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { hasCommon, loadCommon } from '../lib/i18n.ts';
import { SiteFooter } from './footer/site-footer.tsx';
import { SiteHeader } from './header/site-header.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

/** Pages shown without the site's frame (framed by other sites). */
const BARE_ROUTES: ReadonlySet<string> = new Set(['widget-embed']);

/**
 * Whether the address is in `locale` (or in none): the address bar changes as soon as a navigation
 * starts, the rendered tree only when its transition commits. On the server the render's own
 * instance is in the page's locale anyway.
 */
function addressIsIn(locale: Locale): boolean {
  if (typeof window === 'undefined') return true;
  const first = window.location.pathname.split('/')[1] ?? '';
  return first === locale || !(LOCALES as readonly string[]).includes(first);
}

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

  // Only the layout of the address's locale switches the language: while a switch to the other
  // language is in its transition, the page still shown re-renders on the language change and must
  // not switch back (the two would take turns until React gives up waiting, about 5 s).
  // The other language's strings load first: the navigation (a transition) keeps the page shown
  // until they are there, then shows the new one in its language.
  if (i18n.language !== locale && addressIsIn(locale)) {
    if (!hasCommon(locale)) use(loadCommon(locale));
    void i18n.changeLanguage(locale);
  }
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
