import type { PaymentType } from '@meetspace/domain';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type {
  CreditOrdersTable,
  PaymentAttemptsTable,
  PaymentRefundsTable,
  PaymentStatusColumn,
  PaymentsTable,
  RefundStatusColumn,
  TestProviderPaymentsTable,
  TestProviderRefundsTable,
} from './payments.schema.ts';

export type PaymentRow = Selectable<PaymentsTable>;
export type AttemptRow = Selectable<PaymentAttemptsTable>;
export type CreditOrderRow = Selectable<CreditOrdersTable>;
export type TestProviderPaymentRow = Selectable<TestProviderPaymentsTable>;
export type RefundRow = Selectable<PaymentRefundsTable>;
export type TestProviderRefundRow = Selectable<TestProviderRefundsTable>;

/** The payments area's SQL: payments, their attempts, credit orders and the test provider's store. */
export const paymentQueries = {
  byKey: (db: Kysely<DB>, key: string): Promise<PaymentRow | undefined> =>
    db.selectFrom('payments').selectAll().where('key', '=', key).executeTakeFirst(),

  byId: (db: Kysely<DB>, id: number): Promise<PaymentRow | undefined> =>
    db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),

  ofReservation: (db: Kysely<DB>, reservationId: number): Promise<PaymentRow[]> =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .orderBy('id', 'desc')
      .execute(),

  async insert(db: Kysely<DB>, values: Insertable<PaymentsTable>): Promise<number> {
    const { id } = await db.insertInto('payments').values(values).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  update: async (db: Kysely<DB>, id: number, changes: Updateable<PaymentsTable>): Promise<void> => {
    await db.updateTable('payments').set(changes).where('id', '=', id).execute();
  },

  async insertAttempt(db: Kysely<DB>, values: Insertable<PaymentAttemptsTable>): Promise<number> {
    const { id } = await db
      .insertInto('payment_attempts')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  attemptAt: (db: Kysely<DB>, provider: string, providerPaymentId: string): Promise<AttemptRow | undefined> =>
    db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_payment_id', '=', providerPaymentId)
      .executeTakeFirst(),

  attemptById: (db: Kysely<DB>, id: number): Promise<AttemptRow | undefined> =>
    db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst(),

  attemptsOf: (db: Kysely<DB>, paymentId: number): Promise<AttemptRow[]> =>
    db.selectFrom('payment_attempts').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute(),

  setAttemptStatus: async (
    db: Kysely<DB>,
    id: number,
    status: PaymentStatusColumn,
    at: string,
  ): Promise<void> => {
    await db.updateTable('payment_attempts').set({ status, updated_at: at }).where('id', '=', id).execute();
  },

  /** How many attempts of each payment were paid (more than one: paid twice). */
  async paidAttemptCounts(db: Kysely<DB>, paymentIds: number[]): Promise<Map<number, number>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('payment_attempts')
      .select(['payment_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('payment_id', 'in', paymentIds)
      .where('status', '=', 'paid')
      .groupBy('payment_id')
      .execute();
    return new Map(rows.map((r) => [r.payment_id, Number(r.n)]));
  },

  locationName: async (db: Kysely<DB>, locationId: number): Promise<string | null> =>
    (await db.selectFrom('locations').select('name').where('id', '=', locationId).executeTakeFirst())?.name ??
    null,

  profileLanguage: async (db: Kysely<DB>, profileId: number): Promise<number | undefined> =>
    (await db.selectFrom('profiles').select('language_id').where('id', '=', profileId).executeTakeFirst())
      ?.language_id,

  async insertCreditOrder(db: Kysely<DB>, values: Insertable<CreditOrdersTable>): Promise<number> {
    const { id } = await db
      .insertInto('credit_orders')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  creditOrder: (db: Kysely<DB>, id: number): Promise<CreditOrderRow | undefined> =>
    db.selectFrom('credit_orders').selectAll().where('id', '=', id).executeTakeFirst(),

  creditOrderPaid: async (db: Kysely<DB>, id: number): Promise<void> => {
    await db.updateTable('credit_orders').set({ status: 'paid' }).where('id', '=', id).execute();
  },

  /** A reservation's paid payments of one type (online, credits), newest first. */
  paidOfType: (db: Kysely<DB>, reservationId: number, type: PaymentType): Promise<PaymentRow[]> =>
    db
      .selectFrom('payments')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .where('payment_type', '=', type)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .execute(),
};

/** Refunds of online payments: asked for in a transaction, sent by the refund job. */
export const refundQueries = {
  ofPayment: (db: Kysely<DB>, paymentId: number): Promise<RefundRow[]> =>
    db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).orderBy('id').execute(),

  /** What was asked back of each payment (failed refunds not counted), in cents. */
  async refundedCents(db: Kysely<DB>, paymentIds: number[]): Promise<Map<number, number>> {
    if (paymentIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('payment_refunds')
      .select(['payment_id', (eb) => eb.fn.sum<number | string>('amount_cents').as('cents')])
      .where('payment_id', 'in', paymentIds)
      .where('status', '!=', 'failed')
      .groupBy('payment_id')
      .execute();
    return new Map(rows.map((r) => [r.payment_id, Number(r.cents)]));
  },

  ofRequest: (db: Kysely<DB>, requestKey: string): Promise<RefundRow[]> =>
    db.selectFrom('payment_refunds').selectAll().where('request_key', '=', requestKey).execute(),

  insert: async (db: Kysely<DB>, values: Insertable<PaymentRefundsTable>): Promise<void> => {
    await db.insertInto('payment_refunds').values(values).execute();
  },

  /** Refunds to send: pending ones, and ones claimed before `staleBefore` whose sender stopped. */
  due: (db: Kysely<DB>, staleBefore: string, limit: number): Promise<RefundRow[]> =>
    db
      .selectFrom('payment_refunds')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', 'pending'),
          eb.and([eb('status', '=', 'sending'), eb('updated_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute(),

  /** Claims a refund as it was read (status and time unchanged since): false when another sender has it. */
  async claim(db: Kysely<DB>, r: RefundRow, at: string): Promise<boolean> {
    const result = await db
      .updateTable('payment_refunds')
      .set({ status: 'sending', tries: r.tries + 1, updated_at: at })
      .where('id', '=', r.id)
      .where('status', '=', r.status)
      .where('updated_at', '=', r.updated_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  settle: async (
    db: Kysely<DB>,
    id: number,
    changes: {
      status: RefundStatusColumn;
      provider_refund_id?: string;
      last_error?: string | null;
      sent_at?: string;
    },
    at: string,
  ): Promise<void> => {
    await db
      .updateTable('payment_refunds')
      .set({ ...changes, updated_at: at })
      .where('id', '=', id)
      .execute();
  },
};

/** The embedded test provider's own store (what Mollie keeps on its side). */
export const testProviderQueries = {
  insert: async (db: Kysely<DB>, values: Insertable<TestProviderPaymentsTable>): Promise<void> => {
    await db.insertInto('test_provider_payments').values(values).execute();
  },
  byId: (db: Kysely<DB>, id: string): Promise<TestProviderPaymentRow | undefined> =>
    db.selectFrom('test_provider_payments').selectAll().where('id', '=', id).executeTakeFirst(),
  refundByKey: (db: Kysely<DB>, key: string): Promise<TestProviderRefundRow | undefined> =>
    db.selectFrom('test_provider_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
  async refundedCents(db: Kysely<DB>, paymentId: string): Promise<number> {
    const row = await db
      .selectFrom('test_provider_refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('cents'))
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    return Number(row?.cents ?? 0);
  },
  insertRefund: async (db: Kysely<DB>, values: Insertable<TestProviderRefundsTable>): Promise<void> => {
    await db.insertInto('test_provider_refunds').values(values).execute();
  },
  /** Settles an open payment (only an open one changes); returns whether it did. */
  async settle(db: Kysely<DB>, id: string, status: PaymentStatusColumn, at: string): Promise<boolean> {
    const result = await db
      .updateTable('test_provider_payments')
      .set({ status, paid_at: status === 'paid' ? at : null })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
