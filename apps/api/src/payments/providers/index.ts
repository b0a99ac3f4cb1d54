import type { FastifyInstance } from 'fastify';
import { mollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { testProvider } from './test-provider.ts';

/** The providers of one app: the test provider always, Mollie when configured; new payments use `current`. */
export interface Providers {
  current: PaymentProvider;
  byName(name: string): PaymentProvider | undefined;
}

export function providersOf(app: FastifyInstance): Providers {
  const test = testProvider({ db: app.db, now: app.now, publicUrl: () => app.publicUrl });
  const mollie = app.mollie ? mollieProvider(app.mollie) : undefined;
  return {
    current: mollie ?? test,
    byName: (name) => (name === 'test' ? test : name === 'mollie' ? mollie : undefined),
  };
}

export type { CreatePaymentInput, PaymentProvider, ProviderPayment } from './provider.ts';
