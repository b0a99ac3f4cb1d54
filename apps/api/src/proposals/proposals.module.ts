import { defineArea } from '../kernel/area.ts';
import { hostProposalRoutes } from './host-proposal.routes.ts';
import { proposalRoutes } from './proposal.routes.ts';
import { PROPOSAL_SUBSCRIBERS } from './subscribers/index.ts';

/** The proposals area: tenders (requests for proposal), the hosts' proposals, the applicant's decisions. */
export const proposalsArea = defineArea({
  name: 'proposals',
  routes: async (app) => {
    await app.register(proposalRoutes);
    await app.register(hostProposalRoutes);
  },
  subscribers: PROPOSAL_SUBSCRIBERS,
});
