import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { searchKeyParams } from '../availability/availability.schemas.ts';
import { widgetState } from '../availability/search.schemas.ts';
import { idParams } from '../common/common.schemas.ts';
import {
  hostWidget,
  hostWidgetList,
  legacyLocationList,
  publicWidget,
  widgetBody,
  widgetChoices,
  widgetKeyParams,
} from './widget.schemas.ts';

const tags = ['Widgets'];
const errors = [400, 401, 403, 404] as const;

/** Booking widgets: a host configures them for its locations; a venue's website embeds them. */
export const widgetApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/host/widget',
    summary: 'The widgets of the locations the member manages ({ Results, MorePages })',
    tags,
    auth: 'member',
    response: hostWidgetList,
    errors: [401],
  }),
  choices: endpoint({
    method: 'GET',
    path: '/v1/host/widget/choices',
    summary:
      'The locations the member manages, with their meeting types and active spaces (for the widget form)',
    tags,
    auth: 'member',
    query: z.object({ language: z.string().max(10).optional() }),
    response: widgetChoices,
    errors: [401],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/host/widget',
    summary: 'A new widget for a location the member manages; returns it with its public key',
    tags,
    auth: 'member',
    body: widgetBody,
    response: hostWidget,
    errors,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v1/host/widget/:id',
    summary: "One widget (its location's managers)",
    tags,
    auth: 'member',
    params: idParams,
    response: hostWidget,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v1/host/widget/:id',
    summary: "Changes every setting of a widget (its location's managers); returns it",
    tags,
    auth: 'member',
    params: idParams,
    body: widgetBody,
    response: hostWidget,
    errors,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/host/widget/:id',
    summary: "Deletes a widget (its location's managers); its embeds stop working",
    tags,
    auth: 'member',
    params: idParams,
    response: z.boolean(),
    errors,
  }),
  byKey: endpoint({
    method: 'GET',
    path: '/v1/widget/:key',
    summary: 'The configuration an embedded widget page needs, by its public key',
    tags,
    auth: 'public',
    params: widgetKeyParams,
    response: publicWidget,
    errors: [404],
  }),
  searchState: endpoint({
    method: 'GET',
    path: '/v1/widget/search/:key/state',
    summary:
      'The widget/channel state of a saved search: the widget it was made through, else the site default',
    tags: ['Search and location'],
    auth: 'public',
    params: searchKeyParams,
    response: widgetState,
    errors: [404],
  }),
  legacyLocations: endpoint({
    method: 'GET',
    path: '/locations',
    summary:
      'The WordPress plugin\'s venue list: the whole query string is JSON ({"Page":1,"ItemsPerPage":9999,"MeetingTypeIds":[1,2]}); header `token`',
    tags,
    auth: 'public',
    response: legacyLocationList,
    errors: [401],
  }),
};
