import { CHUNK_RELOAD_INTERVAL_MS } from '@meetspace/domain';
import { type ComponentType, createElement, lazy, useState } from 'react';

const RELOADED_AT = 'meetspace.chunkReloadedAt';

/** Every lazily loaded screen's loader, so the server can load them all before it renders. */
const loaders: (() => Promise<unknown>)[] = [];

/** Loads the code of every lazy screen (server rendering: then nothing suspends). */
export function preloadLazyScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/**
 * `React.lazy` for a route's code. When its chunk cannot be loaded (usually: a new version was
 * deployed and the old file is gone) the page reloads once, at most once a minute; after that the
 * error reaches the error boundary, which says so. Once the code is there (always on the server,
 * after `preloadLazyScreens`) the screen renders at once, without suspending.
 */
export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const remember = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  loaders.push(remember);
  const Lazy = lazy(() =>
    remember().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last > CHUNK_RELOAD_INTERVAL_MS) {
        sessionStorage.setItem(RELOADED_AT, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
  return function LazyScreen(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the component later would remount it.
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Lazy, props as never);
  };
}
