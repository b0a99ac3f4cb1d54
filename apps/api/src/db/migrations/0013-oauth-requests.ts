import type { Kysely } from 'kysely';
import { tableWithId } from './helpers.ts';

/**
 * Social logins under way: what the provider's answer is checked against (state, PKCE verifier,
 * nonce) and where the client wants to go afterwards. Used once, valid 15 minutes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'oauth_requests')
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('machine_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}
