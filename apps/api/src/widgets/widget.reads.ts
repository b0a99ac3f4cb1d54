import {
  catalogueText,
  type HostWidget,
  type LegacyLocationList,
  type Locale,
  type PublicWidget,
  type WidgetChoices,
  type WidgetState,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { requireSearch, type WidgetScope } from '../search/index.ts';
import { widgetAccess } from './widget.access.ts';
import { presentHostWidget, presentPublicWidget, presentWidgetState } from './widget.presenter.ts';
import { widgetQueries } from './widget.queries.ts';

/** `GET /v1/host/widget`: the widgets of the locations the member manages. */
export async function listHostWidgets(db: Kysely<DB>, actor: Actor) {
  const rows = await widgetQueries.ofManager(db, actor.profileId);
  return { Results: rows.map(presentHostWidget), MorePages: false };
}

/** `GET /v1/host/widget/choices`: what the widget form offers (names in the page's language). */
export async function widgetChoicesOf(db: Kysely<DB>, actor: Actor, locale: Locale): Promise<WidgetChoices> {
  const locations = await widgetQueries.managedLocations(db, actor.profileId);
  return {
    Locations: locations.map((l) => ({
      Id: l.id,
      Name: l.name,
      IsLive: l.status === 'live',
      Meetingtypes: l.meetingTypes,
      Spaces: l.spaces.map((s) => ({
        Id: s.id,
        Name: catalogueText(locale, s.name_nl, s.name_en),
        MeetingtypeId: s.meeting_type_id,
        Capacity: s.capacity,
      })),
    })),
  };
}

/** `GET /v1/host/widget/{id}`. */
export async function readHostWidget(db: Kysely<DB>, actor: Actor, id: number): Promise<HostWidget> {
  return presentHostWidget(await requireAccess({ db }, actor, widgetAccess.manage, id));
}

/** `GET /v1/widget/{key}`: the public configuration of a widget. */
export async function readPublicWidget(db: Kysely<DB>, key: string): Promise<PublicWidget> {
  const row = await widgetQueries.byKey(db, key);
  if (!row) throw AppError.notFound('Widget not found');
  return presentPublicWidget(row);
}

/** `GET /v1/widget/search/{key}/state`: the state of the widget the search was made through. */
export async function widgetStateOfSearch(db: Kysely<DB>, key: string): Promise<WidgetState> {
  const search = await requireSearch(db, key);
  const widget =
    search.widget_id != null && search.widget_id > 0
      ? await widgetQueries.byId(db, search.widget_id)
      : undefined;
  return presentWidgetState(search, widget);
}

/** What a widget limits its searches to (handed to the search area). */
export async function widgetScope(db: Kysely<DB>, widgetId: number): Promise<WidgetScope | undefined> {
  const row = await widgetQueries.scopeOf(db, widgetId);
  return row && { locationId: row.location_id, spaceId: row.space_id, minSeats: row.min_seats };
}

/**
 * The WordPress plugin's venue list (`GET /api/locations?{json}`): the whole query string is JSON,
 * read leniently (anything unreadable is the defaults: page 1, every live location).
 */
export function parseLegacyQuery(rawUrl: string): {
  page: number;
  itemsPerPage: number;
  meetingTypeIds: number[];
} {
  const at = rawUrl.indexOf('?');
  let query: Record<string, unknown> = {};
  if (at >= 0) {
    const raw = rawUrl.slice(at + 1);
    for (const text of [raw, safeDecode(raw)]) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          query = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k.toLowerCase(), v]));
          break;
        }
      } catch {
        // not JSON: try the decoded form, else the defaults
      }
    }
  }
  const int = (v: unknown, fallback: number, max: number) => {
    const n = Number(v);
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  const types = Array.isArray(query.meetingtypeids) ? query.meetingtypeids : [];
  return {
    page: int(query.page, 1, 100_000),
    itemsPerPage: int(query.itemsperpage, 9999, 9999),
    meetingTypeIds: types.map(Number).filter((n) => Number.isInteger(n) && n >= 1 && n <= 3),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The live locations of the meeting types, a page at a time. */
export async function legacyLocations(db: Kysely<DB>, rawUrl: string): Promise<LegacyLocationList> {
  const q = parseLegacyQuery(rawUrl);
  const all = await widgetQueries.liveLocations(db, q.meetingTypeIds);
  const from = (q.page - 1) * q.itemsPerPage;
  return {
    Results: all.slice(from, from + q.itemsPerPage).map((l) => ({
      Id: l.id,
      Name: l.name,
      City: l.city,
      UrlName: l.slug,
      MeetingTypeIds: l.meetingTypes,
    })),
    Page: q.page,
    ItemsPerPage: q.itemsPerPage,
    TotalItems: all.length,
    MorePages: from + q.itemsPerPage < all.length,
  };
}
