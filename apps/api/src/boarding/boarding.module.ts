import { defineArea } from '../kernel/area.ts';
import { boardingRoutes } from './boarding.routes.ts';
import { submittedAdminMail, submittedHostMail } from './subscribers/submitted-mails.ts';

/** The boarding area: the licences of a channel and a host listing a new location on one. */
export const boardingArea = defineArea({
  name: 'boarding',
  routes: boardingRoutes,
  subscribers: [submittedAdminMail, submittedHostMail],
});
