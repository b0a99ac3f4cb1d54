import { findRoute, localizedPath, RESERVATION_SECTIONS } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { reservationsFeature } from './index.ts';
import en from './locales/en.json';
import nl from './locales/nl.json';
import { submenuOfPath } from './screens.tsx';
import { SUBMENUS } from './submenus.ts';

const label = (catalog: typeof en, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);

describe('reservation submenus', () => {
  it('has a localized route for each of the spec’s 14 submenus, beneath the reservation', () => {
    expect(SUBMENUS).toHaveLength(14);
    expect(SUBMENUS.map((submenu) => submenu.id)).toEqual([...RESERVATION_SECTIONS]);
    const paths = SUBMENUS.map((submenu) => localizedPath(submenu.route, 'nl', { id: 42 }));
    expect(paths[0]).toBe('/nl/mijn/reserveringen/42');
    expect(new Set(paths).size).toBe(14);
    for (const path of paths.slice(1)) expect(path).toMatch(/^\/nl\/mijn\/reserveringen\/42\/[a-z-]+$/);
    for (const submenu of SUBMENUS) expect(findRoute(submenu.route)).toMatchObject({ auth: true });
  });

  it('is what the feature declares to the router: the list, every submenu and the manage-link pages, nothing else', () => {
    expect(Object.keys(reservationsFeature.routes).sort()).toEqual(
      [
        'my-reservations',
        'manage-booking',
        'find-booking',
        ...SUBMENUS.map((submenu) => submenu.route),
      ].sort(),
    );
  });

  it('finds the submenu of a path in either language', () => {
    for (const submenu of SUBMENUS) {
      for (const locale of ['nl', 'en'] as const) {
        expect(submenuOfPath(localizedPath(submenu.route, locale, { id: 7 })).id).toBe(submenu.id);
      }
    }
    expect(submenuOfPath('/en/my/reservations/7/comments').id).toBe('comments');
    expect(submenuOfPath('/nl/mijn/reserveringen/7/wijzigingen').id).toBe('revisions');
  });

  it('names every submenu in both languages and explains each one that comes later', () => {
    for (const submenu of SUBMENUS) {
      expect(label(en, submenu.label), submenu.id).toBeTruthy();
      expect(label(nl, submenu.label), submenu.id).toBeTruthy();
    }
    const later = SUBMENUS.filter((submenu) => submenu.later).map((submenu) => submenu.id);
    expect(later.sort()).toEqual(['eventCalendar']);
    expect(Object.keys(en.res.later).sort()).toEqual(later.sort());
    for (const section of later) {
      // One plain sentence each.
      expect(en.res.later[section as keyof typeof en.res.later]).toMatch(/^[A-Z][^.]*\.$/);
      expect(nl.res.later[section as keyof typeof nl.res.later]).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});
