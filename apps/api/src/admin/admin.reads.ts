import {
  type AdminLocationDetail,
  type AdminLocationList,
  type AdminLocationQuery,
  type AdminProfileList,
  type AdminProfileQuery,
  LOCATION_STATUSES,
  type Locale,
  type LocationStatus,
  normalizeSearchText,
  type ProfileRole,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { catalogueChangesOf } from '../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError } from '../kernel/errors.ts';
import { adminAccess } from './admin.access.ts';
import { presentAdminLocation, presentAdminLocationDetail, presentAdminProfile } from './admin.presenter.ts';
import { type AdminModerationRow, adminQueries } from './admin.queries.ts';

/** How many change-log entries a location's page shows. */
const CHANGE_LOG_LIMIT = 100;

const wordsOf = (q: string | undefined) =>
  normalizeSearchText(q ?? '')
    .split(' ')
    .filter(Boolean);

function byLocation<T extends { location_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.location_id, [...(map.get(row.location_id) ?? []), row]);
  return map;
}

/** The newest rejection or suspension per location (rows come newest first). */
function lastPerLocation(rows: readonly AdminModerationRow[]): Map<number, AdminModerationRow> {
  const map = new Map<number, AdminModerationRow>();
  for (const row of rows) if (!map.has(row.location_id)) map.set(row.location_id, row);
  return map;
}

/** `GET /v1/admin/location`: locations of every status (pending first), with the count per status. */
export async function listAdminLocations(
  db: Kysely<DB>,
  actor: Actor,
  query: AdminLocationQuery,
): Promise<AdminLocationList> {
  await requireAccess({ db }, actor, adminAccess.console, null);
  const filter = { status: query.status as LocationStatus | undefined, words: wordsOf(query.q) };
  const offset = (query.page - 1) * query.itemsPerPage;
  const [{ rows, total }, counts] = await Promise.all([
    adminQueries.locationPage(db, filter, offset, query.itemsPerPage),
    adminQueries.countsByStatus(db, { words: filter.words }),
  ]);
  const ids = rows.map((r) => r.id);
  const [managers, moderations] = await Promise.all([
    adminQueries.managersOf(db, ids),
    adminQueries.lastModerations(db, ids),
  ]);
  const managersBy = byLocation(managers);
  const lastBy = lastPerLocation(moderations);
  return {
    Results: rows.map((r) => presentAdminLocation(r, managersBy.get(r.id) ?? [], lastBy.get(r.id))),
    MorePages: offset + rows.length < total,
    Total: total,
    CountsByStatus: Object.fromEntries(LOCATION_STATUSES.map((s) => [s, counts[s] ?? 0])),
  };
}

/** A location of any status in full (no access check: the caller has made it). */
export async function adminLocationDetail(
  db: Kysely<DB>,
  id: number,
  locale: Locale,
): Promise<AdminLocationDetail> {
  const row = await adminQueries.locationById(db, id);
  if (!row) throw AppError.notFound('Location not found');
  const [managers, moderations, facts, changes] = await Promise.all([
    adminQueries.managersOf(db, [id]),
    adminQueries.lastModerations(db, [id]),
    adminQueries.catalogueFacts(db, id),
    catalogueChangesOf(db, id, { limit: CHANGE_LOG_LIMIT }),
  ]);
  return presentAdminLocationDetail(row, managers, moderations[0], facts, changes, locale);
}

/** `GET /v1/admin/location/{id}`: one location with its licence, managers and change log. */
export async function readAdminLocation(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  locale: Locale,
): Promise<AdminLocationDetail> {
  await requireAccess({ db }, actor, adminAccess.location, id);
  return adminLocationDetail(db, id, locale);
}

/** `GET /v1/admin/profile`: members by name, with their role and number of managed locations. */
export async function listAdminProfiles(
  db: Kysely<DB>,
  actor: Actor,
  query: AdminProfileQuery,
): Promise<AdminProfileList> {
  await requireAccess({ db }, actor, adminAccess.console, null);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const offset = (query.page - 1) * query.itemsPerPage;
  const { rows, total } = await adminQueries.profilePage(
    db,
    { role: query.role as ProfileRole | undefined, words },
    offset,
    query.itemsPerPage,
  );
  return { Results: rows.map(presentAdminProfile), MorePages: offset + rows.length < total, Total: total };
}
