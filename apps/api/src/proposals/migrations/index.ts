import type { Migration } from 'kysely';
import * as tendersAndProposals from './20261126T1000-tenders-and-proposals.ts';

/** The proposals area's migrations (named `<UTC yyyymmddThhmm>-<what>`, so two branches never collide). */
export const proposalsMigrations: Record<string, Migration> = {
  '20261126T1000-tenders-and-proposals': tendersAndProposals,
};
