import { useEffect, useState } from 'react';

/** A loading indicator appears only after this many ms, so quick answers never flash one. */
export const LOADING_INDICATOR_DELAY_MS = 200;

/** `active`, but turning true only once it has stayed true for `delayMs` (false at once). */
export function useDelayedFlag(active: boolean, delayMs = LOADING_INDICATOR_DELAY_MS): boolean {
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
