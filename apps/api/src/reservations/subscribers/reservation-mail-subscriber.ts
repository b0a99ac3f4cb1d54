import { localeOfLanguageId, type NotificationRuleKey } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { SubscriberContext } from '../../kernel/events/events.ts';
import { type EventKind, type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { enqueueMail, type Mail } from '../../kernel/mail/outbox.queries.ts';
import { notify } from '../../notifications/index.ts';
import type { MailAddressee } from '../mails/reservation-mail.ts';
import { manageLinkUrl } from '../manage-link.ts';
import { type ReservationRow, reservationQueries } from '../reservation.queries.ts';
import { bookerOf } from '../reservation.reads.ts';

/** What a mail about a reservation is written from: the reservation (read fresh) and whom to write. */
export interface MailContext {
  reservation: ReservationRow;
  to: MailAddressee;
  /** The page where the booker manages this reservation without logging in (its signed link). */
  manageUrl: string;
  /** The moment of the event's handling. */
  now: Date;
}

/** The reservation of an event with whom to write; undefined when there is nobody to write to. */
async function mailContextOf(
  trx: Kysely<DB>,
  reservationId: number,
  ctx: SubscriberContext,
): Promise<MailContext | undefined> {
  const reservation = await reservationQueries.byId(trx, reservationId);
  if (!reservation) return undefined;
  const contacts = await reservationQueries.contacts(trx, reservation.id);
  const booker = await bookerOf(trx, { profileId: reservation.profile_id, contacts });
  if (!booker) return undefined;
  const locale = localeOfLanguageId(reservation.language_id);
  return {
    reservation,
    now: ctx.now,
    manageUrl: manageLinkUrl(ctx, reservation, booker.email, locale),
    to: {
      locale,
      languageId: reservation.language_id,
      reservationId: reservation.id,
      profileId: reservation.profile_id,
      bookerName: booker.name,
      bookerEmail: booker.email,
    },
  };
}

/**
 * A subscriber that writes one mail about the reservation an event is about, to its booker in its
 * language (none when it has no booker to write to); `render` writes it from the event's facts. A
 * member booker is told through their notifications (`notice`: the rule kind decides the inbox entry
 * and whether the mail goes); a guest booker always gets the mail.
 */
export function reservationMailSubscriber<P>(
  kind: EventKind<P>,
  name: string,
  render: (trx: Kysely<DB>, context: MailContext, payload: P) => Mail | Promise<Mail>,
  notice: NotificationRuleKey,
): Subscriber {
  return subscribe(kind, name, async (trx, event, ctx) => {
    const context = await mailContextOf(trx, event.subjectId, ctx);
    if (!context) return;
    const mail = await render(trx, context, event.payload);
    const { reservation } = context;
    if (reservation.profile_id === null) {
      await enqueueMail(trx, mail, ctx.now);
      return;
    }
    const location = await reservationQueries.location(trx, reservation.location_id);
    await notify(
      trx,
      {
        profileId: reservation.profile_id,
        kind: notice,
        data: { title: reservation.name || location.name, location: location.name },
        link: { route: 'my-reservation', params: { id: String(reservation.id) } },
        mail,
      },
      ctx.now,
    );
  });
}
