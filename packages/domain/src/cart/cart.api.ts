import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { searchKeyParams } from '../availability/availability.schemas.ts';
import { idParams } from '../common/common.schemas.ts';
import {
  cart,
  cartKeyParams,
  cartOption,
  cartOptionBody,
  cartOptionParams,
  cartPackage,
  cartUpdateBody,
  featuredVoucher,
  featuredVouchersQuery,
  reservation,
  selectBody,
  voucherApplyBody,
  voucherInfo,
  voucherResultBody,
  voucherRevertBody,
} from './cart.schemas.ts';

const tags = ['Carts and vouchers'];
const errors = [400, 401, 403, 404, 409] as const;

const finalize = (version: 'v1' | 'v2') =>
  endpoint({
    method: 'POST',
    path: `/${version}/cart/:key/finalize`,
    summary:
      'Turns the cart into a definite reservation (again: the same reservation); a partner app needs no terms step for its member',
    tags,
    auth: 'public',
    params: cartKeyParams,
    response: reservation,
    errors,
  });

/**
 * The booking sequence after a search: select a quote (a 20-minute hold), fill the cart (booking
 * info, contacts, invoice address, terms, options, package, voucher), finalize it into a
 * reservation. An anonymous cart is the client's that selected it (its `ms_client` cookie); a cart
 * with a member is that member's.
 */
export const cartApi = {
  select: endpoint({
    method: 'POST',
    path: '/v1/availability/select',
    summary: 'Holds the space of a search-result quote (Hash) for 20 minutes; returns the cart',
    tags,
    auth: 'public',
    body: selectBody,
    response: cart,
    errors,
  }),
  ofSearch: endpoint({
    method: 'GET',
    path: '/v1/cart/search/:key',
    summary:
      "The caller's cart of a saved search (its newest one that was not released); 404 for anyone else",
    tags,
    auth: 'public',
    params: searchKeyParams,
    response: cart,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/cart/:key',
    summary: 'Saves booking info, contacts, invoice address and terms of a cart',
    tags,
    auth: 'public',
    params: cartKeyParams,
    body: cartUpdateBody,
    response: cart,
    errors,
  }),
  release: endpoint({
    method: 'DELETE',
    path: '/v1/cart/:key',
    summary: 'Deletes a cart and releases its hold',
    tags,
    auth: 'public',
    params: cartKeyParams,
    response: z.boolean(),
    errors,
  }),
  options: endpoint({
    method: 'GET',
    path: '/v1/cart/:key/option',
    summary: "The location's options with the cart's amounts (category, price, VAT, MaxAmount, MaxPP, Rank)",
    tags,
    auth: 'public',
    params: cartKeyParams,
    response: z.array(cartOption),
    errors,
  }),
  setOption: endpoint({
    method: 'POST',
    path: '/v1/cart/:key/option',
    summary: 'Sets the amount of an option (clamped by MaxAmount and seats x MaxPP; priced by the server)',
    tags,
    auth: 'public',
    params: cartKeyParams,
    body: cartOptionBody,
    response: cart,
    errors,
  }),
  removeOption: endpoint({
    method: 'DELETE',
    path: '/v1/cart/:key/option/:id',
    summary: 'Removes an option from a cart',
    tags,
    auth: 'public',
    params: cartOptionParams,
    response: cart,
    errors,
  }),
  attachProfile: endpoint({
    method: 'POST',
    path: '/v1/cart/:key/profile',
    summary: 'Attaches the logged-in member to a cart (needs profileToken)',
    tags,
    auth: 'member',
    params: cartKeyParams,
    response: cart,
    errors,
  }),
  detachProfile: endpoint({
    method: 'DELETE',
    path: '/v1/cart/:key/profile',
    summary: 'Detaches the member from a cart (needs their profileToken)',
    tags,
    auth: 'member',
    params: cartKeyParams,
    response: cart,
    errors,
  }),
  packages: endpoint({
    method: 'GET',
    path: '/v1/cart/:key/package',
    summary: "The location's packages for this booking; choose one with PUT /v1/cart/{key} { PackageId }",
    tags,
    auth: 'public',
    params: cartKeyParams,
    response: z.array(cartPackage),
    errors,
  }),
  applyVoucher: endpoint({
    method: 'PUT',
    path: '/v1/voucher/cart/:key/apply',
    summary:
      'Applies a voucher code: StatusCode 1, or the failure code (-1 .. -14) with the cart unchanged; 429 after too many codes that do not apply',
    tags,
    auth: 'public',
    params: cartKeyParams,
    body: voucherApplyBody,
    response: voucherResultBody,
    errors: [...errors, 429],
  }),
  revertVoucher: endpoint({
    method: 'PUT',
    path: '/v1/voucher/cart/:key/revert',
    summary: 'Removes a voucher from a cart: StatusCode 2',
    tags,
    auth: 'public',
    params: cartKeyParams,
    body: voucherRevertBody,
    response: voucherResultBody,
    errors,
  }),
  voucher: endpoint({
    method: 'GET',
    path: '/v1/voucher/:id',
    summary: 'What a voucher is (type, restrictions, value), without its code',
    tags,
    auth: 'public',
    params: idParams,
    response: voucherInfo,
    errors,
  }),
  featuredVouchers: endpoint({
    method: 'GET',
    path: '/v2/featured/vouchers',
    summary:
      'Public promotions (action vouchers for anyone, not used up) valid today, on the channel and at the location when asked, ending soonest first',
    tags,
    auth: 'public',
    query: featuredVouchersQuery,
    queryAliases: { nrofvouchers: 'nrOf' },
    response: z.array(featuredVoucher),
    errors: [400],
  }),
  finalizeV1: finalize('v1'),
  finalize: finalize('v2'),
};
