import { type Locale, localizedPath, type Term } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { ProblemAlert, useProblem } from '../../../components/problem-alert.tsx';
import { TermBody } from '../../../components/term-body.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../../lib/hooks/use-page-meta.ts';
import { type PageTermType, useLatestTerm } from '../api/get-latest-term.ts';
import { formatPublishedDate } from '../format.ts';

/** The page of each terms type, and the page it points readers to next. */
const PAGES = {
  booking: { page: 'terms', related: 'privacy' },
  privacy: { page: 'privacy', related: 'terms' },
} as const satisfies Record<PageTermType, { page: string; related: string }>;

/**
 * The latest published booking terms (`terms`) or privacy statement (`privacy`) in the page
 * language, with its version and publication date. The API's title is the page heading once it is
 * there; until then, or when the terms cannot be read, the page's own name.
 */
export function TermPage({ type }: { type: PageTermType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useLatestTerm(type, locale);
  const { page, related } = PAGES[type];
  const term = query.data;
  const title = term?.Title ?? t(`pages.${page}.title`);
  usePageMeta(title, t(`pages.${page}.description`));
  const failed = query.isError && !term;
  const notPublished = failed && query.error instanceof ApiError && query.error.status === 404;
  const problem = useProblem(failed && !notPublished ? query.error : null, 'pages.term.failed');

  return (
    <article className="content-page term-page">
      <h1>{title}</h1>
      {term ? (
        <TermContent term={term} locale={locale} />
      ) : notPublished ? (
        <p role="alert">{t('pages.term.none')}</p>
      ) : failed ? (
        <>
          <ProblemAlert problem={problem} />
          <button type="button" className="link" onClick={() => void query.refetch()}>
            {t('pages.term.retry')}
          </button>
        </>
      ) : (
        <Loading active label={t('pages.term.loading')} />
      )}
      <p className="content-page-related">
        <Link to={localizedPath(related, locale)}>{t(`pages.${page}.related`)}</Link>
      </p>
    </article>
  );
}

/** Put in place of `{{date}}`: the translated sentence is split there around a `<time>` element. */
const DATE_MARK = '\u0000';

function TermContent({ term, locale }: { term: Term; locale: Locale }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('pages.term.version', { version: term.Version, date: DATE_MARK }).split(
    DATE_MARK,
  );
  return (
    <>
      <p className="term-meta">
        {before}
        <time dateTime={term.PublishedAt}>{formatPublishedDate(term.PublishedAt, locale)}</time>
        {after}
      </p>
      <TermBody body={term.Body} />
    </>
  );
}
