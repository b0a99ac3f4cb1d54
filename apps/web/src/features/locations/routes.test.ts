import { localizedPath, matchRoute } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { tileSettings } from '../../components/map/map-config.ts';
import { isLocationRoute, LOCATION_TABS, parseLocationId, TAB_ROUTES, tabOfRoute } from './routes.ts';

describe('location routes', () => {
  it('shows the meeting spaces at the bare location path and each tab at its own path', () => {
    expect(tabOfRoute(matchRoute('/nl/locaties/12/de-werf')?.name)).toBe('meetingspaces');
    expect(tabOfRoute(matchRoute('/nl/locaties/12/de-werf/flexplekken')?.name)).toBe('workspaces');
    expect(tabOfRoute(matchRoute('/en/locations/12/de-werf/reviews')?.name)).toBe('reviews');
    expect(tabOfRoute(matchRoute('/en/locations/12/de-werf/meetingspaces')?.name)).toBe('meetingspaces');
    expect(tabOfRoute(matchRoute('/nl/locaties/12/de-werf/evenementen')?.name)).toBe('events');
    expect(tabOfRoute(matchRoute('/en/locations/12/de-werf/stories')?.name)).toBe('stories');
  });

  it('has a localized path for every tab', () => {
    const paths = LOCATION_TABS.map((tab) => localizedPath(TAB_ROUTES[tab], 'nl', { id: 12, slug: 'x' }));
    expect(paths).toEqual([
      '/nl/locaties/12/x/vergaderruimtes',
      '/nl/locaties/12/x/flexplekken',
      '/nl/locaties/12/x/beoordelingen',
      '/nl/locaties/12/x/evenementen',
      '/nl/locaties/12/x/verhalen',
    ]);
  });

  it('tells the list from a location page', () => {
    expect(isLocationRoute('locations')).toBe(false);
    expect(isLocationRoute('location')).toBe(true);
    expect(isLocationRoute('location-reviews')).toBe(true);
    expect(isLocationRoute('location-events')).toBe(true);
    expect(isLocationRoute('events')).toBe(false);
    expect(isLocationRoute(undefined)).toBe(false);
  });

  it('accepts only positive 32-bit ids', () => {
    expect(parseLocationId('12')).toBe(12);
    expect(parseLocationId('0')).toBeUndefined();
    expect(parseLocationId('abc')).toBeUndefined();
    expect(parseLocationId('1e3')).toBeUndefined();
    expect(parseLocationId('2147483648')).toBeUndefined();
    expect(parseLocationId(undefined)).toBeUndefined();
  });
});

describe('map tiles', () => {
  it('default to OpenStreetMap with its credit', () => {
    expect(tileSettings({})).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    expect(tileSettings({ VITE_MAP_TILE_URL: '  ' }).url).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });

  it('come from the configured server', () => {
    expect(
      tileSettings({
        VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        VITE_MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' });
  });
});
