import type { OfferingFieldError } from '@meetspace/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { changedFields, recordCatalogueChange } from '../../kernel/catalogue-changes/catalogue-changes.ts';
import { AppError } from '../../kernel/errors.ts';
import type { RevisionChange } from '../../kernel/revisions.ts';
import { bumpCatalogueVersion } from '../../search/index.ts';

/** What the offerings commands need. */
export interface OfferingsDeps {
  db: Kysely<DB>;
  now: Date;
  /** This process's catalogue copy reloads at once (the version bump tells the other processes). */
  catalogueChanged: () => void;
}

/**
 * One catalogue write: `work` in a transaction that also bumps the catalogue version, then this
 * process's catalogue is told after the commit, so the very next search sees the change.
 */
export async function writeCatalogue<T>(deps: OfferingsDeps, work: (trx: Transaction<DB>) => Promise<T>) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await work(trx);
    await bumpCatalogueVersion(trx);
    return value;
  });
  deps.catalogueChanged();
  return result;
}

/** 400 with the rules' field errors, if any. */
export function refuseInvalid(errors: readonly OfferingFieldError[]): void {
  if (errors.length > 0) throw AppError.badRequest('Invalid input', [...errors]);
}

/** Records who created, changed, deactivated or deleted what (the change list compares wire views). */
export function recordChange<V extends Record<string, unknown>>(
  trx: Kysely<DB>,
  deps: OfferingsDeps,
  actor: Actor,
  change: {
    locationId: number;
    subjectType: 'space' | 'option' | 'package' | 'voucher';
    subjectId: number;
    action: 'create' | 'update' | 'deactivate' | 'delete';
    before?: V;
    after?: V;
    fields: readonly (keyof V & string)[];
  },
) {
  const changes: RevisionChange[] = change.after
    ? changedFields(change.before ?? ({} as V), change.after, change.fields)
    : [];
  return recordCatalogueChange(
    trx,
    {
      locationId: change.locationId,
      profileId: actor.profileId,
      subjectType: change.subjectType,
      subjectId: change.subjectId,
      action: change.action,
      changes,
    },
    deps.now,
  );
}

/** Whether a database error is a unique constraint's (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
