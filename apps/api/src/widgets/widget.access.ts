import { definePermission } from '../kernel/access/access.ts';
import { managesLocation } from '../kernel/access/relations.ts';
import { type WidgetRow, widgetQueries } from './widget.queries.ts';

const messages = {
  notFound: 'Widget not found',
  forbidden: 'This widget belongs to a location you do not manage',
};

/** Who may configure a widget: the active managers of its location, nobody else. */
export const widgetAccess = {
  manage: definePermission<WidgetRow>({
    name: 'widget.manage',
    member: 'always',
    load: (db, id) => widgetQueries.byId(db, id),
    allow: (actor, row, ctx) => managesLocation(ctx.db, actor, row.location_id),
    messages,
  }),
  /** Adding a widget to a location (or moving one there): its managers. */
  addToLocation: definePermission<{ id: number }>({
    name: 'widget.add-to-location',
    member: 'always',
    load: (db, id) => widgetQueries.location(db, id),
    allow: (actor, row, ctx) => managesLocation(ctx.db, actor, row.id),
    messages: { notFound: 'Location not found', forbidden: 'You do not manage this location' },
  }),
};
