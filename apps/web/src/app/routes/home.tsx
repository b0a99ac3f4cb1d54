import { SEARCH_KEY_PARAM } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegisterForm } from '../../features/auth/index.ts';
import { BookingWizard, useWidgetState } from '../../features/booking/index.ts';
import { UpcomingEvents } from '../../features/events/index.ts';
import { SearchForm } from '../../features/search/index.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';
import { usePageMeta } from '../../lib/hooks/use-page-meta.ts';
import { HeroIllustration, HowItWorks, PopularCities, ValueList } from './home-sections.tsx';
import { LocationPreviewList } from './location-preview-list.tsx';

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

/**
 * The home page is the meeting search (the search feature) under what the site offers (its
 * promises and a picture); a saved search (?sk=) resumes the booking wizard (the booking feature,
 * with the auth feature's registration form in its contact step); otherwise how booking works,
 * popular cities, the upcoming events (the events feature) and a first look at the locations.
 */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const searchKey = params.get(SEARCH_KEY_PARAM);
  usePageMeta(t('meta.homePage.title'));
  return (
    <>
      <div className="hero">
        <div className="hero-text">
          <h1>{t('home.title')}</h1>
          <p className="hero-tagline">{t('app.tagline')}</p>
          {!searchKey && <ValueList />}
        </div>
        {!searchKey && <HeroIllustration />}
      </div>
      <SavedSearchForm
        searchKey={searchKey}
        onSearched={(key) => setParams({ [SEARCH_KEY_PARAM]: key }, { replace: true })}
      />
      {searchKey ? (
        <BookingWizard
          key={searchKey}
          searchKey={searchKey}
          locale={locale}
          registerForm={<RegisterForm />}
        />
      ) : (
        <>
          <HowItWorks />
          <PopularCities />
          <UpcomingEvents />
          <LocationPreviewList />
        </>
      )}
    </>
  );
}
