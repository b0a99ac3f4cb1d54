import type { RouteName } from '@meetspace/domain';

/**
 * The main menu, in order: the named menu routes of the specification that belong in the header
 * (privacy and terms belong in the footer, the home page is the logo). The last ones are the first
 * to move into "More" when the viewport narrows.
 */
export const MAIN_MENU = [
  'locations',
  'work',
  'events',
  'stories',
  'network',
  'boarding',
  'about',
  'contact',
] as const satisfies readonly RouteName[];

export type MenuItem = (typeof MAIN_MENU)[number];
