import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { accountAccess } from '../account.access.ts';
import { billingQueries } from '../billing.queries.ts';

/** `DELETE /v1/profile/billing/{id}`: the member deletes one of their own addresses. */
export async function deleteBillingAddress(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  await requireAccess({ db }, actor, accountAccess.billing, id);
  await billingQueries.remove(db, id);
}
