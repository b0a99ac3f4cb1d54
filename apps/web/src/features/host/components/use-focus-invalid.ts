import { type RefObject, useEffect } from 'react';

/** After a failed save, focus goes to the first field marked invalid (its error is read with it). */
export function useFocusInvalid(form: RefObject<HTMLElement | null>, error: unknown) {
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, error]);
}
