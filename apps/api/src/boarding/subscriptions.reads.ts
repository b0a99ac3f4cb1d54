import type { Locale, Subscription } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { presentSubscription } from './boarding.presenter.ts';
import { boardingQueries } from './boarding.queries.ts';

/** The channel's active licences with their meeting types (an unknown channel has none). */
export async function channelSubscriptions(
  db: Kysely<DB>,
  channelId: number,
  locale: Locale,
): Promise<Subscription[]> {
  const rows = await boardingQueries.subscriptions(db, channelId);
  const types = await boardingQueries.subscriptionMeetingTypes(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    presentSubscription(
      row,
      types.filter((t) => t.subscription_id === row.id).map((t) => t.meeting_type_id),
      locale,
    ),
  );
}
