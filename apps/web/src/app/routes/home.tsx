import { SEARCH_KEY_PARAM } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookingWizard } from '../../features/booking/components/booking-wizard.tsx';
import { SearchForm } from '../../features/booking/components/search-form.tsx';
import { LocationPreviewList } from '../../features/locations/components/location-preview-list.tsx';
import { useLocale } from '../use-locale.ts';

/** The home page is the meeting search; a saved search (?sk=) resumes the booking wizard. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const searchKey = params.get(SEARCH_KEY_PARAM);
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('app.tagline')}</p>
      <SearchForm
        locale={locale}
        onSearched={(key) => setParams({ [SEARCH_KEY_PARAM]: key }, { replace: true })}
      />
      {searchKey ? (
        <BookingWizard key={searchKey} searchKey={searchKey} locale={locale} />
      ) : (
        <LocationPreviewList />
      )}
    </>
  );
}
