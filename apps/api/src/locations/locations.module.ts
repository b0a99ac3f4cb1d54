import { defineArea } from '../kernel/area.ts';
import { autocompleteRoutes } from './autocomplete.routes.ts';
import { locationRoutes } from './location-list.routes.ts';
import { locationReadRoutes } from './location-read.routes.ts';
import { meetingTypeSearchRoutes } from './meetingtype.routes.ts';
import { openingHourRoutes } from './opening-hours.routes.ts';
import { spaceRoutes } from './space.routes.ts';

/** The locations area: its calls. */
export const locationsArea = defineArea({
  name: 'locations',
  routes: async (app) => {
    await app.register(locationRoutes);
    await app.register(locationReadRoutes);
    await app.register(spaceRoutes);
    await app.register(openingHourRoutes);
    await app.register(autocompleteRoutes);
    await app.register(meetingTypeSearchRoutes);
  },
});
