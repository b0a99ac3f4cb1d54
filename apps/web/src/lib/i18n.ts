import { DEFAULT_LOCALE, LOCALES, type Locale } from '@meetspace/domain';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The shell's namespace (header, footer, shared components, problems): always there. */
export const COMMON_NAMESPACE = 'common';

/**
 * The one store of strings. `common` comes per language (`loadCommon`: the browser loads only the
 * page's language, the other when the visitor switches); each feature adds its own namespace when
 * its code loads (`addNamespace`), so a lazily loaded feature's strings come with its chunk. Every
 * page render works on its own instance over this store (`createI18n`).
 */
const store = i18next.createInstance();
void store.use(initReactI18next).init({
  resources: {},
  ns: [COMMON_NAMESPACE],
  defaultNS: COMMON_NAMESPACE,
  // A feature's components look in its namespace first (see `inNamespace`), then here.
  fallbackNS: COMMON_NAMESPACE,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The `common` catalog of each language, each its own chunk (the server preloads the page's one). */
const COMMON_CATALOGS: Record<Locale, () => Promise<{ default: ResourceKey }>> = {
  nl: () => import('../locales/nl.json'),
  en: () => import('../locales/en.json'),
};
const commonLoads = new Map<Locale, Promise<void>>();

/** Whether the `common` strings of `locale` are in the store. */
export function hasCommon(locale: Locale): boolean {
  return store.hasResourceBundle(locale, COMMON_NAMESPACE);
}

/** Loads the `common` strings of `locale` once; the same promise for every caller (React's `use`). */
export function loadCommon(locale: Locale): Promise<void> {
  let load = commonLoads.get(locale);
  if (!load) {
    load = COMMON_CATALOGS[locale]().then(
      (catalog) => {
        if (!hasCommon(locale)) store.addResourceBundle(locale, COMMON_NAMESPACE, catalog.default);
      },
      (error: unknown) => {
        commonLoads.delete(locale); // a later call tries again
        throw error;
      },
    );
    commonLoads.set(locale, load);
  }
  return load;
}

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
