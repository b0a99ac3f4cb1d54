import { describe, expect, it } from 'vitest';
import { RESERVATION_SECTIONS } from '../constants/reservations.ts';
import { MY_ROUTES } from './member-routes.ts';
import { localizedPath, matchRoute, switchLocalePath } from './route-paths.ts';
import { findRoute, isRouteName } from './route-table.ts';

const kebab = (section: string) => section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const submenus = MY_ROUTES.filter((route) => route.en.startsWith('my/reservations/:id/'));

describe('reservation submenus', () => {
  it('has one route per submenu of the spec beneath the reservation, named after the section', () => {
    const sections = RESERVATION_SECTIONS.filter((section) => section !== 'reservation');
    expect(submenus.map((route) => route.name).sort()).toEqual(
      sections.map((section) => `my-reservation-${kebab(section)}`).sort(),
    );
    for (const section of sections) expect(isRouteName(`my-reservation-${kebab(section)}`)).toBe(true);
    expect(findRoute('my-reservation')).toMatchObject({
      en: 'my/reservations/:id',
      nl: 'mijn/reserveringen/:id',
    });
  });

  it('nests every submenu one segment below the reservation in both locales, members only', () => {
    for (const route of submenus) {
      expect(route.nl, route.name).toMatch(/^mijn\/reserveringen\/:id\/[a-z-]+$/);
      expect(route.en, route.name).toMatch(/^my\/reservations\/:id\/[a-z-]+$/);
      expect(route, route.name).toMatchObject({ auth: true, noIndex: true });
    }
    const dutch = submenus.map((route) => route.nl);
    expect(new Set(dutch).size).toBe(dutch.length);
  });

  it('uses Dutch words for the Dutch segments', () => {
    expect(findRoute('my-reservation-comments')?.nl).toBe('mijn/reserveringen/:id/opmerkingen');
    expect(findRoute('my-reservation-contacts')?.nl).toBe('mijn/reserveringen/:id/contactpersonen');
    expect(findRoute('my-reservation-revisions')?.nl).toBe('mijn/reserveringen/:id/wijzigingen');
    expect(findRoute('my-reservation-external-links')?.en).toBe('my/reservations/:id/external-links');
  });

  it('resolves, builds and switches submenu paths, next to the proposals and reviews pages', () => {
    expect(localizedPath('my-reservation-comments', 'nl', { id: 42 })).toBe(
      '/nl/mijn/reserveringen/42/opmerkingen',
    );
    expect(matchRoute('/en/my/reservations/42/mail-log')).toMatchObject({
      name: 'my-reservation-mail-log',
      params: { id: '42' },
    });
    expect(matchRoute('/en/my/reservations/proposals/abc')?.name).toBe('my-reservations-proposal');
    expect(matchRoute('/en/my/reservations/reviews')?.name).toBe('my-reservations-reviews');
    expect(matchRoute('/en/my/reservations/42/unknown')).toBeUndefined();
    expect(switchLocalePath('/en/my/reservations/42/revisions?x=1', 'nl')).toBe(
      '/nl/mijn/reserveringen/42/wijzigingen?x=1',
    );
  });
});
