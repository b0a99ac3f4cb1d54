import { hostProposalApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { optionalLocale } from '../kernel/http/language-param.ts';
import { declineTender } from './commands/decline-tender.ts';
import { sendProposal } from './commands/send-proposal.ts';
import { hostRequests, hostTenderDetailOf, readHostTender } from './host-tender.reads.ts';
import { sentProposal } from './proposal.reads.ts';
import type { ProposalDeps, ProposalPeriodDeps } from './proposal-deps.ts';

/** The host's calls: the tenders sent to their locations, sending a proposal, declining. */
export const hostProposalRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): ProposalDeps => ({ db: app.db, now: app.now() });
  const periodDeps = async (): Promise<ProposalPeriodDeps> => ({
    ...deps(),
    catalogue: await app.catalogue.get(),
  });

  route(app, hostProposalApi.requests, ({ actor, query }) => hostRequests(deps(), actor, query));
  route(app, hostProposalApi.request, async ({ actor, params, query }) =>
    readHostTender(await periodDeps(), actor, params, optionalLocale(query.language)),
  );
  route(app, hostProposalApi.send, async ({ actor, params, body }) => {
    const id = await sendProposal(await periodDeps(), actor, params, body);
    return sentProposal(deps(), actor, id);
  });
  route(app, hostProposalApi.decline, async ({ actor, params, body }) => {
    const asked = await declineTender(deps(), actor, params, body.Reason);
    return hostTenderDetailOf(await periodDeps(), actor, asked, undefined);
  });
};
