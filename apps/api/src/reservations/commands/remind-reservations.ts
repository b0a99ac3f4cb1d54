import { ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { addDays, localNow, PLATFORM_TIME_ZONE } from '../../kernel/local-time.ts';
import { reservationEvents } from '../reservation.events.ts';

/** From this local time on (08:00) the day before, bookers are reminded: no mail in the night. */
export const REMINDER_FROM_MINUTES = 8 * 60;

/** A reservation made less than this many hours before the reminder is due needs none: its confirmation is fresh. */
export const REMINDER_MIN_AGE_HOURS = 12;

/** How many reservations one pass claims (passes repeat until none are left). */
const BATCH = 200;

/**
 * The day-before reminder: every reservation (option or definite) that starts tomorrow on the
 * platform's clock, was made at least REMINDER_MIN_AGE_HOURS ago and has not been reminded yet, is
 * claimed (its `reminded_at` set where it is still empty, so two processes never remind twice) and
 * its `reservation.reminder-due` event written in the same transaction; the subscriber tells the
 * booker (notification rule "reservation reminder", or a mail to a guest booker). Before
 * REMINDER_FROM_MINUTES local time nothing is sent. Returns the ids of the reservations reminded.
 */
export async function remindTomorrowsReservations(db: Kysely<DB>, now: Date): Promise<number[]> {
  const local = localNow(now, PLATFORM_TIME_ZONE);
  if (local.minutes < REMINDER_FROM_MINUTES) return [];
  const tomorrow = addDays(local.date, 1);
  const madeBefore = new Date(now.getTime() - REMINDER_MIN_AGE_HOURS * 3_600_000).toISOString();
  const reminded: number[] = [];
  for (;;) {
    const due = await db
      .selectFrom('reservations')
      .select(['id', 'start_date', 'end_date', 'start_minutes', 'end_minutes'])
      .where('start_date', '=', tomorrow)
      .where('status_id', 'in', [ReservationStatus.Option, ReservationStatus.Definite])
      .where('reminded_at', 'is', null)
      .where('created_at', '<=', madeBefore)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const r of due) {
      const claimed = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('reservations')
          .set({ reminded_at: now.toISOString() })
          .where('id', '=', r.id)
          .where('reminded_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await reservationEvents.reminderDue.emit(
          trx,
          {
            subjectId: r.id,
            actorId: null,
            payload: {
              StartDate: r.start_date,
              EndDate: r.end_date,
              StartMinutes: r.start_minutes,
              EndMinutes: r.end_minutes,
            },
          },
          now,
        );
        return true;
      });
      if (claimed) reminded.push(r.id);
    }
    if (due.length < BATCH) return reminded;
  }
}
