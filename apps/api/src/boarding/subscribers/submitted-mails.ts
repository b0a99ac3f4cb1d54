import { localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { boardingEvents } from '../boarding.events.ts';
import { boardingQueries } from '../boarding.queries.ts';
import {
  locationSubmittedAdminMail,
  locationSubmittedHostMail,
  type SubmittedLocation,
} from '../mails/location-submitted.ts';

async function submittedLocation(trx: Kysely<DB>, id: number): Promise<SubmittedLocation | undefined> {
  const row = await boardingQueries.location(trx, id);
  if (!row) return undefined;
  const licence =
    row.subscription_id === null
      ? undefined
      : await boardingQueries.subscriptionName(trx, row.subscription_id);
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    email: row.email,
    phone: row.phone,
    licence: licence?.name ?? '',
  };
}

const fullName = (p: { first_name: string; last_name: string; email: string }) =>
  `${p.first_name} ${p.last_name}`.trim() || p.email;

/** Every administrator hears, in their language, that a new location awaits approval. */
export const submittedAdminMail = subscribe(
  boardingEvents.submitted,
  'boarding.submitted-admin-mail',
  async (trx, event, ctx) => {
    const location = await submittedLocation(trx, event.subjectId);
    if (!location) return;
    const host = event.actorId === null ? undefined : await boardingQueries.profile(trx, event.actorId);
    for (const admin of await boardingQueries.administrators(trx)) {
      await enqueueMail(
        trx,
        locationSubmittedAdminMail(
          {
            locale: localeOfLanguageId(admin.language_id),
            profileId: admin.id,
            email: admin.email,
            name: fullName(admin),
          },
          location,
          host ? `${fullName(host)} (${host.email})` : '',
          ctx.publicUrl,
        ),
        ctx.now,
      );
    }
  },
);

/** The host gets a confirmation in their language: received, pending approval. */
export const submittedHostMail = subscribe(
  boardingEvents.submitted,
  'boarding.submitted-host-mail',
  async (trx, event, ctx) => {
    if (event.actorId === null) return;
    const [location, host] = await Promise.all([
      submittedLocation(trx, event.subjectId),
      boardingQueries.profile(trx, event.actorId),
    ]);
    if (!location || !host) return;
    await enqueueMail(
      trx,
      locationSubmittedHostMail(
        {
          locale: localeOfLanguageId(host.language_id),
          profileId: host.id,
          email: host.email,
          name: fullName(host),
        },
        location,
      ),
      ctx.now,
    );
  },
);
