import { findRoute, localizedPath, RESERVATION_SECTIONS } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import nl from '../../locales/nl.json';
import { sectionOfPath } from './screens.tsx';
import { LATER_SECTIONS, SECTION_ROUTES, SECTIONS } from './sections.ts';

describe('reservation submenus', () => {
  it('has a localized route for each of the spec’s 14 submenus, beneath the reservation', () => {
    expect(SECTIONS).toHaveLength(14);
    expect(Object.keys(SECTION_ROUTES).sort()).toEqual([...RESERVATION_SECTIONS].sort());
    const paths = SECTIONS.map((section) => localizedPath(SECTION_ROUTES[section], 'nl', { id: 42 }));
    expect(paths[0]).toBe('/nl/mijn/reserveringen/42');
    expect(new Set(paths).size).toBe(14);
    for (const path of paths.slice(1)) expect(path).toMatch(/^\/nl\/mijn\/reserveringen\/42\/[a-z-]+$/);
    for (const section of SECTIONS) expect(findRoute(SECTION_ROUTES[section])).toMatchObject({ auth: true });
  });

  it('finds the submenu of a path in either language', () => {
    for (const section of SECTIONS) {
      for (const locale of ['nl', 'en'] as const) {
        expect(sectionOfPath(localizedPath(SECTION_ROUTES[section], locale, { id: 7 }))).toBe(section);
      }
    }
    expect(sectionOfPath('/en/my/reservations/7/comments')).toBe('comments');
    expect(sectionOfPath('/nl/mijn/reserveringen/7/wijzigingen')).toBe('revisions');
  });

  it('names every submenu in both languages and explains each one that comes later', () => {
    for (const section of SECTIONS) {
      expect(en.res.sections[section], section).toBeTruthy();
      expect(nl.res.sections[section], section).toBeTruthy();
    }
    expect([...LATER_SECTIONS].sort()).toEqual(
      ['checkins', 'depositInvoice', 'eventCalendar', 'invoice', 'notes', 'payments', 'todos'].sort(),
    );
    expect(Object.keys(en.res.later).sort()).toEqual([...LATER_SECTIONS].sort());
    for (const section of LATER_SECTIONS) {
      // One plain sentence each.
      expect(en.res.later[section as keyof typeof en.res.later]).toMatch(/^[A-Z][^.]*\.$/);
      expect(nl.res.later[section as keyof typeof nl.res.later]).toMatch(/^[A-Z][^.]*\.$/);
    }
  });
});
