import { useTranslation } from 'react-i18next';

/** A page of the route table whose screen is not built yet: it says so instead of pretending. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('app.name')}</h1>
      <p>{t('page.notYetAvailable')}</p>
    </>
  );
}
