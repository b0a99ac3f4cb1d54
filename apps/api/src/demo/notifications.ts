import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Notice, notify } from '../notifications/index.ts';

/** How many notifications the demo gave, for the summary and the README. */
export interface DemoNotificationsSummary {
  notifications: number;
  unread: number;
}

/** A moment in the past, `days` before `now` (the demo's history). */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * A history of notifications for the demo's booker and host, from what the demo holds: the booker's
 * reservations (booked; the cancelled ones cancelled) and invoices, the host's tender requests. They
 * go through `notify` as the areas' own would (inbox only: history, no mails); the older ones are
 * read, the last few days' are not. Written last, so every row it names exists.
 */
export async function writeDemoNotifications(trx: Kysely<DB>, now: Date): Promise<DemoNotificationsSummary> {
  const idOf = async (email: string) =>
    (await trx.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirst())?.id;
  const bookerId = await idOf('booker@example.com');
  const hostId = await idOf('host@example.com');
  const notices: { notice: Notice; at: Date; read: boolean }[] = [];

  if (bookerId !== undefined) {
    const reservations = await trx
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select(['r.id', 'r.name', 'r.status_id', 'l.name as location'])
      .where('r.profile_id', '=', bookerId)
      .orderBy('r.id', 'desc')
      .limit(8)
      .execute();
    reservations.forEach((r, i) => {
      const data = { title: r.name || r.location, location: r.location };
      const link = { route: 'my-reservation' as const, params: { id: String(r.id) } };
      notices.push({
        notice: { profileId: bookerId, kind: 'newReservation', data, link },
        at: daysBefore(now, 2 + i * 3),
        read: i > 1,
      });
      if (r.status_id === 3)
        notices.push({
          notice: { profileId: bookerId, kind: 'reservationCancelled', data, link },
          at: daysBefore(now, 1 + i * 3),
          read: i > 1,
        });
    });
    const invoices = await trx
      .selectFrom('invoices')
      .select(['id', 'number', 'credit_of_id'])
      .where('profile_id', '=', bookerId)
      .where('number', 'is not', null)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    invoices.forEach((invoice, i) => {
      notices.push({
        notice: {
          profileId: bookerId,
          kind: invoice.credit_of_id === null ? 'newInvoice' : 'creditInvoice',
          data: { title: invoice.number ?? '', number: invoice.number ?? '' },
          link: { route: 'my-invoice', params: { id: String(invoice.id) } },
        },
        at: daysBefore(now, 1 + i * 5),
        read: i > 0,
      });
    });
  }

  if (hostId !== undefined) {
    const requests = await trx
      .selectFrom('tender_locations as tl')
      .innerJoin('tenders as t', 't.id', 'tl.tender_id')
      .innerJoin('locations as l', 'l.id', 'tl.location_id')
      .innerJoin('location_managers as m', 'm.location_id', 'tl.location_id')
      .select(['t.id as tenderId', 't.name', 'l.id as locationId', 'l.name as location'])
      .where('m.profile_id', '=', hostId)
      .orderBy('tl.id', 'desc')
      .limit(5)
      .execute();
    requests.forEach((request, i) => {
      notices.push({
        notice: {
          profileId: hostId,
          kind: 'proposalRequest',
          data: { title: request.name, location: request.location },
          link: {
            route: 'host-tender',
            params: { tenderId: String(request.tenderId), locationId: String(request.locationId) },
          },
        },
        at: daysBefore(now, 1 + i * 2),
        read: i > 1,
      });
    });
  }

  // Oldest first, so the inbox's newest-first order is the order they happened in.
  notices.sort((a, b) => a.at.getTime() - b.at.getTime());
  let unread = 0;
  for (const { notice, at, read } of notices) {
    await notify(trx, notice, at);
    if (read)
      await trx
        .updateTable('notifications')
        .set({ read_at: at.toISOString() })
        .where('profile_id', '=', notice.profileId)
        .where('created_at', '=', at.toISOString())
        .where('read_at', 'is', null)
        .execute();
    else unread += 1;
  }
  return { notifications: notices.length, unread };
}
