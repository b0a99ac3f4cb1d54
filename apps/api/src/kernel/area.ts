import type { FastifyPluginAsync } from 'fastify';
import type { ItemType } from './access/item-types.ts';
import type { CalendarSource } from './calendar/calendar-source.ts';
import type { Subscriber } from './events/events.ts';

/**
 * What an area brings to the app: its calls, and what the kernel collects from every area. Each
 * area's `<area>.module.ts` exports one; `areas.ts` lists them (one line per area). Other areas never
 * import a module file: they import the area's `index.ts`.
 */
export interface AreaModule {
  name: string;
  /** Its calls, mounted under `/api` (the demo data has none, only pictures). */
  routes?: FastifyPluginAsync;
  /** Pages outside `/api` (the private calendar feed). */
  rootRoutes?: FastifyPluginAsync;
  /** Its reactions to domain events (mails today). */
  subscribers?: readonly Subscriber[];
  /** The kinds of item it owns that comments (and later chat, reviews) can be about. */
  itemTypes?: readonly ItemType[];
  /** What it adds to members' private calendar feeds (the reservations area serves the feed). */
  calendarSources?: readonly CalendarSource[];
}

/** Declares an area module (an identity function that keeps the types). */
export function defineArea(area: AreaModule): AreaModule {
  return area;
}
