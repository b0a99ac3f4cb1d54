import { definePermission } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { accountQueries } from './account.queries.ts';
import { type BillingRow, billingQueries } from './billing.queries.ts';

/** Who may use member data: a profile, saved billing addresses, companies. */
export const accountAccess = {
  /**
   * Changing or deleting a profile: only its own member (administrators too are refused). Any id is
   * "there", so someone else's id is a 403 whether or not it exists.
   */
  profile: definePermission<{ id: number }>({
    name: 'profile.change',
    member: 'always',
    load: async (_db, id) => ({ id }),
    allow: (actor, row) => isSelf(actor, row.id),
    messages: {
      notFound: 'Profile not found',
      forbidden: 'You can only change your own profile',
    },
  }),
  /** A saved billing address: its member only (read first: an unknown one is 404 for anyone). */
  billing: definePermission<BillingRow>({
    name: 'billing.use',
    member: 'per-row',
    load: (db, id) => billingQueries.byId(db, id),
    allow: (actor, row) => isSelf(actor, row.profile_id),
    messages: {
      notFound: 'Billing address not found',
      forbidden: 'This billing address belongs to another member',
    },
  }),
  /** Booking and billing for a company: only for the member's own company (any id is "there"). */
  company: definePermission<{ id: number }>({
    name: 'company.book',
    member: 'always',
    load: async (_db, id) => ({ id }),
    allow: async (actor, row, { db }) =>
      actor !== undefined && (await accountQueries.companyOf(db, actor.profileId)) === row.id,
    messages: {
      unauthorized: 'Log in to book for a company',
      notFound: 'Company not found',
      forbidden: 'You can only book for your own company',
    },
  }),
};
