import {
  availabilityApi,
  type Cart,
  cartApi,
  type EndpointInput,
  type Locale,
  type SearchSort,
  searchApi,
  spaceApi,
  widgetApi,
} from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** The availability of a saved search, in the chosen order. */
export function useAvailability(
  searchKey: string | null,
  language: 'nl' | 'en',
  sort: SearchSort = 'location',
) {
  return useQuery({
    queryKey: ['availability', searchKey, language, sort],
    queryFn: ({ signal }) =>
      callApi(
        availabilityApi.ofSearch,
        { params: { key: searchKey ?? '' }, query: { language, sort, itemsPerPage: 50 } },
        { signal },
      ),
    enabled: searchKey !== null,
    staleTime: 0,
  });
}

/** A location's active spaces (photo, capacity, description, layouts), to show beside its search results. */
export function useSpacesOfLocation(locationId: number, language: 'nl' | 'en') {
  return useQuery({
    queryKey: ['wizard-spaces', locationId, language],
    queryFn: ({ signal }) =>
      callApi(
        spaceApi.ofLocation,
        { params: { id: locationId }, query: { language, itemsPerPage: 100 } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** The widget state of a saved search: the search itself and which steps and choices are shown. */
export function useWidgetState(searchKey: string, enabled = true) {
  return useQuery({
    queryKey: ['widget-state', searchKey],
    enabled,
    queryFn: ({ signal }) => callApi(widgetApi.searchState, { params: { key: searchKey } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * The cart in the page's language: the API names options, packages and rooms in the cart's
 * language (and mails in it), so a cart made on a page in the other language is switched over.
 * A cart that can no longer change (expired, booked) stays as it is.
 */
async function inLanguage(cart: Cart, language: Locale): Promise<Cart> {
  if (cart.Language === language || cart.Status !== 'open') return cart;
  return updateCart(cart.CartKey, { Language: language }).catch(() => cart);
}

/** The newest cart of a saved search in the page's language, or null when it has none (or it is someone else's). */
export async function cartOfSearch(searchKey: string, language: Locale): Promise<Cart | null> {
  try {
    return await inLanguage(await callApi(cartApi.ofSearch, { params: { key: searchKey } }), language);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 403 || e.status === 401)) return null;
    throw e;
  }
}

/** Remembers the wizard's step with the search (failures do not stop the visitor). */
export const saveStep = (searchKey: string, step: number) =>
  callApi(searchApi.setStep, { params: { key: searchKey, n: step } }).catch(() => undefined);

/** Holds the quoted space in a new cart, in the page's language. */
export const selectSpace = async (body: EndpointInput<typeof cartApi.select>['body'], language: Locale) =>
  inLanguage(await callApi(cartApi.select, { body }), language);

export const updateCart = (key: string, body: EndpointInput<typeof cartApi.update>['body']) =>
  callApi(cartApi.update, { params: { key }, body });

export const finalizeCart = (key: string) => callApi(cartApi.finalize, { params: { key } });

export const releaseCart = (key: string) => callApi(cartApi.release, { params: { key } });

export const cartOptions = (key: string) => callApi(cartApi.options, { params: { key } });

export const cartPackages = (key: string) => callApi(cartApi.packages, { params: { key } });

export const setCartOption = (key: string, optionId: number, amount: number) =>
  callApi(cartApi.setOption, { params: { key }, body: { OptionId: optionId, Amount: amount } });

export const applyCartVoucher = (key: string, code: string) =>
  callApi(cartApi.applyVoucher, { params: { key }, body: { Code: code } });

export const revertCartVoucher = (key: string, voucherId: number) =>
  callApi(cartApi.revertVoucher, { params: { key }, body: { VoucherId: voucherId } });

/** Puts the logged-in member on the cart (after logging in within the wizard). */
export const attachMember = (key: string) => callApi(cartApi.attachProfile, { params: { key } });
