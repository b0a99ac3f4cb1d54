import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from './access.ts';

// The relations permissions are made of: one function per relation between a member and a thing.
// Group membership, event organizers and tender applicants join here with their areas' tables.

/** The actor is this member (the booker of a reservation, the owner of a profile or address). */
export function isSelf(actor: Actor | undefined, profileId: number | null): boolean {
  return actor !== undefined && profileId !== null && actor.profileId === profileId;
}

/** The actor is an administrator of the platform. */
export function isAdmin(actor: Actor | undefined): boolean {
  return actor?.role === 'admin';
}

/** The actor is one of the location's active managers (its host). */
export async function managesLocation(
  db: Kysely<DB>,
  actor: Actor | undefined,
  locationId: number,
): Promise<boolean> {
  if (!actor) return false;
  const row = await db
    .selectFrom('location_managers')
    .select('profile_id')
    .where('location_id', '=', locationId)
    .where('profile_id', '=', actor.profileId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
