import { defineArea } from '../kernel/area.ts';
import { creditRoutes } from './credits.routes.ts';

/** The credits area: wallets, the double-entry ledger, transfers and a wallet's history. */
export const creditsArea = defineArea({
  name: 'credits',
  routes: creditRoutes,
});
