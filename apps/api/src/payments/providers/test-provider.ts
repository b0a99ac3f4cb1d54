import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type TestProviderPaymentRow, testProviderQueries } from '../payments.queries.ts';
import type { PaymentProvider, ProviderPayment } from './provider.ts';

/** How long the test provider's checkout stays open (Mollie's is longer; the behaviour is the same). */
export const TEST_PROVIDER_EXPIRY_MS = 15 * 60_000;

/** The checkout page's path of a test provider payment (a root route, outside /api). */
export const testCheckoutPath = (id: string) => `/test-provider/checkout/${id}`;

/** A stored test payment as it stands at `now`: an open one past its expiry is expired. */
export function testPaymentNow(row: TestProviderPaymentRow, now: Date): ProviderPayment {
  const expired = row.status === 'open' && Date.parse(row.expires_at) <= now.getTime();
  return { id: row.id, status: expired ? 'expired' : row.status, amountCents: row.amount_cents };
}

/**
 * The embedded test provider (the default): it keeps its payments in `test_provider_payments`, and
 * its checkout page (served by this app) lets the payer choose the outcome, then notifies the same
 * webhook as Mollie would and sends the payer to the redirect URL.
 */
/** `publicUrl` is read at each payment: a server learns its own address only once it listens. */
export function testProvider(deps: {
  db: Kysely<DB>;
  now: () => Date;
  publicUrl: () => string;
}): PaymentProvider {
  return {
    name: 'test',
    async createPayment(input) {
      const id = `tp_${randomBytes(12).toString('hex')}`;
      const now = deps.now();
      await testProviderQueries.insert(deps.db, {
        id,
        amount_cents: input.amountCents,
        currency_iso: input.currency,
        description: input.description,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        status: 'open',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + TEST_PROVIDER_EXPIRY_MS).toISOString(),
        paid_at: null,
      });
      return {
        id,
        status: 'open',
        amountCents: input.amountCents,
        checkoutUrl: `${deps.publicUrl()}${testCheckoutPath(id)}`,
      };
    },
    async getPayment(id) {
      const row = await testProviderQueries.byId(deps.db, id);
      return row ? testPaymentNow(row, deps.now()) : undefined;
    },
  };
}
