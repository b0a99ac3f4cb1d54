import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idParams } from '../common/common.schemas.ts';
import { manageTokenQuery } from '../reservation/guest-reservation.schemas.ts';
import {
  managedPaymentBody,
  payment,
  paymentBody,
  paymentKeyParams,
  paymentList,
  paymentStart,
  paymentStartQuery,
} from './payment.schemas.ts';

const tags = ['Payments'];

/**
 * Paying a reservation or an invoice: online through the provider, by bank transfer, or with credits.
 * A payment is addressed by its key (an unguessable link, like a provider's checkout link), so the
 * person who pays an invoice need not be the member who booked.
 */
export const paymentApi = {
  get: endpoint({
    method: 'GET',
    path: '/v1/payment/:id',
    summary: 'A payment by its key, with its result for the pay and done pages',
    tags,
    auth: 'public',
    params: paymentKeyParams,
    response: payment,
    errors: [400, 404],
  }),
  start: endpoint({
    method: 'POST',
    path: '/v1/payment/:id/start',
    summary: "Starts (or retries) an online payment at the provider: answers the provider's checkout URL",
    tags,
    auth: 'public',
    params: paymentKeyParams,
    query: paymentStartQuery,
    response: paymentStart,
    errors: [400, 404, 409, 503],
  }),
  forReservation: endpoint({
    method: 'POST',
    path: '/v1/payment/reservation/:id',
    summary: 'Pays (part of) what is open on a reservation: 1 online, 2 on invoice, 4 with credits',
    tags,
    auth: 'member',
    params: idParams,
    body: paymentBody,
    response: payment,
    errors: [400, 401, 403, 404, 409],
  }),
  forManagedReservation: endpoint({
    method: 'POST',
    path: '/v1/reservation/manage/:id/payment',
    summary:
      'Pays (part of) what is open on a reservation by its manage link (token): 1 online, 2 on invoice (no credits)',
    tags,
    auth: 'public',
    params: idParams,
    query: manageTokenQuery,
    body: managedPaymentBody,
    response: payment,
    errors: [400, 401, 403, 404, 409],
  }),
  forInvoice: endpoint({
    method: 'POST',
    path: '/v1/payment/invoice/:id',
    summary: 'Pays (part of) what is open on an invoice: 1 online, 2 by bank transfer, 4 with credits',
    tags,
    auth: 'member',
    params: idParams,
    body: paymentBody,
    response: payment,
    errors: [400, 401, 403, 404, 409],
  }),
  ofReservation: endpoint({
    method: 'GET',
    path: '/v1/reservation/:id/payments',
    summary: "A reservation's payments, newest first",
    tags,
    auth: 'member',
    params: idParams,
    response: paymentList,
    errors: [400, 401, 403, 404],
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/v1/payment/webhook/:provider',
    summary:
      "The provider's notice that a payment changed: only its id is read; the status is fetched from the provider",
    tags,
    auth: 'public',
    apiKey: false,
    params: z.object({ provider: z.enum(['mollie', 'test']) }),
    body: z.object({ id: z.string().trim().min(1).max(64) }),
    response: z.object({ Ok: z.boolean() }),
    errors: [400],
  }),
};
