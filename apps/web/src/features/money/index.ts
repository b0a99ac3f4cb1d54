// Eager, unlike the code: the pay and done pages are server-rendered with their payment, and are
// painted before any script runs.
import './styles.css';
import type { Feature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/feature.ts';

/** This feature's i18next namespace (`locales/`, added by `i18n.ts` with its lazily loaded code). */
const NAMESPACE = 'money';

// Loaded when one of its pages is first opened; one component for all of them (`screens.tsx`).
const MoneyArea = lazyScreen(NAMESPACE, () => import('./screens.tsx'));

/**
 * Money: the member's invoices and one invoice, credits and the wallet (members only, by the route
 * table), and the pay and done pages of a payment (anyone with its key).
 */
export const moneyFeature: Feature = {
  name: 'money',
  namespace: NAMESPACE,
  routes: {
    'my-invoices': MoneyArea,
    'my-invoice': MoneyArea,
    'my-credits': MoneyArea,
    'my-wallet': MoneyArea,
    pay: MoneyArea,
    'pay-done': MoneyArea,
  },
};
