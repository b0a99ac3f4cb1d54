import { hostingApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { addClosedDay, removeClosedDay } from './commands/closed-days.ts';
import { addLocationImage, orderLocationImages, removeLocationImage } from './commands/images.ts';
import { addManager, removeManager } from './commands/managers.ts';
import { setOpeningHours } from './commands/set-opening-hours.ts';
import { updateHostLocation } from './commands/update-location.ts';
import type { HostDeps } from './hosting.deps.ts';
import {
  listMyLocations,
  readChanges,
  readClosedDays,
  readHostLocation,
  readImages,
  readManagers,
  readOpeningHours,
} from './hosting.reads.ts';

/** The host area: a member's own locations and what they edit of them. */
export const hostingRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): HostDeps => ({
    db: app.db,
    now: app.now(),
    uploadDir: app.uploadDir,
    publicUrl: app.publicUrl,
    catalogueChanged: app.catalogueChanged,
  });
  route(app, hostingApi.locations, ({ actor }) => listMyLocations(app.db, actor));
  route(app, hostingApi.location, ({ actor, params }) => readHostLocation(app.db, actor, params.id));
  route(app, hostingApi.updateLocation, ({ actor, params, body }) =>
    updateHostLocation(deps(), actor, params.id, body),
  );
  route(app, hostingApi.openingHours, ({ actor, params }) => readOpeningHours(app.db, actor, params.id));
  route(app, hostingApi.setOpeningHours, ({ actor, params, body }) =>
    setOpeningHours(deps(), actor, params.id, body),
  );
  route(app, hostingApi.closedDays, ({ actor, params }) =>
    readClosedDays(app.db, actor, params.id, app.now()),
  );
  route(app, hostingApi.addClosedDay, ({ actor, params, body }) =>
    addClosedDay(deps(), actor, params.id, body),
  );
  route(app, hostingApi.removeClosedDay, ({ actor, params }) =>
    removeClosedDay(deps(), actor, params.id, params.date),
  );
  route(app, hostingApi.images, ({ actor, params }) => readImages(app.db, actor, params.id));
  route(app, hostingApi.addImage, ({ actor, params, body }) =>
    addLocationImage(deps(), actor, params.id, body),
  );
  route(app, hostingApi.removeImage, ({ actor, params }) =>
    removeLocationImage(deps(), actor, params.id, params.imageId),
  );
  route(app, hostingApi.orderImages, ({ actor, params, body }) =>
    orderLocationImages(deps(), actor, params.id, body.ImageIds),
  );
  route(app, hostingApi.managers, ({ actor, params }) => readManagers(app.db, actor, params.id));
  route(app, hostingApi.addManager, ({ actor, params, body }) =>
    addManager(deps(), actor, params.id, body.Email),
  );
  route(app, hostingApi.removeManager, ({ actor, params }) =>
    removeManager(deps(), actor, params.id, params.profileId),
  );
  route(app, hostingApi.changes, ({ actor, params, query }) => readChanges(app.db, actor, params.id, query));
};
