import type { AvailabilityResult, Cart, Reservation, Search } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export interface SearchInput {
  MeetingtypeId: number;
  SearchTerm: string;
  StartDate: string;
  StartMinutes: number;
  EndMinutes: number;
  Seats: number;
  LanguageId: 52 | 65;
}

/** Saves a search (the server applies the spec's time and seat rules) and returns it with its key. */
export const saveSearch = (input: SearchInput) =>
  apiSend<Search>('POST', '/v1/search', { ChannelId: 1, ...input });

/** The availability of a saved search. */
export function useAvailability(searchKey: string | null, language: 'nl' | 'en') {
  return useQuery({
    queryKey: ['availability', searchKey, language],
    queryFn: ({ signal }) =>
      apiGet<AvailabilityResult>(`/v2/availability/${searchKey}`, { language, itemsPerPage: 50 }, signal),
    enabled: searchKey !== null,
    staleTime: 0,
  });
}

export const selectSpace = (body: { SearchId: number; LocationId: number; Hash: string }) =>
  apiSend<Cart>('POST', '/v1/availability/select', body);

export const updateCart = (key: string, body: unknown) => apiSend<Cart>('PUT', `/v1/cart/${key}`, body);

export const finalizeCart = (key: string) => apiSend<Reservation>('POST', `/v2/cart/${key}/finalize`);

export const releaseCart = (key: string) => apiSend<boolean>('DELETE', `/v1/cart/${key}`);
