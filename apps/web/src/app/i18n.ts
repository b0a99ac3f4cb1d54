import { DEFAULT_LOCALE } from '@meetspace/domain';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** i18next with both catalogs bundled (they are small); the language follows the URL prefix. */
export function createI18n(initialLocale: string = DEFAULT_LOCALE) {
  const instance = i18n.createInstance();
  void instance.use(initReactI18next).init({
    resources: { nl: { translation: nl }, en: { translation: en } },
    lng: initialLocale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
