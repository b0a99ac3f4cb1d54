import { ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import type { SearchRequest } from './search-request.ts';

/** What a widget limits its searches to: its location, and optionally one space and a minimum of seats. */
export interface WidgetScope {
  locationId: number;
  spaceId: number | null;
  minSeats: number;
}

/** Finds a widget's scope by its id (undefined: no such widget). */
export type WidgetScopeLookup = (db: Kysely<DB>, widgetId: number) => Promise<WidgetScope | undefined>;

// The widgets area owns the table and hands its lookup over at start (search never imports it).
let lookup: WidgetScopeLookup | undefined;

/** The widgets area gives search the way to read a widget's scope (once, when its routes load). */
export function provideWidgetScope(widgetScope: WidgetScopeLookup): void {
  lookup = widgetScope;
}

/**
 * A search made through a widget (a positive `WidgetId`; -100 is the site's own) is limited to the
 * widget's location, its space when it has one, and at least its minimum of seats, whatever the
 * request asked; an unknown widget is refused (400).
 */
export async function scopeToWidget(
  db: Kysely<DB>,
  req: SearchRequest,
  field: 'WidgetId' | 'widgetId',
): Promise<SearchRequest> {
  if (req.widgetId == null || req.widgetId <= 0) return req;
  const scope = lookup ? await lookup(db, req.widgetId) : undefined;
  if (!scope) throw AppError.badRequest('No such widget', [{ Field: field, Code: ErrorCode.UnknownWidget }]);
  return {
    ...req,
    locationId: scope.locationId,
    spaceId: scope.spaceId ?? req.spaceId,
    seats: Math.max(req.seats, scope.minSeats),
    // The location is the widget's: a search term or a position would only narrow it away.
    searchTerm: null,
    latitude: null,
    longitude: null,
    countryId: null,
  };
}
