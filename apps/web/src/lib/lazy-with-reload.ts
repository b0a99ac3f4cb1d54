import { CHUNK_RELOAD_INTERVAL_MS } from '@meetspace/domain';
import { type ComponentType, createElement, lazy, useState } from 'react';

const RELOADED_AT = 'meetspace.chunkReloadedAt';

/**
 * Every lazily loaded screen's loader, by number (the order the screens are declared in, the same
 * in the browser and server builds), so the server can load them all before it renders and the
 * browser can load those a server-rendered page shows before it hydrates.
 */
const loaders: (() => Promise<unknown>)[] = [];

/** Server rendering: the numbers of the lazy screens the current render showed. */
let shown: Set<number> | null = null;

/** Loads the code of every lazy screen (server rendering: then nothing suspends). */
export function preloadLazyScreens(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** Loads the code of these lazy screens (the browser, before hydrating a server-rendered page). */
export function preloadScreens(numbers: readonly number[]): Promise<unknown> {
  return Promise.all(numbers.map((n) => loaders[n]?.()));
}

/** Server rendering: runs `render` and says which lazy screens it showed. */
export function collectShownScreens<T>(render: () => T): { result: T; screens: number[] } {
  shown = new Set();
  try {
    const result = render();
    return { result, screens: [...shown].sort((a, b) => a - b) };
  } finally {
    shown = null;
  }
}

/**
 * After a chunk failed to load: reloads the page unless this tab already did so within the last
 * minute (`CHUNK_RELOAD_INTERVAL_MS`), and says whether it did.
 */
export function reloadOnceAMinute(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last <= CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}

/**
 * `React.lazy` for a route's code. A page the server rendered with it must load the code before it
 * hydrates (`preloadScreens`): a boundary still waiting for its code when the page updates (the
 * session or the header's width) is thrown away and drawn again, a late second paint. When its chunk cannot be loaded (usually: a new version was
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
  const number = loaders.push(remember) - 1;
  const Lazy = lazy(() =>
    remember().catch((error: unknown) => {
      if (reloadOnceAMinute(sessionStorage, Date.now(), () => window.location.reload())) {
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
  return function LazyScreen(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the component later would remount it.
    const [direct] = useState(() => loaded);
    shown?.add(number);
    return direct ? createElement(direct, props) : createElement(Lazy, props as never);
  };
}
