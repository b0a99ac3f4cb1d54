import { creditApi, paymentApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { payInvoice, payManagedReservation, payReservation } from './commands/create-payment.ts';
import { handleProviderNotice } from './commands/handle-notice.ts';
import { orderCredits } from './commands/order-credits.ts';
import type { PaymentDeps } from './commands/payment-deps.ts';
import { startPayment } from './commands/start-payment.ts';
import { acceptFormBodies } from './form-body.ts';
import { readPayment, readReservationPayments } from './payment.reads.ts';
import { providersOf } from './providers/index.ts';

/** Payments of reservations and invoices, their start at the provider, the provider's webhook, credit orders. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  const providers = providersOf(app);
  const deps = (): PaymentDeps => ({ db: app.db, now: app.now(), providers, publicUrl: app.publicUrl });

  route(app, paymentApi.get, ({ params }) => readPayment(app.db, params.id));
  route(app, paymentApi.start, ({ params, query }) => startPayment(deps(), params.id, query.language));
  route(app, paymentApi.forReservation, ({ actor, params, body }) =>
    payReservation(deps(), actor, params.id, body),
  );
  route(app, paymentApi.forManagedReservation, ({ params, query, body }) =>
    payManagedReservation(deps(), app.quoteSecret, params.id, query.token, body),
  );
  route(app, paymentApi.forInvoice, ({ actor, params, body }) => payInvoice(deps(), actor, params.id, body));
  route(app, paymentApi.ofReservation, ({ actor, params }) =>
    readReservationPayments(app.db, actor, params.id),
  );
  route(app, paymentApi.webhook, ({ params, body }) =>
    handleProviderNotice(deps(), params.provider, body.id),
  );
  route(app, creditApi.order, ({ actor, body }) => orderCredits(deps(), actor, body));
};
