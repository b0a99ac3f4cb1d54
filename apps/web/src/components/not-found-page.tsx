import { DEFAULT_LOCALE, localeFromPath, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../lib/hooks/use-page-meta.ts';

/** "This page could not be found": the server answers these paths with HTTP 404 too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  usePageMeta(t('meta.notFoundPage.title'), t('meta.notFoundPage.description'));
  return (
    <>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <Link to={localizedPath('index', locale)}>{t('notFound.action')}</Link>
      </p>
    </>
  );
}
