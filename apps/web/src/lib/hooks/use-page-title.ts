import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title while the page is shown: "<title> · Meetspace". */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
    return () => {
      document.title = t('app.name');
    };
  }, [title, t]);
}
