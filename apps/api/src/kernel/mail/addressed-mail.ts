import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Mail } from './outbox.queries.ts';

/** Whom a mail goes to, in their language (a member, or an address without a profile). */
export interface MailAddressee {
  profileId: number | null;
  email: string;
  name: string;
  languageId: number;
}

/** A plain-text mail to `to`: its lines joined, its kind for the outbox and the mail log. */
export function addressedMail(
  to: MailAddressee,
  kind: string,
  subject: string,
  lines: readonly string[],
  extra: Pick<Mail, 'reservationId'> = {},
): Mail {
  return {
    kind,
    toEmail: to.email,
    toName: to.name,
    languageId: to.languageId,
    subject,
    text: lines.join('\n'),
    profileId: to.profileId,
    ...extra,
  };
}

/**
 * The active managers of a location with what a mail to them needs, by profile id: whom an area
 * tells of news about the location (a tender, a review).
 */
export function locationManagersToMail(db: Kysely<DB>, locationId: number) {
  return db
    .selectFrom('location_managers as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .select(['p.id', 'p.email', 'p.first_name', 'p.last_name', 'p.language_id'])
    .where('m.location_id', '=', locationId)
    .where('m.is_active', '=', 1)
    .orderBy('p.id')
    .execute();
}
