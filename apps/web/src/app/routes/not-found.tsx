import { DEFAULT_LOCALE, localeFromPath, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** "This page could not be found": the server answers these paths with HTTP 404 too. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
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
