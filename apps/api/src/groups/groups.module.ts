import { defineArea } from '../kernel/area.ts';
import { groupRoutes } from './group.routes.ts';
import { GROUP_SUBSCRIBERS } from './subscribers/index.ts';

/** The groups area: groups of the member network, memberships, roles and feature toggles. */
export const groupsArea = defineArea({
  name: 'groups',
  routes: async (app) => {
    await app.register(groupRoutes);
  },
  subscribers: GROUP_SUBSCRIBERS,
});
