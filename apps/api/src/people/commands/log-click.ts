import type { Actor } from '../../kernel/access/access.ts';
import { peopleQueries } from '../people.queries.ts';
import type { PeopleDeps } from '../people.reads.ts';

/**
 * `POST /v1/log/click`: one insert (no look-up of the item: the log is cheap and statistics join
 * what still exists); the member when the call carries a session.
 */
export async function logClick(
  deps: PeopleDeps,
  actor: Actor | undefined,
  b: { TypeId: number; ItemId: number },
): Promise<boolean> {
  await peopleQueries.logClick(deps.db, {
    typeId: b.TypeId,
    itemId: b.ItemId,
    profileId: actor?.profileId ?? null,
    now: deps.now.toISOString(),
  });
  return true;
}
