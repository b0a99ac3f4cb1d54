import { isRouteName } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features.ts';
import { screensByRoute } from './router.tsx';

describe('the feature registry', () => {
  it('names each feature once, after its folder, and every route it declares is in the route table', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const feature of FEATURES) {
      expect(feature.namespace, feature.name).toBe(feature.name);
      for (const route of Object.keys(feature.routes)) expect(isRouteName(route), route).toBe(true);
    }
  });

  it('gives every declared route one screen, the home page the app’s own', () => {
    const screens = screensByRoute(FEATURES);
    expect(screens.has('index')).toBe(true);
    for (const name of [
      'locations',
      'location-reviews',
      'login',
      'pin',
      'about',
      'terms',
      'my',
      'my-profile',
    ])
      expect(screens.has(name), name).toBe(true);
    expect(screens.has('my-reservation-mail-log')).toBe(true);
    for (const name of ['events', 'event', 'event-ticket', 'event-pay', 'event-pay-done'])
      expect(screens.has(name), name).toBe(true);
  });

  it('refuses a route declared twice', () => {
    const twice = [
      { name: 'a', namespace: 'a', routes: { about: () => null } },
      { name: 'b', namespace: 'b', routes: { about: () => null } },
    ];
    expect(() => screensByRoute(twice)).toThrow(/about is declared twice/);
  });
});

describe('feature namespaces', () => {
  const registered = import.meta.glob<{ NAMESPACE: string }>('../features/*/i18n.ts', { eager: true });

  it('is declared by each feature and added by its own i18n.ts under the same name', () => {
    const added = Object.entries(registered).map(([file, module]) => [
      /features\/([^/]+)\//.exec(file)?.[1],
      module.NAMESPACE,
    ]);
    for (const [folder, namespace] of added) expect(namespace).toBe(folder);
    expect(added.map(([folder]) => folder).sort()).toEqual(FEATURES.map((feature) => feature.name).sort());
  });
});
