import { type Locale, localeOfLanguageId } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { checkoutNotFoundPage, checkoutPage, TEST_OUTCOMES, type TestOutcome } from './checkout-page.ts';
import { acceptFormBodies } from './form-body.ts';
import { paymentQueries, type TestProviderPaymentRow, testProviderQueries } from './payments.queries.ts';
import { testPaymentNow } from './providers/test-provider.ts';

/**
 * The embedded test provider's checkout page (outside /api, like a provider's own site):
 * `GET /test-provider/checkout/:id` shows the payment and a form to choose its outcome (in the
 * payment's language); `POST /test-provider/checkout/:id` (field `outcome`: paid, failed, canceled or
 * expired) settles it at the provider, notifies the app's webhook as Mollie would (only the id) and
 * sends the payer to the payment's redirect URL (303). A payment past its 15 minutes is expired.
 */
export const testProviderRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);

  const localeOf = async (id: string): Promise<Locale> => {
    const attempt = await paymentQueries.attemptAt(app.db, 'test', id);
    const payment = attempt && (await paymentQueries.byId(app.db, attempt.payment_id));
    return localeOfLanguageId(payment ? payment.language_id : 52);
  };
  /** Tells the app's own webhook (the same route Mollie calls) that this payment changed. */
  const notify = (id: string) =>
    app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: { id } });
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const view = (row: TestProviderPaymentRow) => ({
    id: row.id,
    description: row.description,
    amountCents: row.amount_cents,
    currency: row.currency_iso,
    status: testPaymentNow(row, app.now()).status,
    redirectUrl: row.redirect_url,
  });
  /** An open payment past its expiry is settled as expired (and the app told) when next looked at. */
  const expireIfDue = async (row: TestProviderPaymentRow) => {
    if (row.status === 'open' && testPaymentNow(row, app.now()).status === 'expired') {
      if (await testProviderQueries.settle(app.db, row.id, 'expired', app.now().toISOString()))
        await notify(row.id);
    }
  };

  /** The provider's payment by its id (undefined when unknown) and the language to answer in. */
  const checkoutOf = async (id: string) => {
    const locale = await localeOf(id);
    return { locale, row: await testProviderQueries.byId(app.db, id) };
  };

  const params = z.object({ id: z.string().regex(/^tp_[0-9a-f]{24}$/) });

  app.get<{ Params: { id: string } }>(
    '/test-provider/checkout/:id',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const { locale, row } = await checkoutOf(request.params.id);
      if (!row) return html(reply, 404, checkoutNotFoundPage(locale));
      await expireIfDue(row);
      return html(reply, 200, checkoutPage(locale, view(row)));
    },
  );

  app.post<{ Params: { id: string }; Body: { outcome?: unknown } | undefined }>(
    '/test-provider/checkout/:id',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const { locale, row } = await checkoutOf(request.params.id);
      if (!row) return html(reply, 404, checkoutNotFoundPage(locale));
      const outcome = request.body?.outcome;
      if (!TEST_OUTCOMES.includes(outcome as TestOutcome)) {
        return html(reply, 400, checkoutPage(locale, view(row), 'badOutcome'));
      }
      await expireIfDue(row);
      if (await testProviderQueries.settle(app.db, row.id, outcome as TestOutcome, app.now().toISOString())) {
        await notify(row.id);
      }
      return reply.redirect(row.redirect_url, 303);
    },
  );
};
