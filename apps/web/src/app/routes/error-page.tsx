import { DEFAULT_LOCALE, localeFromPath, localizedPath } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';

/** What went wrong, as a status and a message (a thrown response keeps its status; anything else is 500). */
export function errorStatus(error: unknown): { status: number; message: string | null } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { Message?: unknown } | string | undefined;
    const message = typeof data === 'string' ? data : typeof data?.Message === 'string' ? data.Message : null;
    return { status: error.status, message: message || error.statusText || null };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: null };
}

/**
 * The full-page error screen of a route that failed: its status and message, and a button home.
 * It replaces the whole page, so it carries its own main landmark.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  const { status, message } = errorStatus(error);
  usePageMeta(t('errorPage.title', { status }));
  return (
    <main id="main" className="error-page">
      <h1>{t('errorPage.title', { status })}</h1>
      <p>{status === 404 ? t('notFound.text') : t('errorPage.text')}</p>
      {message && (
        <p>
          <code>{message}</code>
        </p>
      )}
      <p>
        {/* A full load: whatever broke this page is not carried along. */}
        <a className="button" href={localizedPath('index', locale)}>
          {t('notFound.action')}
        </a>
      </p>
    </main>
  );
}
