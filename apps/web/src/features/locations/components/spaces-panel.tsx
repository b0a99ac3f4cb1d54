import type { Locale } from '@meetspace/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { SPACES_PER_PAGE, type SpaceKind, useLocationSpaces } from '../api/get-location-spaces.ts';
import { pageCount } from '../list-filters.ts';
import { SpaceCard } from './space-card.tsx';

/** The meeting rooms or the workspaces of a location, a page at a time. */
export function SpacesPanel({
  locationId,
  kind,
  locale,
}: {
  locationId: number;
  kind: SpaceKind;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const spaces = useLocationSpaces(locationId, kind, page, locale);
  const data = spaces.data;
  const pages = data ? pageCount(data.TotalItems, SPACES_PER_PAGE) : 1;
  return (
    <div aria-busy={spaces.isFetching}>
      <Loading active={spaces.isPending} label={t('locations.spaces.loading')} />
      {spaces.isError && !data && (
        <p role="alert" className="error">
          {t('locations.spaces.failed')}{' '}
          <button type="button" className="link" onClick={() => void spaces.refetch()}>
            {t('locations.retry')}
          </button>
        </p>
      )}
      {data && data.Results.length === 0 && <p>{t(`locations.spaces.none.${kind}`)}</p>}
      {data && data.Results.length > 0 && (
        <>
          <p className="muted">{t(`locations.spaces.count.${kind}`, { count: data.TotalItems })}</p>
          <ul className="space-cards">
            {data.Results.map((space) => (
              <li key={space.Id}>
                <SpaceCard space={space} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav className="list-pager" aria-label={t('locations.pager.label')}>
          <button type="button" className="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('locations.pager.previous')}
          </button>
          <span className="list-pager-position">{t('locations.pager.position', { page, pages })}</span>
          <button
            type="button"
            className="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('locations.pager.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
