import { type RefObject, useEffect, useRef } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import {
  Menu,
  MenuContext,
  MenuItem,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
} from 'react-aria-components';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import type { RootMenuTriggerState } from 'react-stately';

/** One item of a header menu: a link (`href`) or an action. */
export interface HeaderMenuEntry {
  id: string;
  label: string;
  href?: string;
  /** The link is the current page only on its own path (not on the pages beneath it). */
  end?: boolean;
  onAction?: () => void;
}

export interface HeaderMenuListProps {
  /** The trigger's state and menu props (`HeaderMenu`, React Aria's `useMenuTrigger`). */
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  placement: 'bottom start' | 'bottom end';
  items: readonly HeaderMenuEntry[];
}

/**
 * An open header menu: a popover under its button with the items, wired to the button as React
 * Aria's MenuTrigger wires them (its contexts). A link is marked as the current page as React
 * Router's NavLink would: the page itself or one beneath it (only itself with `end`).
 */
export default function HeaderMenuList({
  state,
  menuProps,
  triggerRef,
  placement,
  items,
}: HeaderMenuListProps) {
  const { pathname } = useLocation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLElement>(null);
  const isCurrent = (entry: HeaderMenuEntry) =>
    entry.href !== undefined &&
    (pathname === entry.href || (!entry.end && pathname.startsWith(`${entry.href}/`)));

  // Tab leaves the menu and closes it (WAI-ARIA's menu pattern; React Aria keeps the focus in its
  // popover): the menu closes at once, focus goes back to the button, and Tab goes on from there.
  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      flushSync(() => state.close());
      triggerRef.current?.focus();
    };
    popover.addEventListener('keydown', onKeyDown, true);
    return () => popover.removeEventListener('keydown', onKeyDown, true);
  }, [state, triggerRef]);

  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            placement,
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <Popover ref={popoverRef} offset={8} className="header-menu-popover">
        <Menu className="header-menu">
          {items.map((entry) => (
            <MenuItem
              key={entry.id}
              id={entry.id}
              href={entry.href}
              onAction={entry.onAction}
              className={isCurrent(entry) ? 'header-menu-item header-menu-current' : 'header-menu-item'}
            >
              {entry.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </Provider>
  );
}
