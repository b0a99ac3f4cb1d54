import { isOneOf } from './enum.ts';

/** Orders a search result list accepts. */
export const SEARCH_SORTS = ['location', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Query parameter carrying the search key of a saved search. */
export const SEARCH_KEY_PARAM = 'sk';

/** Whether `value` is an accepted search sort (only location or price). */
export function isSearchSort(value: unknown): value is SearchSort {
  return isOneOf(SEARCH_SORTS, value);
}

/** Whether a URL is acceptable: only http and https are. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Why an availability answer holds no locations although the search was valid (`NotSearchedReason`).
 * `WorkspaceOverlap`: a logged-in member searched workspaces for a period in which they already
 * hold a workspace booking (spec: availability is then not searched).
 */
export const NotSearchedReason = { WorkspaceOverlap: 'WorkspaceOverlap' } as const;
export type NotSearchedReason = (typeof NotSearchedReason)[keyof typeof NotSearchedReason];
