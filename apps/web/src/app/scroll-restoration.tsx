import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the scroll positions of this tab's history entries are kept over a reload. */
const STORAGE_KEY = 'meetspace-scroll';
/** How long a restored position waits for the page to grow tall enough (its data still loading). */
const RESTORE_FOR_MS = 2_000;

const positions = new Map<string, number>();
/**
 * A history entry's key for its position: React Router's location key with the path, since the
 * first entry of every page load in a tab is keyed "default".
 */
const entryKey = (key: string, pathname: string) => `${key} ${pathname}`;

/** The history entry on screen; kept outside the component, which each locale's layout mounts anew. */
let shown: { key: string; pathname: string } | undefined;

function loadPositions() {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions.set(key, y);
  } catch {
    // Private mode or a damaged value: positions are then kept for this page load only.
  }
}

function savePositions() {
  try {
    // The newest 100 entries are plenty for one tab's back and forward.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-100))));
  } catch {
    // As above.
  }
}

/**
 * Scrolls to `y` once the page is tall enough: a page whose data is still loading is too short at
 * first. Gives up after a while, or as soon as the visitor scrolls, types or taps themselves.
 */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  attempt();
  return stop;
}

/**
 * Scrolling between pages as a browser does it for real page loads, which a single-page app has
 * to do itself: a new page starts at the top (or at its `#anchor`), back and forward (and a reload)
 * return to where that page was left. A change of the query alone (a search, a filter) keeps the
 * position. The position of each history entry (React Router's location key) is remembered while
 * it is scrolled, and over reloads in the tab's sessionStorage.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    loadPositions();
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('pagehide', savePositions);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remember this entry's position while it is shown (a layout effect: the listener of the page
  // left is gone before the next page's height changes the position).
  useLayoutEffect(() => {
    const entry = entryKey(key, pathname);
    const remember = () => positions.set(entry, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, pathname]);

  useLayoutEffect(() => {
    const before = shown;
    shown = { key, pathname };
    if (before?.key === key) return;
    if (!before) {
      // The first page of this load: a reload returns to where it was.
      if (positions.size === 0) loadPositions();
      const y = positions.get(entryKey(key, pathname));
      return y ? restore(y) : undefined;
    }
    if (navigationType === 'POP') return restore(positions.get(entryKey(key, pathname)) ?? 0);
    if (hash) {
      let id = hash.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // Not encoded: the id as written.
      }
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (before.pathname !== pathname) window.scrollTo(0, 0);
  }, [key, pathname, hash, navigationType]);

  return null;
}
