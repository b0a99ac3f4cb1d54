import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * - `cart_contacts`: the people of a booking while it is a cart (booker, contact during the event,
 *   trainer, speaker, host, invoice), copied to `reservation_contacts` on finalize. An anonymous
 *   visitor books with these and the cart's invoice address alone.
 * - `outbox`: every mail is written here first, in the transaction that causes it; a sender
 *   delivers it later (SMTP when configured) and records the attempt.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'cart_contacts')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('receive_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndexes(db, 'cart_contacts', [['cart_id']]);

  await tableWithId(db, 'outbox')
    .addColumn('kind', 'text', (c) => c.notNull()) // e.g. reservation-confirmation
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text')
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]')) // JSON [{filename, contentType, content}]
    .addColumn('reservation_id', 'integer')
    .addColumn('profile_id', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued')) // queued | sent | failed
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await addIndexes(db, 'outbox', [['status', 'created_at'], ['reservation_id']]);
}
