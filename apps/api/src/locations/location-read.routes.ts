import {
  channelLocationListQuery,
  errorResponse,
  locationCardList,
  locationChannelParams,
  locationDetail,
  locationDirections,
  locationIdParams,
  locationInChannelParams,
  locationLanguage,
  locationLanguageQuery,
  locationManager,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import {
  presentLocationDirections,
  presentLocationLanguages,
  presentLocationManager,
} from './location-detail.presenter.ts';
import { getLocationDetail, listChannelLocations, requireLiveLocation } from './location-detail.service.ts';

const tags = ['Search and location'];

/** Reads of live locations beyond the list: per channel, one in full, directions, languages, managers. */
export const locationReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/location/channel/:channelId',
    {
      schema: {
        tags,
        summary:
          'Live locations of a channel by name, with descriptions (language), images and meeting types',
        params: locationChannelParams,
        querystring: channelLocationListQuery,
        response: { 200: locationCardList, 400: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return listChannelLocations(app.repos.locations, request.params.channelId, request.query, locale);
    },
  );

  app.get(
    '/v2/location/:id/channel/:channelId',
    {
      schema: {
        tags,
        summary: 'One live location of a channel in full, with opening hours per meeting type and weekday',
        params: locationInChannelParams,
        querystring: locationLanguageQuery,
        response: { 200: locationDetail, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return getLocationDetail(app.repos, request.params.id, request.params.channelId, locale);
    },
  );

  app.get(
    '/v1/location/:id/directions',
    {
      schema: {
        tags,
        summary: 'Address, position and directions (language) of a live location',
        params: locationIdParams,
        querystring: locationLanguageQuery,
        response: { 200: locationDirections, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      const row = await requireLiveLocation(app.repos.locations, request.params.id);
      return presentLocationDirections(row, locale);
    },
  );

  app.get(
    '/v2/location/:id/language',
    {
      schema: {
        tags,
        summary: "The languages a live location's description is written in",
        params: locationIdParams,
        response: { 200: z.array(locationLanguage), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) =>
      presentLocationLanguages(await requireLiveLocation(app.repos.locations, request.params.id)),
  );

  app.get(
    '/v1/location/:id/manager/active',
    {
      schema: {
        tags,
        summary: 'The active managers of a live location (public fields only)',
        params: locationIdParams,
        response: { 200: z.array(locationManager), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = await requireLiveLocation(app.repos.locations, request.params.id);
      const rows = await app.repos.locations.activeManagers(id);
      return rows.map(presentLocationManager);
    },
  );
};
