import { locationApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import {
  getLocationDetail,
  getLocationDirections,
  listLocationLanguages,
  listLocationManagers,
} from './location.reads.ts';
import { listChannelLocations, listLocations } from './location-list.reads.ts';
import { offeredMeetingTypes, suggestLocations } from './location-search.reads.ts';
import { openingHourOn, openingPeriod } from './opening-hours.reads.ts';

/** Reads of live locations: lists, one in full, suggestions, meeting types and opening hours. */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const locationIndex = app.locationIndex;
  const locale = (language: string | undefined) => parseLanguageParam(language, 'en').locale;
  route(app, locationApi.list, ({ query }) => listLocations(db, locationIndex, query));
  route(app, locationApi.channelList, ({ params, query }) =>
    listChannelLocations(db, params.channelId, query, locale(query.language)),
  );
  route(app, locationApi.detail, ({ params, query }) =>
    getLocationDetail(db, params.id, params.channelId, locale(query.language)),
  );
  route(app, locationApi.directions, ({ params, query }) =>
    getLocationDirections(db, params.id, locale(query.language)),
  );
  route(app, locationApi.languages, ({ params }) => listLocationLanguages(db, params.id));
  route(app, locationApi.managers, ({ params }) => listLocationManagers(db, params.id));
  route(app, locationApi.autocomplete, ({ query }) => suggestLocations(db, query));
  route(app, locationApi.meetingTypes, ({ query }) => offeredMeetingTypes(db, query, locale(query.language)));
  route(app, locationApi.openingHour, ({ query }) => openingHourOn(db, query));
  route(app, locationApi.openingPeriod, ({ params, query }) => openingPeriod(db, params.id, query));
};
