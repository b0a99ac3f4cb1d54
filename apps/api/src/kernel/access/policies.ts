import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import type { SessionMember } from './session.queries.ts';

/** Who acts: a logged-in member (only the id and role matter here). */
export type Actor = Pick<SessionMember, 'profileId'> & Partial<Pick<SessionMember, 'role'>>;

/**
 * Who may read and change what: the one place with the rules. A member only ever reads and changes
 * their own profile, billing data, carts with their profile, and reservations. Each rule throws 401
 * when a member is needed and there is none, 403 when the thing belongs to someone else.
 */
const needMember = (member: Actor | undefined, message = 'Log in first'): Actor => {
  if (!member) throw AppError.unauthorized(message);
  return member;
};

export const policies = {
  /** A cart with a profile is that member's (admins may help); an anonymous cart is its key holder's. */
  cart(member: Actor | undefined, cart: { profile_id: number | null }): void {
    if (cart.profile_id === null) return;
    const who = needMember(member, 'This cart belongs to a member: log in');
    if (who.profileId !== cart.profile_id && who.role !== 'admin') {
      throw AppError.forbidden('This cart belongs to another member');
    }
  },

  /** Billing addresses are their member's own. */
  billing(member: Actor | undefined, row: { profile_id: number }): void {
    if (needMember(member).profileId !== row.profile_id) {
      throw AppError.forbidden('This billing address belongs to another member');
    }
  },

  /** Reservations are their booker's (admins see all). */
  reservation(member: Actor | undefined, reservation: { profile_id: number | null }): void {
    const who = needMember(member);
    if (who.profileId !== reservation.profile_id && who.role !== 'admin') {
      throw AppError.forbidden('This reservation belongs to another member');
    }
  },

  /** A member books and bills only for their own company. */
  async company(db: Kysely<DB>, member: Actor | undefined, companyId: number): Promise<void> {
    const who = needMember(member, 'Log in to book for a company');
    const profile = await db
      .selectFrom('profiles')
      .select('company_id')
      .where('id', '=', who.profileId)
      .executeTakeFirst();
    if (profile?.company_id !== companyId) throw AppError.forbidden('You can only book for your own company');
  },
};
