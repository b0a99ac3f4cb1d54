import { defineArea } from '../kernel/area.ts';
import { paymentRoutes } from './payments.routes.ts';
import { refundJob } from './refund-job.ts';
import { refundOnCancel } from './subscribers/refund-on-cancel.ts';
import { testProviderRoutes } from './test-provider.routes.ts';

/** The payments area: payments and their provider attempts, the webhook, the test provider's checkout, credit orders, refunds. */
export const paymentsArea = defineArea({
  name: 'payments',
  routes: async (app) => {
    await app.register(paymentRoutes);
    await app.register(refundJob);
  },
  rootRoutes: testProviderRoutes,
  subscribers: [refundOnCancel],
});
