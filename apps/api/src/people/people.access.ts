import type { Selectable } from 'kysely';
import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { peopleQueries } from './people.queries.ts';
import type { NetworkCheckinsTable } from './people.schema.ts';

type CheckinRow = Selectable<NetworkCheckinsTable>;
type LocationRow = NonNullable<Awaited<ReturnType<typeof peopleQueries.location>>>;

/** Who may do what with check-ins (a reservation's are read under the reservations area's `view`). */
export const peopleAccess = {
  /** Find matches from a check-in: its member only. */
  matchFromCheckin: definePermission<CheckinRow>({
    name: 'checkin.match',
    member: 'always',
    load: peopleQueries.checkinById,
    allow: (actor, row) => isSelf(actor, row.profile_id),
    messages: { notFound: 'Check-in not found', forbidden: 'This check-in is another member’s' },
  }),
  /** See a location's check-ins and its check-in QR code: its managers, administrators. */
  locationCheckins: definePermission<LocationRow>({
    name: 'checkin.location',
    member: 'always',
    load: peopleQueries.location,
    allow: async (actor: Actor | undefined, row, ctx) =>
      isAdmin(actor) || (await managesLocation(ctx.db, actor, row.id)),
    messages: { notFound: 'Location not found', forbidden: 'You do not manage this location' },
  }),
};
