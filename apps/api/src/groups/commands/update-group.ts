import {
  ErrorCode,
  GroupErrorCode,
  type GroupSettingsBody,
  type GroupState,
  type GroupView,
  type groupUpdateBody,
} from '@meetspace/domain';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { type GroupDeps, groupViewFor, stateFor } from '../group.reads.ts';
import { groupAccess } from '../groups.access.ts';
import { type GroupRow, groupQueries } from '../groups.queries.ts';
import type { NetworkGroupsTable } from '../groups.schema.ts';
import { photoProblems, searchTextOf } from './create-group.ts';

const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);

/** The toggles' columns of the toggles sent (the rest keep their value). */
function toggleColumns(body: GroupSettingsBody): Updateable<NetworkGroupsTable> {
  const columns: Updateable<NetworkGroupsTable> = {
    activate_chat: flag(body.ActivateChat),
    activate_events: flag(body.ActivateEvents),
    activate_member_list: flag(body.ActivateMemberList),
    activate_posts: flag(body.ActivatePosts),
    activate_questions: flag(body.ActivateQuestions),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** Reads the group again after a change (the answer shows what was written). */
async function reread(deps: GroupDeps, id: number): Promise<GroupRow> {
  const row = await groupQueries.byId(deps.db, id);
  if (!row) throw AppError.notFound('Group not found');
  return row;
}

/**
 * `PUT /v1/group/{id}`: the fields sent change (name, description, photo, join type, toggles).
 * The picture is checked only when it changes; a published group keeps a description (400
 * `required` when emptied: it could not be published without one).
 */
export async function updateGroup(
  deps: GroupDeps,
  actor: Actor,
  id: number,
  body: z.output<typeof groupUpdateBody>,
): Promise<GroupView> {
  const row = await requireAccess(deps, actor, groupAccess.manage, id);
  const photo = body.Photo === undefined ? undefined : body.Photo || null;
  const problems: FieldError[] =
    photo && photo !== row.photo_url ? await photoProblems(deps.db, actor, photo) : [];
  if (row.status === 'published' && body.Description !== undefined && body.Description === '')
    problems.push({
      Field: 'Description',
      Code: ErrorCode.Required,
      Message: 'A published group keeps a description',
    });
  if (problems.length > 0) throw AppError.badRequest('The group cannot be saved', problems);
  const name = body.Name ?? row.name;
  const description = body.Description ?? row.description;
  await groupQueries.updateGroup(deps.db, id, {
    name,
    description,
    ...(photo !== undefined ? { photo_url: photo } : {}),
    ...(body.JoinType ? { join_type: body.JoinType } : {}),
    ...toggleColumns(body),
    search_text: searchTextOf(name, description),
    updated_at: deps.now.toISOString(),
  });
  return groupViewFor(deps.db, await reread(deps, id), actor);
}

/** `PUT /v1/group/{id}/settings`: the toggles sent change; answers the caller's state. */
export async function changeSettings(
  deps: GroupDeps,
  actor: Actor,
  id: number,
  body: GroupSettingsBody,
): Promise<GroupState> {
  await requireAccess(deps, actor, groupAccess.manage, id);
  await groupQueries.updateGroup(deps.db, id, { ...toggleColumns(body), updated_at: deps.now.toISOString() });
  return stateFor(deps.db, await reread(deps, id), actor);
}

/**
 * `PUT /v1/group/{id}/publish`: a draft is published (`published_at` now); a group without a
 * description is 409 `group_publish_failed`. Publishing a published group changes nothing.
 */
export async function publishGroup(deps: GroupDeps, actor: Actor, id: number): Promise<GroupView> {
  const row = await requireAccess(deps, actor, groupAccess.manage, id);
  if (row.description.trim() === '')
    throw new AppError(409, 'A group needs a description to be published', [
      { Field: 'Description', Code: GroupErrorCode.GroupPublishFailed },
    ]);
  if (row.status !== 'published') {
    const nowIso = deps.now.toISOString();
    await groupQueries.updateGroup(deps.db, id, {
      status: 'published',
      published_at: nowIso,
      updated_at: nowIso,
    });
  }
  return groupViewFor(deps.db, await reread(deps, id), actor);
}

/** `PUT /v1/group/{id}/deactivate`: a draft again (`published_at` cleared); memberships stay. */
export async function deactivateGroup(deps: GroupDeps, actor: Actor, id: number): Promise<GroupView> {
  const row = await requireAccess(deps, actor, groupAccess.manage, id);
  if (row.status !== 'draft') {
    const nowIso = deps.now.toISOString();
    await groupQueries.updateGroup(deps.db, id, { status: 'draft', published_at: null, updated_at: nowIso });
  }
  return groupViewFor(deps.db, await reread(deps, id), actor);
}

/** `DELETE /v1/group/{id}`: `deleted_at` set: gone from every list and page (404 afterwards). */
export async function removeGroup(deps: GroupDeps, actor: Actor, id: number): Promise<number> {
  await requireAccess(deps, actor, groupAccess.manage, id);
  const nowIso = deps.now.toISOString();
  await groupQueries.updateGroup(deps.db, id, { deleted_at: nowIso, updated_at: nowIso });
  return id;
}
