import { searchApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { openingLookupFor } from './availability-engine.ts';
import { saveSearch } from './commands/save-search.ts';
import { setSearchStep } from './commands/set-search-step.ts';
import { presentSearch } from './search.presenter.ts';
import { scopeToWidget } from './widget-scope.ts';

/** Saved searches: save and set the wizard step (a widget's search is limited to its scope). */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  route(app, searchApi.save, async ({ body: b, request }) => {
    const req = await scopeToWidget(
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
      'WidgetId',
    );
    // One location: its times are clamped into its opening hours, as the availability search does.
    const opening = openingLookupFor(await app.catalogue.get(), req.locationId, req.meetingTypeId);
    const row = await saveSearch(db, req, app.now(), opening);
    return presentSearch(row);
  });
  route(app, searchApi.setStep, ({ params }) => setSearchStep(db, params.key, params.n));
};
