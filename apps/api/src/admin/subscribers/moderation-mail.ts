import { localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { adminEvents } from '../admin.events.ts';
import { adminQueries } from '../admin.queries.ts';
import { locationModeratedMail } from '../mails/location-moderated.ts';

/**
 * A location approved, rejected, suspended or reinstated: every active manager gets one mail in
 * their own language (approved: the public link; rejected or suspended: the reason).
 */
export const moderationMail = subscribe(
  adminEvents.moderated,
  'admin.moderated-mail',
  async (trx, event, ctx) => {
    const location = await adminQueries.statusOf(trx, event.subjectId);
    if (!location) return;
    const managers = (await adminQueries.managersOf(trx, [location.id])).filter((m) => m.is_active === 1);
    for (const manager of managers) {
      const locale = localeOfLanguageId(manager.language_id);
      const path = localizedPath('location', locale, { id: location.id, slug: location.slug });
      await enqueueMail(
        trx,
        locationModeratedMail({
          locale,
          languageId: manager.language_id,
          action: event.payload.Action,
          toEmail: manager.email,
          toName: `${manager.first_name} ${manager.last_name}`.trim(),
          profileId: manager.id,
          locationName: location.name,
          publicLink: new URL(path, ctx.publicUrl).toString(),
          reason: event.payload.Reason,
        }),
        ctx.now,
      );
    }
  },
);
