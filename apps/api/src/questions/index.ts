// The questions area's public face: how many answers a member wrote (the profile checklist's
// "5 answers"), and the queries the demo writes its questions with.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { questionQueries } from './questions.queries.ts';

/** How many answers (not replies) the member wrote. */
export function countAnswersBy(db: Kysely<DB>, profileId: number): Promise<number> {
  return questionQueries.countAnswersBy(db, profileId);
}

export { questionQueries, tagsColumn } from './questions.queries.ts';
