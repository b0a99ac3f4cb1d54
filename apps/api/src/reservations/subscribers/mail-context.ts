import { type Locale, localeOfLanguageId } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ReservationRow, reservationQueries } from '../reservation.queries.ts';
import { type Booker, bookerOf } from '../reservation.reads.ts';

/** What every mail about a reservation needs: the reservation, its booker and its language. */
export interface MailContext {
  reservation: ReservationRow;
  booker: Booker;
  locale: Locale;
}

/** The reservation of an event with whom to write, read fresh; undefined when there is nobody to write to. */
export async function mailContextOf(
  trx: Kysely<DB>,
  reservationId: number,
): Promise<MailContext | undefined> {
  const reservation = await reservationQueries.byId(trx, reservationId);
  if (!reservation) return undefined;
  const contacts = await reservationQueries.contacts(trx, reservation.id);
  const booker = await bookerOf(trx, { profileId: reservation.profile_id, contacts });
  return booker && { reservation, booker, locale: localeOfLanguageId(reservation.language_id) };
}
