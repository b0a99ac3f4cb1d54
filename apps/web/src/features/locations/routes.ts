import type { RouteName } from '@meetspace/domain';

/**
 * The tabs of a location page, each its own localized sub-route; meeting spaces come first. The
 * events and stories tabs' panels are given by the app (the events and stories features').
 */
export const LOCATION_TABS = ['meetingspaces', 'workspaces', 'reviews', 'events', 'stories'] as const;
export type LocationTab = (typeof LOCATION_TABS)[number];

/** The route of each tab. */
export const TAB_ROUTES = {
  meetingspaces: 'location-meetingspaces',
  workspaces: 'location-workspaces',
  reviews: 'location-reviews',
  events: 'location-events',
  stories: 'location-stories',
} as const satisfies Record<LocationTab, RouteName>;

/** The routes of a location page: the bare location path and its tabs. */
export type LocationRouteName = 'location' | (typeof TAB_ROUTES)[LocationTab];

/** The tab a route of a location page shows: the bare location path shows the meeting spaces. */
export function tabOfRoute(name: string | undefined): LocationTab {
  return LOCATION_TABS.find((tab) => TAB_ROUTES[tab] === name) ?? 'meetingspaces';
}

/** Whether a route name is one of a location page's (else it is the list). */
export function isLocationRoute(name: string | undefined): name is LocationRouteName {
  return name === 'location' || LOCATION_TABS.some((tab) => TAB_ROUTES[tab] === name);
}

/** A location id of a path (`/locaties/12/...`): a positive 32-bit integer, else undefined. */
export function parseLocationId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
