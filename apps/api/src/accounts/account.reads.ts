import type { BillingInfo, ProfilePublic, ProfileState } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { presentBilling, presentProfile, presentPublicProfile } from './account.presenter.ts';
import { accountQueries } from './account.queries.ts';
import { billingQueries } from './billing.queries.ts';

/** `GET /v1/profile/state`: the calling member (401 when their profile is gone). */
export async function currentProfile(db: Kysely<DB>, actor: Actor): Promise<ProfileState> {
  const profile = await accountQueries.byId(db, actor.profileId);
  if (!profile) throw AppError.unauthorized('The profileToken is unknown or expired');
  return presentProfile(profile);
}

/** `GET /v1/profile/{id}/public`: what anyone may see of an activated member (404 otherwise). */
export async function publicProfile(db: Kysely<DB>, id: number): Promise<ProfilePublic> {
  const row = await accountQueries.publicProfile(db, id);
  if (!row) throw AppError.notFound('Profile not found');
  return presentPublicProfile(row);
}

/** `GET /v1/profile/billing`: one page of the member's own addresses, newest first. */
export async function listBillingAddresses(
  db: Kysely<DB>,
  actor: Actor,
  page: number,
  itemsPerPage: number,
): Promise<{ Results: BillingInfo[]; MorePages: boolean }> {
  const { rows, more } = await billingQueries.page(db, actor.profileId, page, itemsPerPage);
  return { Results: rows.map(presentBilling), MorePages: more };
}

/** The member a private calendar key belongs to (the calendar feed), or undefined. */
export function profileIdOfCalendarKey(db: Kysely<DB>, key: string): Promise<number | undefined> {
  return accountQueries.byCalendarKey(db, key);
}
