import {
  boardingApi,
  CHANNEL_ID,
  type CreateLocationBody,
  CULTURES,
  type Locale,
  referenceApi,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** The channel's licences, described in the page's language (`GET /v1/channel/1/subscriptions`). */
export function useSubscriptions(locale: Locale) {
  return useQuery({
    queryKey: ['subscriptions', CHANNEL_ID, locale],
    queryFn: ({ signal }) =>
      callApi(
        boardingApi.subscriptions,
        { params: { channelId: CHANNEL_ID }, query: { language: CULTURES[locale] } },
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
}

/** The countries a location can be listed in (`GET /v1/country/active`). */
export function useCountries(locale: Locale) {
  return useQuery({
    queryKey: ['countries', locale],
    queryFn: ({ signal }) =>
      callApi(referenceApi.countries, { query: { language: CULTURES[locale] } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** The latest licence terms in the page's language, loaded at step 4 (`GET /v1/term/license/latest`). */
export function useLicenceTerms(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: ['term', 'license', locale],
    queryFn: ({ signal }) =>
      callApi(referenceApi.licenseTerms, { query: { language: CULTURES[locale] } }, { signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** The licence terms as a PDF, offered as a download (the call needs the client key, a link cannot send it). */
export async function downloadLicencePdf(locale: Locale, filename: string): Promise<void> {
  saveFile(
    await callApiForFile(referenceApi.licenseTermsPdf, { query: { language: CULTURES[locale] } }),
    filename,
  );
}

/** Step 5: creates the location (`POST /v1/location`), pending until approved. */
export function createLocation(body: CreateLocationBody) {
  return callApi(boardingApi.createLocation, { body });
}
