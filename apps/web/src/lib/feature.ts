import type { RouteName } from '@meetspace/domain';
import { type ComponentType, createElement } from 'react';
import { LoadBoundary } from '../components/load-boundary.tsx';
import { lazyWithReload } from './lazy-with-reload.ts';

/**
 * What a feature (`features/<name>/index.ts`) declares to the app: the router is built from these
 * (`app/features.ts`, one line per feature). A feature's strings are its own i18next namespace
 * (`features/<name>/locales/{nl,en}.json`) and its styles its own stylesheet; both come with the code
 * that uses them.
 */
export interface Feature {
  /** The feature's folder under `features/`. */
  readonly name: string;
  /** Its i18next namespace. */
  readonly namespace: string;
  /** Its screens by route name of the shared route table (`@meetspace/domain` routes). */
  readonly routes: Partial<Record<RouteName, ComponentType>>;
}

/**
 * A screen whose code is loaded when it is first shown (a loading line after 200 ms, a reload
 * once when its chunk is gone): see `lazyWithReload`. Props pass through to the loaded component.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Screen = lazyWithReload(load);
  return function LazyScreen(props: P) {
    return createElement(LoadBoundary, null, createElement(Screen, props));
  };
}
