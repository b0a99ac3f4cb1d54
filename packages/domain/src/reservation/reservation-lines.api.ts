import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { cartOption } from '../cart/cart.schemas.ts';
import { catalogueLanguageQuery, idParams } from '../common/common.schemas.ts';
import { reservationDetail, reservationIdParams } from './reservation.schemas.ts';
import {
  optionDetail,
  optionQuery,
  programBody,
  programItemList,
  reservationOptionsBody,
  reservationSpacesBody,
  reservationVoucherApplyBody,
  reservationVoucherResult,
  reservationVoucherRevertBody,
} from './reservation-lines.schemas.ts';

const tags = ['Reservations'];
const errors = [400, 401, 403, 404, 409] as const;

/** A voucher on a booked reservation, as on a cart; the spec lists PUT, POST is accepted too. */
const voucherCalls = (method: 'PUT' | 'POST') => ({
  apply: endpoint({
    method,
    path: '/v1/voucher/reservation/:id/apply',
    summary:
      'Applies a voucher code to a reservation: StatusCode 1, or the failure code (-1 .. -14) with it unchanged',
    tags: ['Carts and vouchers'],
    auth: 'member',
    params: reservationIdParams,
    body: reservationVoucherApplyBody,
    response: reservationVoucherResult,
    errors,
  }),
  revert: endpoint({
    method,
    path: '/v1/voucher/reservation/:id/revert',
    summary: "Removes the reservation's voucher (and a package it brought): StatusCode 2",
    tags: ['Carts and vouchers'],
    auth: 'member',
    params: reservationIdParams,
    body: reservationVoucherRevertBody,
    response: reservationVoucherResult,
    errors,
  }),
});
const voucherPut = voucherCalls('PUT');
const voucherPost = voucherCalls('POST');

/** A reservation's options, spaces, program and voucher, and one option of the catalogue. */
export const reservationLinesApi = {
  option: endpoint({
    method: 'GET',
    path: '/v1/option/:id',
    summary: 'One option of a location: name, description, category, price per item, VAT, limits',
    tags,
    auth: 'public',
    params: idParams,
    query: optionQuery,
    response: optionDetail,
    errors: [400, 404],
  }),
  availableOptions: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/available/options',
    summary:
      "The location's options that can be added, with the amounts the reservation has (as the cart's list)",
    tags,
    auth: 'member',
    params: reservationIdParams,
    query: catalogueLanguageQuery,
    response: z.array(cartOption),
    errors,
  }),
  options: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/options',
    summary:
      'Sets option lines (amount 0 removes; per space and time of day optional): priced and clamped by the server',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationOptionsBody,
    response: reservationDetail,
    errors,
  }),
  spaces: endpoint({
    method: 'PUT',
    path: '/v2/reservation/:id/spaces',
    summary:
      'Changes seats or setting of booked spaces (within the setting and the capacity left), or locks/unlocks them',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: reservationSpacesBody,
    response: reservationDetail,
    errors,
  }),
  program: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/program',
    summary: 'The program (agenda) of a reservation, in order',
    tags,
    auth: 'member',
    params: reservationIdParams,
    response: programItemList,
    errors,
  }),
  replaceProgram: endpoint({
    method: 'PUT',
    path: '/v1/reservation/:id/program',
    summary:
      'Replaces the program: at most 50 items within the reservation times (also on the day; not once cancelled)',
    tags,
    auth: 'member',
    params: reservationIdParams,
    body: programBody,
    response: programItemList,
    errors,
  }),
  applyVoucher: voucherPut.apply,
  applyVoucherPost: voucherPost.apply,
  revertVoucher: voucherPut.revert,
  revertVoucherPost: voucherPost.revert,
};
