import {
  centsToEuros,
  localeOfLanguageId,
  type Participant,
  type Registration,
  type RegistrationStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { tagsOf } from './event.presenter.ts';
import { type RegistrationRow, registrationQueries } from './registrations.queries.ts';

/** What a registration's view needs besides its row. */
export interface RegistrationExtras {
  waitingListPosition: number | null;
  /** The open payment's key of a pending registration, else null. */
  paymentKey: string | null;
}

/** A registration as its participant sees it. */
export function presentRegistration(r: RegistrationRow, x: RegistrationExtras): Registration {
  return {
    Id: r.id,
    EventId: r.event_id,
    Key: r.key,
    Status: r.status as RegistrationStatus,
    WaitingListPosition: x.waitingListPosition,
    FirstName: r.first_name,
    LastName: r.last_name,
    Email: r.email,
    Organization: r.organization,
    Amount: centsToEuros(r.amount_cents),
    Currency: r.currency,
    PaymentKey: r.status === 'pending' ? x.paymentKey : null,
    PaidAt: r.paid_at,
    CheckedInAt: r.checked_in_at,
    CreatedAt: r.created_at,
  };
}

/** A registration as the organizers see it. */
export function presentParticipant(r: RegistrationRow, x: RegistrationExtras): Participant {
  return {
    ...presentRegistration(r, x),
    ProfileId: r.profile_id,
    Address: r.address,
    Postalcode: r.postal_code,
    City: r.city,
    Country: r.country,
    Tags: tagsOf(r),
    SpecialInterest: r.special_interest,
    Language: localeOfLanguageId(r.language_id),
    CancelledAt: r.cancelled_at,
  };
}

/** The open payment keys of registrations (by payment id). */
export async function paymentKeys(
  db: Kysely<DB>,
  rows: readonly RegistrationRow[],
): Promise<Map<number, string>> {
  const ids = rows.flatMap((r) => (r.payment_id === null ? [] : [r.payment_id]));
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom('payments')
    .select(['id', 'key'])
    .where('id', 'in', ids)
    .where('void_at', 'is', null)
    .execute();
  return new Map(found.map((p) => [p.id, p.key]));
}

/** One registration's view, read with its waiting position and payment key. */
export async function registrationView(db: Kysely<DB>, r: RegistrationRow): Promise<Registration> {
  const keys = await paymentKeys(db, [r]);
  return presentRegistration(r, {
    waitingListPosition: await registrationQueries.waitingPosition(db, r),
    paymentKey: r.payment_id === null ? null : (keys.get(r.payment_id) ?? null),
  });
}
