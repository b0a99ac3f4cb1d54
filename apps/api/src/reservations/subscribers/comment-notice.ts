import { localeOfLanguageId } from '@meetspace/domain';
import { commentById, commentEvents } from '../../comments/index.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { notify } from '../../notifications/index.ts';
import { reservationCommentMail } from '../mails/reservation-comment.ts';
import { reservationQueries } from '../reservation.queries.ts';

const nameOf = (p: { first_name: string | null; last_name: string | null }, fallback: string) =>
  `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() || fallback;

/**
 * A comment on a reservation: those who read its comments (its member and the administrators, the
 * platform's support) hear of it, all but its author, through their notifications (rule
 * "reservation comment": inbox and mail), each in their language, led to the reservation's comments.
 */
export const commentNotice = subscribe(
  commentEvents.added,
  'reservations.comment-notice',
  async (trx, event, ctx) => {
    if (event.payload.ItemType !== 'reservation') return;
    const reservation = await reservationQueries.byId(trx, event.payload.ItemId);
    if (!reservation) return;
    const comment = await commentById(trx, event.subjectId);
    if (comment.deleted_at !== null) return;
    const location = await reservationQueries.location(trx, reservation.location_id);
    const title = reservation.name || location.name;
    const author = nameOf(comment, 'Meetspace');
    for (const person of await reservationQueries.commentAudience(trx, reservation)) {
      if (person.id === event.payload.AuthorId) continue;
      const locale = localeOfLanguageId(person.language_id);
      await notify(
        trx,
        {
          profileId: person.id,
          kind: 'reservationComment',
          data: { title, location: location.name, text: comment.body.slice(0, 200) },
          link: { route: 'my-reservation-comments', params: { id: String(reservation.id) } },
          mail: reservationCommentMail(
            {
              profileId: person.id,
              email: person.email,
              name: nameOf(person, person.email),
              languageId: person.language_id,
              locale,
            },
            { reservationId: reservation.id, title, author, comment: comment.body },
            ctx.publicUrl,
          ),
        },
        ctx.now,
      );
    }
  },
);
