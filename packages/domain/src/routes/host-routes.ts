import { MEMBERS_ONLY, type RouteDef } from './route-def.ts';

const LOCATION_NL = 'host/locaties/:locationId';
const LOCATION_EN = 'host/locations/:locationId';

/**
 * The host area (members who manage a location) and the administration. Both need login; the
 * pages themselves turn away a member without the role (the API answers 403 anyway).
 */
export const HOST_ROUTES = [
  { name: 'host', nl: 'host', en: 'host', ...MEMBERS_ONLY },
  { name: 'host-location', nl: LOCATION_NL, en: LOCATION_EN, ...MEMBERS_ONLY },
  { name: 'host-location-photos', nl: `${LOCATION_NL}/fotos`, en: `${LOCATION_EN}/photos`, ...MEMBERS_ONLY },
  {
    name: 'host-location-hours',
    nl: `${LOCATION_NL}/openingstijden`,
    en: `${LOCATION_EN}/opening-hours`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-spaces',
    nl: `${LOCATION_NL}/ruimtes`,
    en: `${LOCATION_EN}/spaces`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-space',
    nl: `${LOCATION_NL}/ruimtes/:spaceId`,
    en: `${LOCATION_EN}/spaces/:spaceId`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-options',
    nl: `${LOCATION_NL}/opties`,
    en: `${LOCATION_EN}/options`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-packages',
    nl: `${LOCATION_NL}/arrangementen`,
    en: `${LOCATION_EN}/packages`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-managers',
    nl: `${LOCATION_NL}/beheerders`,
    en: `${LOCATION_EN}/managers`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-changes',
    nl: `${LOCATION_NL}/wijzigingen`,
    en: `${LOCATION_EN}/changes`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-reviews',
    nl: `${LOCATION_NL}/beoordelingen`,
    en: `${LOCATION_EN}/reviews`,
    ...MEMBERS_ONLY,
  },
  {
    name: 'host-location-stats',
    nl: `${LOCATION_NL}/statistieken`,
    en: `${LOCATION_EN}/statistics`,
    ...MEMBERS_ONLY,
  },
  { name: 'host-bookings', nl: 'host/boekingen', en: 'host/bookings', ...MEMBERS_ONLY },
  { name: 'host-booking', nl: 'host/boekingen/:id', en: 'host/bookings/:id', ...MEMBERS_ONLY },
  { name: 'host-tenders', nl: 'host/aanvragen', en: 'host/requests', ...MEMBERS_ONLY },
  {
    name: 'host-tender',
    nl: 'host/aanvragen/:tenderId/:locationId',
    en: 'host/requests/:tenderId/:locationId',
    ...MEMBERS_ONLY,
  },
  { name: 'host-widgets', nl: 'host/widgets', en: 'host/widgets', ...MEMBERS_ONLY },
  { name: 'host-stats', nl: 'host/statistieken', en: 'host/statistics', ...MEMBERS_ONLY },
  { name: 'host-widget', nl: 'host/widgets/:widgetId', en: 'host/widgets/:widgetId', ...MEMBERS_ONLY },
  { name: 'admin', nl: 'beheer', en: 'admin', ...MEMBERS_ONLY },
  { name: 'admin-locations', nl: 'beheer/locaties', en: 'admin/locations', ...MEMBERS_ONLY },
  { name: 'admin-location', nl: 'beheer/locaties/:id', en: 'admin/locations/:id', ...MEMBERS_ONLY },
  { name: 'admin-members', nl: 'beheer/leden', en: 'admin/members', ...MEMBERS_ONLY },
  { name: 'admin-blog-rights', nl: 'beheer/blogrechten', en: 'admin/blog-rights', ...MEMBERS_ONLY },
  // The booking flow inside a venue's own website (the widget's iframe): no header or footer.
  { name: 'widget-embed', nl: 'widget/:widgetKey', en: 'widget/:widgetKey', noIndex: true },
] as const satisfies readonly RouteDef[];
