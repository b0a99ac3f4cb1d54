import { offeringsApi, spaceApi } from '@meetspace/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** Query keys of a location's offerings. */
export const keys = {
  spaces: (locationId: number) => ['host-offerings', locationId, 'spaces'] as const,
  options: (locationId: number) => ['host-offerings', locationId, 'options'] as const,
  packages: (locationId: number) => ['host-offerings', locationId, 'packages'] as const,
  vouchers: (locationId: number) => ['host-offerings', locationId, 'vouchers'] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export function useSpaces(locationId: number) {
  return useQuery({
    queryKey: keys.spaces(locationId),
    queryFn: ({ signal }) => callApi(offeringsApi.spaces, { params: { id: locationId } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useOptions(locationId: number) {
  return useQuery({
    queryKey: keys.options(locationId),
    queryFn: ({ signal }) => callApi(offeringsApi.options, { params: { id: locationId } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function usePackages(locationId: number) {
  return useQuery({
    queryKey: keys.packages(locationId),
    queryFn: ({ signal }) => callApi(offeringsApi.packages, { params: { id: locationId } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useVouchers(locationId: number) {
  return useQuery({
    queryKey: keys.vouchers(locationId),
    queryFn: ({ signal }) => callApi(offeringsApi.vouchers, { params: { id: locationId } }, { signal }),
    staleTime: 0,
    retry,
  });
}

/** After a write: the location's lists are read again. */
export function useRefresh(locationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['host-offerings', locationId] });
}

/** The seating arrangements (settings) named in the page's language: the reference call. */
export function useSettingNames(locale: 'nl' | 'en') {
  return useQuery({
    queryKey: ['space-configurations', locale],
    queryFn: ({ signal }) => callApi(spaceApi.configurations, { query: { language: locale } }, { signal }),
    staleTime: 60 * 60 * 1000,
    retry,
  });
}
