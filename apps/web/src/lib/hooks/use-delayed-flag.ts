import { MIN_LOADING_DELAY_MS } from '@meetspace/domain';
import { useEffect, useState } from 'react';

/**
 * `active`, but turning true only once it has stayed true for `delayMs` (false at once): a loading
 * indicator appears only after 200 ms, so quick answers never flash one.
 */
export function useDelayedFlag(active: boolean, delayMs = MIN_LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
