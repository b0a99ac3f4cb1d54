import { localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { lockRow } from '../../kernel/locks.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { paymentEvents, requestRefund, voidPayment } from '../../payments/index.ts';
import { cancelRegistration } from '../commands/unregister.ts';
import type { EventRow } from '../event-rows.ts';
import { eventEvents } from '../events.events.ts';
import { participantMovedMail } from '../mails/participant-mails.ts';
import {
  organizerNewRegistrationMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  registrationPendingMail,
  registrationPromotedMail,
  registrationWaitingMail,
} from '../mails/registration-mails.ts';
import type { Participant } from '../mails/registration-text.ts';
import { type RegistrationRow, registrationQueries } from '../registrations.queries.ts';
import { fillFreedPlaces } from '../waiting-list.ts';

/** The event of a registration, deleted or not (a deleted event's participants are still mailed). */
const anyEvent = (db: Kysely<DB>, id: number): Promise<EventRow | undefined> =>
  db.selectFrom('event_listings').selectAll().where('id', '=', id).executeTakeFirst();

const participant = (r: RegistrationRow): Participant => ({ locale: localeOfLanguageId(r.language_id), r });

/** The open payment's key of a registration, or null. */
async function openPaymentKey(db: Kysely<DB>, r: RegistrationRow): Promise<string | null> {
  if (r.payment_id === null) return null;
  const p = await db
    .selectFrom('payments')
    .select(['key', 'status', 'void_at'])
    .where('id', '=', r.payment_id)
    .executeTakeFirst();
  return p && p.status !== 'paid' && p.void_at === null ? p.key : null;
}

/** The when/where fields whose change the participants hear about. */
const MOVING_FIELDS = new Set([
  'StartDate',
  'StartMinutes',
  'EndDate',
  'EndMinutes',
  'LocationId',
  'LocationName',
  'Address',
  'City',
  'IsOnline',
]);

/** A new registration: the participant hears by its status; organizers with `receive_email` too. */
const registeredMail = subscribe(
  eventEvents.registered,
  'events.registration-mail',
  async (trx, event, ctx) => {
    const r = await registrationQueries.byId(trx, event.subjectId);
    const e = r && (await anyEvent(trx, r.event_id));
    if (!r || !e) return;
    const to = participant(r);
    if (r.status === 'confirmed')
      await enqueueMail(trx, registrationConfirmedMail(to, e, ctx.publicUrl), ctx.now);
    else if (r.status === 'waitingList')
      await enqueueMail(trx, registrationWaitingMail(to, e, ctx.publicUrl), ctx.now);
    else if (r.status === 'pending') {
      const key = await openPaymentKey(trx, r);
      if (key) await enqueueMail(trx, registrationPendingMail(to, e, key, ctx.publicUrl), ctx.now);
    }
    const who = `${r.first_name} ${r.last_name}`.trim() || r.email;
    for (const o of await registrationQueries.mailedOrganizers(trx, e.id)) {
      await enqueueMail(
        trx,
        organizerNewRegistrationMail(
          {
            locale: localeOfLanguageId(o.language_id ?? e.language_id),
            email: o.email,
            name: o.full_name,
            profileId: o.profile_id,
          },
          e,
          who,
          event.payload.Status,
          ctx.publicUrl,
        ),
        ctx.now,
      );
    }
  },
);

/** Moved up from the waiting list: "a place is yours" (with the pay link when paid). */
const promotedMail = subscribe(
  eventEvents.promoted,
  'events.registration-promoted-mail',
  async (trx, event, ctx) => {
    const r = await registrationQueries.byId(trx, event.subjectId);
    const e = r && (await anyEvent(trx, r.event_id));
    if (!r || !e || r.status === 'cancelled') return;
    await enqueueMail(
      trx,
      registrationPromotedMail(participant(r), e, await openPaymentKey(trx, r), ctx.publicUrl),
      ctx.now,
    );
  },
);

/** Cancelled by the participant or an organizer, or unpaid past the hold: the participant hears (a deleted event mails itself). */
const cancelledMail = subscribe(
  eventEvents.unregistered,
  'events.registration-cancelled-mail',
  async (trx, event, ctx) => {
    if (event.payload.By === 'event-deleted') return;
    const r = await registrationQueries.byId(trx, event.subjectId);
    const e = r && (await anyEvent(trx, r.event_id));
    if (!r || !e) return;
    const why = event.payload.By === 'expired' ? 'expired' : 'cancelled';
    await enqueueMail(trx, registrationCancelledMail(participant(r), e, why), ctx.now);
  },
);

/**
 * A registration's payment was paid: a pending registration is confirmed (paid_at set) and mailed
 * its ticket. A payment paid after its registration was cancelled (a checkout finished after the
 * hold ran out, or after the participant cancelled) goes back in full.
 */
const paidConfirms = subscribe(paymentEvents.paid, 'events.registration-paid', async (trx, event, ctx) => {
  const id = event.payload.EventRegistrationId;
  if (id === null) return;
  const before = await registrationQueries.byId(trx, id);
  if (!before) return;
  await lockRow(trx, 'event_listings', { column: 'id', value: before.event_id });
  const r = await registrationQueries.byId(trx, id);
  if (!r || r.payment_id !== event.subjectId) return;
  const at = ctx.now.toISOString();
  if (r.status !== 'pending') {
    // Paid late (cancelled meanwhile): the place is not given back, the money is.
    if (r.paid_at === null) await registrationQueries.update(trx, r.id, { paid_at: at, updated_at: at });
    await requestRefund(
      trx,
      {
        paymentId: event.subjectId,
        reason: 'paid-after-cancel',
        key: `paid-after-cancel:${event.subjectId}`,
      },
      ctx.now,
    );
    return;
  }
  await registrationQueries.update(trx, r.id, { status: 'confirmed', paid_at: at, updated_at: at });
  const e = await anyEvent(trx, r.event_id);
  if (!e) return;
  await enqueueMail(
    trx,
    registrationConfirmedMail(
      participant({ ...r, status: 'confirmed', paid_at: at }),
      e,
      ctx.publicUrl,
      true,
    ),
    ctx.now,
  );
});

/**
 * The event changed: a new date, time or place mails every active participant "moved from … to …"
 * with their ticket (one click cancels there); a capacity that grew (or no longer limits) fills the
 * freed places from the waiting list.
 */
const updatedMails = subscribe(
  eventEvents.updated,
  'events.updated-participants',
  async (trx, event, ctx) => {
    const { Changed, Before, MaxCapacityBefore } = event.payload;
    const e = await anyEvent(trx, event.subjectId);
    if (!e || e.deleted_at !== null) return;
    if (Changed.some((f) => MOVING_FIELDS.has(f))) {
      for (const r of await registrationQueries.ofEvent(trx, e.id, ['confirmed', 'pending', 'waitingList'])) {
        await enqueueMail(trx, participantMovedMail(participant(r), e, Before, ctx.publicUrl), ctx.now);
      }
    }
    const grew =
      Changed.includes('MaxCapacity') &&
      MaxCapacityBefore !== null &&
      (e.max_capacity === null || e.max_capacity > MaxCapacityBefore);
    if (grew) {
      await lockRow(trx, 'event_listings', { column: 'id', value: e.id });
      await fillFreedPlaces(trx, e.id, ctx.now);
    }
  },
);

/**
 * The event was deleted: every active registration is cancelled (open payments voided, paid ones
 * refunded in full) and mailed.
 */
const deletedCancels = subscribe(
  eventEvents.deleted,
  'events.deleted-registrations',
  async (trx, event, ctx) => {
    await lockRow(trx, 'event_listings', { column: 'id', value: event.subjectId });
    const e = await anyEvent(trx, event.subjectId);
    if (!e) return;
    for (const r of await registrationQueries.ofEvent(trx, e.id, ['confirmed', 'pending', 'waitingList'])) {
      await cancelRegistration(
        trx,
        r,
        { actorId: event.payload.ByProfileId, by: 'event-deleted', fill: false },
        ctx.now,
      );
      if (r.payment_id !== null && r.paid_at !== null) {
        await requestRefund(
          trx,
          { paymentId: r.payment_id, reason: 'event-deleted', key: `event-deleted:${r.payment_id}` },
          ctx.now,
        );
      }
      // The cancellation's own mail waits for the next dispatch; the participant hears now.
      await enqueueMail(trx, registrationCancelledMail(participant(r), e, 'deleted'), ctx.now);
    }
    // Open payments made outside a registration's link (none today) would be voided here too.
    const open = await trx
      .selectFrom('payments')
      .select('id')
      .where('event_id', '=', e.id)
      .where('void_at', 'is', null)
      .where('status', '!=', 'paid')
      .execute();
    for (const p of open) await voidPayment(trx, p.id, ctx.now);
  },
);

/** Mails on registrations, the waiting list, payments paid, event changes and deletion. */
export const REGISTRATION_SUBSCRIBERS: readonly Subscriber[] = [
  registeredMail,
  promotedMail,
  cancelledMail,
  paidConfirms,
  updatedMails,
  deletedCancels,
];
