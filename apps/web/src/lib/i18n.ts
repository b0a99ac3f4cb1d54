import { DEFAULT_LOCALE, LOCALES, type Locale } from '@meetspace/domain';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/** The shell's namespace (header, footer, shared components, problems): always there. */
export const COMMON_NAMESPACE = 'common';

/**
 * The one store of strings. It starts with `common`; each feature adds its own namespace when its
 * code loads (`addNamespace`), so a lazily loaded feature's strings come with its chunk. Every page
 * render works on its own instance over this store (`createI18n`).
 */
const store = i18next.createInstance();
void store.use(initReactI18next).init({
  resources: { nl: { [COMMON_NAMESPACE]: nl }, en: { [COMMON_NAMESPACE]: en } },
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  // A feature's components look in its namespace first (see `inNamespace`), then here.
  fallbackNS: COMMON_NAMESPACE,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Adds a feature's catalogs (both languages) under `namespace`, once; returns the namespace. */
export function addNamespace(namespace: string, catalogs: Record<Locale, ResourceKey>): string {
  for (const locale of LOCALES) {
    if (!store.hasResourceBundle(locale, namespace))
      store.addResourceBundle(locale, namespace, catalogs[locale]);
  }
  return namespace;
}

/**
 * An i18next instance for one page render (the browser's page, or one server render) in
 * `initialLocale`; the language follows the URL prefix. It shares the store, so namespaces added
 * later are there too. `defaultNamespace` (tests) makes one feature's keys the default.
 */
export function createI18n(
  initialLocale: string = DEFAULT_LOCALE,
  defaultNamespace = COMMON_NAMESPACE,
): I18n {
  return store.cloneInstance({ lng: initialLocale, defaultNS: defaultNamespace });
}
