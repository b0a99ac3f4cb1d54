import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMMON_NAMESPACE } from '../lib/i18n.ts';

/** Previous and next page links of a list whose page lives in the URL query. */
export function Pager({
  page,
  morePages,
  searchOf,
  className,
}: {
  page: number;
  morePages: boolean;
  /** The URL query of another page. */
  searchOf: (page: number) => string;
  /** The nav's class (the feature's styles). */
  className: string;
}) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  if (page <= 1 && !morePages) return null;
  return (
    <nav aria-label={t('list.pages')} className={className}>
      {page > 1 && (
        <Link to={{ search: searchOf(page - 1) }} rel="prev">
          {t('list.previous')}
        </Link>
      )}
      <span aria-current="page">{t('list.page', { page })}</span>
      {morePages && (
        <Link to={{ search: searchOf(page + 1) }} rel="next">
          {t('list.next')}
        </Link>
      )}
    </nav>
  );
}
