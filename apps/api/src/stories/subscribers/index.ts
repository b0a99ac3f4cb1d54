import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Subscriber, subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { blogRightsDecidedMail, blogRightsRequestedMail } from '../mails/blog-rights-mails.ts';
import { storyEvents } from '../stories.events.ts';
import { storyQueries } from '../stories.queries.ts';

const nameOf = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

/** Every administrator hears of a new request, in their own language. */
const requestedMail = subscribe(
  storyEvents.blogRightsRequested,
  'stories.blog-rights-requested-mail',
  async (trx: Kysely<DB>, event, ctx) => {
    const request = await storyQueries.requestById(trx, event.subjectId);
    const member = await storyQueries.authorOf(trx, event.payload.ProfileId);
    if (!request || !member) return;
    for (const admin of await storyQueries.administrators(trx))
      await enqueueMail(
        trx,
        blogRightsRequestedMail(
          { profileId: admin.id, email: admin.email, name: nameOf(admin), languageId: admin.language_id },
          { memberName: nameOf(member), motivation: request.motivation },
          ctx.publicUrl,
        ),
        ctx.now,
      );
  },
);

/** The member hears the decision either way, in their language (with the reason when denied). */
const decidedMail = subscribe(
  storyEvents.blogRightsDecided,
  'stories.blog-rights-decided-mail',
  async (trx: Kysely<DB>, event, ctx) => {
    const request = await storyQueries.requestById(trx, event.subjectId);
    const member = await storyQueries.authorOf(trx, event.payload.ProfileId);
    if (!request || !member) return;
    await enqueueMail(
      trx,
      blogRightsDecidedMail(
        { profileId: member.id, email: member.email, name: nameOf(member), languageId: member.language_id },
        { granted: event.payload.Granted, reason: request.reason },
        ctx.publicUrl,
      ),
      ctx.now,
    );
  },
);

/** The stories area's reactions to domain events (mails about blog rights). */
export const STORY_SUBSCRIBERS: readonly Subscriber[] = [requestedMail, decidedMail];
