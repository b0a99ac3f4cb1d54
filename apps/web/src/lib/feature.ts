import type { RouteName } from '@meetspace/domain';
import { type ComponentType, createElement } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { LoadBoundary } from '../components/load-boundary.tsx';
import { lazyWithReload } from './lazy-with-reload.ts';

/**
 * What a feature (`features/<name>/index.ts`) declares to the app: the router is built from these
 * (`app/features.ts`, one line per feature). Its strings are its own i18next namespace
 * (`features/<name>/locales/{nl,en}.json`, added by its `i18n.ts` when its code loads) and its
 * styles its own stylesheet.
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
 * `Component` with `namespace` as the default namespace of everything it renders, shared
 * components too: keys are looked up in the feature's catalog, then in `common`. Each component a
 * feature gives the app is wrapped so once, in the feature's `index.ts`.
 */
export function inNamespace<P extends object>(
  namespace: string,
  Component: ComponentType<P>,
): ComponentType<P> {
  function InNamespace(props: P) {
    const { i18n } = useTranslation();
    return createElement(I18nextProvider, { i18n, defaultNS: namespace }, createElement(Component, props));
  }
  InNamespace.displayName = `InNamespace(${namespace})`;
  return InNamespace;
}

/**
 * A feature's screen whose code (and strings) load when it is first shown: a loading line after
 * 200 ms, a reload once when its chunk is gone (see `lazyWithReload`). Props pass through.
 */
export function lazyScreen<P extends object>(
  namespace: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Screen = lazyWithReload(load);
  return inNamespace(namespace, (props: P) =>
    createElement(LoadBoundary, null, createElement(Screen, props)),
  );
}
