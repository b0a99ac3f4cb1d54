import { SEARCH_KEY_PARAM } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadBoundary } from '../../components/load-boundary.tsx';
import { useWidgetState } from '../../features/booking/api/booking.ts';
import { SearchForm } from '../../features/booking/components/search-form.tsx';
import { LocationPreviewList } from '../../features/locations/components/location-preview-list.tsx';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';

// The wizard is loaded when a search is opened: the home page's first view does not need it.
const BookingWizard = lazyWithReload(() => import('../../features/booking/wizard/booking-wizard.tsx'));

/** The search form, filled in with the saved search of the URL once it has loaded. */
function SavedSearchForm({
  searchKey,
  onSearched,
}: {
  searchKey: string | null;
  onSearched: (key: string) => void;
}) {
  const locale = useLocale();
  const saved = useWidgetState(searchKey ?? '', searchKey !== null);
  const initial = saved.data?.Search;
  return <SearchForm key={initial?.Key ?? 'new'} locale={locale} initial={initial} onSearched={onSearched} />;
}

/** The home page is the meeting search; a saved search (?sk=) resumes the booking wizard. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const searchKey = params.get(SEARCH_KEY_PARAM);
  usePageMeta(t('meta.homePage.title'));
  return (
    <>
      <div className="hero">
        <h1>{t('home.title')}</h1>
        <p className="hero-tagline">{t('app.tagline')}</p>
      </div>
      <SavedSearchForm
        searchKey={searchKey}
        onSearched={(key) => setParams({ [SEARCH_KEY_PARAM]: key }, { replace: true })}
      />
      {searchKey ? (
        <LoadBoundary>
          <BookingWizard key={searchKey} searchKey={searchKey} locale={locale} />
        </LoadBoundary>
      ) : (
        <LocationPreviewList />
      )}
    </>
  );
}
