import { groupApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { createGroup } from './commands/create-group.ts';
import {
  approveMember,
  declineMember,
  demoteMember,
  inviteMember,
  promoteMember,
} from './commands/members.ts';
import { joinGroup, leaveGroup } from './commands/membership.ts';
import {
  changeSettings,
  deactivateGroup,
  publishGroup,
  removeGroup,
  updateGroup,
} from './commands/update-group.ts';
import {
  type GroupDeps,
  listGroupEvents,
  listGroups,
  listMembers,
  myGroups,
  readGroup,
  readState,
} from './group.reads.ts';

/** The group calls (`groupApi`): lists, a group and its parts, membership, the admins' calls. */
export const groupRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): GroupDeps => ({ db: app.db, now: app.now() });

  route(app, groupApi.mine, ({ actor }) => myGroups(deps(), actor));
  route(app, groupApi.list, ({ actor, query }) => listGroups(deps(), actor, query));
  route(app, groupApi.get, ({ actor, params }) => readGroup(deps(), actor, params.id));
  route(app, groupApi.state, ({ actor, params }) => readState(deps(), actor, params.id));
  route(app, groupApi.events, ({ actor, params, query }) => listGroupEvents(deps(), actor, params.id, query));
  route(app, groupApi.members, ({ actor, params }) => listMembers(deps(), actor, params.id));
  route(app, groupApi.create, ({ actor, body }) => createGroup(deps(), actor, body));
  route(app, groupApi.join, ({ actor, params }) => joinGroup(deps(), actor, params.id));
  route(app, groupApi.invite, ({ actor, params, body }) =>
    inviteMember(deps(), actor, params.id, body.Email),
  );
  route(app, groupApi.update, ({ actor, params, body }) => updateGroup(deps(), actor, params.id, body));
  route(app, groupApi.leave, ({ actor, params }) => leaveGroup(deps(), actor, params.id));
  route(app, groupApi.settings, ({ actor, params, body }) => changeSettings(deps(), actor, params.id, body));
  route(app, groupApi.publish, ({ actor, params }) => publishGroup(deps(), actor, params.id));
  route(app, groupApi.deactivate, ({ actor, params }) => deactivateGroup(deps(), actor, params.id));
  route(app, groupApi.promote, ({ actor, body }) => promoteMember(deps(), actor, body));
  route(app, groupApi.demote, ({ actor, body }) => demoteMember(deps(), actor, body));
  route(app, groupApi.approve, ({ actor, body }) => approveMember(deps(), actor, body));
  route(app, groupApi.decline, ({ actor, body }) => declineMember(deps(), actor, body));
  route(app, groupApi.remove, async ({ actor, params }) => ({
    Id: await removeGroup(deps(), actor, params.id),
  }));
};
