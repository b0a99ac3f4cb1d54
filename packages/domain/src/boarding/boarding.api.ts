import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  boardedLocation,
  channelSubscriptionsParams,
  channelSubscriptionsQuery,
  createLocationBody,
  subscription,
} from './boarding.schemas.ts';

const tags = ['Boarding'];

/** Self-service boarding: the licences of a channel, and listing a new location on one. */
export const boardingApi = {
  subscriptions: endpoint({
    method: 'GET',
    path: '/v1/channel/:channelId/subscriptions',
    summary:
      "The channel's active licences: price per seat per person per day and monthly fee (euros excl. VAT), meeting types, description in a language (default Dutch)",
    tags,
    auth: 'public',
    params: channelSubscriptionsParams,
    query: channelSubscriptionsQuery,
    response: z.array(subscription),
    errors: [400],
  }),
  createLocation: endpoint({
    method: 'POST',
    path: '/v1/location',
    summary:
      'Boards a new location on a licence: created pending (not listed until approved), the caller its manager and a host; 409 when the member has 3 waiting already',
    tags,
    auth: 'member',
    body: createLocationBody,
    response: boardedLocation,
    errors: [400, 401, 409],
  }),
};
