import { groupApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { createGroup } from './commands/create-group.ts';
import type { GroupDeps } from './commands/group-deps.ts';
import { deleteGroup, groupSettings, setPublished, updateGroup } from './commands/manage-group.ts';
import { changeMember, inviteMember, joinGroup, leaveGroup } from './commands/membership.ts';
import { listGroups, myGroups, readEvents, readGroup, readMembers, readState } from './group.reads.ts';

/** The group calls (`groupApi`): every one needs a member. */
export const groupRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): GroupDeps => ({ db: app.db, now: app.now(), publicUrl: app.publicUrl });

  route(app, groupApi.mine, ({ actor }) => myGroups(deps(), actor));
  route(app, groupApi.list, ({ actor, query }) => listGroups(deps(), actor, query));
  route(app, groupApi.get, ({ actor, params }) => readGroup(deps(), actor, params.id));
  route(app, groupApi.state, ({ actor, params }) => readState(deps(), actor, params.id));
  route(app, groupApi.events, ({ actor, params, query }) => readEvents(deps(), actor, params.id, query));
  route(app, groupApi.members, ({ actor, params }) => readMembers(deps(), actor, params.id));
  route(app, groupApi.create, ({ actor, body }) => createGroup(deps(), actor, body));
  route(app, groupApi.join, ({ actor, params }) => joinGroup(deps(), actor, params.id));
  route(app, groupApi.invite, ({ actor, params, body }) => inviteMember(deps(), actor, params.id, body.Email));
  route(app, groupApi.update, ({ actor, params, body }) => updateGroup(deps(), actor, params.id, body));
  route(app, groupApi.leave, ({ actor, params }) => leaveGroup(deps(), actor, params.id));
  route(app, groupApi.settings, ({ actor, params, body }) => groupSettings(deps(), actor, params.id, body));
  route(app, groupApi.publish, ({ actor, params }) => setPublished(deps(), actor, params.id, true));
  route(app, groupApi.deactivate, ({ actor, params }) => setPublished(deps(), actor, params.id, false));
  route(app, groupApi.promote, ({ actor, body }) => changeMember(deps(), actor, 'promote', body));
  route(app, groupApi.demote, ({ actor, body }) => changeMember(deps(), actor, 'demote', body));
  route(app, groupApi.approve, ({ actor, body }) => changeMember(deps(), actor, 'approve', body));
  route(app, groupApi.decline, ({ actor, body }) => changeMember(deps(), actor, 'decline', body));
  route(app, groupApi.remove, ({ actor, params }) => deleteGroup(deps(), actor, params.id));
};
