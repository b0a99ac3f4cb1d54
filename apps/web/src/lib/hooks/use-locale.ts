import { isLocale, type Locale } from '@meetspace/domain';
import { useTranslation } from 'react-i18next';

/** The page's locale (the language the layout switched i18next to). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'nl';
}
