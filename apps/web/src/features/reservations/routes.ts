import { SECTION_ROUTES } from './sections.ts';

/** The route names the my-reservations area draws (its code is loaded when one is opened). */
export const RESERVATION_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'my-reservations',
  ...Object.values(SECTION_ROUTES),
]);
