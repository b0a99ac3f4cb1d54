import { ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';
import { removeProfileImages } from '../profile-image.ts';

/**
 * `DELETE /v1/profile/{id}`: the member deletes their own profile, only with the confirmation box
 * ticked. Their bookings, carts and searches stay (the locations need them), no longer linked;
 * their pictures are removed from disk once the profile is gone (they were public under /uploads/).
 */
export async function deleteProfile(
  deps: { db: Kysely<DB>; uploadDir: string },
  actor: Actor,
  id: number,
  confirmed: boolean,
): Promise<void> {
  const { db } = deps;
  await requireAccess({ db }, actor, accountAccess.profile, id);
  if (!confirmed) {
    throw AppError.badRequest('Confirm that the profile may be deleted', [
      { Field: 'confirm', Code: ErrorCode.Required },
    ]);
  }
  await db.transaction().execute((trx) => accountQueries.removeKeepingBookings(trx, actor.profileId));
  await removeProfileImages(deps.uploadDir, actor.profileId, null);
}
