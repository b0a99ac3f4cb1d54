import { Suspense, useRef } from 'react';
import { useMenuTrigger } from 'react-aria';
import { Button } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import type { HeaderMenuEntry } from './header-menu-list.tsx';

export type { HeaderMenuEntry } from './header-menu-list.tsx';

// The open menu (React Aria's Popover and Menu) is its own chunk, fetched when the pointer or the
// focus comes to a menu button: the closed header needs only the button (React Aria's menu trigger).
const loadList = () => import('./header-menu-list.tsx');
const HeaderMenuList = lazyWithReload(loadList);
const prefetch = () => void loadList().catch(() => undefined);

/**
 * A menu button of the header bar ("More", the member's menu) on React Aria's menu trigger and
 * Menu: Enter, Space or an arrow key opens it on an item, the arrow keys, Home, End and typing move
 * between items, Escape closes it with focus back on the button, Tab or a click outside closes it.
 */
export function HeaderMenu({
  label,
  ariaLabel,
  placement = 'bottom start',
  items,
}: {
  /** The button's text. */
  label: string;
  /** The button's (and so the menu's) accessible name when the text is not (the member's first name). */
  ariaLabel?: string;
  placement?: 'bottom start' | 'bottom end';
  items: readonly HeaderMenuEntry[];
}) {
  const state = useMenuTriggerState({});
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu' }, state, triggerRef);
  return (
    <>
      <Button
        {...menuTriggerProps}
        ref={triggerRef}
        className="header-menu-button"
        aria-label={ariaLabel}
        onHoverStart={prefetch}
        onFocus={prefetch}
      >
        {label}
      </Button>
      {state.isOpen && (
        <Suspense fallback={null}>
          <HeaderMenuList
            state={state}
            menuProps={menuProps}
            triggerRef={triggerRef}
            placement={placement}
            items={items}
          />
        </Suspense>
      )}
    </>
  );
}
