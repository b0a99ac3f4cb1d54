import type { Kysely } from 'kysely';

/**
 * Who selected a cart: the SHA-256 of the client's identity (the logged-in member, else the
 * browser's `ms_client` cookie). A repeated select of the same quote returns the cart only to that
 * client, and choosing another quote releases only that client's earlier hold.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('client_id_hash', 'text').execute();
}
