import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { definePermission } from '../kernel/access/access.ts';
import { isAdmin } from '../kernel/access/relations.ts';
import { adminQueries } from './admin.queries.ts';

const messages = {
  unauthorized: 'Log in as an administrator',
  forbidden: 'Only administrators may use the administration',
};

/** Who may use the administration: administrators only (401 for a visitor, 403 for any other member). */
export const adminAccess = {
  /** The lists (locations of every status, members): nothing to load, the relation decides. */
  console: definePermission<true, null>({
    name: 'admin.console',
    member: 'always',
    load: async () => true,
    allow: (actor) => isAdmin(actor),
    messages: { ...messages, notFound: 'Not found' },
  }),
  /** One location of any status: read it, approve, reject, suspend or reinstate it. */
  location: definePermission<NonNullable<Awaited<ReturnType<typeof adminQueries.statusOf>>>>({
    name: 'admin.location',
    member: 'always',
    load: (db: Kysely<DB>, id: number) => adminQueries.statusOf(db, id),
    allow: (actor) => isAdmin(actor),
    messages: { ...messages, notFound: 'Location not found' },
  }),
};
