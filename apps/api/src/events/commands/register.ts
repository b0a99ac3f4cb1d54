import { randomBytes } from 'node:crypto';
import {
  currentPrices,
  ErrorCode,
  EventErrorCode,
  languageIdForLocale,
  localeOfLanguageId,
  MIN_TAGS,
  type Registration,
  type RegistrationInput,
  registrationOpen,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SessionMember } from '../../kernel/access/session.queries.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { createRegistrationPayment } from '../../payments/index.ts';
import { type EventRow, eventRows } from '../event-rows.ts';
import { eventEvents } from '../events.events.ts';
import { priceFacts, registrationView } from '../registration.presenter.ts';
import { type RegistrationDeps, registrationFacts, todayOf } from '../registration-deps.ts';
import { registrationQueries } from '../registrations.queries.ts';

/** A registration's key: the ticket code and the visitor's capability (24 url-safe characters). */
export const newRegistrationKey = () => randomBytes(18).toString('base64url');

const duplicate = () =>
  new AppError(409, 'This e-mail address is registered for this event already', [
    { Field: 'Email', Code: EventErrorCode.DuplicateSignup },
  ]);

/** Whether a database error is a unique constraint's (SQLite or PostgreSQL). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** "Ticket <event>" in the registrant's language (the payment's description). */
const describe = (languageId: number, e: EventRow) =>
  `${localeOfLanguageId(languageId) === 'nl' ? 'Ticket voor' : 'Ticket for'} ${e.name}`.slice(0, 250);

/**
 * `POST /v1/Event/registration`: a member (names and e-mail from the profile) or a visitor (first
 * and last name and e-mail required); the terms agreed and at least 3 distinct tags, all field
 * errors at once (400). 404 for an unknown or draft event; 409 `registration_closed` unless the
 * domain's `registrationOpen`. Under the event's row lock: the same address active already is 409
 * `duplicate_signup` (the unique (event, active e-mail) index backs it up); a full event puts the
 * registration on the waiting list; otherwise a free event confirms it and a paid one holds the
 * place as pending with an open payment (today's price in the chosen currency). Writes
 * `event.registration-created` (mails).
 */
export async function register(
  deps: RegistrationDeps,
  member: SessionMember | undefined,
  body: RegistrationInput,
): Promise<Registration> {
  const { db, now } = deps;
  const event = await eventRows.byId(db, body.EventId);
  if (!event || event.status === 'draft') throw AppError.notFound('Event not found');
  const today = todayOf(now);

  const problems: FieldError[] = [];
  let person: { first: string; last: string; email: string; languageId: number };
  if (member) {
    const p = await registrationQueries.profile(db, member.profileId);
    if (!p) throw AppError.unauthorized('The profileToken is unknown or expired');
    person = {
      first: p.first_name,
      last: p.last_name,
      email: p.email.trim().toLowerCase(),
      languageId: body.Language ? languageIdForLocale(body.Language) : p.language_id,
    };
  } else {
    for (const field of ['FirstName', 'LastName', 'Email'] as const) {
      if (!body[field])
        problems.push({ Field: field, Code: ErrorCode.Required, Message: `${field} is required` });
    }
    person = {
      first: body.FirstName ?? '',
      last: body.LastName ?? '',
      email: body.Email ?? '',
      languageId: languageIdForLocale(body.Language ?? localeOfLanguageId(event.language_id)),
    };
  }
  if (!body.HasAgreedToTerms)
    problems.push({ Field: 'HasAgreedToTerms', Code: EventErrorCode.TermsNotAgreed });
  const tags = [...new Set(body.Tags.map((t) => t.trim()).filter(Boolean))];
  if (new Set(tags.map((t) => t.toLowerCase())).size < MIN_TAGS)
    problems.push({ Field: 'Tags', Code: EventErrorCode.TooFewTags });

  const offered = currentPrices(priceFacts(await registrationQueries.prices(db, event.id)), today);
  const price = body.Currency ? offered.find((p) => p.Currency === body.Currency) : offered[0];
  if (body.Currency && offered.length > 0 && !price)
    problems.push({ Field: 'Currency', Code: EventErrorCode.CurrencyNotOffered });
  if (problems.length > 0) throw AppError.badRequest('The registration is not complete', problems);

  if (!registrationOpen(registrationFacts(event), today)) {
    throw new AppError(409, 'Registration for this event is closed', [
      { Field: 'EventId', Code: EventErrorCode.RegistrationClosed },
    ]);
  }

  const nowIso = now.toISOString();
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      // Registrations of one event queue here: each counts the places the previous ones took.
      await lockRow(trx, 'event_listings', { column: 'id', value: event.id });
      const fresh = await eventRows.byId(trx, event.id);
      if (!fresh || !registrationOpen(registrationFacts(fresh), today)) {
        throw new AppError(409, 'Registration for this event is closed', [
          { Field: 'EventId', Code: EventErrorCode.RegistrationClosed },
        ]);
      }
      if (await registrationQueries.activeByEmail(trx, event.id, person.email)) throw duplicate();
      const taken = await registrationQueries.taken(trx, event.id);
      const full = fresh.max_capacity !== null && taken >= fresh.max_capacity;
      const paid = price !== undefined;
      const status = full ? 'waitingList' : paid ? 'pending' : 'confirmed';
      const registrationId = await registrationQueries.insert(trx, {
        key: newRegistrationKey(),
        event_id: event.id,
        profile_id: member?.profileId ?? null,
        first_name: person.first,
        last_name: person.last,
        email: person.email,
        active_email: person.email,
        organization: body.Organization,
        address: body.Address,
        postal_code: body.Postalcode,
        city: body.City,
        country: body.Country,
        tags: JSON.stringify(tags),
        special_interest: body.SpecialInterest,
        language_id: person.languageId,
        status,
        waiting_since: full ? nowIso : null,
        amount_cents: price?.cents ?? 0,
        currency: price?.Currency ?? 'EUR',
        tax_percentage: price?.TaxPercentage ?? 0,
        payment_id: null,
        paid_at: null,
        checked_in_at: null,
        checked_in_by: null,
        cancelled_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      });
      if (status === 'pending' && price) {
        await openPayment(trx, fresh, registrationId, {
          profileId: member?.profileId ?? null,
          cents: price.cents,
          currency: price.Currency,
          languageId: person.languageId,
          now,
        });
      }
      await eventEvents.registered.emit(
        trx,
        {
          subjectId: registrationId,
          actorId: member?.profileId ?? null,
          payload: { EventId: event.id, Status: status },
        },
        now,
      );
      return registrationId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  const row = await registrationQueries.byId(db, id);
  if (!row) throw new Error(`registration ${id} vanished`);
  return registrationView(db, row);
}

/** Creates the open payment of a pending registration and links it (in the caller's transaction). */
export async function openPayment(
  trx: Kysely<DB>,
  event: EventRow,
  registrationId: number,
  p: { profileId: number | null; cents: number; currency: string; languageId: number; now: Date },
): Promise<void> {
  const payment = await createRegistrationPayment(trx, {
    eventId: event.id,
    registrationId,
    profileId: p.profileId,
    amountCents: p.cents,
    currency: p.currency,
    description: describe(p.languageId, event),
    languageId: p.languageId,
    now: p.now,
  });
  await registrationQueries.update(trx, registrationId, { payment_id: payment.id });
}
