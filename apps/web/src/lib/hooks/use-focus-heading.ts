import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focus the page's heading once it is shown after moving to this page within the site (not on the
 * first page of a visit, and not when only the query changes, as a filter or a page of a list does),
 * so a screen reader starts reading the new page. `ready` waits for its data.
 */
export function useFocusHeading<T extends HTMLElement>(ready = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key, pathname } = useLocation();
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || key === 'default' || focusedFor.current === pathname) return;
    focusedFor.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [ready, key, pathname]);
  return ref;
}
