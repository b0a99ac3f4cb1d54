import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { eventEvents } from '../events.events.ts';
import { eventQueries } from '../events.queries.ts';
import { organizerEventDeletedMail } from '../mails/event-organizer-mails.ts';

/** The organizers of a deleted event (but the one who deleted it) who receive e-mail hear it. */
const deletedOrganizersMail = subscribe(
  eventEvents.deleted,
  'events.deleted-organizers-mail',
  async (trx: Kysely<DB>, event, ctx) => {
    const row = await eventQueries.byIdWithDeleted(trx, event.subjectId);
    if (!row) return;
    for (const o of await eventQueries.organizersOf(trx, row.id)) {
      if (o.receive_email !== 1 || (o.profile_id !== null && o.profile_id === event.payload.ByProfileId))
        continue;
      const member = o.profile_id === null ? undefined : await eventQueries.profile(trx, o.profile_id);
      await enqueueMail(
        trx,
        organizerEventDeletedMail(
          {
            languageId: member?.language_id ?? row.language_id,
            profileId: o.profile_id,
            email: o.email,
            name: o.full_name,
          },
          { eventName: event.payload.Name },
        ),
        ctx.now,
      );
    }
  },
);

/**
 * The organizer side's mails on an event's changes (owned by the event part): co-organizers hear
 * that an event was deleted. Participants are mailed by the registrations part (registration-mails.ts).
 */
export const EVENT_MAIL_SUBSCRIBERS: readonly Subscriber[] = [deletedOrganizersMail];
