import { proposalApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale } from '../kernel/http/language-param.ts';
import { createTender } from './commands/create-tender.ts';
import { myProposals, myTenders, readProposal, readTender } from './proposal.reads.ts';
import type { ProposalDeps } from './proposal-deps.ts';

/** The applicant's calls: tenders, proposals, accept, change, cancel, the view log. */
export const proposalRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ProposalDeps => ({ db: app.db, now: app.now() });

  route(app, proposalApi.createTender, async ({ actor, body }) => ({
    Id: await createTender(deps(), actor, body),
  }));
  route(app, proposalApi.tender, ({ actor, params, query }) =>
    readTender(deps(), actor, params.id, optionalLocale(query.language)),
  );
  route(app, proposalApi.myTenders, ({ actor, query }) => myTenders(deps(), actor, query));
  route(app, proposalApi.myProposals, ({ actor, query }) => myProposals(deps(), actor, query));
  route(app, proposalApi.proposal, ({ actor, params, query }) =>
    readProposal(deps(), actor, params.id, optionalLocale(query.language)),
  );
};
