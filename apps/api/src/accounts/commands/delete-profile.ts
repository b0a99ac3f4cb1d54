import { ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { accountAccess } from '../account.access.ts';
import { accountQueries } from '../account.queries.ts';

/**
 * `DELETE /v1/profile/{id}`: the member deletes their own profile, only with the confirmation box
 * ticked. Their bookings, carts and searches stay (the locations need them), no longer linked.
 */
export async function deleteProfile(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  confirmed: boolean,
): Promise<void> {
  await requireAccess({ db }, actor, accountAccess.profile, id);
  if (!confirmed) {
    throw AppError.badRequest('Confirm that the profile may be deleted', [
      { Field: 'confirm', Code: ErrorCode.Required },
    ]);
  }
  await db.transaction().execute((trx) => accountQueries.removeKeepingBookings(trx, actor.profileId));
}
