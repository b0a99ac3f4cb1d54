import type { BillingInfo, BillingInput } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { accountAccess } from '../account.access.ts';
import { presentBilling } from '../account.presenter.ts';
import { billingQueries } from '../billing.queries.ts';

/** `PUT /v1/profile/billing`: the member changes one of their own addresses (by Id). */
export async function changeBillingAddress(
  db: Kysely<DB>,
  actor: Actor,
  input: BillingInput & { Id: number },
): Promise<BillingInfo> {
  await requireAccess({ db }, actor, accountAccess.billing, input.Id);
  if (input.CompanyId) await requireAccess({ db }, actor, accountAccess.company, input.CompanyId);
  const row = await billingQueries.update(db, input.Id, input);
  if (!row) throw AppError.notFound('Billing address not found');
  return presentBilling(row);
}
