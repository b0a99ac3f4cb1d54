import { CHANNEL_ID, type Locale, locationApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** Whether a failed call means "there is no such (live) location". */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Retry a failed read once, but never a 404: the location does not exist. */
export const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

/** One live location in full, texts in the locale: `GET /v2/location/{id}/channel/1`. */
export const locationQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['location', id, locale],
    queryFn: ({ signal }) =>
      callApi(
        locationApi.detail,
        { params: { id, channelId: CHANNEL_ID }, query: { language: locale } },
        { signal },
      ),
    retry: retryUnlessNotFound,
  });

export function useLocation(id: number, locale: Locale) {
  return useQuery(locationQueryOptions(id, locale));
}
