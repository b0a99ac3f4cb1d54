import { reviewerName } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { locationManagersToMail } from '../../kernel/mail/addressed-mail.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { notify } from '../../notifications/index.ts';
import {
  type ReviewAddressee,
  reviewAnsweredMail,
  reviewInvitationMail,
  reviewReceivedMail,
  reviewRemovedMail,
} from '../mails/review-mails.ts';
import { reviewEvents } from '../reviews.events.ts';
import { reviewQueries } from '../reviews.queries.ts';

type Person = { id: number; email: string; first_name: string; last_name: string; language_id: number };

const addressee = (p: Person): ReviewAddressee => ({
  profileId: p.id,
  email: p.email,
  name: `${p.first_name} ${p.last_name}`.trim() || p.email,
  languageId: p.language_id,
});

/**
 * The opening job opened a review: its booker is invited to write it, in their language, through
 * their notifications (rule "new review": an inbox entry and the mail).
 */
const invitationMail = subscribe(
  reviewEvents.opened,
  'reviews.invitation-mail',
  async (trx: Kysely<DB>, event, ctx) => {
    const review = await reviewQueries.byId(trx, event.subjectId);
    if (review?.status !== 'Open') return;
    const [booker, location] = await Promise.all([
      reviewQueries.member(trx, review.profile_id),
      reviewQueries.location(trx, review.location_id),
    ]);
    if (!booker || !location) return;
    await notify(
      trx,
      {
        profileId: booker.id,
        kind: 'newReview',
        data: { title: location.name, location: location.name, date: review.meeting_date },
        link: { route: 'my-reservations-reviews', params: {} },
        mail: reviewInvitationMail(
          addressee(booker),
          { locationName: location.name, meetingDate: review.meeting_date },
          ctx.publicUrl,
        ),
      },
      ctx.now,
    );
  },
);

/**
 * A review was submitted: every active manager of the location hears of it (in-app and by mail, as
 * their notification rule "new review" says), in their own language.
 */
const receivedNotice = subscribe(
  reviewEvents.submitted,
  'reviews.received-notice',
  async (trx: Kysely<DB>, event, ctx) => {
    const review = await reviewQueries.byId(trx, event.subjectId);
    if (review?.status !== 'Submitted') return;
    const [author, location, managers] = await Promise.all([
      reviewQueries.member(trx, review.profile_id),
      reviewQueries.location(trx, review.location_id),
      locationManagersToMail(trx, review.location_id),
    ]);
    if (!author || !location) return;
    const who = reviewerName(author.first_name, author.last_name);
    for (const manager of managers) {
      if (manager.id === review.profile_id) continue;
      await notify(
        trx,
        {
          profileId: manager.id,
          kind: 'newReview',
          data: {
            title: location.name,
            location: location.name,
            reviewer: who,
            score: String(review.overall ?? 0),
            text: (review.text ?? '').slice(0, 200),
          },
          link: { route: 'host-location-reviews', params: { locationId: String(location.id) } },
          mail: reviewReceivedMail(
            addressee(manager),
            {
              locationId: location.id,
              locationName: location.name,
              reviewerName: who,
              overall: review.overall ?? 0,
              text: review.text ?? '',
            },
            ctx.publicUrl,
          ),
        },
        ctx.now,
      );
    }
  },
);

/** The location answered a review the first time: its author hears of it (rule "review comment"). */
const answeredNotice = subscribe(
  reviewEvents.responded,
  'reviews.answered-notice',
  async (trx: Kysely<DB>, event, ctx) => {
    if (!event.payload.First) return;
    const review = await reviewQueries.byId(trx, event.subjectId);
    if (review?.status !== 'Submitted' || !review.response_text) return;
    const [author, location] = await Promise.all([
      reviewQueries.member(trx, review.profile_id),
      reviewQueries.location(trx, review.location_id),
    ]);
    if (!author || !location) return;
    await notify(
      trx,
      {
        profileId: author.id,
        kind: 'reviewComment',
        data: { title: location.name, location: location.name, text: review.response_text.slice(0, 200) },
        link: { route: 'location-reviews', params: { id: String(location.id), slug: location.slug } },
        mail: reviewAnsweredMail(
          addressee(author),
          {
            locationId: location.id,
            locationName: location.name,
            locationSlug: location.slug,
            response: review.response_text,
          },
          ctx.publicUrl,
        ),
      },
      ctx.now,
    );
  },
);

/** An administrator removed a review: its author is told why, in their language. */
const removedMail = subscribe(
  reviewEvents.deleted,
  'reviews.removed-mail',
  async (trx: Kysely<DB>, event, ctx) => {
    if (!event.payload.ByAdministrator) return;
    const review = await reviewQueries.anyById(trx, event.subjectId);
    if (!review?.deletion_reason) return;
    const [author, location] = await Promise.all([
      reviewQueries.member(trx, review.profile_id),
      reviewQueries.location(trx, review.location_id),
    ]);
    if (!author || !location) return;
    await enqueueMail(
      trx,
      reviewRemovedMail(addressee(author), { locationName: location.name, reason: review.deletion_reason }),
      ctx.now,
    );
  },
);

/** The reviews area's reactions to its domain events (mails and notifications). */
export const REVIEW_SUBSCRIBERS: readonly Subscriber[] = [
  invitationMail,
  receivedNotice,
  answeredNotice,
  removedMail,
];
