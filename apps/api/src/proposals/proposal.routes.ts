import { proposalApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale } from '../kernel/http/language-param.ts';
import { acceptProposal } from './commands/accept-proposal.ts';
import { createTender } from './commands/create-tender.ts';
import { rejectProposal, requestProposalChange } from './commands/decide-proposal.ts';
import { logProposalView } from './commands/log-proposal-view.ts';
import { myProposals, myTenders, readProposal, readTender } from './proposal.reads.ts';
import type { ProposalDeps, ProposalPeriodDeps } from './proposal-deps.ts';
import { todayOf } from './proposal-deps.ts';
import { statusOf } from './proposals.presenter.ts';
import type { ProposalRow } from './proposals.queries.ts';

/** The applicant's calls: tenders, proposals, accept, change, cancel, the view log. */
export const proposalRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ProposalDeps => ({ db: app.db, now: app.now() });
  const periodDeps = async (): Promise<ProposalPeriodDeps> => ({
    ...deps(),
    catalogue: await app.catalogue.get(),
  });
  const result = (p: ProposalRow) => ({
    Key: p.key,
    Status: statusOf(p, todayOf(app.now())),
    ReservationId: p.reservation_id,
  });

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
  route(app, proposalApi.accept, async ({ actor, params, body }) =>
    result(await acceptProposal(await periodDeps(), actor, params.id, body.Comment)),
  );
  route(app, proposalApi.change, async ({ actor, params, body }) =>
    result(await requestProposalChange(deps(), actor, params.id, body.Comment)),
  );
  route(app, proposalApi.cancel, async ({ actor, params, body }) =>
    result(await rejectProposal(deps(), actor, params.id, body)),
  );
  route(app, proposalApi.logView, async ({ actor, params }) => ({
    Logged: await logProposalView(deps(), actor, params.id),
  }));
};
