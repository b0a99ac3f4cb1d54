import {
  errorResponse,
  saveSearchBody,
  search,
  searchKeyParams,
  searchStepParams,
  widgetState,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../kernel/errors.ts';
import { presentSearch } from './search.presenter.ts';
import { saveSearch } from './search.service.ts';
import { presentWidgetState } from './widget.presenter.ts';

/** Saved searches: save, set the wizard step, and the widget state of a search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/search',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Saves a search (normalized by the spec rules) and returns it with Id and Key',
        body: saveSearchBody,
        response: { 200: search, 400: errorResponse },
      },
    },
    async (request) => {
      const b = request.body;
      const row = await saveSearch(
        app.repos.searches,
        {
          channelId: b.ChannelId,
          countryId: b.CountryId,
          locationId: b.LocationId,
          languageId: b.LanguageId,
          meetingTypeId: b.MeetingtypeId,
          seats: b.Seats,
          startDate: b.StartDate,
          endDate: b.EndDate,
          startMinutes: b.StartMinutes,
          endMinutes: b.EndMinutes,
          settingId: b.SettingId,
          spaceId: b.SpaceId,
          searchTerm: b.SearchTerm,
          latitude: b.Latitude,
          longitude: b.Longitude,
          voucherCode: b.VoucherCode,
          widgetId: b.WidgetId,
          machineKey: b.MachineKey,
          profileId: (await request.member())?.profileId,
        },
        app.now(),
      );
      return presentSearch(row);
    },
  );

  app.put(
    '/v1/search/:key/step/:n',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Sets the last wizard step (1..6) of a saved search',
        params: searchStepParams,
        response: { 200: search, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await app.repos.searches.setLastStep(request.params.key, request.params.n);
      if (!row) throw AppError.notFound('Search not found');
      return presentSearch(row);
    },
  );

  app.get(
    '/v1/widget/search/:key/state',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'The widget/channel state of a saved search',
        params: searchKeyParams,
        response: { 200: widgetState, 404: errorResponse },
      },
    },
    async (request) => {
      const row = await app.repos.searches.findByKey(request.params.key);
      if (!row) throw AppError.notFound('Search not found');
      return presentWidgetState(row);
    },
  );
};
