import type {
  AvailabilityResult,
  Cart,
  CartOption,
  Reservation,
  Search,
  SearchSort,
  WidgetState,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client.ts';

/** A package of the location as `GET /v1/cart/{key}/package` offers it. */
export interface CartPackage {
  Id: number;
  Name: string;
  Description: string;
  PricePerPerson: number;
  TaxPercentage: number;
  Total: number;
  IsSelected: boolean;
  Options: { OptionId: number; Name: string; AmountPerPerson: number }[];
}

/** The answer of a voucher apply or revert: the spec's status code and the cart. */
export interface VoucherAnswer {
  StatusCode: number;
  Message: string;
  Cart: Cart;
}

/** The availability of a saved search, in the chosen order. */
export function useAvailability(
  searchKey: string | null,
  language: 'nl' | 'en',
  sort: SearchSort = 'location',
) {
  return useQuery({
    queryKey: ['availability', searchKey, language, sort],
    queryFn: ({ signal }) =>
      apiGet<AvailabilityResult>(
        `/v2/availability/${searchKey}`,
        { language, sort, itemsPerPage: 50 },
        signal,
      ),
    enabled: searchKey !== null,
    staleTime: 0,
  });
}

/** The widget state of a saved search: the search itself and which steps and choices are shown. */
export function useWidgetState(searchKey: string, enabled = true) {
  return useQuery({
    queryKey: ['widget-state', searchKey],
    enabled,
    queryFn: ({ signal }) => apiGet<WidgetState>(`/v1/widget/search/${searchKey}/state`, {}, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The newest cart of a saved search, or null when it has none (or it is someone else's). */
export async function cartOfSearch(searchKey: string): Promise<Cart | null> {
  try {
    return await apiGet<Cart>(`/v1/cart/search/${searchKey}`);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 403 || e.status === 401)) return null;
    throw e;
  }
}

/** Remembers the wizard's step with the search (failures do not stop the visitor). */
export const saveStep = (searchKey: string, step: number) =>
  apiSend<Search>('PUT', `/v1/search/${searchKey}/step/${step}`).catch(() => undefined);

export const selectSpace = (body: { SearchId: number; LocationId: number; Hash: string }) =>
  apiSend<Cart>('POST', '/v1/availability/select', body);

export const updateCart = (key: string, body: unknown) => apiSend<Cart>('PUT', `/v1/cart/${key}`, body);

export const finalizeCart = (key: string) => apiSend<Reservation>('POST', `/v2/cart/${key}/finalize`);

export const releaseCart = (key: string) => apiSend<boolean>('DELETE', `/v1/cart/${key}`);

export const cartOptions = (key: string) => apiGet<CartOption[]>(`/v1/cart/${key}/option`);

export const cartPackages = (key: string) => apiGet<CartPackage[]>(`/v1/cart/${key}/package`);

export const setCartOption = (key: string, optionId: number, amount: number) =>
  apiSend<Cart>('POST', `/v1/cart/${key}/option`, { OptionId: optionId, Amount: amount });

export const applyCartVoucher = (key: string, code: string) =>
  apiSend<VoucherAnswer>('PUT', `/v1/voucher/cart/${key}/apply`, { Code: code });

export const revertCartVoucher = (key: string, voucherId: number) =>
  apiSend<VoucherAnswer>('PUT', `/v1/voucher/cart/${key}/revert`, { VoucherId: voucherId });

/** Puts the logged-in member on the cart (after logging in within the wizard). */
export const attachMember = (key: string) => apiSend<Cart>('POST', `/v1/cart/${key}/profile`);
