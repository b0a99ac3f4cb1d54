import {
  ErrorCode,
  type Locale,
  type LocationStatus,
  MODERATION_TRANSITIONS,
  type ModerationAction,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { recordCatalogueChange } from '../../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError } from '../../kernel/errors.ts';
import { bumpCatalogueVersion } from '../../search/index.ts';
import { adminAccess } from '../admin.access.ts';
import { adminEvents } from '../admin.events.ts';
import { adminQueries } from '../admin.queries.ts';
import { adminLocationDetail } from '../admin.reads.ts';

export interface ModerationDeps {
  db: Kysely<DB>;
  now: Date;
  /** Tells this process's catalogue copy and location index to reload (after the commit). */
  catalogueChanged: () => void;
}

/**
 * `PUT /v1/admin/location/{id}/approve|reject|suspend|reinstate`: one conditional UPDATE moves the
 * status (so of two administrators acting at once exactly one succeeds; the other gets 409
 * `wrong_location_status`), then, in the same transaction, the change log, the catalogue version and
 * `location.moderated` (its subscriber mails the managers). Answers the location as it is now.
 */
export async function moderateLocation(
  deps: ModerationDeps,
  actor: Actor,
  locationId: number,
  action: ModerationAction,
  reason: string | null,
  locale: Locale,
) {
  await requireAccess({ db: deps.db }, actor, adminAccess.location, locationId);
  const transition = MODERATION_TRANSITIONS[action];
  const nowIso = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await adminQueries.statusOf(trx, locationId);
    const from = before?.status as LocationStatus | undefined;
    const changed =
      from !== undefined &&
      transition.from.includes(from) &&
      (await adminQueries.changeStatus(trx, locationId, [from], transition.to, nowIso));
    if (!changed || from === undefined) {
      const now = (await adminQueries.statusOf(trx, locationId))?.status ?? 'unknown';
      throw new AppError(409, `A ${now} location cannot be ${PAST[action]}`, [
        { Field: 'Status', Code: ErrorCode.WrongLocationStatus },
      ]);
    }
    await recordCatalogueChange(
      trx,
      {
        locationId,
        profileId: actor.profileId,
        subjectType: 'status',
        subjectId: locationId,
        action,
        changes: [
          { Field: 'Status', From: from, To: transition.to },
          ...(reason === null ? [] : [{ Field: 'Reason', From: null, To: reason }]),
        ],
      },
      deps.now,
    );
    await bumpCatalogueVersion(trx);
    await adminEvents.moderated.emit(
      trx,
      {
        subjectId: locationId,
        actorId: actor.profileId,
        payload: { Action: action, From: from, To: transition.to, Reason: reason },
      },
      deps.now,
    );
  });
  deps.catalogueChanged();
  return adminLocationDetail(deps.db, locationId, locale);
}

const PAST: Record<ModerationAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reinstate: 'reinstated',
};
