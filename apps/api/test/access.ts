import type { TestApp } from './app.ts';
import { memberHeaders } from './booking.ts';

/** The callers of a table-driven access test: the thing's owner, a host, another member, a visitor, an admin. */
export const CALLERS = ['owner', 'host', 'other', 'anonymous', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** The usual answer of a member's own thing: theirs and an admin's, 403 for others, 401 without a login. */
export const OWNER_OR_ADMIN: Record<Caller, number> = {
  owner: 200,
  host: 403,
  other: 403,
  anonymous: 401,
  admin: 200,
};

/**
 * The headers of each caller (sessions issued at `now`): the owner is booker@example.com, the host
 * host@example.com, the admin admin@example.com, the other member the first other demo member.
 */
export async function callerHeaders(t: TestApp, now: Date): Promise<Record<Caller, Record<string, string>>> {
  const other = await t.database.db
    .selectFrom('profiles')
    .select('email')
    .where('role', '=', 'member')
    .where('email', 'not in', ['booker@example.com', 'host@example.com', 'admin@example.com'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    owner: await memberHeaders(t, 'booker@example.com', now),
    host: await memberHeaders(t, 'host@example.com', now),
    other: await memberHeaders(t, other.email, now),
    anonymous: {},
    admin: await memberHeaders(t, 'admin@example.com', now),
  };
}
