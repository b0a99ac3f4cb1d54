import { type RefObject, useEffect, useRef } from 'react';

const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** Focus the first field of `container` once it is shown (an inline form opening). */
export function useFocusFirstField(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    container.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [container]);
}

/**
 * The ref of the control that opens an inline form: when the form closes (`open` turns false)
 * focus goes back to it, or to the page's fallback (the section heading) when it is gone.
 */
export function useReturnFocus<T extends HTMLElement>(open: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      (ref.current ?? document.querySelector<HTMLElement>('[data-focus-fallback]'))?.focus();
    }
    wasOpen.current = open;
  }, [open]);
  return ref;
}
