import { definePermission } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { type BillingRow, createBillingRepository } from './billing.queries.ts';

/** Who may use member data other areas touch: saved billing addresses, companies. */
export const accountAccess = {
  /** A saved billing address: its member only (read first: an unknown one is 404 for anyone). */
  billing: definePermission<BillingRow>({
    name: 'billing.use',
    member: 'per-row',
    load: (db, id) => createBillingRepository(db).byId(id),
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
    allow: async (actor, row, { db }) => {
      if (!actor) return false;
      const profile = await db
        .selectFrom('profiles')
        .select('company_id')
        .where('id', '=', actor.profileId)
        .executeTakeFirst();
      return profile?.company_id === row.id;
    },
    messages: {
      unauthorized: 'Log in to book for a company',
      notFound: 'Company not found',
      forbidden: 'You can only book for your own company',
    },
  }),
};
