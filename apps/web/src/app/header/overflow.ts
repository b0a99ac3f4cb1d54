import { hiddenMenuItemsForWidth, MENU_OVERFLOW_STEPS, MOBILE_MAX_WIDTH } from '@meetspace/domain';

/**
 * How the header's main menu fits a viewport width (issue "The website", Shell): below 768 px the
 * whole menu moves into a drawer; from there up a number of items, taken from the end of the menu,
 * go into the "More" menu by the domain's rule (`hiddenMenuItemsForWidth`: above 1450 none,
 * 1350-1450 one, 1250-1349 two, 1024-1249 three, below 1024 four).
 */

/** Viewports narrower than this show the menu button and drawer instead of the menu bar. */
export const DRAWER_BELOW = MOBILE_MAX_WIDTH;

/** The header's arrangement: the drawer, or the bar with this many items in "More". */
export type HeaderLayout = 'drawer' | number;

/** The arrangement for a viewport width in CSS pixels (the width media queries use). */
export function headerLayout(width: number): HeaderLayout {
  if (width < DRAWER_BELOW) return 'drawer';
  return hiddenMenuItemsForWidth(width);
}

/** The media queries at which the arrangement changes, for listening to width changes. */
export function layoutMediaQueries(): string[] {
  return [...MENU_OVERFLOW_STEPS.map((step) => step.minWidth), DRAWER_BELOW].map(
    (width) => `(min-width: ${width}px)`,
  );
}

/** The items shown in the bar and those in "More": the last `hidden` items move, in order. */
export function splitMenu<T>(items: readonly T[], hidden: number): { shown: T[]; more: T[] } {
  const cut = Math.max(0, items.length - Math.max(0, hidden));
  return { shown: items.slice(0, cut), more: items.slice(cut) };
}
