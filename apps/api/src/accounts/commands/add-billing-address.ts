import type { BillingInfo, BillingInput } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { accountAccess } from '../account.access.ts';
import { presentBilling } from '../account.presenter.ts';
import { billingQueries } from '../billing.queries.ts';
import type { AccountDeps } from './account-deps.ts';

/** `POST /v1/profile/billing`: a new billing address of the member (for their own company only). */
export async function addBillingAddress(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  actor: Actor,
  input: BillingInput,
): Promise<BillingInfo> {
  if (input.CompanyId) await requireAccess({ db: deps.db }, actor, accountAccess.company, input.CompanyId);
  return presentBilling(await billingQueries.insert(deps.db, actor.profileId, input, deps.now.toISOString()));
}
