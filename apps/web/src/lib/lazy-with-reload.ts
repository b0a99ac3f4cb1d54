import { CHUNK_RELOAD_INTERVAL_MS } from '@meetspace/domain';
import { type ComponentType, lazy } from 'react';

const RELOADED_AT = 'meetspace.chunkReloadedAt';

/**
 * `React.lazy` for a route's code. When its chunk cannot be loaded (usually: a new version was
 * deployed and the old file is gone) the page reloads once, at most once a minute; after that the
 * error reaches the error boundary, which says so.
 */
export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last > CHUNK_RELOAD_INTERVAL_MS) {
        sessionStorage.setItem(RELOADED_AT, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }),
  );
}
