import { LanguageId, type Locale } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { addHoursIso } from '../../kernel/local-time.ts';
import { lockRow } from '../../kernel/locks.ts';
import { enqueueMail, mailedSince } from '../../kernel/mail/outbox.queries.ts';
import { reservationManageLinkMail } from '../mails/reservation-manage-link.ts';
import { manageLinkExpiry, manageLinkUrl } from '../manage-link.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { bookerOf } from '../reservation.reads.ts';

/** At most one such mail per reservation in this many minutes (a resend is not lost: the link stays valid). */
const RESEND_MINUTES = 5;

/**
 * `POST /v1/reservation/manage/find` ("find my booking"): when the number is a reservation whose
 * booker has this e-mail address and it has not ended, its manage link is mailed to that address
 * (the link carries a secret, so the mail is queued here, in the same transaction). Whether or not
 * anything matched, the answer is the same, so the call tells nobody which numbers or addresses
 * exist; the route throttles it like the other anonymous calls that mail.
 */
export async function sendManageLink(
  deps: { db: Kysely<DB>; now: Date; secret: string; publicUrl: string },
  body: { ReservationId: number; Email: string; LocalePrefix: Locale },
): Promise<{ Sent: true }> {
  await deps.db.transaction().execute(async (trx) => {
    // The reservation's row is held first: parallel asks for one reservation take turns, so the
    // resend check below and the mail it allows are one step (at most one mail per window).
    if (!(await lockRow(trx, 'reservations', { column: 'id', value: body.ReservationId }))) return;
    const r = await reservationQueries.byId(trx, body.ReservationId);
    if (!r) return;
    const contacts = await reservationQueries.contacts(trx, r.id);
    const booker = await bookerOf(trx, { profileId: r.profile_id, contacts });
    if (!booker || booker.email.trim().toLowerCase() !== body.Email.trim().toLowerCase()) return;
    if ((await manageLinkExpiry(trx, r)).getTime() <= deps.now.getTime()) return;
    const since = addHoursIso(deps.now.toISOString(), -RESEND_MINUTES / 60);
    if (await mailedSince(trx, { reservationId: r.id, kind: 'reservation-manage-link', sinceIso: since }))
      return;
    const locale = body.LocalePrefix;
    const manageUrl = manageLinkUrl(deps, r, booker.email, locale);
    await enqueueMail(
      trx,
      reservationManageLinkMail({
        locale,
        languageId: LanguageId[locale],
        reservationId: r.id,
        profileId: r.profile_id,
        bookerName: booker.name,
        bookerEmail: booker.email,
        manageUrl,
      }),
      deps.now,
    );
  });
  return { Sent: true };
}
