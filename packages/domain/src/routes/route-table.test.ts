import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants/languages.ts';
import { findRoute, isRouteName, ROUTES, type RouteDef } from './route-table.ts';

const segments = (pattern: string) => (pattern === '' ? [] : pattern.split('/'));
const paramNames = (pattern: string) =>
  segments(pattern)
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.replace(/^:/, ''));
// Two patterns with the same shape match the same paths, whatever their parameters are called.
const shape = (pattern: string) => segments(pattern).map((segment) => segment.replace(/^:\w+/, ':'));

const DOCUMENT_1_ROUTES = [
  'index',
  'locations',
  'events',
  'network',
  'network-people',
  'network-groups',
  'network-questions',
  'network-stories',
  'stories',
  'about',
  'boarding',
  'work',
  'socialCapital',
  'contact',
  'privacy',
  'terms',
  'reviews',
  'my',
  'my-profile',
  'my-messages',
  'my-reservations',
  'my-reservations-proposals',
  'my-reservations-reviews',
  'my-events',
  'my-events-organizedEvents',
  'my-activities',
  'my-activities-articles',
  'my-activities-groups',
  'my-activities-questions',
];

describe('ROUTES', () => {
  it('has unique names', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('never has two patterns of the same shape in one locale', () => {
    for (const locale of LOCALES) {
      const shapes = ROUTES.map((route) => shape(route[locale]).join('/'));
      expect(new Set(shapes).size).toBe(shapes.length);
    }
  });

  it('uses the same parameters, in the same places, in both locales', () => {
    for (const route of ROUTES) {
      expect(paramNames(route.nl), route.name).toEqual(paramNames(route.en));
      const nl = shape(route.nl);
      const en = shape(route.en);
      expect(nl.length, route.name).toBe(en.length);
      nl.forEach((segment, i) => {
        expect(segment.startsWith(':'), route.name).toBe(en[i]?.startsWith(':'));
      });
    }
  });

  it('writes patterns in React Router syntax: relative, lowercase static segments, :name or :name?', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        for (const segment of segments(route[locale])) {
          expect(segment, `${route.name} ${locale}`).toMatch(/^(:[a-zA-Z]+\??|[a-z0-9]+(-[a-z0-9]+)*)$/);
        }
      }
    }
  });

  it('covers every route named in document 1', () => {
    for (const name of DOCUMENT_1_ROUTES) expect(isRouteName(name), name).toBe(true);
  });

  it('uses the Dutch segments the spec gives', () => {
    expect(findRoute('events')?.nl).toBe('evenementen');
    expect(findRoute('events-new')?.nl).toBe('evenementen/nieuw');
    expect(findRoute('my')?.nl).toBe('mijn');
    expect(findRoute('my-credits')?.nl).toBe('mijn/tegoed');
    expect(findRoute('my-invoices')?.nl).toBe('mijn/facturen');
    expect(findRoute('my-messages')?.nl).toBe('mijn/berichten');
    expect(findRoute('my-profile')?.nl).toBe('mijn/profiel');
    expect(findRoute('my-wallet')?.nl).toBe('mijn/portemonnee');
    expect(findRoute('pay')?.nl).toBe('betaal/:paymentKey');
    expect(findRoute('pay-done')?.nl).toBe('betaal/:paymentKey/klaar');
    expect(findRoute('event-pay-done')?.nl).toBe('evenementen/:id/:slug?/betaal/:paymentKey?/klaar');
  });

  it('has the document 2 patterns in English', () => {
    const english = new Set<string>(ROUTES.map((route) => route.en));
    for (const pattern of [
      'events/:id/:slug?/pay/:paymentKey?',
      'my/reservations/proposals/:key',
      'my/activities/articles/:key/edit',
      'network/questions/createquestion',
      'network/stories/:key/:slug/edit',
      'network/groups/:id/:slug/questions/:questionId',
      'network/groups/:id/:slug/articles/:key/:articleSlug?/edit',
      'proposals/:key?',
      'locations/:id/:slug/stories/:articleKey?/:articleSlug?',
      'stories/:key/:slug?/edit',
    ]) {
      expect(english.has(pattern), pattern).toBe(true);
    }
  });

  it('requires login and hides the my area and the network from search engines', () => {
    const members = ROUTES.filter((route) => /^(my|network)(\/|$)/.test(route.en));
    expect(members.length).toBeGreaterThan(30);
    for (const route of members) {
      expect(route, route.name).toMatchObject({ auth: true, noIndex: true });
    }
  });

  it('keeps the public pages public', () => {
    for (const name of ['index', 'locations', 'location', 'events', 'event', 'stories', 'story', 'about']) {
      expect(findRoute(name), name).not.toHaveProperty('auth');
      expect(findRoute(name), name).not.toHaveProperty('noIndex');
    }
  });

  it('never marks a page both login-only and guest-only', () => {
    for (const route of ROUTES) {
      const flags: RouteDef = route;
      expect(Boolean(flags.auth && flags.guestOnly), route.name).toBe(false);
    }
    expect(findRoute('login')).toMatchObject({ guestOnly: true });
  });

  it('has guest-only, unindexed pages to reset a password and to log in with a mailed code', () => {
    expect(findRoute('forgot-password')).toMatchObject({
      nl: 'wachtwoord-vergeten',
      en: 'forgot-password',
      guestOnly: true,
      noIndex: true,
    });
    expect(findRoute('pin')).toMatchObject({ nl: 'pincode', en: 'pin', guestOnly: true, noIndex: true });
  });

  it('finds routes by name only', () => {
    expect(findRoute('location')?.en).toBe('locations/:id/:slug');
    expect(findRoute('nope')).toBeUndefined();
    expect(isRouteName('nope')).toBe(false);
    expect(isRouteName(1)).toBe(false);
  });
});
