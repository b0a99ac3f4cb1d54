import { useTranslation } from 'react-i18next';
import { LocationPreviewList } from '../../features/locations/components/location-preview-list.tsx';

/** The home page (the meeting search arrives with the website issue). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('app.tagline')}</p>
      <LocationPreviewList />
    </>
  );
}
