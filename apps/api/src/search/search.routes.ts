import { searchApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { openingLookupFor } from './availability-engine.ts';
import { saveSearch } from './commands/save-search.ts';
import { setSearchStep } from './commands/set-search-step.ts';
import { presentSearch } from './search.presenter.ts';
import { widgetStateOf } from './search.reads.ts';

/** Saved searches: save, set the wizard step, and the widget state of a search. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  route(app, searchApi.save, async ({ body: b, request }) => {
    // One location: its times are clamped into its opening hours, as the availability search does.
    const opening = openingLookupFor(await app.catalogue.get(), b.LocationId, b.MeetingtypeId);
    const row = await saveSearch(
      db,
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
      opening,
    );
    return presentSearch(row);
  });
  route(app, searchApi.setStep, ({ params }) => setSearchStep(db, params.key, params.n));
  route(app, searchApi.widgetState, ({ params }) => widgetStateOf(db, params.key));
};
