import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focus the page's heading once it is shown after moving here within the site (not on the first
 * page of a visit), so a screen reader starts reading the new page. `ready` waits for its data.
 */
export function useFocusHeading<T extends HTMLElement>(ready = true): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { key, pathname } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || key === 'default' || done.current === `${key}${pathname}`) return;
    done.current = `${key}${pathname}`;
    ref.current?.focus({ preventScroll: true });
  }, [ready, key, pathname]);
  return ref;
}
