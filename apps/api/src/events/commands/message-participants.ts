import { type EventMessageAudience, localeOfLanguageId } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { eventAccess } from '../events.access.ts';
import { participantMessageMail } from '../mails/participant-mails.ts';
import type { RegistrationDeps } from '../registration-deps.ts';
import { registrationQueries } from '../registrations.queries.ts';

/**
 * `POST /v1/event/{id}/message`: the organizers mail the participants (every active one, or one
 * status): one outbox mail each, the message in the frame of the participant's language. Returns
 * how many were mailed.
 */
export async function messageParticipants(
  deps: RegistrationDeps & { publicUrl: string },
  actor: Actor,
  eventId: number,
  body: { Subject: string; Body: string; To: EventMessageAudience },
): Promise<{ Recipients: number }> {
  const { db, now } = deps;
  const event = await requireAccess({ db }, actor, eventAccess.manage, eventId);
  const statuses = body.To === 'all' ? ['confirmed', 'pending', 'waitingList'] : [body.To];
  return db.transaction().execute(async (trx) => {
    const rows = await registrationQueries.ofEvent(trx, eventId, statuses);
    for (const r of rows) {
      await enqueueMail(
        trx,
        participantMessageMail(
          { locale: localeOfLanguageId(r.language_id), r },
          event,
          { subject: body.Subject, body: body.Body },
          deps.publicUrl,
        ),
        now,
      );
    }
    return { Recipients: rows.length };
  });
}
