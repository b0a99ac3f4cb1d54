import { type CookieSettings, CULTURES, type Locale, referenceApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

/** The latest cookie-settings version in the page language: `GET /v1/Cookie/latest?language=`. */
export function getCookieSettings(locale: Locale, signal?: AbortSignal): Promise<CookieSettings> {
  return callApi(referenceApi.cookieSettings, { query: { language: CULTURES[locale] } }, { signal });
}

export const cookieSettingsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['cookie-settings', locale],
    queryFn: ({ signal }) => getCookieSettings(locale, signal),
    staleTime: 10 * 60_000,
  });

/** The cookie settings as a React Query hook. */
export function useCookieSettings(locale: Locale) {
  return useQuery(cookieSettingsQueryOptions(locale));
}
