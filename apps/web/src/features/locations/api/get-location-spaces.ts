import { type Locale, spaceApi } from '@meetspace/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { retryUnlessNotFound } from './get-location.ts';

/** Which spaces a tab lists: meeting rooms or workspaces. */
export type SpaceKind = 'meetingspace' | 'workspace';

/** Spaces per page of a tab. */
export const SPACES_PER_PAGE = 20;

/** The call that lists each kind. */
const listOf = { meetingspace: spaceApi.meetingRoomsOfLocation, workspace: spaceApi.workspacesOfLocation };

/** A page of a location's active meeting rooms or workspaces: `GET /v1/{kind}/location/{id}`. */
export const locationSpacesQueryOptions = (id: number, kind: SpaceKind, page: number, locale: Locale) =>
  queryOptions({
    queryKey: ['location-spaces', id, kind, page, locale],
    queryFn: ({ signal }) =>
      callApi(
        listOf[kind],
        { params: { id }, query: { language: locale, page, itemsPerPage: SPACES_PER_PAGE } },
        { signal },
      ),
    retry: retryUnlessNotFound,
    placeholderData: keepPreviousData,
  });

export function useLocationSpaces(id: number, kind: SpaceKind, page: number, locale: Locale) {
  return useQuery(locationSpacesQueryOptions(id, kind, page, locale));
}
