import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { RevisionChange } from '../revisions.ts';

export { changedFields } from '../revisions.ts';

export interface CatalogueChange {
  locationId: number;
  profileId: number | null;
  subjectType: string;
  subjectId: number | null;
  action: string;
  changes: RevisionChange[];
}

/**
 * Records one change to a location's catalogue (who, when, what). Call it inside the transaction
 * of the change itself; an update whose change list is empty is not recorded.
 */
export async function recordCatalogueChange(
  db: Kysely<DB>,
  change: CatalogueChange,
  now: Date,
): Promise<void> {
  if (change.action === 'update' && change.changes.length === 0) return;
  await db
    .insertInto('catalogue_changes')
    .values({
      location_id: change.locationId,
      profile_id: change.profileId,
      subject_type: change.subjectType,
      subject_id: change.subjectId,
      action: change.action,
      changes: JSON.stringify(change.changes),
      created_at: now.toISOString(),
    })
    .execute();
}

/** A location's changes, newest first, with the name of whoever made each; `before` pages by id. */
export async function catalogueChangesOf(
  db: Kysely<DB>,
  locationId: number,
  page: { limit: number; before?: number },
) {
  let query = db
    .selectFrom('catalogue_changes as c')
    .leftJoin('profiles as p', 'p.id', 'c.profile_id')
    .select([
      'c.id',
      'c.profile_id',
      'c.subject_type',
      'c.subject_id',
      'c.action',
      'c.changes',
      'c.created_at',
      'p.first_name',
      'p.last_name',
    ])
    .where('c.location_id', '=', locationId);
  if (page.before !== undefined) query = query.where('c.id', '<', page.before);
  const rows = await query.orderBy('c.id', 'desc').limit(page.limit).execute();
  return rows.map((r) => ({
    Id: r.id,
    ProfileId: r.profile_id,
    ProfileName: r.first_name == null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    SubjectType: r.subject_type,
    SubjectId: r.subject_id,
    Action: r.action,
    Changes: JSON.parse(r.changes) as RevisionChange[],
    CreatedAt: r.created_at,
  }));
}
