import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous and next page links of a list whose page lives in the URL query. */
export function Pager({
  page,
  morePages,
  searchOf,
}: {
  page: number;
  morePages: boolean;
  /** The URL query of another page. */
  searchOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (page <= 1 && !morePages) return null;
  return (
    <nav aria-label={t('pages')} className="admin-pager">
      {page > 1 && (
        <Link to={{ search: searchOf(page - 1) }} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span aria-current="page">{t('page', { page })}</span>
      {morePages && (
        <Link to={{ search: searchOf(page + 1) }} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
