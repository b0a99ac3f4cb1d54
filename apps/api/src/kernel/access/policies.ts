import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../errors.ts';
import type { SessionMember } from './session.queries.ts';

/** Who acts: a logged-in member (only the id and role matter here). */
export type Actor = Pick<SessionMember, 'profileId'> & Partial<Pick<SessionMember, 'role'>>;

/**
 * Who may read and change what: the one place with the rules. A member only ever reads and changes
 * their own profile and billing data. Each rule throws 401 when a member is needed and there is
 * none, 403 when the thing belongs to someone else.
 */
const needMember = (member: Actor | undefined, message = 'Log in first'): Actor => {
  if (!member) throw AppError.unauthorized(message);
  return member;
};

export const policies = {
  /** Billing addresses are their member's own. */
  billing(member: Actor | undefined, row: { profile_id: number }): void {
    if (needMember(member).profileId !== row.profile_id) {
      throw AppError.forbidden('This billing address belongs to another member');
    }
  },

  /** Only you change or delete your profile. */
  profile(member: Actor | undefined, profileId: number): void {
    if (needMember(member).profileId !== profileId)
      throw AppError.forbidden('You can only change your own profile');
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
