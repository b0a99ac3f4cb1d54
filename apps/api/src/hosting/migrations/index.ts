import type { Migration } from 'kysely';
import * as amenitiesAndInvites from './20261126T0700-amenities-and-invites.ts';

/** The host area's migrations. */
export const hostingMigrations: Record<string, Migration> = {
  '20261126T0700-amenities-and-invites': amenitiesAndInvites,
};
