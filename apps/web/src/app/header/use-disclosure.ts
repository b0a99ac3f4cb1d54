import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { nextMenuIndex } from './overflow.ts';

/**
 * A disclosure menu (a button with aria-expanded and aria-controls that shows a list of links):
 * Escape closes it and puts focus back on the button, a click outside or focus leaving it closes
 * it, and the arrow keys, Home and End move between its links and buttons.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  const items = () => [
    ...(rootRef.current?.querySelectorAll<HTMLElement>(`[id="${listId}"] :is(a, button)`) ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const onButton = event.target === buttonRef.current;
    if (!open && !(onButton && (event.key === 'ArrowDown' || event.key === 'ArrowUp'))) return;
    if (onButton && (event.key === 'Home' || event.key === 'End')) return;
    const links = items();
    const index = nextMenuIndex(event.key, links.indexOf(event.target as HTMLElement), links.length);
    if (index === undefined) return;
    event.preventDefault();
    if (!open) {
      // Opening from the button with an arrow key: focus once the list is shown.
      setOpen(true);
      requestAnimationFrame(() => items()[index]?.focus());
    } else {
      links[index]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return {
    open,
    close,
    rootProps: { ref: rootRef, onKeyDown, onBlur },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': listId,
      onClick: () => setOpen((was) => !was),
    },
    listProps: { id: listId, hidden: !open },
  };
}
