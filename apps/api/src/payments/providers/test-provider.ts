import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type TestProviderPaymentRow, testProviderQueries } from '../payments.queries.ts';
import { type PaymentProvider, type ProviderPayment, RefundRefused } from './provider.ts';

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
    /** As Mollie: a known key answers its refund again; only a paid payment, never more than is left. */
    async createRefund(input) {
      const known = await testProviderQueries.refundByKey(deps.db, input.idempotencyKey);
      if (known) return { id: known.id, status: 'sent' };
      const payment = await testProviderQueries.byId(deps.db, input.paymentId);
      if (payment?.status !== 'paid') {
        throw new RefundRefused(`The payment ${input.paymentId} is not paid`);
      }
      const left = payment.amount_cents - (await testProviderQueries.refundedCents(deps.db, payment.id));
      if (input.amountCents <= 0 || input.amountCents > left) {
        throw new RefundRefused(`The amount is higher than the ${left} cents left to refund`);
      }
      const id = `re_${randomBytes(12).toString('hex')}`;
      await testProviderQueries.insertRefund(deps.db, {
        id,
        payment_id: payment.id,
        amount_cents: input.amountCents,
        description: input.description,
        idempotency_key: input.idempotencyKey,
        created_at: deps.now().toISOString(),
      });
      return { id, status: 'sent' };
    },
  };
}
