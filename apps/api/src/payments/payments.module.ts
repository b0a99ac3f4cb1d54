import { defineArea } from '../kernel/area.ts';
import { paymentRoutes } from './payments.routes.ts';
import { refundCreditsOnCancel } from './subscribers/refund-credits-on-cancel.ts';
import { testProviderRoutes } from './test-provider.routes.ts';

/** The payments area: payments and their provider attempts, the webhook, the test provider's checkout, credit orders. */
export const paymentsArea = defineArea({
  name: 'payments',
  routes: paymentRoutes,
  rootRoutes: testProviderRoutes,
  subscribers: [refundCreditsOnCancel],
});
