import { LOCK_HOURS, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type PeriodicJob, startPeriodicJob } from '../../kernel/jobs/periodic-job.ts';
import { invoiceQueries } from '../invoice.queries.ts';
import { issueReservationInvoice } from '../invoice-writer.ts';

/**
 * The invoice run: issues the drafts of reservations (not cancelled) that start within 24 hours or
 * have started (they are locked by time anyway), each in its own transaction (a failure leaves the
 * others issued and is tried again by the next run). Returns how many were issued.
 */
export async function runInvoiceRun(
  db: Kysely<DB>,
  now: Date,
  log?: { warn(obj: object, msg: string): void },
): Promise<number> {
  const before = new Date(now.getTime() + LOCK_HOURS * 3_600_000).toISOString();
  const due = await invoiceQueries.draftsStartingBefore(db, before, ReservationStatus.Cancelled);
  let issued = 0;
  for (const reservationId of due) {
    try {
      await db.transaction().execute((trx) => issueReservationInvoice(trx, reservationId, now));
      issued += 1;
    } catch (error) {
      log?.warn({ err: error, reservationId }, 'invoice run: issuing failed');
    }
  }
  return issued;
}

/** Runs the invoice run every `intervalMs` (60 s) until stopped; a run never overlaps the previous one. */
export function startInvoiceRun(
  db: Kysely<DB>,
  now: () => Date,
  log?: { warn(obj: object, msg: string): void },
  intervalMs = 60_000,
): PeriodicJob {
  return startPeriodicJob({ name: 'invoice run', run: () => runInvoiceRun(db, now(), log), intervalMs, log });
}
